// The price field types like a Brazilian till: digits fill from the cents up ("2990" → "R$ 29,90"),
// a format the art engine and the copywriter both read.
import { ART_TEXT_MAX } from '../../../../shared/constants';
import { formatBRL } from '../../../../shared/format';

/** Up to R$ 999.999,99 — far more than a menu needs, and within the price's length limit. */
export const PRICE_MAX_DIGITS = 8;

/** What the field shows for what was typed or pasted: "R$ 29,90", or empty when there are no digits. */
export function maskPrice(typed: string): string {
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '').slice(0, PRICE_MAX_DIGITS);
  if (!digits) return '';
  return formatBRL(Number(digits) / 100).slice(0, ART_TEXT_MAX.price);
}
