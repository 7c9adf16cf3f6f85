import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditReservations, idempotencyKeys, processLeases } from '../../db/schema/index.ts';
import { createTestApp, signUp, testDrivers, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { commitReservation, getCredits, listLedger, reserveCredit } from '../credits/credits.service.ts';
import { HOST_ID, LEASE_TTL_MS, releaseDeadProcesses } from './leases.service.ts';

/** A process id that existed and is gone: a child that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe.each(testDrivers())('process leases on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    await t.app.ready();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const self = () => t.app.processLease;

  async function insertLease(values: { id: string; host?: string; pid?: number; heartbeatAt?: Date }) {
    await db()
      .insert(processLeases)
      .values({ host: HOST_ID, pid: process.pid, heartbeatAt: new Date(), ...values });
  }

  async function statusOf(reservationId: string) {
    const [row] = await db().select().from(creditReservations).where(eq(creditReservations.id, reservationId));
    return row?.status;
  }

  it('never releases the reservation of a live process, however long its job runs', async () => {
    const { id } = await signUp(t.app);
    const reservation = await reserveCredit(db(), id, 'photo', self().id);
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    await db().update(creditReservations).set({ createdAt: anHourAgo }).where(eq(creditReservations.id, reservation.id));

    await releaseDeadProcesses(db(), self());
    expect(await statusOf(reservation.id)).toBe('pending');
    await commitReservation(db(), reservation.id);
    expect((await getCredits(db(), id)).remaining).toBe(2);
  });

  it('gives back at once what a process that no longer exists on this host held: credits and idempotency claims', async () => {
    const { id } = await signUp(t.app);
    const dead = { id: `dead-${Date.now()}`, pid: deadPid() };
    await insertLease(dead);
    const reservation = await reserveCredit(db(), id, 'photo', dead.id);
    await db().insert(idempotencyKeys).values({ userId: id, route: 'POST /api/photos/enhance', key: 'retry-me', ownerId: dead.id });
    expect((await getCredits(db(), id)).remaining).toBe(2);

    const released = await releaseDeadProcesses(db(), self());
    expect(released).toMatchObject({ leases: 1, reservations: 1, keys: 1 });
    expect((await getCredits(db(), id)).remaining).toBe(3);
    expect(await statusOf(reservation.id)).toBe('refunded');
    expect((await listLedger(db(), id)).at(-1)).toMatchObject({ reason: 'crash_release', delta: 1, reference: reservation.id });
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, id))).toEqual([]);
    expect(await db().select().from(processLeases).where(eq(processLeases.id, dead.id))).toEqual([]);
  });

  it('takes a lease not renewed within its time-to-live for dead, and keeps a fresh one from another machine', async () => {
    const { id } = await signUp(t.app);
    const silent = { id: `silent-${Date.now()}`, host: 'other-machine', pid: 1, heartbeatAt: new Date(Date.now() - LEASE_TTL_MS - 1000) };
    const alive = { id: `alive-${Date.now()}`, host: 'other-machine', pid: 2, heartbeatAt: new Date() };
    await insertLease(silent);
    await insertLease(alive);
    const lost = await reserveCredit(db(), id, 'photo', silent.id);
    const running = await reserveCredit(db(), id, 'art', alive.id);

    await releaseDeadProcesses(db(), self());
    expect(await statusOf(lost.id)).toBe('refunded');
    expect(await statusOf(running.id)).toBe('pending');
    expect((await getCredits(db(), id)).remaining).toBe(2);
  });

  it('releases reservations whose owner has no lease at all', async () => {
    const { id } = await signUp(t.app);
    const orphan = await reserveCredit(db(), id, 'photo', 'a-process-that-never-registered');
    await releaseDeadProcesses(db(), self());
    expect(await statusOf(orphan.id)).toBe('refunded');
  });
});
