import type { Credits } from '../../../../shared/schemas/me.schema';

/** The badge text: "Créditos ilimitados", "1 crédito", "3 créditos". */
export function creditsBadgeText(credits: Credits): string {
  if (credits.unlimited) return 'Créditos ilimitados';
  return credits.remaining === 1 ? '1 crédito' : `${credits.remaining} créditos`;
}

/** The profile text: "Créditos ilimitados", "{remaining} de {total} créditos" or "0 créditos". */
export function creditsSummaryText(credits: Credits): string {
  if (credits.unlimited) return 'Créditos ilimitados';
  if (credits.remaining > 0) return `${credits.remaining} de ${credits.total} créditos`;
  return '0 créditos';
}

/** What is left after spending: "1 crédito restante", "2 créditos restantes", "0 créditos restantes". */
export function remainingCreditsText(remaining: number): string {
  return remaining === 1 ? '1 crédito restante' : `${remaining} créditos restantes`;
}
