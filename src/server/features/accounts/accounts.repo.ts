// The only file that touches users, roles and subscriptions for the accounts feature.
import { and, eq } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../../shared/constants.ts';
import type { Executor } from '../../db/client.ts';
import { subscriptionPlans, user, userRoles, userSubscriptions } from '../../db/schema/index.ts';

export async function findUserById(db: Executor, id: string) {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  return row;
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase()));
  return row;
}

export async function hasRole(db: Executor, userId: string, role: string = ADMIN_ROLE): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
  return rows.length > 0;
}

export async function addRole(db: Executor, userId: string, role: string = ADMIN_ROLE) {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function countRole(db: Executor, role: string = ADMIN_ROLE): Promise<number> {
  const rows = await db.select({ id: userRoles.id }).from(userRoles).where(eq(userRoles.role, role));
  return rows.length;
}

export async function findSubscription(db: Executor, userId: string) {
  const [row] = await db
    .select({
      status: userSubscriptions.status,
      nextBillingDate: userSubscriptions.nextBillingDate,
      planSlug: subscriptionPlans.slug,
      planName: subscriptionPlans.name,
    })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(eq(userSubscriptions.userId, userId));
  return row;
}
