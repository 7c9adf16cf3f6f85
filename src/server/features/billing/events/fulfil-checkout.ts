// A paid checkout session, whichever event says so (completed by card, or a PIX payment that
// succeeded later): credits for a package, the plan for a subscription. Once per session.
import { PAID_PLAN_SLUGS } from '../../../../shared/constants.ts';
import type { Db } from '../../../db/client.ts';
import { isPaidPlanActive } from '../../entitlements/entitlements.service.ts';
import * as repo from '../billing.repo.ts';
import { activatePlan, estimatedNextBillingDate, grantPackageCredits } from '../fulfilment.service.ts';
import { readOrderMetadata, type CheckoutSessionObject } from '../payment-objects.ts';
import { applied, ignored, type EventContext, type HandlerResult } from './event-handler.ts';

export async function fulfilCheckoutSession(tx: Db, session: CheckoutSessionObject, context: EventContext, paidAt: Date): Promise<HandlerResult> {
  const order = readOrderMetadata(session.metadata, session.client_reference_id);
  if (!order) return ignored('session without FoodArt metadata');
  if (!(await repo.findUser(tx, order.userId))) return ignored('unknown user');
  // A second event about the same paid session (never expected from Stripe) changes nothing.
  const first = await repo.recordPaymentEvent(tx, { id: `fulfilment:${session.id}`, provider: context.provider, type: 'fulfilment', processedAt: new Date() });
  if (!first) return ignored('session already fulfilled');

  if (order.kind === 'credits') {
    const pkg = order.packageId ? await repo.findPackage(tx, order.packageId) : undefined;
    const credits = pkg?.credits ?? order.credits;
    if (!credits) return ignored('unknown credit package');
    await grantPackageCredits(tx, { userId: order.userId, credits, reference: session.id });
    return applied;
  }

  if (!order.planSlug || !(PAID_PLAN_SLUGS as readonly string[]).includes(order.planSlug)) return ignored('not a paid plan');
  const plan = await repo.findPlanBySlug(tx, order.planSlug);
  if (!plan) return ignored('unknown plan');
  // Two checkouts opened before either was paid: the second subscription never replaces the first
  // (with Stripe both would bill); it is refused here and ended at the provider.
  const current = await repo.findSubscriptionByUser(tx, order.userId);
  if (isPaidPlanActive(current) && current?.stripeSubscriptionId !== (session.subscription ?? null)) {
    return { ...ignored('already subscribed'), ...(session.subscription ? { cancelSubscription: session.subscription } : {}) };
  }
  await activatePlan(tx, {
    userId: order.userId,
    plan,
    customerId: session.customer ?? null,
    subscriptionId: session.subscription ?? null,
    nextBillingDate: estimatedNextBillingDate(paidAt),
    provider: context.provider,
    reference: session.id,
  });
  return applied;
}
