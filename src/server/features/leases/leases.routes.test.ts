// Generations and crash recovery through the real routes: a slow job is never free, and what a
// crashed process held comes back when the next one starts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { creditReservations, idempotencyKeys, processLeases } from '../../db/schema/index.ts';
import { createTestApp, ORIGIN, signUp, testDeps, testDrivers, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { createFakePhotoEngine } from '../../../../tests/helpers/fake-photo-engine.ts';
import { enhanceForm, makeDishPhoto } from '../../../../tests/factories/dish-photo.ts';
import { getCredits, refundReservation, reserveCredit } from '../credits/credits.service.ts';
import { newProcessLease, releaseDeadProcesses } from './leases.service.ts';

const fields = { platform: 'ifood', style: 'premium', scenarioType: 'ai-create' };

describe.each(testDrivers())('leases through the routes on %s', (driver) => {
  let t: TestApp;
  let photo: Buffer;
  /** Runs inside the engine call, while the generation's credit is held. */
  let duringEngine: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    const fake = createFakePhotoEngine();
    const engine = {
      ...fake,
      async enhancePhoto(input: Buffer, options: Parameters<typeof fake.enhancePhoto>[1]) {
        await duringEngine?.();
        return fake.enhancePhoto(input, options);
      },
    };
    t = await createTestApp(driver, {}, { engine });
    photo = await makeDishPhoto({ width: 400, height: 300 });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  const enhance = (cookie: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/photos/enhance',
      headers: { origin: ORIGIN, cookie, ...(key ? { 'idempotency-key': key } : {}) },
      payload: enhanceForm(photo, fields),
    });

  it('charges a generation whose credit was released while it ran (another replica took this process for dead)', async () => {
    const user = await signUp(t.app);
    duringEngine = async () => {
      // Another replica sees this process's lease gone and releases what it held.
      await db().delete(processLeases).where(eq(processLeases.id, t.app.processLease.id));
      const released = await releaseDeadProcesses(db(), newProcessLease());
      expect(released.reservations).toBe(1);
      expect((await getCredits(db(), user.id)).remaining).toBe(3);
    };
    const response = await enhance(user.cookie);
    duringEngine = null;
    expect(response.statusCode).toBe(201);
    expect((await getCredits(db(), user.id)).remaining).toBe(2);
    const reservations = await db().select().from(creditReservations).where(eq(creditReservations.userId, user.id));
    expect(reservations.map((r) => r.status)).toEqual(['committed']);
  });

  it('refuses to deliver a result for free when the released credit was spent meanwhile', async () => {
    const user = await signUp(t.app);
    duringEngine = async () => {
      await db().delete(processLeases).where(eq(processLeases.id, t.app.processLease.id));
      await releaseDeadProcesses(db(), newProcessLease());
      // The refunded credit and the other two are spent elsewhere before this job commits.
      for (let i = 0; i < 3; i += 1) await reserveCredit(db(), user.id, 'art', 'someone-else');
    };
    const response = await enhance(user.cookie);
    duringEngine = null;
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ error: 'no_credits' });
    const reservations = await db().select().from(creditReservations).where(eq(creditReservations.purpose, 'photo'));
    expect(reservations.filter((r) => r.userId === user.id).map((r) => r.status)).toEqual(['refunded']);
  });

  it('after a crash, the next process gives the credit back as it starts and answers a retry with the same Idempotency-Key', async () => {
    const user = await signUp(t.app);
    // What a process killed mid-generation leaves: its lease, a held credit and a claimed key.
    const crashed = { id: `crashed-${Date.now()}`, host: 'old-container', pid: 4242, heartbeatAt: new Date(Date.now() - 60_000) };
    await db().insert(processLeases).values(crashed);
    const held = await reserveCredit(db(), user.id, 'photo', crashed.id);
    await db().insert(idempotencyKeys).values({ userId: user.id, route: 'POST /api/photos/enhance', key: 'k-crash', ownerId: crashed.id });
    expect((await getCredits(db(), user.id)).remaining).toBe(2);

    const restarted = await buildApp({ ...(await testDeps(t.database, { storage: t.storage })), logger: false });
    await restarted.ready();
    try {
      expect((await getCredits(db(), user.id)).remaining).toBe(3);
      const retry = await restarted.inject({
        method: 'POST',
        url: '/api/photos/enhance',
        headers: { origin: ORIGIN, cookie: user.cookie, 'idempotency-key': 'k-crash' },
        payload: enhanceForm(photo, fields),
      });
      expect(retry.statusCode).toBe(201);
      expect((await getCredits(db(), user.id)).remaining).toBe(2);
      expect(await refundReservation(db(), held.id)).toBeNull();
    } finally {
      await restarted.close();
    }
  });
});
