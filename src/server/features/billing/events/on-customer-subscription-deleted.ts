// customer.subscription.deleted: the subscription ended (at the period end, or at once) → free plan.
import { downgradeToFree } from '../fulfilment.service.ts';
import { readSubscription } from '../payment-objects.ts';
import { applied, ignored, type EventHandler } from './event-handler.ts';
import { findSubscription } from './find-subscription.ts';

export const onCustomerSubscriptionDeleted: EventHandler = async (tx, event) => {
  const object = readSubscription(event.data.object);
  if (!object) return ignored('not a subscription');
  const subscription = await findSubscription(tx, object.id, object.metadata?.userId);
  if (!subscription) return ignored('unknown subscription');
  if (subscription.status === 'canceled') return ignored('subscription already ended');
  await downgradeToFree(tx, { subscription, reference: object.id });
  return applied;
};
