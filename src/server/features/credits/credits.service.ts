// Credits: the server is the source of truth (ARCHITECTURE.md §5). A generation reserves one
// credit atomically, then commits it on success or refunds it on failure; every movement is in
// the ledger with its reason and actor.
import { CREDITS_PER_GENERATION, RESET_CREDITS, UNLIMITED_CREDITS, type LedgerReason } from '../../../shared/constants.ts';
import type { Credits } from '../../../shared/schemas/me.schema.ts';
import type { SQLWrapper } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { noCredits } from '../../http-errors.ts';
import * as repo from './credits.repo.ts';

/**
 * Reservations without an owner (made before owners existed) older than this are taken as left
 * behind by a crash. Every reservation made now has an owner and is released only when its owner
 * process is known dead (features/leases), never by age while its job runs.
 */
export const UNOWNED_RESERVATION_MS = 2 * 60 * 1000;

export interface Reservation {
  id: string;
  userId: string;
  /** The balance right after reserving, as the client should show it. */
  credits: Credits;
}

export function toCredits(row: repo.BalanceRow | undefined): Credits {
  if (!row) return { remaining: 0, total: 0, unlimited: false };
  if (row.unlimited) return { remaining: UNLIMITED_CREDITS, total: UNLIMITED_CREDITS, unlimited: true };
  return { remaining: row.creditsRemaining, total: row.creditsTotal, unlimited: false };
}

export async function getCredits(db: Db, userId: string): Promise<Credits> {
  return toCredits(await repo.findBalance(db, userId));
}

/**
 * How many bought credits the balance still holds. Bought credits are counted as spent last: any
 * other movement (a generation, an admin edit, a plan grant or downgrade) can only lower them to the
 * balance it leaves, so they survive plan grants on top of them and are never taken by a renewal.
 * The count is kept with the balance by every movement (credits.repo.ts).
 */
export async function getPurchasedCredits(db: Executor, userId: string): Promise<number> {
  return (await repo.findBalance(db, userId))?.purchasedRemaining ?? 0;
}

/**
 * Holds one generation's credit, or throws 402 when none remains. Unlimited users are recorded, not
 * counted. `ownerId` is the process lease running the job: only its death releases the credit.
 */
export async function reserveCredit(db: Db, userId: string, purpose: string, ownerId: string | null = null): Promise<Reservation> {
  return db.transaction(async (tx) => {
    const balance = await repo.findBalance(tx, userId);
    if (balance?.unlimited) {
      const reservation = await repo.insertReservation(tx, { userId, amount: CREDITS_PER_GENERATION, counted: false, purpose, ownerId });
      return { id: reservation.id, userId, credits: toCredits(balance) };
    }
    const updated = await takeCredit(tx, userId);
    const reservation = await repo.insertReservation(tx, { userId, amount: CREDITS_PER_GENERATION, counted: true, purpose, ownerId });
    await ledgerTake(tx, userId, reservation.id, updated.creditsRemaining);
    return { id: reservation.id, userId, credits: toCredits(updated) };
  });
}

async function takeCredit(tx: Executor, userId: string) {
  const updated = await repo.decrementIfAvailable(tx, userId, CREDITS_PER_GENERATION);
  if (!updated) throw noCredits();
  return updated;
}

function ledgerTake(tx: Executor, userId: string, reservationId: string, balanceAfter: number) {
  return repo.insertLedger(tx, { userId, delta: -CREDITS_PER_GENERATION, reason: 'reserve', actorId: userId, reference: reservationId, balanceAfter });
}

/**
 * The generation succeeded: the held credit is spent. Should the reservation have been released
 * meanwhile (its process was taken for dead), the credit is taken again — or, with none left, 402,
 * and the caller refunds and delivers nothing: a result is never free.
 */
export async function commitReservation(db: Db, reservationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (await repo.settleReservation(tx, reservationId, 'committed')) return;
    // Only a refunded reservation reopens; a committed (or unknown) one is left as it is.
    const recharged = await repo.reopenReservation(tx, reservationId);
    if (!recharged?.counted) return;
    const updated = await takeCredit(tx, recharged.userId);
    await ledgerTake(tx, recharged.userId, reservationId, updated.creditsRemaining);
  });
}

/** The generation failed: the held credit goes back. Settling twice does nothing. */
export async function refundReservation(db: Db, reservationId: string, reason: LedgerReason = 'refund'): Promise<Credits | null> {
  return db.transaction(async (tx) => {
    const settled = await repo.settleReservation(tx, reservationId, 'refunded');
    if (!settled) return null;
    if (!settled.counted) return toCredits(await repo.findBalance(tx, settled.userId));
    const balance = await repo.increment(tx, settled.userId, settled.amount);
    await repo.insertLedger(tx, {
      userId: settled.userId,
      delta: settled.amount,
      reason,
      actorId: null,
      reference: settled.id,
      balanceAfter: balance?.creditsRemaining ?? 0,
    });
    return toCredits(balance);
  });
}

/** Refunds the pending reservations of owners that are not among `liveOwners` (dead processes). */
export async function releaseReservationsOfDeadOwners(db: Db, liveOwners: SQLWrapper, now = new Date()): Promise<number> {
  const orphans = await repo.findPendingReservationsNotOwnedBy(db, liveOwners, new Date(now.getTime() - UNOWNED_RESERVATION_MS));
  let released = 0;
  for (const reservation of orphans) {
    if (await refundReservation(db, reservation.id, 'crash_release')) released += 1;
  }
  return released;
}

/** Adds bought or granted credits to the balance and to its total. */
export async function grantCredits(
  db: Db,
  input: { userId: string; amount: number; reason: LedgerReason; actorId?: string | null; reference?: string | null },
): Promise<Credits> {
  return db.transaction(async (tx) => {
    const balance = await repo.increment(tx, input.userId, input.amount, { addToTotal: true, purchased: input.reason === 'purchase' });
    if (!balance) throw new Error(`No credit balance for user ${input.userId}`);
    await repo.insertLedger(tx, {
      userId: input.userId,
      delta: input.amount,
      reason: input.reason,
      actorId: input.actorId ?? null,
      reference: input.reference ?? null,
      balanceAfter: balance.creditsRemaining,
    });
    return toCredits(balance);
  });
}

/** Sets a balance outright (admin edit, reset, plan renewal): remaining and total both become the
 * new value; unlimited stores the 999999 total. */
export async function setCredits(
  db: Db,
  input: { userId: string; remaining: number; unlimited: boolean; reason: LedgerReason; actorId?: string | null; reference?: string | null },
): Promise<Credits> {
  const remaining = Math.max(0, Math.trunc(input.remaining));
  return db.transaction(async (tx) => {
    const before = await repo.findBalance(tx, input.userId);
    const values = input.unlimited
      ? { creditsRemaining: UNLIMITED_CREDITS, creditsTotal: UNLIMITED_CREDITS, unlimited: true }
      : { creditsRemaining: remaining, creditsTotal: remaining, unlimited: false };
    const lastResetAt = input.reason === 'admin_reset' ? new Date() : undefined;
    const after = await repo.upsertBalance(tx, input.userId, { ...values, ...(lastResetAt ? { lastResetAt } : {}) });
    await repo.insertLedger(tx, {
      userId: input.userId,
      delta: after.creditsRemaining - (before?.creditsRemaining ?? 0),
      reason: input.reason,
      actorId: input.actorId ?? null,
      reference: input.reference ?? null,
      balanceAfter: after.creditsRemaining,
    });
    return toCredits(after);
  });
}

/** "Resetar": back to the reset value, unlimited off. */
export function resetCredits(db: Db, userId: string, actorId: string | null): Promise<Credits> {
  return setCredits(db, { userId, remaining: RESET_CREDITS, unlimited: false, reason: 'admin_reset', actorId });
}

export function listLedger(db: Db, userId: string) {
  return repo.listLedger(db, userId);
}

/** How many accounts the admin's credits table lists at most; a search narrows it. */
export const ADMIN_BALANCES_LIMIT = 200;

/** "Gerenciar Créditos dos Usuários": accounts with their balances, and the three counters. */
export async function listBalances(db: Db, search: string | undefined) {
  const [rows, counts] = await Promise.all([repo.listBalances(db, search || undefined, ADMIN_BALANCES_LIMIT + 1), repo.countBalances(db)]);
  const users = rows.slice(0, ADMIN_BALANCES_LIMIT).map((row) => ({
    userId: row.userId,
    email: row.email,
    name: row.name,
    creditsRemaining: row.creditsRemaining ?? 0,
    creditsTotal: row.creditsTotal ?? 0,
    unlimited: row.unlimited ?? false,
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
  }));
  return { users, counts, truncated: rows.length > ADMIN_BALANCES_LIMIT };
}

export function userExists(db: Db, userId: string): Promise<boolean> {
  return repo.userExists(db, userId);
}
