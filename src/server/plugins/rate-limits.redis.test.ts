// Two replicas, one limit: with REDIS_URL the rate limits' counters live in Redis, so a client that
// spreads its attempts over two app instances meets one limit, not one per instance. Runs against the
// machine's Redis (TEST_REDIS_URL, set by .ci/run); each run under its own key prefix.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.ts';
import { createTestApp, ORIGIN, type TestApp } from '../../../tests/helpers/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const SIGN_IN_LIMIT = 3;

describe.skipIf(!redisUrl)('rate limits shared through Redis (REDIS_URL)', () => {
  const replicas: TestApp[] = [];

  beforeAll(async () => {
    const redis = { url: redisUrl!, keyPrefix: `foodart-test-${randomBytes(6).toString('hex')}:` };
    const rateLimits = { signInPerMinute: SIGN_IN_LIMIT, signUpPerHour: 1000, generationPerMinute: 1000 };
    for (let i = 0; i < 2; i += 1) replicas.push(await createTestApp('pglite', { redis, rateLimits }));
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
  });

  const attempt = (replica: TestApp) =>
    replica.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: ORIGIN }, payload: { email: 'a@b.com', password: 'errada1' } });

  it('counts sign-in attempts across both replicas: the limit is one, not one per replica', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT + 2; i += 1) statuses.push((await attempt(replicas[i % 2]!)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const limited = await attempt(replicas[1]!);
    expect([limited.statusCode, limited.json().message]).toEqual([429, MSG.tooManyRequests]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('says in /api/health that the limits live in Redis', async () => {
    const health = await replicas[0]!.app.inject({ method: 'GET', url: '/api/health' });
    expect([health.statusCode, health.json().limits]).toEqual([200, 'redis']);
  });
});

describe('a Redis that does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 on the loopback: nothing listens there.
    t = await createTestApp('pglite', { redis: { url: 'redis://127.0.0.1:1', keyPrefix: 'foodart-down:' } });
  });
  afterAll(() => t.close());

  it('says limits "down" in /api/health without taking the replica out, and fails a limited route fast instead of running it unlimited', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect([health.statusCode, health.json().status, health.json().limits]).toEqual([200, 'ok', 'down']);
    const started = Date.now();
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: ORIGIN }, payload: { email: 'a@b.com', password: 'errada1' } });
    expect(signIn.statusCode).toBe(500);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The pages and the catalogue do not depend on it.
    expect((await t.app.inject({ method: 'GET', url: '/api/plans' })).statusCode).toBe(200);
  });
});
