// Prices as people type them ("29.9", "29,90", "R$ 1.500", 29.9) → a number of reais → "R$ 29,90".
import { formatBRL } from '../../shared/format.ts';

/**
 * The price in reais, or null when there is none or it is not a positive amount. A comma is the
 * decimal separator when it is the last separator; a dot followed by exactly three digits and no
 * comma is a thousands separator ("1.500" = 1500), otherwise a decimal point ("29.9" = 29.90).
 */
export function parsePrice(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  let amount: number;
  if (typeof value === 'number') {
    amount = value;
  } else {
    const text = value.replace(/r\$/gi, '').replace(/[\s\u00a0]/g, '');
    if (!/^\d[\d.,]*$/.test(text)) return null;
    const lastComma = text.lastIndexOf(',');
    const lastDot = text.lastIndexOf('.');
    let normalized: string;
    if (lastComma > lastDot) {
      // "1.299,90" or "29,90": dots group thousands, the comma is the decimal point.
      normalized = text.replace(/\./g, '').replace(',', '.');
      if (normalized.includes(',')) return null;
    } else if (lastDot > lastComma) {
      const grouped = /^\d{1,3}(\.\d{3})+$/.test(text);
      // "1,299.90" (English grouping) or "29.9"; "1.500" and "1.500.000" are pt-BR thousands.
      normalized = grouped ? text.replace(/\./g, '') : text.replace(/,/g, '');
      if (!grouped && (normalized.match(/\./g) ?? []).length > 1) return null;
    } else {
      normalized = text;
    }
    amount = Number(normalized);
  }
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return Math.round(amount * 100) / 100;
}

/** "R$ 29,90", or null when there is no usable price. */
export function formatPrice(value: string | number | null | undefined): string | null {
  const amount = parsePrice(value);
  return amount === null ? null : formatBRL(amount);
}
