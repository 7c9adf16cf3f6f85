import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, sessionCookie, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { ensureFirstAdmin } from './accounts.service.ts';

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
});
