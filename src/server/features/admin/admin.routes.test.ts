// The admin API as an admin, a stranger and a signed-in customer meet it: one guard on the whole
// prefix (checked for every registered route, so a route added later is covered without editing this
// test), the dashboard, user credits and scenarios, each write recorded with its admin.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { adminAudit, creditLedger } from '../../db/schema/index.ts';
import { createTestApp, ORIGIN, signUp, signUpAdmin, testDrivers, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { ADMIN_PREFIX } from './admin.routes.ts';

type Session = Awaited<ReturnType<typeof signUp>>;

const SCENARIO = {
  name: 'Mesa de Ardósia',
  description: 'Ardósia escura com luz lateral suave',
  prompt: 'Uma mesa de ardósia escura, vista de cima, com luz natural lateral e sombras suaves ao redor do prato.',
  thumbnailUrl: 'https://cdn.exemplo.com.br/cenarios/ardosia.jpg',
  displayOrder: 9,
  isActive: true,
};

function multipartFile(name: string, bytes: Buffer, filename = 'thumb.png', type = 'image/png') {
  const boundary = '----foodart-admin-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDrivers())('admin API on %s', (driver) => {
  let t: TestApp;
  let admin: Session;
  let customer: Session;
  const as = (session: Session | null) => ({ origin: ORIGIN, ...(session ? { cookie: session.cookie } : {}) });

  beforeAll(async () => {
    t = await createTestApp(driver, { rateLimits: { signInPerMinute: 1000, signUpPerHour: 1000, generationPerMinute: 1000 } });
    admin = await signUpAdmin(t, { name: 'Ana Administradora' });
    customer = await signUp(t.app, { name: 'Carlos Cliente' });
  });
  afterAll(() => t.close());

  describe('one guard on the whole prefix', () => {
    it('answers 401 to anonymous and 403 to a customer on every registered admin route, before reading any input', async () => {
      const routes = t.app.registeredRoutes.filter((route) => route.url.startsWith(`${ADMIN_PREFIX}/`) && route.method !== 'HEAD');
      expect(routes.length).toBeGreaterThanOrEqual(8);
      for (const route of routes) {
        const url = route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const anonymous = await t.app.inject({ method, url, headers: as(null), payload: method === 'GET' ? undefined : { junk: true } });
        expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
        expect(anonymous.json()).toEqual({ error: 'unauthorized', message: MSG.loginRequired });
        const stranger = await t.app.inject({ method, url, headers: as(customer), payload: method === 'GET' ? undefined : { junk: true } });
        expect(stranger.statusCode, `${route.method} ${route.url} customer`).toBe(403);
        expect(stranger.json()).toEqual({ error: 'forbidden', message: MSG.notAllowed });
      }
    });
  });

  it('shows the dashboard counts, with the ratings average', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/stats`, headers: as(admin) });
    expect(response.statusCode).toBe(200);
    const stats = response.json() as { activeTemplates: number; totalCreations: number; trainingExamples: number; averageRating: number };
    const templates = (await t.app.inject({ method: 'GET', url: '/api/templates' })).json() as unknown[];
    expect(stats.activeTemplates).toBe(templates.length);
    expect(stats.totalCreations).toBeGreaterThanOrEqual(0);
    expect(stats.averageRating).toBeGreaterThanOrEqual(0);
    expect(stats.averageRating).toBeLessThanOrEqual(5);
  });

  describe('user credits', () => {
    it('lists accounts with their balances and counters, and searches e-mail or name in any case', async () => {
      const all = (await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/user-credits`, headers: as(admin) })).json() as {
        users: Array<{ userId: string; creditsRemaining: number; unlimited: boolean }>;
        counts: { total: number; withoutCredits: number; unlimited: number };
      };
      expect(all.counts.total).toBeGreaterThanOrEqual(2);
      expect(all.users.find((u) => u.userId === customer.id)).toMatchObject({ creditsRemaining: 3, unlimited: false });

      const byName = (await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/user-credits?search=carlos%20CLIENTE`, headers: as(admin) })).json() as {
        users: Array<{ userId: string }>;
      };
      expect(byName.users.map((u) => u.userId)).toContain(customer.id);
      expect(byName.users.map((u) => u.userId)).not.toContain(admin.id);
      const wildcard = (await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/user-credits?search=%25`, headers: as(admin) })).json() as { users: unknown[] };
      expect(wildcard.users).toEqual([]);
    });

    it('sets a balance, makes a user unlimited and resets to 3; the user sees it, the ledger names the admin', async () => {
      const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `${ADMIN_PREFIX}/user-credits/${customer.id}`, headers: as(admin), payload });
      const set = await put({ credits: 40, unlimited: false });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ remaining: 40, total: 40, unlimited: false });
      const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: as(customer) })).json() as { credits: { remaining: number } };
      expect(me.credits.remaining).toBe(40);

      expect((await put({ credits: 0, unlimited: true })).json()).toEqual({ remaining: 999999, total: 999999, unlimited: true });
      const reset = await t.app.inject({ method: 'POST', url: `${ADMIN_PREFIX}/user-credits/${customer.id}/reset`, headers: as(admin) });
      expect(reset.json()).toEqual({ remaining: 3, total: 3, unlimited: false });

      const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, customer.id));
      const adminLines = ledger.filter((line) => line.reason === 'admin_set' || line.reason === 'admin_reset');
      expect(adminLines).toHaveLength(3);
      for (const line of adminLines) expect(line.actorId).toBe(admin.id);
      const audit = await t.database.db.select().from(adminAudit).where(eq(adminAudit.target, customer.id));
      expect(audit.map((a) => a.action).sort()).toEqual(['user-credits.reset', 'user-credits.set', 'user-credits.set']);
      for (const line of audit) expect(line.actorId).toBe(admin.id);
    });

    it('refuses a negative or non-numeric amount with the pt-BR message, and an unknown user with 404; nothing changes', async () => {
      for (const credits of [-1, 'dez', 1.5]) {
        const response = await t.app.inject({ method: 'PUT', url: `${ADMIN_PREFIX}/user-credits/${customer.id}`, headers: as(admin), payload: { credits, unlimited: false } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'invalid_input', message: MSG.creditAmountInvalid });
      }
      const unknown = await t.app.inject({ method: 'PUT', url: `${ADMIN_PREFIX}/user-credits/nobody`, headers: as(admin), payload: { credits: 5, unlimited: false } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'not_found', message: MSG.adminUserNotFound });
      const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: as(customer) })).json() as { credits: { remaining: number } };
      expect(me.credits.remaining).toBe(3);
    });
  });

  describe('scenarios', () => {
    it('creates, edits and toggles a scenario; the public list follows at once', async () => {
      const created = await t.app.inject({ method: 'POST', url: `${ADMIN_PREFIX}/scenarios`, headers: as(admin), payload: SCENARIO });
      expect(created.statusCode).toBe(201);
      const scenario = created.json() as { id: string; prompt: string; isActive: boolean };
      expect(scenario).toMatchObject({ name: SCENARIO.name, prompt: SCENARIO.prompt, isActive: true });
      const publicNames = async () => ((await t.app.inject({ method: 'GET', url: '/api/scenarios' })).json() as Array<{ name: string }>).map((s) => s.name);
      expect(await publicNames()).toContain(SCENARIO.name);

      const edited = await t.app.inject({ method: 'PUT', url: `${ADMIN_PREFIX}/scenarios/${scenario.id}`, headers: as(admin), payload: { ...SCENARIO, name: 'Mesa de Ardósia Escura' } });
      expect(edited.json()).toMatchObject({ name: 'Mesa de Ardósia Escura' });

      const off = await t.app.inject({ method: 'PATCH', url: `${ADMIN_PREFIX}/scenarios/${scenario.id}/active`, headers: as(admin), payload: { isActive: false } });
      expect(off.json()).toMatchObject({ isActive: false });
      expect(await publicNames()).not.toContain('Mesa de Ardósia Escura');
      const adminList = (await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/scenarios`, headers: as(admin) })).json() as Array<{ id: string; isActive: boolean }>;
      expect(adminList.find((s) => s.id === scenario.id)).toMatchObject({ isActive: false });

      const missing = await t.app.inject({ method: 'PATCH', url: `${ADMIN_PREFIX}/scenarios/not-a-uuid/active`, headers: as(admin), payload: { isActive: true } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'not_found', message: MSG.adminScenarioNotFound });
    });

    it.each([
      [{ name: 'ab' }, MSG.scenarioNameMin],
      [{ description: 'curta' }, MSG.scenarioDescriptionMin],
      [{ prompt: 'Um prompt curto demais.' }, MSG.scenarioPromptMin],
      [{ thumbnailUrl: 'ardosia.jpg' }, MSG.scenarioThumbnailUrlInvalid],
      [{ thumbnailUrl: 'javascript:alert(1)' }, MSG.scenarioThumbnailUrlInvalid],
      [{ displayOrder: -1 }, MSG.scenarioOrderMin],
    ])('refuses %o with its message and creates nothing', async (change, message) => {
      const before = ((await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/scenarios`, headers: as(admin) })).json() as unknown[]).length;
      const response = await t.app.inject({ method: 'POST', url: `${ADMIN_PREFIX}/scenarios`, headers: as(admin), payload: { ...SCENARIO, ...change } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_input', message });
      const after = ((await t.app.inject({ method: 'GET', url: `${ADMIN_PREFIX}/scenarios`, headers: as(admin) })).json() as unknown[]).length;
      expect(after).toBe(before);
    });

    it('stores an uploaded thumbnail under scenarios/ and refuses a non-image or one over 2 MB', async () => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8b5a2b' } }).png().toBuffer();
      const upload = (bytes: Buffer, filename?: string, type?: string) =>
        t.app.inject({ method: 'POST', url: `${ADMIN_PREFIX}/scenarios/thumbnail`, ...(() => {
          const body = multipartFile('file', bytes, filename, type);
          return { payload: body.payload, headers: { ...as(admin), ...body.headers } };
        })() });
      const stored = await upload(png);
      expect(stored.statusCode).toBe(201);
      const { url } = stored.json() as { url: string };
      expect(url).toMatch(/\/storage\/foodart\/scenarios\/[\w-]+\.png$/);
      const served = await t.app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');

      const text = await upload(Buffer.from('não sou uma imagem'), 'nota.txt', 'text/plain');
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({ error: 'unsupported_media_type', message: MSG.notAnImage });
      const big = await upload(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({ error: 'too_large', message: MSG.scenarioThumbnailTooLarge });
    });
  });
});
