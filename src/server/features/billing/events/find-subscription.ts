// Which of our subscriptions a provider event is about.
import type { Db } from '../../../db/client.ts';
import * as repo from '../billing.repo.ts';

/** By the provider's subscription id; else the user named in the subscription's metadata, if that
 * user's subscription is this one (or has no provider id yet). */
export async function findSubscription(tx: Db, subscriptionId: string | null, userId: string | null | undefined) {
  if (subscriptionId) {
    const byId = await repo.findSubscriptionByProviderId(tx, subscriptionId);
    if (byId) return byId;
  }
  if (!userId) return undefined;
  const byUser = await repo.findSubscriptionByUser(tx, userId);
  if (!byUser) return undefined;
  const same = !byUser.stripeSubscriptionId || !subscriptionId || byUser.stripeSubscriptionId === subscriptionId;
  return same ? byUser : undefined;
}
