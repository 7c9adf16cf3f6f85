import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { makeLogoKey, makeOriginalKey, makeProductKey, makeResultKey, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../adapters/storage/storage-keys.ts';
import { creations, enhancedPhotos, userRoles } from '../db/schema/index.ts';
import { MSG } from '../../shared/messages.ts';
import { precompressDirectory } from '../../../scripts/precompress.ts';
import { absoluteOpenGraphUrls, injectSessionHint, pickEncoding } from './static.plugin.ts';
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

describe('the built SPA: precompressed files and the shell', () => {
  let t: TestApp;
  let webDir: string;
  const script = `export const greeting = ${JSON.stringify('olá '.repeat(2000))};\n`;
  const font = randomBytes(4096);
  const shellHtml = '<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <title>FoodArt</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const metaOf = (html: string) => /<meta name="foodart-session" content="(\w+)" \/>/.exec(html)?.[1];

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'foodart-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), shellHtml);
    writeFileSync(path.join(webDir, 'assets/index-AbC123.js'), script);
    writeFileSync(path.join(webDir, 'assets/inter-AbC123.woff2'), font);
    await precompressDirectory(webDir);
    t = await createTestApp('pglite', { webDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('sends a hashed asset as its .br file to a client that accepts br, cached as immutable', async () => {
    const response = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the .gz file to a client that accepts only gzip', async () => {
    const response = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const response = await get('/assets/index-AbC123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(script);
  });

  it('sends a font as it is, compressed already, whatever the client accepts', async () => {
    const response = await get('/assets/inter-AbC123.woff2', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(font)).toBe(true);
  });

  it('answers a build file that does not exist (an old chunk, a .br asked by name) with a 404, not the shell', async () => {
    for (const url of ['/assets/index-Old999.js', '/assets/index-AbC123.js.br']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('answers a client route with the shell saying "absent" without a session cookie', async () => {
    const response = await get('/profile');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(metaOf(response.body)).toBe('absent');
    expect(response.body.indexOf('foodart-session')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it('says "present" when the request carries the session cookie, on http or https, without looking it up', async () => {
    for (const cookie of ['foodart.session_token=qualquer.coisa', '__Secure-foodart.session_token=qualquer.coisa']) {
      const response = await get('/', { cookie });
      expect(metaOf(response.body), cookie).toBe('present');
      expect(response.headers.vary).toBe('Cookie, Accept-Encoding');
    }
    expect(metaOf((await get('/', { cookie: 'outro=1' })).body)).toBe('absent');
  });

  it('compresses the shell, br before gzip, and keeps index.html itself behind the shell', async () => {
    const br = await get('/my-creations', { 'accept-encoding': 'gzip, br', cookie: 'foodart.session_token=x' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(metaOf(brotliDecompressSync(br.rawPayload).toString())).toBe('present');
    const gzip = await get('/auth', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(metaOf(gunzipSync(gzip.rawPayload).toString())).toBe('absent');
    const direct = await get('/index.html');
    expect(metaOf(direct.body)).toBe('absent');
    expect(direct.headers['cache-control']).toBe('no-cache');
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['BR', 'br'],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('injectSessionHint', () => {
  it('puts the meta at the end of the head, and refuses a page without one', () => {
    expect(injectSessionHint('<html><head><title>x</title></head><body></body></html>', 'absent')).toMatch(
      /<title>x<\/title>\s*<meta name="foodart-session" content="absent" \/>\s*<\/head><body>/,
    );
    expect(() => injectSessionHint('<html><body></body></html>', 'present')).toThrow(/<\/head>/);
  });
});

describe('the shell a shared link reads (Open Graph)', () => {
  let t: TestApp;
  let webDir: string;
  const metaContent = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

  beforeAll(async () => {
    // The project's own index.html, as the build copies it.
    webDir = mkdtempSync(path.join(tmpdir(), 'foodart-web-og-'));
    copyFileSync(path.resolve('index.html'), path.join(webDir, 'index.html'));
    t = await createTestApp('pglite', { webDir, publicUrl: 'https://foodart.com.br' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('gives / an absolute og:url and og:image on PUBLIC_URL, compressed or not', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(metaContent(plain.body, 'og:url')).toBe('https://foodart.com.br/');
    expect(metaContent(plain.body, 'og:image')).toBe('https://foodart.com.br/og-image.png');
    expect(metaContent(plain.body, 'og:title')).toBe('FoodArt — Fotos profissionais e artes para delivery');

    const br = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br', cookie: 'foodart.session_token=x' } });
    expect(metaContent(brotliDecompressSync(br.rawPayload).toString(), 'og:url')).toBe('https://foodart.com.br/');
  });
});

describe('absoluteOpenGraphUrls', () => {
  it('prefixes relative og:url and og:image only, escaping the base', () => {
    const html = [
      '<meta property="og:url" content="/" />',
      '<meta property="og:image" content="/og-image.png" />',
      '<meta property="og:image:alt" content="/não é endereço" />',
      '<meta property="og:image" content="https://cdn.example.com/a.png" />',
      '<meta property="og:image" content="//cdn.example.com/b.png" />',
    ].join('\n');
    expect(absoluteOpenGraphUrls(html, 'https://foodart.com.br/app/').split('\n')).toEqual([
      '<meta property="og:url" content="https://foodart.com.br/app/" />',
      '<meta property="og:image" content="https://foodart.com.br/app/og-image.png" />',
      '<meta property="og:image:alt" content="/não é endereço" />',
      '<meta property="og:image" content="https://cdn.example.com/a.png" />',
      '<meta property="og:image" content="//cdn.example.com/b.png" />',
    ]);
    expect(absoluteOpenGraphUrls('<meta property="og:url" content="/" />', 'https://foodart.com.br/a&b"c')).toBe(
      '<meta property="og:url" content="https://foodart.com.br/a&#38;b&#34;c/" />',
    );
  });
});
