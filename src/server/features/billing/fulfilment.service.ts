// What a payment gives: credits for a package, a plan's balance on activation and renewal, the
// downgrade when a subscription ends. Called only from the payment-event handlers, inside the
// transaction that recorded the event, so an effect and its event id commit together or not at all.
// Balance rules (docs/decisions/004-billing-credit-rules.md): Pro sets the balance to its 50 credits
// plus the bought credits still held; Studio is unlimited; the downgrade keeps the bought credits only.
import { FREE_PLAN_SLUG } from '../../../shared/schemas/billing.schema.ts';
import type { Db } from '../../db/client.ts';
import { getPurchasedCredits, grantCredits, setCredits } from '../credits/credits.service.ts';
import * as repo from './billing.repo.ts';

const ONE_MONTH = 1;

/** Until the provider tells the real period end (subscription or invoice events), bill a month on. */
export function estimatedNextBillingDate(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + ONE_MONTH);
  return next;
}

export async function grantPackageCredits(tx: Db, input: { userId: string; credits: number; reference: string }) {
  return grantCredits(tx, { userId: input.userId, amount: input.credits, reason: 'purchase', reference: input.reference });
}

/** Sets the balance a plan gives for a period: unlimited, or its credits on top of the bought ones. */
export async function applyPlanBalance(tx: Db, input: { userId: string; plan: repo.PlanRow; reason: 'plan_grant' | 'plan_renewal'; reference: string }) {
  await repo.lockBalance(tx, input.userId);
  if (input.plan.unlimited) {
    return setCredits(tx, { userId: input.userId, remaining: 0, unlimited: true, reason: input.reason, reference: input.reference });
  }
  const carried = await getPurchasedCredits(tx, input.userId);
  return setCredits(tx, {
    userId: input.userId,
    remaining: (input.plan.creditsPerPeriod ?? 0) + carried,
    unlimited: false,
    reason: input.reason,
    reference: input.reference,
  });
}

export async function activatePlan(
  tx: Db,
  input: {
    userId: string;
    plan: repo.PlanRow;
    customerId: string | null;
    subscriptionId: string | null;
    nextBillingDate: Date | null;
    provider: string;
    reference: string;
  },
) {
  if (input.customerId) await repo.rememberCustomerId(tx, { userId: input.userId, provider: input.provider, customerId: input.customerId });
  await repo.upsertSubscription(tx, {
    userId: input.userId,
    planId: input.plan.id,
    status: 'active',
    nextBillingDate: input.nextBillingDate,
    stripeCustomerId: input.customerId,
    stripeSubscriptionId: input.subscriptionId,
  });
  await applyPlanBalance(tx, { userId: input.userId, plan: input.plan, reason: 'plan_grant', reference: input.reference });
}

/** A new period was paid: Pro gets its credits again (unused ones expire), Studio stays unlimited. */
export async function renewPlan(tx: Db, input: { subscription: repo.SubscriptionRow; nextBillingDate: Date | null; reference: string }) {
  const plan = await repo.findPlanBySlug(tx, input.subscription.planSlug);
  if (!plan) return;
  await repo.updateSubscription(tx, input.subscription.userId, {
    status: 'active',
    ...(input.nextBillingDate ? { nextBillingDate: input.nextBillingDate } : {}),
  });
  await applyPlanBalance(tx, { userId: input.subscription.userId, plan, reason: 'plan_renewal', reference: input.reference });
}

/** A plan switch (customer portal): the new plan's balance applies from now. */
export async function switchPlan(tx: Db, input: { subscription: repo.SubscriptionRow; plan: repo.PlanRow; reference: string }) {
  await repo.updateSubscription(tx, input.subscription.userId, { planId: input.plan.id });
  await applyPlanBalance(tx, { userId: input.subscription.userId, plan: input.plan, reason: 'plan_grant', reference: input.reference });
}

/** The subscription ended: back to the free plan, status canceled, unlimited off; the balance keeps
 * the bought credits still held (0 if none) — the plan's own credits end with the plan. */
export async function downgradeToFree(tx: Db, input: { subscription: repo.SubscriptionRow; reference: string }) {
  const free = await repo.findPlanBySlug(tx, FREE_PLAN_SLUG);
  await repo.updateSubscription(tx, input.subscription.userId, {
    status: 'canceled',
    nextBillingDate: null,
    ...(free ? { planId: free.id } : {}),
  });
  await repo.lockBalance(tx, input.subscription.userId);
  const kept = await getPurchasedCredits(tx, input.subscription.userId);
  await setCredits(tx, { userId: input.subscription.userId, remaining: kept, unlimited: false, reason: 'plan_grant', reference: input.reference });
}
