// The billing calls: start a checkout (plan or credit package), open the subscription portal.
// Each answers `{ url }`: a provider page, or an in-app path such as /checkout/demo/<id>.
import type { PlanSlug } from '../../../../shared/constants';
import { CheckoutUrlSchema, type PaymentMethod } from '../../../../shared/schemas/billing.schema';
import { api } from '../../../lib/api-client';

export type PaidPlanSlug = Exclude<PlanSlug, 'free'>;

export async function createSubscriptionCheckout(planSlug: PaidPlanSlug): Promise<string> {
  return CheckoutUrlSchema.parse(await api.post<unknown>('/api/billing/subscription-checkout', { planSlug })).url;
}

export async function createCreditCheckout(packageId: string, paymentMethod: PaymentMethod): Promise<string> {
  return CheckoutUrlSchema.parse(await api.post<unknown>('/api/billing/credit-checkout', { packageId, paymentMethod })).url;
}

export async function createPortalSession(): Promise<string> {
  return CheckoutUrlSchema.parse(await api.post<unknown>('/api/billing/portal')).url;
}

/** The demonstration portal's only action: cancels the signed-in user's subscription. */
export function cancelDemoSubscription(): Promise<unknown> {
  return api.post('/api/billing/demo-subscription/cancel');
}
