import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { creditLedger, user, userRoles } from '../../db/schema/index.ts';
import { createTestApp, ORIGIN, sessionCookie, signUp, signUpBody, testDrivers, type TestApp } from '../../../../tests/helpers/test-app.ts';

describe.each(testDrivers())('accounts on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { rateLimits: { signInPerMinute: 1000, signUpPerHour: 1000, generationPerMinute: 1000 } });
  });
  afterAll(() => t.close());

  const countUsers = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(user))[0]!.n;
  const signUpRequest = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: ORIGIN }, payload });
  const signInRequest = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: ORIGIN }, payload });

  it('signs a user up with full name and WhatsApp, grants 3 credits and records the grant in the ledger', async () => {
    const body = signUpBody({ name: 'João da Silva', whatsapp: '(21) 99876-5432' });
    const response = await signUpRequest(body);
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(response) } });
    expect(me.statusCode).toBe(200);
    const json = me.json();
    expect(json.user).toMatchObject({ email: body.email, fullName: 'João da Silva', whatsapp: '21998765432' });
    expect(json.credits).toEqual({ remaining: 3, total: 3, unlimited: false });
    expect(json.isAdmin).toBe(false);
    expect(json.subscription).toBeNull();

    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, json.user.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: 3, reason: 'signup_grant', balanceAfter: 3 });
  });

  it.each([
    [{ email: 'nao-e-email' }, MSG.invalidEmail],
    [{ password: '12345' }, MSG.passwordMin],
    [{ name: 'A' }, MSG.fullNameMin],
    [{ whatsapp: '(11) 1234' }, MSG.whatsappMin],
  ])('rejects an invalid sign-up %o with its pt-BR message and creates nothing', async (override, message) => {
    const before = await countUsers();
    const response = await signUpRequest(signUpBody(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_input', message });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a second account with the same e-mail (any case) with 409', async () => {
    const first = await signUp(t.app);
    const before = await countUsers();
    const response = await signUpRequest(signUpBody({ email: first.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'email_taken', message: 'Este email já está cadastrado. Faça login.' });
    expect(await countUsers()).toBe(before);
  });

  it('signs in with the right password and refuses a wrong one with 401', async () => {
    const account = await signUp(t.app);
    const wrong = await signInRequest({ email: account.email, password: 'senha-errada' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_credentials', message: 'Email ou senha incorretos' });

    const unknown = await signInRequest({ email: 'ninguem@exemplo.com', password: 'qualquer-uma' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Email ou senha incorretos');

    const invalid = await signInRequest({ email: 'x', password: '1' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(MSG.invalidEmail);

    const ok = await signInRequest({ email: account.email, password: account.password });
    expect(ok.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(ok) } });
    expect(me.json().user.email).toBe(account.email);
  });

  it('signs out: the session cookie stops working', async () => {
    const account = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: ORIGIN, cookie: account.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: account.cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ error: 'unauthorized', message: MSG.loginRequired });
  });

  it('answers /api/me with 401 JSON when signed out', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json().error).toBe('unauthorized');
  });

  it.each(['123456', 'aaaaaa', '      ', 'senha123', '12345678', 'brasil', 'Flamengo10', 'qwerty', 'abcdef', 'p@ssw0rd'])(
    'refuses the guessable password %j with a pt-BR message and creates nothing',
    async (password) => {
      const before = await countUsers();
      const response = await signUpRequest(signUpBody({ password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_input', message: MSG.passwordWeak });
      expect(await countUsers()).toBe(before);
    },
  );

  it('refuses a password that is the e-mail, its local part or contains it', async () => {
    const email = `joana.martins.${Date.now()}@restaurante.com.br`;
    const local = email.split('@')[0]!;
    for (const password of [email, local, `${local}!`]) {
      const response = await signUpRequest(signUpBody({ email, password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_input', message: MSG.passwordLikeEmail });
    }
    expect((await signUpRequest(signUpBody({ email, password: 'senha-forte' }))).statusCode).toBe(200);
  });

  it('refuses a 900 KB name and a WhatsApp with more digits than a phone number has', async () => {
    const before = await countUsers();
    const long = await signUpRequest(signUpBody({ name: 'M'.repeat(900 * 1024) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'invalid_input', message: MSG.fullNameMax });
    const digits = await signUpRequest(signUpBody({ whatsapp: '1'.repeat(30) }));
    expect(digits.statusCode).toBe(400);
    expect(digits.json()).toEqual({ error: 'invalid_input', message: MSG.whatsappMax });
    expect(await countUsers()).toBe(before);
  });

  it('keeps the raw session token out of the sign-up, sign-in and get-session JSON; the cookie carries it', async () => {
    const body = signUpBody();
    const up = await signUpRequest(body);
    const token = sessionCookie(up).split('=')[1]!.split('.')[0]!;
    expect(token.length).toBeGreaterThan(10);
    expect(up.json()).not.toHaveProperty('token');
    expect(up.body).not.toContain(token);

    const inResponse = await signInRequest({ email: body.email, password: body.password });
    expect(inResponse.statusCode).toBe(200);
    expect(inResponse.json()).not.toHaveProperty('token');
    expect(inResponse.json().user.email).toBe(body.email);
    expect(inResponse.body).not.toContain(sessionCookie(inResponse).split('=')[1]!.split('.')[0]!);

    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: sessionCookie(inResponse) } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(body.email);
    expect(session.json().session).not.toHaveProperty('token');
    expect(session.body).not.toContain(sessionCookie(inResponse).split('=')[1]!.split('.')[0]!);
  });

  it('answers 404 to the better-auth endpoints the product does not use, and changes nothing', async () => {
    const account = await signUp(t.app);
    const headers = { origin: ORIGIN, cookie: account.cookie };
    const attempts = [
      { method: 'POST', url: '/api/auth/update-user', payload: { name: 'A', whatsapp: '1' } },
      { method: 'POST', url: '/api/auth/update-user', payload: { name: 'M'.repeat(900 * 1024) } },
      { method: 'POST', url: '/api/auth/change-password', payload: { currentPassword: account.password, newPassword: '123456' } },
      { method: 'POST', url: '/api/auth/change-email', payload: { newEmail: 'outro@exemplo.com.br' } },
      { method: 'POST', url: '/api/auth/delete-user', payload: { password: account.password } },
      { method: 'POST', url: '/api/auth/revoke-sessions', payload: {} },
      { method: 'POST', url: '/api/auth/request-password-reset', payload: { email: account.email } },
      { method: 'GET', url: '/api/auth/list-sessions' },
    ] as const;
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers });
      expect(response.statusCode, attempt.url).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: MSG.notFound });
    }
    const [row] = await t.database.db.select().from(user).where(eq(user.id, account.id));
    expect(row).toMatchObject({ name: 'Maria Souza', whatsapp: '11987654321', email: account.email });
    const signIn = await signInRequest({ email: account.email, password: account.password });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers 409 to all but one of ten parallel sign-ups with the same e-mail, and creates one account', async () => {
    const before = await countUsers();
    const body = signUpBody();
    const responses = await Promise.all(Array.from({ length: 10 }, () => signUpRequest(body)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ error: 'email_taken', message: MSG.emailTaken });
    }
    expect(await countUsers()).toBe(before + 1);
  });

  it('answers /api/me with Cache-Control: no-store', async () => {
    const account = await signUp(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: account.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('reports admins through the user_roles table', async () => {
    const account = await signUp(t.app);
    await t.database.db.insert(userRoles).values({ userId: account.id, role: 'admin' });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: account.cookie } });
    expect(me.json().isAdmin).toBe(true);
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { rateLimits: { signInPerMinute: 3, signUpPerHour: 1000, generationPerMinute: 1000 } });
  });
  afterAll(() => t.close());

  it('answers 429 in pt-BR after too many sign-in attempts', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: ORIGIN }, payload: { email: 'a@b.com', password: 'errada1' } });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'rate_limited', message: MSG.tooManyRequests });
  });
});
