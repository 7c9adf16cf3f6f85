// What a user's plan entitles an output to. The engines ask one function whether an output gets a
// watermark: free users' outputs do; unlimited users and active Pro/Studio subscribers' do not.
import { PAID_PLAN_SLUGS } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { getSubscription } from '../accounts/accounts.service.ts';
import { getCredits } from '../credits/credits.service.ts';

const ACTIVE = 'active';

export async function outputGetsWatermark(db: Db, userId: string): Promise<boolean> {
  if ((await getCredits(db, userId)).unlimited) return false;
  const subscription = await getSubscription(db, userId);
  const paid = subscription?.status === ACTIVE && (PAID_PLAN_SLUGS as readonly string[]).includes(subscription.planSlug);
  return !paid;
}
