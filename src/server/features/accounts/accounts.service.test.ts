import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, sessionCookie, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { MSG } from '../../../shared/messages.ts';
import { AccountError, createAdmin, ensureFirstAdmin } from './accounts.service.ts';
import * as repo from './accounts.repo.ts';

describe('first admin from ADMIN_EMAIL + ADMIN_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the admin on an empty database, who can then sign in as admin; does nothing once one exists', async () => {
    const admin = { email: 'gerente@foodart.com.br', password: 'admin-forte-1' };
    expect(await ensureFirstAdmin(t.database.db, t.app.deps.auth, admin)).toBeTruthy();
    expect(await ensureFirstAdmin(t.database.db, t.app.deps.auth, { email: 'outro@foodart.com.br', password: 'outra-senha' })).toBeNull();
    expect(await ensureFirstAdmin(t.database.db, t.app.deps.auth, {})).toBeNull();

    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: ORIGIN }, payload: admin });
    expect(signIn.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(signIn) } });
    expect(me.json()).toMatchObject({ isAdmin: true, user: { email: admin.email } });
  });

  it('refuses a guessable admin password and creates no account', async () => {
    const email = 'caixa@foodart.com.br';
    for (const password of ['admin123', '123456', 'aaaaaa']) {
      const error: unknown = await createAdmin(t.database.db, t.app.deps.auth, { email, password }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AccountError);
      expect((error as AccountError).message).toContain(MSG.passwordWeak);
    }
    expect(await repo.findUserByEmail(t.database.db, email)).toBeUndefined();
  });
});
