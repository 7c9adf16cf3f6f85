// customer.subscription.updated (and .created): mirror the provider's status and period end; a
// subscription that became canceled downgrades; a price switch in the portal switches the plan.
import { PAID_PLAN_SLUGS } from '../../../../shared/constants.ts';
import * as repo from '../billing.repo.ts';
import { downgradeToFree, switchPlan } from '../fulfilment.service.ts';
import { ACTIVE_SUBSCRIPTION_STATUSES } from '../../entitlements/entitlements.service.ts';
import { readSubscription, subscriptionPeriodEnd, subscriptionPriceIds, type SubscriptionObject } from '../payment-objects.ts';
import { applied, ignored, type EventContext, type EventHandler } from './event-handler.ts';
import { findSubscription } from './find-subscription.ts';

/** Stripe statuses after which a subscription never comes back. */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired'];

export const onCustomerSubscriptionUpdated: EventHandler = async (tx, event, context) => {
  const object = readSubscription(event.data.object);
  if (!object) return ignored('not a subscription');
  const subscription = await findSubscription(tx, object.id, object.metadata?.userId);
  // Activation is the checkout's job; an update about a subscription we do not hold yet waits for it.
  if (!subscription) return ignored('no subscription yet');
  if (subscription.status === 'canceled') return ignored('subscription already ended');
  const status = object.status ?? subscription.status;
  if (ENDED_STATUSES.includes(status)) {
    await downgradeToFree(tx, { subscription, reference: object.id });
    return applied;
  }
  await repo.updateSubscription(tx, subscription.userId, { status, nextBillingDate: subscriptionPeriodEnd(object) ?? subscription.nextBillingDate });

  const newSlug = planSlugOf(object, context);
  if (newSlug && newSlug !== subscription.planSlug && ACTIVE_SUBSCRIPTION_STATUSES.includes(status)) {
    const plan = await repo.findPlanBySlug(tx, newSlug);
    if (plan) await switchPlan(tx, { subscription, plan, reference: `${object.id}:${event.id}` });
  }
  return applied;
};

/** A configured price names the plan; without configured prices the plan never changes here. */
function planSlugOf(object: SubscriptionObject, context: EventContext): string | null {
  for (const priceId of subscriptionPriceIds(object)) {
    const slug = context.planSlugForPrice(priceId);
    if (slug && (PAID_PLAN_SLUGS as readonly string[]).includes(slug)) return slug;
  }
  return null;
}
