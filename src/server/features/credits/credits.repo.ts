// The only file that touches user_credits, credit_ledger and credit_reservations.
import { and, asc, count, eq, gte, ilike, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { LedgerReason } from '../../../shared/constants.ts';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { creditLedger, creditReservations, user, userCredits } from '../../db/schema/index.ts';

export type BalanceRow = typeof userCredits.$inferSelect;
export type ReservationRow = typeof creditReservations.$inferSelect;

export async function findBalance(db: Executor, userId: string): Promise<BalanceRow | undefined> {
  const [row] = await db.select().from(userCredits).where(eq(userCredits.userId, userId));
  return row;
}

/** Takes `amount` from the balance only if that much remains; undefined when it does not. */
export async function decrementIfAvailable(db: Executor, userId: string, amount: number) {
  const [row] = await db
    .update(userCredits)
    .set({
      creditsRemaining: sql`${userCredits.creditsRemaining} - ${amount}`,
      purchasedRemaining: sql`least(${userCredits.purchasedRemaining}, ${userCredits.creditsRemaining} - ${amount})`,
      updatedAt: new Date(),
    })
    .where(and(eq(userCredits.userId, userId), gte(userCredits.creditsRemaining, amount)))
    .returning();
  return row;
}

/** Adds to the balance; `purchased` credits also count as bought (they are spent last). */
export async function increment(db: Executor, userId: string, amount: number, { addToTotal = false, purchased = false } = {}) {
  const [row] = await db
    .update(userCredits)
    .set({
      creditsRemaining: sql`${userCredits.creditsRemaining} + ${amount}`,
      ...(purchased ? { purchasedRemaining: sql`${userCredits.purchasedRemaining} + ${amount}` } : {}),
      ...(addToTotal ? { creditsTotal: sql`${userCredits.creditsTotal} + ${amount}` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(userCredits.userId, userId))
    .returning();
  return row;
}

export async function upsertBalance(
  db: Executor,
  userId: string,
  values: { creditsRemaining: number; creditsTotal: number; unlimited: boolean; lastResetAt?: Date },
) {
  const [row] = await db
    .insert(userCredits)
    .values({ userId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: userCredits.userId,
      // A set balance keeps the bought credits it still covers.
      set: { ...values, purchasedRemaining: sql`least(${userCredits.purchasedRemaining}, excluded.credits_remaining)`, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function insertLedger(
  db: Executor,
  entry: { userId: string; delta: number; reason: LedgerReason; actorId?: string | null; reference?: string | null; balanceAfter: number },
) {
  await db.insert(creditLedger).values(entry);
}

export async function listLedger(db: Executor, userId: string) {
  return db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.createdAt);
}

export async function insertReservation(
  db: Executor,
  values: { userId: string; amount: number; counted: boolean; purpose: string; ownerId: string | null },
) {
  const [row] = await db.insert(creditReservations).values(values).returning();
  return row!;
}

/** Moves a pending reservation to its final state; undefined if it was already settled. */
export async function settleReservation(db: Executor, id: string, status: 'committed' | 'refunded') {
  const [row] = await db
    .update(creditReservations)
    .set({ status, settledAt: new Date() })
    .where(and(eq(creditReservations.id, id), eq(creditReservations.status, 'pending')))
    .returning();
  return row;
}

/** A released (refunded) reservation taken up again by the job that turned out alive. */
export async function reopenReservation(db: Executor, id: string) {
  const [row] = await db
    .update(creditReservations)
    .set({ status: 'committed', settledAt: new Date() })
    .where(and(eq(creditReservations.id, id), eq(creditReservations.status, 'refunded')))
    .returning();
  return row;
}

/** Pending reservations whose owner is not live; unowned ones only once older than `unownedBefore`. */
export async function findPendingReservationsNotOwnedBy(db: Executor, liveOwners: SQLWrapper, unownedBefore: Date) {
  const deadOwner = notInArray(creditReservations.ownerId, liveOwners);
  return db
    .select()
    .from(creditReservations)
    .where(
      and(
        eq(creditReservations.status, 'pending'),
        or(and(isNotNull(creditReservations.ownerId), deadOwner), and(isNull(creditReservations.ownerId), lt(creditReservations.createdAt, unownedBefore))),
      ),
    );
}

/** Accounts with their balance, by e-mail; filtered by e-mail or name (case-insensitive) when `search` is given. */
export function listBalances(db: Executor, search: string | undefined, limit: number) {
  const where = search ? or(ilike(user.email, containsPattern(search)), ilike(user.name, containsPattern(search))) : undefined;
  return db
    .select({
      userId: user.id,
      email: user.email,
      name: user.name,
      creditsRemaining: userCredits.creditsRemaining,
      creditsTotal: userCredits.creditsTotal,
      unlimited: userCredits.unlimited,
      updatedAt: userCredits.updatedAt,
    })
    .from(user)
    .leftJoin(userCredits, eq(userCredits.userId, user.id))
    .where(where)
    .orderBy(asc(user.email))
    .limit(limit);
}

/** The admin page's counters, over every account. */
export async function countBalances(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      withoutCredits: sql<number>`count(*) filter (where coalesce(${userCredits.unlimited}, false) = false and coalesce(${userCredits.creditsRemaining}, 0) <= 0)`.mapWith(Number),
      unlimited: sql<number>`count(*) filter (where ${userCredits.unlimited})`.mapWith(Number),
    })
    .from(user)
    .leftJoin(userCredits, eq(userCredits.userId, user.id));
  return row!;
}

export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return row !== undefined;
}
