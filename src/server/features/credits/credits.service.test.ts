import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED_CREDITS } from '../../../shared/constants.ts';
import { creditReservations, userCredits } from '../../db/schema/index.ts';
import { AppError } from '../../http-errors.ts';
import { createTestApp, signUp, testDrivers, type TestApp } from '../../../../tests/helpers/test-app.ts';
import {
  commitReservation,
  getCredits,
  grantCredits,
  listLedger,
  refundReservation,
  releaseStaleReservations,
  reserveCredit,
  resetCredits,
  setCredits,
  STALE_RESERVATION_MS,
} from './credits.service.ts';

describe.each(testDrivers())('credits service on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it('spends a credit when a generation commits', async () => {
    const { id } = await signUp(t.app);
    const reservation = await reserveCredit(db(), id, 'photo');
    expect(reservation.credits.remaining).toBe(2);
    await commitReservation(db(), reservation.id);
    expect(await getCredits(db(), id)).toEqual({ remaining: 2, total: 3, unlimited: false });
    // Refunding a committed reservation does nothing.
    expect(await refundReservation(db(), reservation.id)).toBeNull();
    expect((await getCredits(db(), id)).remaining).toBe(2);
  });

  it('gives the credit back when a generation fails, once, with ledger lines for both moves', async () => {
    const { id } = await signUp(t.app);
    const reservation = await reserveCredit(db(), id, 'art');
    expect((await refundReservation(db(), reservation.id))?.remaining).toBe(3);
    expect(await refundReservation(db(), reservation.id)).toBeNull();
    expect((await getCredits(db(), id)).remaining).toBe(3);
    const reasons = (await listLedger(db(), id)).map((l) => [l.reason, l.delta, l.balanceAfter]);
    expect(reasons).toEqual([
      ['signup_grant', 3, 3],
      ['reserve', -1, 2],
      ['refund', 1, 3],
    ]);
  });

  it('answers 402 when no credit remains and never goes negative under parallel spends', async () => {
    const { id } = await signUp(t.app);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => reserveCredit(db(), id, 'photo')));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      const reason = (r as PromiseRejectedResult).reason as AppError;
      expect(reason).toBeInstanceOf(AppError);
      expect(reason.statusCode).toBe(402);
      expect(reason.message).toBe('Seus créditos acabaram! Assine um plano para continuar criando.');
    }
    const [row] = await db().select().from(userCredits).where(eq(userCredits.userId, id));
    expect(row?.creditsRemaining).toBe(0);
  });

  it('lets unlimited users generate without counting, still recording the use', async () => {
    const { id } = await signUp(t.app);
    await setCredits(db(), { userId: id, remaining: 0, unlimited: true, reason: 'admin_set' });
    expect(await getCredits(db(), id)).toEqual({ remaining: UNLIMITED_CREDITS, total: UNLIMITED_CREDITS, unlimited: true });
    const reservation = await reserveCredit(db(), id, 'photo');
    await commitReservation(db(), reservation.id);
    expect((await getCredits(db(), id)).remaining).toBe(UNLIMITED_CREDITS);
    const [recorded] = await db().select().from(creditReservations).where(eq(creditReservations.id, reservation.id));
    expect(recorded).toMatchObject({ counted: false, status: 'committed' });
  });

  it('releases reservations a crash left pending, and leaves fresh ones alone', async () => {
    const { id } = await signUp(t.app);
    const stale = await reserveCredit(db(), id, 'photo');
    const fresh = await reserveCredit(db(), id, 'photo');
    await db()
      .update(creditReservations)
      .set({ createdAt: new Date(Date.now() - STALE_RESERVATION_MS - 1000) })
      .where(eq(creditReservations.id, stale.id));
    expect(await releaseStaleReservations(db())).toBeGreaterThanOrEqual(1);
    expect((await getCredits(db(), id)).remaining).toBe(2);
    const ledger = await listLedger(db(), id);
    expect(ledger.at(-1)).toMatchObject({ reason: 'crash_release', delta: 1, reference: stale.id });
    await commitReservation(db(), fresh.id);
    expect((await getCredits(db(), id)).remaining).toBe(2);
  });

  it('adds bought credits to remaining and total, and resets to 3 with unlimited off', async () => {
    const { id } = await signUp(t.app);
    expect(await grantCredits(db(), { userId: id, amount: 10, reason: 'purchase', reference: 'pkg' })).toEqual({
      remaining: 13,
      total: 13,
      unlimited: false,
    });
    await setCredits(db(), { userId: id, remaining: 0, unlimited: true, reason: 'admin_set', actorId: id });
    expect(await resetCredits(db(), id, id)).toEqual({ remaining: 3, total: 3, unlimited: false });
    const [row] = await db().select().from(userCredits).where(eq(userCredits.userId, id));
    expect(row?.lastResetAt).toBeInstanceOf(Date);
    expect(await setCredits(db(), { userId: id, remaining: -5, unlimited: false, reason: 'admin_set' })).toEqual({
      remaining: 0,
      total: 0,
      unlimited: false,
    });
  });
});
