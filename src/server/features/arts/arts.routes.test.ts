import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { hexToRgb } from '../../../shared/colors.ts';
import { EngineBusyError } from '../../adapters/engine/engine-pool.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { creations, creditLedger, styleTemplates, userCredits } from '../../db/schema/index.ts';
import { createTestApp, ORIGIN, signUp, testStorage, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { createFakePhotoEngine, type FakePhotoEngine } from '../../../../tests/helpers/fake-photo-engine.ts';
import { closeFakeServers, startFakeServer } from '../../../../tests/helpers/fake-http-server.ts';
import { makeDishPhoto } from '../../../../tests/factories/dish-photo.ts';
import { artForm, logoSvg, makeLogoPng, type ArtUpload } from '../../../../tests/factories/art-form.ts';
import { setCredits } from '../credits/credits.service.ts';

const MB = 1024 * 1024;

interface Template {
  id: string;
  name: string;
  format: string;
  usageCount: number;
  averageRating: number;
}

function generate(t: TestApp, cookie: string | null, form: FormData, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/arts/generate',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    payload: form,
  });
}

/** Format and size: a stored upload is re-encoded without metadata, so its bytes differ. */
async function shape(bytes: Buffer) {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
}

async function templates(t: TestApp): Promise<Template[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/templates' })).json();
}

async function templateRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(styleTemplates).where(eq(styleTemplates.id, id));
  return row!;
}

async function countCreations(t: TestApp, userId: string) {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(creations).where(eq(creations.userId, userId));
  return row!.n;
}

async function remaining(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(userCredits).where(eq(userCredits.userId, userId));
  return row!.creditsRemaining;
}

/** Product photos and logos are private: only their owner (`cookie`) may fetch them. */
async function fetchImage(t: TestApp, url: string, cookie?: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, type: response.headers['content-type'], bytes: response.rawPayload };
}

/** The closest colour distance (0..441) from `hex` to any of `colours`. */
function nearest(hex: string, colours: string[]): number {
  const [r, g, b] = hexToRgb(hex);
  return Math.min(...colours.map((c) => Math.hypot(...hexToRgb(c).map((v, i) => v - [r, g, b][i]!))));
}

/** A storage that records every key written and fails on the art itself (after product and logo). */
function storageFailingOnArt(): Storage & { written: string[] } {
  const inner = testStorage();
  const written: string[] = [];
  return {
    driver: inner.driver,
    written,
    async put(key, body, contentType) {
      if (key.startsWith('arts/')) throw new Error('disk full');
      await inner.put(key, body, contentType);
      written.push(key);
    },
    get: (key) => inner.get(key),
    delete: (key) => inner.delete(key),
    publicUrl: (key) => inner.publicUrl(key),
    viewUrl: (key) => inner.viewUrl(key),
    keyOf: (url) => inner.keyOf(url),
    ping: () => inner.ping(),
  };
}

describe('POST /api/arts/generate', () => {
  let t: TestApp;
  let engine: FakePhotoEngine;
  let product: ArtUpload;
  let logo: ArtUpload;
  let feed: Template;
  let stories: Template;
  beforeAll(async () => {
    engine = createFakePhotoEngine();
    // One user per test: more sign-ups than the default hourly limit.
    t = await createTestApp('pglite', { rateLimits: { signInPerMinute: 10, signUpPerHour: 100, generationPerMinute: 100 } }, { engine });
    product = { bytes: await makeDishPhoto({ width: 800, height: 600 }), filename: 'X-Burger Duplo.JPG' };
    logo = { bytes: await makeLogoPng('#c8102e'), filename: 'logo.png', type: 'image/png' };
    const list = await templates(t);
    feed = list.find((x) => x.format === 'feed')!;
    stories = list.find((x) => x.format === 'stories')!;
  });
  afterAll(() => t.close());
  afterEach(() => closeFakeServers());

  const fieldsFor = (template: Template, overrides: Record<string, string> = {}) => ({
    templateId: template.id,
    format: 'feed',
    title: 'Smash Duplo',
    price: '29,90',
    description: 'Dois smash de 90 g com cheddar',
    cta: 'Peça agora',
    ...overrides,
  });

  it('makes a 1080×1080 feed art, spends one credit, stores product, logo and art, and records the creation', async () => {
    const user = await signUp(t.app);
    const before = await templateRow(t, feed.id);
    const response = await generate(t, user.cookie, artForm(fieldsFor(feed), product, logo));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(String), generatedImageUrl: expect.stringMatching(/^\/storage\/foodart\/arts\/\d+-[0-9a-f]+\.png$/), credits: { remaining: 2, total: 3, unlimited: false } });

    const art = await fetchImage(t, body.generatedImageUrl);
    expect(art.status).toBe(200);
    const meta = await sharp(art.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1080]);

    const [row] = await t.database.db.select().from(creations).where(eq(creations.id, body.id));
    expect(row).toMatchObject({
      userId: user.id,
      templateId: feed.id,
      generatedArtUrl: body.generatedImageUrl,
      description: 'Smash Duplo - Dois smash de 90 g com cheddar',
      format: 'feed',
    });
    expect(row!.productUrl).toMatch(/^\/storage\/foodart\/products\/\d+-[0-9a-f]+\.jpg$/);
    expect(row!.logoUrl).toMatch(/^\/storage\/foodart\/logos\/\d+-[0-9a-f]+\.png$/);
    const storedProduct = await fetchImage(t, row!.productUrl!, user.cookie);
    expect(storedProduct.status).toBe(200);
    expect(await shape(storedProduct.bytes)).toEqual(await shape(product.bytes));
    const storedLogo = await fetchImage(t, row!.logoUrl!, user.cookie);
    expect(await shape(storedLogo.bytes)).toEqual(await shape(logo.bytes));
    // Brand colours come from the logo: its red leads.
    expect(row!.brandColors.length).toBeGreaterThan(0);
    expect(nearest('#c8102e', row!.brandColors)).toBeLessThan(40);

    expect((await templateRow(t, feed.id)).usageCount).toBe(before.usageCount + 1);
    expect(await remaining(t, user.id)).toBe(2);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.json().credits.remaining).toBe(2);
    // A free user's art carries the watermark.
    expect(engine.artCalls.at(-1)).toMatchObject({ watermark: true, format: 'feed', texts: { title: 'Smash Duplo', price: '29,90' } });
  });

  it('makes a 1080×1920 stories art without a logo (no logo URL, no brand colours)', async () => {
    const user = await signUp(t.app);
    const webp = { bytes: await makeDishPhoto({ width: 600, height: 600, format: 'webp' }), filename: 'acai.webp', type: 'image/webp' };
    const response = await generate(t, user.cookie, artForm(fieldsFor(stories, { format: 'stories', price: '', description: '', cta: '' }), webp));
    expect(response.statusCode).toBe(201);
    const art = await fetchImage(t, response.json().generatedImageUrl);
    const meta = await sharp(art.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1920]);
    const [row] = await t.database.db.select().from(creations).where(eq(creations.id, response.json().id));
    expect(row).toMatchObject({ logoUrl: null, brandColors: [], description: 'Smash Duplo', templateId: stories.id, format: 'stories' });
    expect(row!.productUrl).toMatch(/\/products\/\d+-[0-9a-f]+\.webp$/);
    expect(engine.artCalls.at(-1)!.texts).toEqual({ title: 'Smash Duplo', price: null, description: null, cta: null });
  });

  it('shows the new usage count in GET /api/templates right away', async () => {
    const user = await signUp(t.app);
    const cached = (await templates(t)).find((x) => x.id === feed.id)!;
    expect((await generate(t, user.cookie, artForm(fieldsFor(feed), product))).statusCode).toBe(201);
    const fresh = (await templates(t)).find((x) => x.id === feed.id)!;
    expect(fresh.usageCount).toBe(cached.usageCount + 1);
  });

  it('keeps the template average following the ratings of its arts', async () => {
    const user = await signUp(t.app);
    const template = (await templates(t)).find((x) => x.id !== feed.id && x.id !== stories.id)!;
    expect(template.averageRating).toBe(0);
    const first = (await generate(t, user.cookie, artForm(fieldsFor(template), product))).json();
    const second = (await generate(t, user.cookie, artForm(fieldsFor(template), product))).json();
    expect((await templateRow(t, template.id)).usageCount).toBe(template.usageCount + 2);
    const rate = (payload: object) => t.app.inject({ method: 'POST', url: '/api/ratings', headers: { origin: ORIGIN, cookie: user.cookie }, payload });
    expect((await rate({ creationId: first.id, rating: 5, textQuality: 5, visualHierarchy: 4, composition: 5 })).statusCode).toBe(201);
    expect((await templateRow(t, template.id)).averageRating).toBe(5);
    expect((await rate({ creationId: second.id, rating: 2 })).statusCode).toBe(201);
    expect((await templateRow(t, template.id)).averageRating).toBe(3.5);
  });

  it('rasterises an SVG logo with a script and an outside image safely: no request, no SVG stored, the art renders', async () => {
    const outside = await startFakeServer((_request, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end();
    });
    const hostile = logoSvg(
      '#1b5e20',
      240,
      `<script>fetch('${outside.baseUrl}/script')</script>` +
        `<image href="${outside.baseUrl}/tracker.png" x="0" y="0" width="240" height="240"/>` +
        `<image xlink:href="${outside.baseUrl}/legacy.png" width="10" height="10"/>` +
        `<rect width="10" height="10" fill="url(${outside.baseUrl}/pattern.svg#p)" onload="alert(1)"/>`,
    );
    const user = await signUp(t.app);
    const svg = { bytes: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<!-- marca -->\n${hostile}`), filename: 'marca.svg', type: 'image/svg+xml' };
    const response = await generate(t, user.cookie, artForm(fieldsFor(feed), product, svg));
    expect(response.statusCode).toBe(201);
    expect(outside.requests).toEqual([]);

    const [row] = await t.database.db.select().from(creations).where(eq(creations.id, response.json().id));
    expect(row!.logoUrl).toMatch(/\/logos\/\d+-[0-9a-f]+\.png$/);
    const storedLogo = await fetchImage(t, row!.logoUrl!, user.cookie);
    expect(storedLogo.type).toBe('image/png');
    const logoMeta = await sharp(storedLogo.bytes).metadata();
    expect([logoMeta.format, logoMeta.width, logoMeta.height]).toEqual(['png', 600, 600]);
    expect(storedLogo.bytes.includes(Buffer.from('<script'))).toBe(false);
    expect(nearest('#1b5e20', row!.brandColors)).toBeLessThan(40);
    const art = await sharp((await fetchImage(t, response.json().generatedImageUrl)).bytes).metadata();
    expect([art.width, art.height]).toEqual([1080, 1080]);
  });

  it('answers a retry with the same Idempotency-Key with the first result and charges once', async () => {
    const user = await signUp(t.app);
    const before = await templateRow(t, feed.id);
    const headers = { 'idempotency-key': 'arte-123' };
    const first = await generate(t, user.cookie, artForm(fieldsFor(feed), product, logo), headers);
    const again = await generate(t, user.cookie, artForm(fieldsFor(feed), product, logo), headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await remaining(t, user.id)).toBe(2);
    expect(await countCreations(t, user.id)).toBe(1);
    expect((await templateRow(t, feed.id)).usageCount).toBe(before.usageCount + 1);
  });

  it('answers 402 with the out-of-credits message when none remain, and records nothing', async () => {
    const user = await signUp(t.app);
    await setCredits(t.database.db, { userId: user.id, remaining: 0, unlimited: false, reason: 'admin_set' });
    const calls = engine.artCalls.length;
    const response = await generate(t, user.cookie, artForm(fieldsFor(feed), product, logo));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: 'no_credits', message: 'Seus créditos acabaram! Assine um plano para continuar criando.' });
    expect(await countCreations(t, user.id)).toBe(0);
    expect(engine.artCalls.length).toBe(calls);
  });

  it('renders without the watermark for an unlimited user, who keeps the unlimited balance', async () => {
    const user = await signUp(t.app);
    await setCredits(t.database.db, { userId: user.id, remaining: 3, unlimited: true, reason: 'admin_set' });
    const response = await generate(t, user.cookie, artForm(fieldsFor(feed), product));
    expect(response.statusCode).toBe(201);
    expect(response.json().credits).toEqual({ remaining: 999999, total: 999999, unlimited: true });
    expect(engine.artCalls.at(-1)!.watermark).toBe(false);
  });

  it.each([
    ['no product', null, {}, MSG.artTemplateAndProductRequired],
    ['no template', 'product', { templateId: '' }, MSG.artTemplateAndProductRequired],
    ['a template id that is not one', 'product', { templateId: 'nao-e-um-id' }, MSG.artTemplateAndProductRequired],
    ['an unknown template', 'product', { templateId: '00000000-0000-4000-8000-000000000000' }, MSG.artTemplateAndProductRequired],
    ['a blank title', 'product', { title: '   ' }, MSG.artTitleRequired],
    ['no title', 'product', { title: undefined }, MSG.artTitleRequired],
    ['a format that is not feed or stories', 'product', { format: 'reels' }, MSG.artFormatInvalid],
    ['no format', 'product', { format: undefined }, MSG.artFormatInvalid],
    ['a title too long for the art', 'product', { title: 'x'.repeat(81) }, MSG.artTextTooLong],
  ] as const)('rejects %s with 400 without charging', async (_name, file, override, message) => {
    const user = await signUp(t.app);
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...fieldsFor(feed), ...override })) if (value !== undefined) fields[key] = value;
    const response = await generate(t, user.cookie, artForm(fields, file ? product : null));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await remaining(t, user.id)).toBe(3);
    expect(await countCreations(t, user.id)).toBe(0);
  });

  it('rejects an inactive template with 400', async () => {
    const user = await signUp(t.app);
    const inactive = (await templates(t)).at(-1)!;
    await t.database.db.update(styleTemplates).set({ isActive: false }).where(eq(styleTemplates.id, inactive.id));
    const response = await generate(t, user.cookie, artForm(fieldsFor(inactive), product));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.artTemplateAndProductRequired);
    expect(await remaining(t, user.id)).toBe(3);
  });

  it('rejects files over 5 MB with 413, product or logo', async () => {
    const user = await signUp(t.app);
    const big = { bytes: Buffer.concat([product.bytes, Buffer.alloc(5 * MB)]), filename: 'grande.jpg' };
    const asProduct = await generate(t, user.cookie, artForm(fieldsFor(feed), big));
    expect(asProduct.statusCode).toBe(413);
    expect(asProduct.json()).toEqual({ error: 'too_large', message: MSG.artImageTooLarge });
    const asLogo = await generate(t, user.cookie, artForm(fieldsFor(feed), product, { ...big, filename: 'logo.png' }));
    expect(asLogo.statusCode).toBe(413);
    expect(await remaining(t, user.id)).toBe(3);
  });

  it('sniffs the types from the bytes: 415 for a product or logo that is not an image, and for an SVG product', async () => {
    const user = await signUp(t.app);
    const text = { bytes: Buffer.from('isto não é uma imagem'), filename: 'foto.jpg' };
    const notProduct = await generate(t, user.cookie, artForm(fieldsFor(feed), text));
    expect(notProduct.statusCode).toBe(415);
    expect(notProduct.json().message).toBe(MSG.notAnImage);
    const svgProduct = await generate(t, user.cookie, artForm(fieldsFor(feed), { bytes: Buffer.from(logoSvg()), filename: 'produto.png' }));
    expect(svgProduct.statusCode).toBe(415);
    const notLogo = await generate(t, user.cookie, artForm(fieldsFor(feed), product, { ...text, filename: 'logo.svg' }));
    expect(notLogo.statusCode).toBe(415);
    expect(notLogo.json().message).toBe(MSG.artLogoInvalid);
    expect(await remaining(t, user.id)).toBe(3);
  });

  it('answers 400 for an image that cannot be read, and refunds', async () => {
    const user = await signUp(t.app);
    const broken = { bytes: Buffer.concat([product.bytes.subarray(0, 400)]), filename: 'quebrada.jpg' };
    const response = await generate(t, user.cookie, artForm(fieldsFor(feed), broken));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'image_unreadable', message: MSG.imageProcessingError });
    expect(await remaining(t, user.id)).toBe(3);
    expect(await countCreations(t, user.id)).toBe(0);
  });

  it('asks to sign in (401)', async () => {
    const response = await generate(t, null, artForm(fieldsFor(feed), product));
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('unauthorized');
  });
});

describe('POST /api/arts/generate: failures leave nothing behind', () => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((a) => a.close())));

  async function setup(options: Parameters<typeof createTestApp>[2], overrides: Parameters<typeof createTestApp>[1] = {}) {
    const t = await createTestApp('pglite', overrides, options);
    apps.push(t);
    const template = (await templates(t)).find((x) => x.format === 'feed')!;
    const user = await signUp(t.app);
    const form = async () =>
      artForm(
        { templateId: template.id, format: 'feed', title: 'Pizza Calabresa' },
        { bytes: await makeDishPhoto({ width: 400, height: 300 }), filename: 'pizza.jpg' },
        { bytes: await makeLogoPng(), filename: 'logo.png' },
      );
    return { t, template, user, form };
  }

  async function ledger(t: TestApp, userId: string) {
    return (await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).map((l) => l.reason);
  }

  it('refunds the credit and records nothing when the engine fails', async () => {
    const { t, template, user, form } = await setup({ engine: createFakePhotoEngine({ fail: new Error('boom') }) });
    const response = await generate(t, user.cookie, await form());
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'art_failed', message: MSG.artError });
    expect(await remaining(t, user.id)).toBe(3);
    expect(await ledger(t, user.id)).toEqual(['signup_grant', 'reserve', 'refund']);
    expect(await countCreations(t, user.id)).toBe(0);
    expect((await templateRow(t, template.id)).usageCount).toBe(template.usageCount);
  });

  it('deletes the product and logo already stored when storing the art fails', async () => {
    const storage = storageFailingOnArt();
    const { t, template, user, form } = await setup({ storage });
    const response = await generate(t, user.cookie, await form());
    expect(response.statusCode).toBe(500);
    expect(storage.written.map((k) => k.split('/')[0])).toEqual(['products', 'logos']);
    for (const key of storage.written) expect(await storage.get(key)).toBeNull();
    expect(await remaining(t, user.id)).toBe(3);
    expect(await countCreations(t, user.id)).toBe(0);
    expect((await templateRow(t, template.id)).usageCount).toBe(template.usageCount);
  });

  it('answers 503 with Retry-After when the engine queue is full, and refunds', async () => {
    const { t, user, form } = await setup({ engine: createFakePhotoEngine({ fail: new EngineBusyError(7) }) });
    const response = await generate(t, user.cookie, await form());
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.json()).toEqual({ error: 'engine_busy', message: MSG.engineBusy });
    expect(await remaining(t, user.id)).toBe(3);
  });

  it('limits generation requests per session (429)', async () => {
    const { t, user, form } = await setup({}, { rateLimits: { signInPerMinute: 10, signUpPerHour: 20, generationPerMinute: 2 } });
    await setCredits(t.database.db, { userId: user.id, remaining: 10, unlimited: false, reason: 'admin_set' });
    for (let i = 0; i < 2; i += 1) expect((await generate(t, user.cookie, await form())).statusCode).toBe(201);
    const limited = await generate(t, user.cookie, await form());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MSG.tooManyRequests);
    const [row] = await t.database.db.select().from(userCredits).where(and(eq(userCredits.userId, user.id)));
    expect(row!.creditsRemaining).toBe(8);
  });
});
