// pt-BR formatting shared by the browser and the server: dates as dd/MM/yyyy, money as "R$ 49,00".
// Dates use the runtime's local time zone (the viewer's, in the browser).

const pad2 = (value: number) => String(value).padStart(2, '0');

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "21/11/2026"; an empty string for an invalid date. */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** "21/11/2026 14:05"; an empty string for an invalid date. */
export function formatDateTime(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date)} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** "R$ 49,00", "R$ 1.500,00" (with a plain space after the symbol). */
export function formatBRL(value: number): string {
  return brl.format(value).replace(/\s/g, ' ');
}

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "1.234". */
export function formatCount(value: number): string {
  return integer.format(value);
}

/** "4,3", "0,0": an average rating with one decimal. */
export function formatRating(value: number): string {
  return oneDecimal.format(value);
}
