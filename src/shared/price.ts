// Prices as people type them ("29.9", "29,90", "R$29,90", "1.500", "1.500,00", "1,500.00", 29.9) →
// an amount in reais → "R$ 29,90", as a Brazilian menu writes it. One parser for the art engine, the
// copywriter and the LLM brief; the browser's price field formats from digits with formatBRL.
import { formatBRL } from './format.ts';

export interface PriceParts {
  currency: string;
  integer: string;
  /** ",90" — always two digits. */
  cents: string;
}

export interface FormatPriceOptions {
  /** Text that is not an amount ("2 por R$ 30", "Grátis") is kept, trimmed, instead of dropped. */
  keepText?: boolean;
  /** "R$ 0,00" is a price rather than none. */
  allowZero?: boolean;
}

/** Dots group thousands, a comma marks 1–2 decimals (pt-BR): "1.500", "1.299,90", "29,9". */
const PT_GROUPED = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/;
const PT_DECIMAL = /^\d+,\d{1,2}$/;
/** Commas group thousands, a dot marks 1–2 decimals (English): "1,500.00", "29.9". */
const EN_GROUPED = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;
const EN_DECIMAL = /^\d+\.\d{1,2}$/;
const WHOLE = /^\d+$/;

/**
 * The amount in reais (rounded to cents, zero included), or null when there is none or the text is
 * not a plain amount. pt-BR writing wins where both readings fit: "1.500" is one thousand five
 * hundred. A leading "R$" and any spaces are ignored.
 */
export function parsePrice(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  let amount: number;
  if (typeof value === 'number') {
    amount = value;
  } else {
    const text = value.replace(/^\s*R\$/i, '').replace(/\s+/g, '');
    if (WHOLE.test(text)) amount = Number(text);
    else if (PT_GROUPED.test(text) || PT_DECIMAL.test(text)) amount = Number(text.replace(/\./g, '').replace(',', '.'));
    else if (EN_GROUPED.test(text) || EN_DECIMAL.test(text)) amount = Number(text.replace(/,/g, ''));
    else return null;
  }
  if (!Number.isFinite(amount) || amount < 0) return null;
  return Math.round(amount * 100) / 100;
}

/**
 * "R$ 29,90" for an amount, typed or given; null when there is no positive amount — unless
 * `allowZero` (R$ 0,00) or `keepText` (free text kept as typed) say otherwise.
 */
export function formatPrice(value: string | number | null | undefined, options: FormatPriceOptions = {}): string | null {
  const amount = parsePrice(value);
  if (amount !== null && (amount > 0 || options.allowZero)) return formatBRL(amount);
  if (!options.keepText || typeof value !== 'string' || amount !== null) return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text || null;
}

/** "R$ 29,90" → { currency: 'R$', integer: '29', cents: ',90' }; null for anything else. */
export function priceParts(formatted: string): PriceParts | null {
  const match = /^R\$ ([\d.]+)(,\d{2})$/.exec(formatted);
  if (!match) return null;
  return { currency: 'R$', integer: match[1]!, cents: match[2]! };
}
