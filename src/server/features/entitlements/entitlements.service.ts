// What a user's plan and purchases entitle an output to. The engines ask one function whether an
// output gets a watermark: free users' outputs do; unlimited users', active Pro/Studio subscribers'
// and outputs paid with bought credits do not (docs/decisions/004-billing-credit-rules.md).
import { PAID_PLAN_SLUGS } from '../../../shared/constants.ts';
import type { Db, Executor } from '../../db/client.ts';
import { getSubscription } from '../accounts/accounts.service.ts';
import { getCredits } from '../credits/credits.service.ts';
import * as repo from './entitlements.repo.ts';

/** Subscription statuses that grant the plan's benefits (Stripe's trialing counts as active). */
export const ACTIVE_SUBSCRIPTION_STATUSES: readonly string[] = ['active', 'trialing'];

export function isPaidPlanActive(subscription: { status: string; planSlug: string } | null | undefined): boolean {
  return (
    !!subscription &&
    ACTIVE_SUBSCRIPTION_STATUSES.includes(subscription.status) &&
    (PAID_PLAN_SLUGS as readonly string[]).includes(subscription.planSlug)
  );
}

/**
 * How many bought credits the balance still holds. Bought credits are counted as spent last: any
 * other movement (a generation, an admin edit, a plan grant or downgrade) can only lower them to the
 * balance it leaves. So they survive plan grants on top of them and are never taken by a renewal.
 */
export async function purchasedCreditsRemaining(db: Executor, userId: string): Promise<number> {
  let purchased = 0;
  for (const entry of await repo.ledgerSinceLastEmptyBalance(db, userId)) {
    if (entry.reason === 'purchase') purchased += entry.delta;
    purchased = Math.max(0, Math.min(purchased, entry.balanceAfter));
  }
  return purchased;
}

export async function outputGetsWatermark(db: Db, userId: string): Promise<boolean> {
  if ((await getCredits(db, userId)).unlimited) return false;
  if (isPaidPlanActive(await getSubscription(db, userId))) return false;
  return (await purchasedCreditsRemaining(db, userId)) === 0;
}
