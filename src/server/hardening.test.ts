// The app-wide defences: foreign origins refused on state-changing routes (CSRF), HSTS only over
// https, one rate-limit key for both session cookie names, one rating per user per creation, and
// request bodies that trickle in cut off.
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../shared/messages.ts';
import { createTestApp, ORIGIN, signUp, signUpBody, testDrivers, type TestApp } from '../../tests/helpers/test-app.ts';
import { enhanceForm, makeDishPhoto } from '../../tests/factories/dish-photo.ts';
import { feedbackRatings, styleTemplates } from './db/schema/index.ts';
import { sessionKey } from './plugins/session-key.ts';

describe.each(testDrivers())('hardening on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { rateLimits: { signInPerMinute: 1000, signUpPerHour: 1000, generationPerMinute: 1000 } });
  });
  afterAll(() => t.close());

  describe('state-changing routes refuse a foreign Origin', () => {
    const attacks = ['https://evil.example', 'null', 'http://localhost:3000.evil.example'];

    it.each(attacks)('credit checkout, demo pay and photo enhance refuse Origin %s and change nothing', async (origin) => {
      const user = await signUp(t.app);
      const pkg = ((await t.app.inject({ method: 'GET', url: '/api/credit-packages' })).json() as Array<{ id: string }>)[0]!;
      const checkout = await t.app.inject({ method: 'POST', url: '/api/billing/credit-checkout', headers: { origin, cookie: user.cookie }, payload: { packageId: pkg.id, paymentMethod: 'card' } });
      expect(checkout.statusCode).toBe(403);
      expect(checkout.json()).toEqual({ error: 'foreign_origin', message: MSG.foreignOrigin });

      const order = await t.app.inject({ method: 'POST', url: '/api/billing/credit-checkout', headers: { origin: ORIGIN, cookie: user.cookie }, payload: { packageId: pkg.id, paymentMethod: 'card' } });
      const id = (order.json().url as string).split('/').at(-1)!;
      const pay = await t.app.inject({ method: 'POST', url: `/api/billing/demo-checkout/${id}/pay`, headers: { origin, cookie: user.cookie } });
      expect(pay.statusCode).toBe(403);

      const photo = await makeDishPhoto({ width: 320, height: 240 });
      const enhance = await t.app.inject({
        method: 'POST',
        url: '/api/photos/enhance',
        headers: { origin, cookie: user.cookie },
        payload: enhanceForm(photo, { platform: 'ifood', style: 'natural', scenarioType: 'ai-create' }),
      });
      expect(enhance.statusCode).toBe(403);
      const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).json();
      expect(me.credits.remaining).toBe(3);
    });

    it('takes Sec-Fetch-Site: same-origin for a missing Origin, and refuses cross-site without one', async () => {
      const user = await signUp(t.app);
      const rate = (headers: Record<string, string>) =>
        t.app.inject({ method: 'POST', url: '/api/ratings', headers: { cookie: user.cookie, ...headers }, payload: { creationId: crypto.randomUUID(), rating: 5 } });
      expect((await rate({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      expect((await rate({})).statusCode).toBe(403);
      expect((await rate({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(404);
      expect((await rate({ origin: ORIGIN })).statusCode).toBe(404);
    });

    it('leaves the signed Stripe webhook (no cookie) to its signature check', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, payload: '{}' });
      expect(response.statusCode).toBe(400);
    });
  });

  it('refuses control characters in a sign-up name with a pt-BR 400 before they reach the database', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: ORIGIN }, payload: signUpBody({ name: 'Nu\u0000la Souza' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_input', message: MSG.textInvalidCharacters });
  });

  it('sends no HSTS over plain http', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps /api/me out of every cache', async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(response.headers['cache-control']).toMatch(/no-store/);
  });

  it('counts per-user limits by the session behind https too (the __Secure- cookie), not by the shared IP', () => {
    const ip = '10.0.0.1';
    expect(sessionKey({ ip, cookies: { '__Secure-foodart.session_token': 'a' } })).not.toBe(sessionKey({ ip, cookies: { '__Secure-foodart.session_token': 'b' } }));
    expect(sessionKey({ ip, cookies: { 'foodart.session_token': 'a' } })).not.toBe(sessionKey({ ip, cookies: {} }));
    // The key never holds the token itself (with REDIS_URL the keys are readable in Redis).
    const token = 'k3Y.sEcReT-session-token';
    expect(sessionKey({ ip, cookies: { 'foodart.session_token': token } })).not.toContain(token);
    // Once a guard has resolved the user, it is one budget whatever session they use.
    expect(sessionKey({ ip, cookies: { 'foodart.session_token': 'a' }, user: { id: 'u1' } })).toBe(sessionKey({ ip, cookies: { 'foodart.session_token': 'b' }, user: { id: 'u1' } }));
  });

  it('behind https, two users on one address each get their own generation budget', async () => {
    const httpsOrigin = 'https://foodart.example';
    const secure = await createTestApp(driver, { publicUrl: httpsOrigin, rateLimits: { signInPerMinute: 1000, signUpPerHour: 1000, generationPerMinute: 2 } });
    try {
      const first = await signUp(secure.app);
      const second = await signUp(secure.app);
      // better-auth names the cookie `__Secure-…` over https: the limit must read that one.
      expect(first.cookie).toMatch(/^__Secure-foodart\.session_token=/);
      const generate = (cookie: string) =>
        secure.app.inject({ method: 'POST', url: '/api/arts/generate', remoteAddress: '203.0.113.7', headers: { origin: httpsOrigin, cookie } });
      // Each request counts (an empty form is refused after the limit is checked).
      expect((await generate(first.cookie)).statusCode).toBe(400);
      expect((await generate(first.cookie)).statusCode).toBe(400);
      const third = await generate(first.cookie);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ error: 'rate_limited', message: MSG.tooManyRequests });
      // The other user behind the same address still has the whole budget.
      expect((await generate(second.cookie)).statusCode).toBe(400);
      expect((await generate(second.cookie)).statusCode).toBe(400);
      expect((await generate(second.cookie)).statusCode).toBe(429);
    } finally {
      await secure.close();
    }
  });

  it('keeps one rating per user per creation: rating 100 times edits one row, and the template average follows the last', async () => {
    const user = await signUp(t.app);
    const templates = (await t.app.inject({ method: 'GET', url: '/api/templates' })).json() as Array<{ id: string }>;
    const templateId = templates.at(-1)!.id;
    const { artForm } = await import('../../tests/factories/art-form.ts');
    const product = await makeDishPhoto({ width: 320, height: 240 });
    const art = await t.app.inject({
      method: 'POST',
      url: '/api/arts/generate',
      headers: { origin: ORIGIN, cookie: user.cookie },
      payload: artForm({ templateId, format: 'feed', title: 'Combo' }, { bytes: product, filename: 'combo.jpg' }),
    });
    expect(art.statusCode).toBe(201);
    const creationId = art.json().id as string;
    for (let i = 0; i < 100; i += 1) {
      const rated = await t.app.inject({ method: 'POST', url: '/api/ratings', headers: { origin: ORIGIN, cookie: user.cookie }, payload: { creationId, rating: i === 99 ? 2 : 5 } });
      expect(rated.statusCode).toBe(201);
    }
    const rows = await t.database.db.select().from(feedbackRatings).where(eq(feedbackRatings.creationId, creationId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.rating).toBe(2);
    const [template] = await t.database.db.select().from(styleTemplates).where(eq(styleTemplates.id, templateId));
    expect(template!.averageRating).toBe(2);
  });
});

describe('slow request bodies', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', { requestTimeoutMs: 1000 });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('cuts off a body that never finishes arriving (10 of 1,000,000 bytes)', async () => {
    const socket = net.connect(port, '127.0.0.1');
    const closed = new Promise<{ ms: number; answer: string }>((resolve) => {
      const started = Date.now();
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve({ ms: Date.now() - started, answer }));
    });
    socket.write(`POST /api/ratings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"rating":`);
    const { ms, answer } = await closed;
    expect(ms).toBeLessThan(5000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: 'request_timeout', message: MSG.requestTimeout });
  });
});
