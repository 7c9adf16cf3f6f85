import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { makeLogoKey, makeOriginalKey, makeProductKey, makeResultKey, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../adapters/storage/storage-keys.ts';
import { creations, enhancedPhotos, userRoles } from '../db/schema/index.ts';
import { MSG } from '../../shared/messages.ts';
import { createTestApp, openTestDatabase, signUp, testDeps, type TestApp } from '../../../tests/helpers/test-app.ts';

const NOT_FOUND = { error: 'not_found', message: MSG.notFound };

describe('GET /storage/foodart/* with a malformed path', () => {
  const logged: { level: number; msg?: string }[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await openTestDatabase('pglite');
    const stream = { write: (line: string) => void logged.push(JSON.parse(line) as { level: number }) };
    app = await buildApp({ ...(await testDeps(database)), logger: { level: 'warn', stream } });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it.each([
    '/storage/foodart/%25',
    '/storage/foodart/%25.png',
    '/storage/foodart/products/%25zz.png',
    '/storage/foodart/%',
    '/storage/foodart/%zz',
    '/storage/foodart/%E0%A4%A',
    '/storage/foodart/%C0%AF',
    '/storage/foodart/products%2F..%2F..%2Fpackage.json',
    '/storage/foodart/products/%2e%2e%2f%2e%2e%2fpackage.json',
    '/storage/foodart/a%00.png',
    '/api/health%zz',
  ])('answers %s with a pt-BR JSON 4xx and logs no error', async (url) => {
    const before = logged.length;
    const response = await app.inject({ method: 'GET', url });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(response.statusCode === 404 ? NOT_FOUND : { error: 'bad_url', message: MSG.invalidInput });
    expect(logged.slice(before).filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('GET /storage/foodart/* access to stored files', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  let admin: Awaited<ReturnType<typeof signUp>>;
  const keys = {
    original: makeOriginalKey('prato.jpg'),
    product: makeProductKey('jpg'),
    logo: makeLogoKey('png'),
    /** Recorded with an absolute URL (a PUBLIC_URL base): still its owner's. */
    absoluteOriginal: makeOriginalKey('outro.jpg'),
    /** In the store but in no row: nobody's. */
    orphan: makeOriginalKey('orfao.jpg'),
    enhanced: makeResultKey('enhanced', 'jpg'),
    art: makeResultKey('arts', 'png'),
  };
  const url = (key: string) => `/storage/foodart/${key}`;
  const get = (key: string, cookie?: string) => t.app.inject({ method: 'GET', url: url(key), headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp('pglite', { rateLimits: { signInPerMinute: 10, signUpPerHour: 100, generationPerMinute: 100 } });
    owner = await signUp(t.app);
    stranger = await signUp(t.app, { name: 'João Lima' });
    admin = await signUp(t.app, { name: 'Ana Admin' });
    await t.database.db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
    for (const [name, key] of Object.entries(keys)) await t.storage.put(key, Buffer.from(`bytes of ${name}`), 'image/jpeg');
    const photo = { userId: owner.id, enhancementStyle: 'premium', platform: 'ifood', aspectRatio: '4:3', processingTimeSeconds: 1, scenarioType: 'ai-create' };
    await t.database.db.insert(enhancedPhotos).values([
      { ...photo, originalPhotoUrl: url(keys.original), enhancedPhotoUrl: url(keys.enhanced) },
      { ...photo, originalPhotoUrl: `http://localhost:3000${url(keys.absoluteOriginal)}`, enhancedPhotoUrl: url(keys.enhanced) },
    ]);
    await t.database.db.insert(creations).values({ userId: owner.id, productUrl: url(keys.product), logoUrl: url(keys.logo), generatedArtUrl: url(keys.art) });
  });
  afterAll(() => t.close());

  it('serves engine outputs to anyone, cached as immutable', async () => {
    for (const key of [keys.enhanced, keys.art]) {
      const response = await get(key);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    }
  });

  it("serves a user's original, product photo and logo to that user, never cached", async () => {
    for (const name of ['original', 'product', 'logo', 'absoluteOriginal'] as const) {
      const response = await get(keys[name], owner.cookie);
      expect(response.statusCode, name).toBe(200);
      expect(response.body).toBe(`bytes of ${name}`);
      expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it('serves them to an admin', async () => {
    for (const name of ['original', 'product', 'logo', 'orphan'] as const) {
      const response = await get(keys[name], admin.cookie);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it('answers another user, an anonymous visitor or a forged cookie with the same 404 as a missing file', async () => {
    for (const name of ['original', 'product', 'logo', 'absoluteOriginal', 'orphan'] as const) {
      for (const cookie of [stranger.cookie, undefined, 'better-auth.session_token=forjado.assinatura']) {
        const response = await get(keys[name], cookie);
        expect(response.statusCode, `${name} ${cookie ?? 'anonymous'}`).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
        expect(response.headers['cache-control']).not.toBe(PUBLIC_CACHE_CONTROL);
      }
    }
    expect((await get(makeOriginalKey('nunca.jpg'), owner.cookie)).json()).toEqual(NOT_FOUND);
  });
});
