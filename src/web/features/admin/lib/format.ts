// pt-BR numbers for the back-office: "1.234", and ratings with one decimal ("4,3").
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "1.234". */
export function formatCount(value: number): string {
  return integer.format(value);
}

/** "4,3", "0,0": an average rating as the dashboard shows it. */
export function formatRating(value: number): string {
  return oneDecimal.format(value);
}
