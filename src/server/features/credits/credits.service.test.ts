import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED_CREDITS } from '../../../shared/constants.ts';
import { creditReservations, userCredits } from '../../db/schema/index.ts';
import { AppError } from '../../http-errors.ts';
import { createTestApp, signUp, testDrivers, type TestApp } from '../../../../tests/helpers/test-app.ts';
import {
  commitReservation,
  getCredits,
  getPurchasedCredits,
  grantCredits,
  listLedger,
  refundReservation,
  reserveCredit,
  resetCredits,
  setCredits,
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

  it('takes the credit again when a released reservation commits, and refuses with 402 when none is left', async () => {
    const { id } = await signUp(t.app);
    const first = await reserveCredit(db(), id, 'photo');
    await refundReservation(db(), first.id, 'crash_release');
    expect((await getCredits(db(), id)).remaining).toBe(3);
    await commitReservation(db(), first.id);
    expect((await getCredits(db(), id)).remaining).toBe(2);
    const [row] = await db().select().from(creditReservations).where(eq(creditReservations.id, first.id));
    expect(row?.status).toBe('committed');

    const second = await reserveCredit(db(), id, 'photo');
    await refundReservation(db(), second.id, 'crash_release');
    await setCredits(db(), { userId: id, remaining: 0, unlimited: false, reason: 'admin_set' });
    await expect(commitReservation(db(), second.id)).rejects.toMatchObject({ statusCode: 402 });
    expect((await getCredits(db(), id)).remaining).toBe(0);
    const [after] = await db().select().from(creditReservations).where(eq(creditReservations.id, second.id));
    expect(after?.status).toBe('refunded');
  });

  it('keeps the bought credits held with the balance: spent last, capped by every other movement', async () => {
    const { id } = await signUp(t.app);
    await grantCredits(db(), { userId: id, amount: 10, reason: 'purchase', reference: 'pkg' });
    expect(await getPurchasedCredits(db(), id)).toBe(10);
    await commitReservation(db(), (await reserveCredit(db(), id, 'photo')).id);
    expect(await getPurchasedCredits(db(), id)).toBe(10);
    await setCredits(db(), { userId: id, remaining: 4, unlimited: false, reason: 'admin_set' });
    expect(await getPurchasedCredits(db(), id)).toBe(4);
    await refundReservation(db(), (await reserveCredit(db(), id, 'photo')).id);
    expect(await getPurchasedCredits(db(), id)).toBe(3);
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
