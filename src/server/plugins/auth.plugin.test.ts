import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session, userRoles } from '../db/schema/index.ts';
import { createTestApp, ORIGIN, sessionCookie, signUp, testDrivers, type TestApp } from '../../../tests/helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The tables a session lookup and GET /api/me read. */
const ACCOUNT_TABLES = /"(session|user|user_credits|user_roles|user_subscriptions|subscription_plans)"/;

/** The SQL both drivers send while `fn` runs, limited to the account tables (timers touch others). */
async function accountQueriesDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const pgSpy = vi.spyOn(pg.Client.prototype, 'query');
  const pgliteSpy = vi.spyOn(PGlite.prototype, 'query');
  try {
    await fn();
    const texts = [...pgSpy.mock.calls, ...pgliteSpy.mock.calls].map(([query]) =>
      typeof query === 'string' ? query : String((query as { text?: string } | undefined)?.text ?? ''),
    );
    return texts.filter((text) => ACCOUNT_TABLES.test(text));
  } finally {
    pgSpy.mockRestore();
    pgliteSpy.mockRestore();
  }
}

describe.each(testDrivers())('session lookup on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    // A route behind both guards that also asks for the optional user: one lookup must serve all three.
    t.app.get('/api/test/guards', { preHandler: [t.app.requireUser, t.app.requireAdmin] }, async (request) => {
      const again = await t.app.optionalUser(request);
      return { id: again?.id };
    });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;

  it('GET /api/me reads the database once: the session with its user and all the profile shows', async () => {
    const account = await signUp(t.app);
    let status = 0;
    const queries = await accountQueriesDuring(async () => {
      status = (await me(account.cookie)).statusCode;
    });
    expect(status).toBe(200);
    expect(queries).toHaveLength(1);
  });

  it('looks the session up once per request, however many guards and helpers ask', async () => {
    const account = await signUp(t.app);
    await t.database.db.insert(userRoles).values({ userId: account.id, role: 'admin' });
    let body: unknown;
    const queries = await accountQueriesDuring(async () => {
      body = (await t.app.inject({ method: 'GET', url: '/api/test/guards', headers: { cookie: account.cookie } })).json();
    });
    expect(body).toEqual({ id: account.id });
    expect(queries.filter((q) => q.includes('"session"'))).toHaveLength(1);
    expect(queries).toHaveLength(1);
  });

  it('refuses a non-admin on an admin guard with 403', async () => {
    const account = await signUp(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/test/guards', headers: { cookie: account.cookie } });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a session cookie whose signature does not match, without reading the database', async () => {
    const account = await signUp(t.app);
    const [name] = account.cookie.split('=');
    const token = tokenOf(account.cookie);
    const forged = [`${name}=${token}`, `${name}=${token}.${encodeURIComponent('A'.repeat(43) + '=')}`, `${name}=x.y`];
    for (const cookie of forged) {
      let status = 0;
      const queries = await accountQueriesDuring(async () => {
        status = (await me(cookie)).statusCode;
      });
      expect(status, cookie).toBe(401);
      expect(queries).toHaveLength(0);
    }
  });

  it('refreshes a session due for it through better-auth, and refuses an expired one', async () => {
    const account = await signUp(t.app);
    const token = tokenOf(account.cookie);
    // Last refreshed two days ago: better-auth (updateAge one day) extends it on this read.
    const dueAt = new Date(Date.now() + 28 * DAY_MS);
    await t.database.db.update(session).set({ expiresAt: dueAt }).where(eq(session.token, token));
    const getSession = vi.spyOn(t.app.deps.auth.api, 'getSession');
    expect((await me(account.cookie)).statusCode).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
    expect((await me(account.cookie)).statusCode).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
    const [refreshed] = await t.database.db.select().from(session).where(eq(session.token, token));
    expect(refreshed!.expiresAt.getTime()).toBeGreaterThan(dueAt.getTime() + DAY_MS);

    await t.database.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.token, token));
    expect((await me(account.cookie)).statusCode).toBe(401);
  });

  it('serves a "don\'t remember me" session (never extended) without handing it to better-auth', async () => {
    const account = await signUp(t.app);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: account.email, password: account.password, rememberMe: false },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = sessionCookie(signIn);
    const getSession = vi.spyOn(t.app.deps.auth.api, 'getSession');
    for (let i = 0; i < 3; i += 1) expect((await me(cookie)).statusCode).toBe(200);
    expect(getSession).not.toHaveBeenCalled();
  });
});
