// What a user's plan and purchases entitle an output to. The engines ask one function whether an
// output gets a watermark: free users' outputs do; unlimited users', active Pro/Studio subscribers'
// and outputs paid with bought credits do not (docs/decisions/004-billing-credit-rules.md).
import { PAID_PLAN_SLUGS } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { getSubscription } from '../accounts/accounts.service.ts';
import { getCredits, getPurchasedCredits } from '../credits/credits.service.ts';

/** Subscription statuses that grant the plan's benefits (Stripe's trialing counts as active). */
export const ACTIVE_SUBSCRIPTION_STATUSES: readonly string[] = ['active', 'trialing'];

export function isPaidPlanActive(subscription: { status: string; planSlug: string } | null | undefined): boolean {
  return (
    !!subscription &&
    ACTIVE_SUBSCRIPTION_STATUSES.includes(subscription.status) &&
    (PAID_PLAN_SLUGS as readonly string[]).includes(subscription.planSlug)
  );
}

export async function outputGetsWatermark(db: Db, userId: string): Promise<boolean> {
  if ((await getCredits(db, userId)).unlimited) return false;
  if (isPaidPlanActive(await getSubscription(db, userId))) return false;
  return (await getPurchasedCredits(db, userId)) === 0;
}
