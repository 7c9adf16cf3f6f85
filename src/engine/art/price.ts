// Prices as a Brazilian menu writes them: "R$ 29,90". Accepts a number or what people type
// ("29.9", "29,90", "R$29,90", "1.500", "1.500,00", "1,500.00"); anything else (e.g. "2 por R$ 30")
// is kept as typed.
import { formatBRL } from '../../shared/format.ts';

export interface PriceParts {
  currency: string;
  integer: string;
  /** ",90" — empty for whole prices shown without cents. */
  cents: string;
}

const PT_THOUSANDS = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/;
const EN_THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;
const COMMA_DECIMAL = /^\d+(,\d{1,2})?$/;
const DOT_DECIMAL = /^\d+\.\d{1,2}$/;

/** The amount in reais, or null when the text is not a plain price. */
export function parsePrice(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  const text = value.replace(/^\s*R\$\s*/i, '').replace(/\s+/g, '');
  if (!text) return null;
  let normalised: string | null = null;
  if (PT_THOUSANDS.test(text)) normalised = text.replace(/\./g, '').replace(',', '.');
  else if (EN_THOUSANDS.test(text)) normalised = text.replace(/,/g, '');
  else if (COMMA_DECIMAL.test(text)) normalised = text.replace(',', '.');
  else if (DOT_DECIMAL.test(text)) normalised = text;
  if (normalised === null) return null;
  const amount = Number(normalised);
  return Number.isFinite(amount) ? amount : null;
}

/** "R$ 29,90" from a number or a typed price; free text trimmed as typed; null when empty. */
export function formatPrice(value: string | number | null | undefined): string | null {
  const amount = parsePrice(value);
  if (amount !== null) return formatBRL(Math.round(amount * 100) / 100);
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text || null;
}

/** "R$ 29,90" → { currency: 'R$', integer: '29', cents: ',90' }; null for free text. */
export function priceParts(formatted: string): PriceParts | null {
  const match = /^R\$ ([\d.]+)(,\d{2})$/.exec(formatted);
  if (!match) return null;
  return { currency: 'R$', integer: match[1]!, cents: match[2]! };
}
