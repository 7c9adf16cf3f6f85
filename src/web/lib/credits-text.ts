// How a balance of credits is said: the badge, the profile, the toasts after a generation.
import type { Credits } from '../../shared/schemas/me.schema';

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

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * Where the balance comes from, when it holds bought credits (decision 004: they are spent last and
 * never expire): "Inclui 50 do plano Pro e 10 comprados, que não expiram." Null when there is nothing
 * to explain.
 */
export function creditsBreakdownText(credits: Credits, purchased: number, activePlanName: string | null): string | null {
  if (credits.unlimited || purchased <= 0 || credits.remaining <= 0) return null;
  const bought = Math.min(purchased, credits.remaining);
  const others = credits.remaining - bought;
  const boughtText = `${bought} ${plural(bought, 'comprado', 'comprados')}, que não ${plural(bought, 'expira', 'expiram')}`;
  if (activePlanName && others > 0) return `Inclui ${others} do plano ${activePlanName} e ${boughtText}.`;
  return bought === 1
    ? "Inclui 1 crédito comprado: não expira e deixa suas imagens sem marca d'água."
    : `Inclui ${bought} créditos comprados: não expiram e deixam suas imagens sem marca d'água.`;
}
