// The only file that touches payment_events, payment_customers, demo_checkouts and writes
// user_subscriptions; it also reads plans, packages and users for billing.
import { and, eq, sql } from 'drizzle-orm';
import type { CheckoutOrder } from '../../adapters/payments/payments.ts';
import type { DemoCheckoutStore } from '../../adapters/payments/demo.payments.ts';
import type { Executor } from '../../db/client.ts';
import {
  creditPackages,
  demoCheckouts,
  paymentCustomers,
  paymentEvents,
  subscriptionPlans,
  user,
  userCredits,
  userSubscriptions,
} from '../../db/schema/index.ts';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type PackageRow = typeof creditPackages.$inferSelect;
export type DemoCheckoutRow = typeof demoCheckouts.$inferSelect;

export async function findUser(db: Executor, id: string) {
  const [row] = await db.select({ id: user.id, email: user.email, name: user.name }).from(user).where(eq(user.id, id));
  return row;
}

export async function findPlanBySlug(db: Executor, slug: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, slug));
  return row;
}

export async function findPackage(db: Executor, id: string): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(creditPackages).where(eq(creditPackages.id, id));
  return row;
}

// ---- payment events: the gate every delivery passes, inside the transaction that applies it

/** True when this transaction is the first to record the key; false for a replay. */
export async function recordPaymentEvent(
  db: Executor,
  event: { id: string; provider: string; type: string; processedAt: Date | null },
): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values(event).onConflictDoNothing().returning({ id: paymentEvents.id });
  return rows.length === 1;
}

// ---- customers

export async function findCustomerId(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ customerId: paymentCustomers.customerId }).from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  return row?.customerId;
}

/** Remembers a user's customer unless one is already known; returns the one that is kept. */
export async function rememberCustomerId(db: Executor, input: { userId: string; provider: string; customerId: string }): Promise<string> {
  await db.insert(paymentCustomers).values(input).onConflictDoNothing();
  return (await findCustomerId(db, input.userId)) ?? input.customerId;
}

// ---- subscriptions

const subscriptionColumns = {
  id: userSubscriptions.id,
  userId: userSubscriptions.userId,
  planId: userSubscriptions.planId,
  planSlug: subscriptionPlans.slug,
  status: userSubscriptions.status,
  nextBillingDate: userSubscriptions.nextBillingDate,
  stripeCustomerId: userSubscriptions.stripeCustomerId,
  stripeSubscriptionId: userSubscriptions.stripeSubscriptionId,
};

export type SubscriptionRow = {
  id: string;
  userId: string;
  planId: string;
  planSlug: string;
  status: string;
  nextBillingDate: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
};

export async function findSubscriptionByUser(db: Executor, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select(subscriptionColumns)
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(eq(userSubscriptions.userId, userId));
  return row;
}

export async function findSubscriptionByProviderId(db: Executor, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select(subscriptionColumns)
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(eq(userSubscriptions.stripeSubscriptionId, subscriptionId));
  return row;
}

/** One row per user: a new subscription replaces the previous (cancelled) one. */
export async function upsertSubscription(
  db: Executor,
  values: { userId: string; planId: string; status: string; nextBillingDate: Date | null; stripeCustomerId: string | null; stripeSubscriptionId: string | null },
) {
  const { planId, status, nextBillingDate, stripeCustomerId, stripeSubscriptionId } = values;
  await db
    .insert(userSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: userSubscriptions.userId,
      set: { planId, status, nextBillingDate, stripeCustomerId, stripeSubscriptionId, updatedAt: new Date() },
    });
}

export async function updateSubscription(
  db: Executor,
  userId: string,
  patch: Partial<{ planId: string; status: string; nextBillingDate: Date | null }>,
) {
  await db
    .update(userSubscriptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(userSubscriptions.userId, userId));
}

/** Holds the user's balance row until the transaction ends, so a generation cannot spend between
 * reading the purchased credits and setting the new plan balance. */
export async function lockBalance(db: Executor, userId: string): Promise<void> {
  await db.select({ userId: userCredits.userId }).from(userCredits).where(eq(userCredits.userId, userId)).for('update');
}

// ---- demonstration checkouts

export async function insertDemoCheckout(db: Executor, order: CheckoutOrder): Promise<string> {
  const [row] = await db
    .insert(demoCheckouts)
    .values({
      userId: order.user.id,
      kind: order.kind,
      planSlug: order.planSlug,
      packageId: order.packageId,
      credits: order.credits,
      priceBrlCents: order.priceBrlCents,
      paymentMethod: order.paymentMethod,
      description: order.description,
    })
    .returning({ id: demoCheckouts.id });
  return row!.id;
}

export function demoCheckoutStore(db: Executor): DemoCheckoutStore {
  return { insert: (order) => insertDemoCheckout(db, order) };
}

export async function findDemoCheckout(db: Executor, id: string): Promise<DemoCheckoutRow | undefined> {
  const [row] = await db.select().from(demoCheckouts).where(eq(demoCheckouts.id, id));
  return row;
}

/** Moves an open order to paid or canceled; undefined when it was not open any more. */
export async function closeDemoCheckout(db: Executor, id: string, status: 'paid' | 'canceled'): Promise<DemoCheckoutRow | undefined> {
  const [row] = await db
    .update(demoCheckouts)
    .set({ status, closedAt: sql`now()` })
    .where(and(eq(demoCheckouts.id, id), eq(demoCheckouts.status, 'open')))
    .returning();
  return row;
}
