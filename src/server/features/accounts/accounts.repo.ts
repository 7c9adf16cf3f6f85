// The only file that touches users, sessions, roles and subscriptions for the accounts feature. The
// two reads every page makes (the session's user, and /api/me) are one query each: a read model may
// join other features' tables.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../../shared/constants.ts';
import type { Executor } from '../../db/client.ts';
import { session, subscriptionPlans, user, userCredits, userRoles, userSubscriptions } from '../../db/schema/index.ts';

/** Whether the user in `userId` holds the role, as a column of a larger query. */
function hasRoleColumn(userId: SQL | typeof user.id | typeof session.userId, role: string = ADMIN_ROLE) {
  return sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = ${role})`.mapWith(Boolean);
}

/** What GET /api/me shows: the user, the balance row, the admin flag and the subscription. */
const meColumns = {
  user: { id: user.id, email: user.email, name: user.name, whatsapp: user.whatsapp, createdAt: user.createdAt },
  balance: userCredits,
  isAdmin: hasRoleColumn(user.id),
  subscription: {
    status: userSubscriptions.status,
    nextBillingDate: userSubscriptions.nextBillingDate,
    planSlug: subscriptionPlans.slug,
    planName: subscriptionPlans.name,
  },
};

/**
 * The session's user with everything /api/me shows, in the one read every signed-in request makes:
 * the joins are primary-key lookups, and /api/me then needs no second query.
 */
function prepareSessionUser(db: Executor) {
  return db
    .select({ ...meColumns, expiresAt: session.expiresAt })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userCredits, eq(userCredits.userId, user.id))
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, user.id))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('accounts_find_session_user');
}

function prepareMe(db: Executor) {
  return db
    .select(meColumns)
    .from(user)
    .leftJoin(userCredits, eq(userCredits.userId, user.id))
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, user.id))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(eq(user.id, sql.placeholder('userId')))
    .prepare('accounts_find_me');
}

export type MeRow = NonNullable<Awaited<ReturnType<typeof findMe>>>;

/** Each page's two reads are built once per database and prepared by name (PostgreSQL plans them once per connection). */
const prepared = new WeakMap<Executor, { sessionUser: ReturnType<typeof prepareSessionUser>; me: ReturnType<typeof prepareMe> }>();

function preparedFor(db: Executor) {
  let queries = prepared.get(db);
  if (!queries) {
    queries = { sessionUser: prepareSessionUser(db), me: prepareMe(db) };
    prepared.set(db, queries);
  }
  return queries;
}

/** The user behind a session token with the session's expiry and all /api/me shows. */
export async function findSessionUser(db: Executor, token: string) {
  const [row] = await preparedFor(db).sessionUser.execute({ token });
  return row;
}

/** Everything GET /api/me shows: the user, the balance row, the admin flag and the subscription. */
export async function findMe(db: Executor, userId: string) {
  const [row] = await preparedFor(db).me.execute({ userId });
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
