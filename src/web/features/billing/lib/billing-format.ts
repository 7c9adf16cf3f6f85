import { formatBRL } from '../../../../shared/format';
import type { Me, Subscription } from '../../../../shared/schemas/me.schema';
import type { PaymentMethod } from '../../../../shared/schemas/billing.schema';

/** "R$ 49,00" from centavos. */
export function formatCents(cents: number): string {
  return formatBRL(cents / 100);
}

/** Whole amounts without the cents: "R$ 1.500", "R$ 49" (cents are kept when there are any). */
export function formatBRLShort(value: number): string {
  return formatBRL(value).replace(/,00$/, '');
}

/** A subscription that still gives its plan's benefits. */
export function isSubscriptionActive(subscription: Subscription | null | undefined): boolean {
  return subscription?.status === 'active' || subscription?.status === 'trialing';
}

const STATUS_LABELS: Record<string, string> = {
  active: 'Ativa',
  trialing: 'Ativa',
  canceled: 'Cancelada',
  past_due: 'Pagamento pendente',
  unpaid: 'Pagamento pendente',
  incomplete: 'Pagamento pendente',
  incomplete_expired: 'Expirada',
};

/** "Ativa", "Cancelada", … (the raw status when unknown). */
export function subscriptionStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** The plan the signed-in user is on: the active subscription's, else the free plan. Null for visitors. */
export function currentPlanSlug(me: Me | null | undefined): string | null {
  if (!me) return null;
  return me.subscription && isSubscriptionActive(me.subscription) ? me.subscription.planSlug : 'free';
}

/** The profile's plan badge: "Pro" or "Studio" when subscribed, "Premium" when unlimited, else "Gratuito". */
export function planBadgeLabel(me: Me): string {
  const { subscription } = me;
  if (subscription && isSubscriptionActive(subscription) && subscription.planSlug !== 'free') return subscription.planName;
  return me.credits.unlimited ? 'Premium' : 'Gratuito';
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Cartão de crédito',
  pix: 'PIX',
};
