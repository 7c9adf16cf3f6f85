import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../shared/messages.ts';
import { TEMPLATE_CATEGORIES, TEMPLATE_STYLES } from '../shared/constants.ts';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, testDrivers, type TestApp } from '../../tests/helpers/test-app.ts';
import { styleTemplates } from './db/schema/index.ts';
import { currentUser } from './plugins/auth.plugin.ts';

describe.each(testDrivers())('app on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    // A guarded probe route: the admin feature's routes use the same guard.
    t.app.get('/api/admin/probe', { preHandler: t.app.requireAdmin }, async (request) => ({ id: currentUser(request).id }));
  });
  afterAll(() => t.close());

  it('reports health with the database driver', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      db: driver,
      storage: 'local',
      engine: 'local',
      payments: 'demo',
      limits: 'memory',
      engineMode: 'in-process',
      engineStatus: { state: 'ok', running: 0, queued: 0, oldestRunningMs: 0, cancelling: 0 },
    });
  });

  it('answers unknown API paths with JSON 404, never the SPA', async () => {
    for (const url of ['/api/nada', '/api/auth-nada/x', '/storage/foodart/nada.jpg']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ error: 'not_found', message: MSG.notFound });
    }
  });

  it('lists the seeded plans with spec prices', async () => {
    const plans = (await t.app.inject({ method: 'GET', url: '/api/plans' })).json();
    expect(plans.map((p: { slug: string; priceBrlCents: number }) => [p.slug, p.priceBrlCents])).toEqual([
      ['free', 0],
      ['pro', 4900],
      ['studio', 8900],
    ]);
    expect(plans[1].highlight).toBe('Mais Popular');
    expect(plans[2].unlimited).toBe(true);
  });

  it('lists credit packages in display order', async () => {
    const packages = (await t.app.inject({ method: 'GET', url: '/api/credit-packages' })).json();
    expect(packages.length).toBeGreaterThanOrEqual(3);
    for (const p of packages) expect(p.priceBrlCents).toBeGreaterThan(0);
  });

  it('lists 8 active scenarios whose thumbnails are served as images', async () => {
    const scenarios = (await t.app.inject({ method: 'GET', url: '/api/scenarios' })).json();
    expect(scenarios).toHaveLength(8);
    const image = await t.app.inject({ method: 'GET', url: scenarios[0].thumbnailUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('lists 24 templates across every category and style, filtered by category', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/templates' })).json();
    expect(all).toHaveLength(24);
    expect(new Set(all.map((x: { category: string }) => x.category))).toEqual(new Set(TEMPLATE_CATEGORIES));
    expect(new Set(all.map((x: { style: string }) => x.style))).toEqual(new Set(TEMPLATE_STYLES));
    expect(new Set(all.map((x: { format: string }) => x.format))).toEqual(new Set(['feed', 'stories']));
    const pizza = (await t.app.inject({ method: 'GET', url: '/api/templates?category=pizza' })).json();
    expect(pizza.length).toBeGreaterThan(0);
    expect(pizza.every((x: { category: string }) => x.category === 'pizza')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/templates?category=sushi' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.invalidCategory);
  });

  it('lists only active templates, the most used first', async () => {
    const own = await createTestApp(driver);
    try {
      const [first, second, hidden] = (await own.app.inject({ method: 'GET', url: '/api/templates?category=pizza' })).json();
      await own.database.db.update(styleTemplates).set({ usageCount: 7 }).where(eq(styleTemplates.id, second.id));
      await own.database.db.update(styleTemplates).set({ usageCount: 3 }).where(eq(styleTemplates.id, first.id));
      await own.database.db.update(styleTemplates).set({ isActive: false, usageCount: 99 }).where(eq(styleTemplates.id, hidden.id));
      own.app.deps.catalogueCache.clear();
      const listed = (await own.app.inject({ method: 'GET', url: '/api/templates?category=pizza' })).json();
      expect(listed.map((x: { id: string }) => x.id).slice(0, 2)).toEqual([second.id, first.id]);
      expect(listed.map((x: { usageCount: number }) => x.usageCount).slice(0, 2)).toEqual([7, 3]);
      expect(listed.some((x: { id: string }) => x.id === hidden.id)).toBe(false);
    } finally {
      await own.close();
    }
  });

  it('guards admin routes on the server: 401 signed out, 403 for a user, 200 for an admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/probe' })).statusCode).toBe(401);
    const user = await signUp(t.app);
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/admin/probe', headers: { cookie: user.cookie } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe('forbidden');
    const { grantAdmin } = await import('./features/accounts/accounts.service.ts');
    await grantAdmin(t.database.db, user.email);
    const allowed = await t.app.inject({ method: 'GET', url: '/api/admin/probe', headers: { cookie: user.cookie } });
    expect(allowed.statusCode).toBe(200);
  });
});
