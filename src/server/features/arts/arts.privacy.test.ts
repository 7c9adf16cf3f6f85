// The product photo and the logo of a Templates art are the user's uploads: stored without EXIF/GPS
// and upright, served only to their owner (and admins); the art the engine makes carries no metadata.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creations } from '../../db/schema/index.ts';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { createFakePhotoEngine, type FakePhotoEngine } from '../../../../tests/helpers/fake-photo-engine.ts';
import { artForm, makeLogoPng } from '../../../../tests/factories/art-form.ts';
import { cleanUpright, imageFacts, isUpright, makeTurnedGpsPhoto, withGpsExif, type UploadFormat } from '../../../../tests/factories/gps-photo.ts';

const SIZE = { width: 400, height: 300 };
const CLEAN = { exif: false, gps: false, xmp: false, iptc: false, orientation: 1 };
const MIME: Record<UploadFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

describe('POST /api/arts/generate: the product photo and the logo', () => {
  let t: TestApp;
  let engine: FakePhotoEngine;
  let templateId: string;
  beforeAll(async () => {
    engine = createFakePhotoEngine();
    t = await createTestApp('pglite', { rateLimits: { signInPerMinute: 10, signUpPerHour: 100, generationPerMinute: 100 } }, { engine });
    const templates = (await t.app.inject({ method: 'GET', url: '/api/templates' })).json() as { id: string; format: string }[];
    templateId = templates.find((x) => x.format === 'feed')!.id;
  });
  afterAll(() => t.close());

  async function generate(cookie: string, format: UploadFormat) {
    const product = { bytes: await makeTurnedGpsPhoto(format, SIZE), filename: `produto.${format}`, type: MIME[format] };
    const logo = { bytes: await withGpsExif(await makeLogoPng('#c8102e'), 'png', { orientation: 1 }), filename: 'logo.png', type: 'image/png' };
    expect(await imageFacts(product.bytes)).toMatchObject({ exif: true, gps: true, orientation: 6 });
    expect(await imageFacts(logo.bytes)).toMatchObject({ exif: true, gps: true });
    const fields = { templateId, format: 'feed', title: 'Smash Duplo', price: '29,90', description: '', cta: 'Peça agora' };
    const response = await t.app.inject({ method: 'POST', url: '/api/arts/generate', headers: { origin: ORIGIN, cookie }, payload: artForm(fields, product, logo) });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(creations).where(eq(creations.id, response.json().id));
    return { body: response.json(), row: row! };
  }

  const fetchStored = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it.each(['jpeg', 'png', 'webp'] as const)('stores a %s product photo upright and the logo with no EXIF or GPS; the engine sees them clean', async (format) => {
    const user = await signUp(t.app);
    const { row } = await generate(user.cookie, format);

    const product = await fetchStored(row.productUrl!, user.cookie);
    expect(product.statusCode).toBe(200);
    expect(await imageFacts(product.rawPayload)).toEqual(cleanUpright(format, SIZE.width, SIZE.height));
    expect(await isUpright(product.rawPayload)).toBe(true);
    const logo = await fetchStored(row.logoUrl!, user.cookie);
    expect(logo.statusCode).toBe(200);
    expect(await imageFacts(logo.rawPayload)).toMatchObject({ format: 'png', ...CLEAN });

    const call = engine.artCalls.at(-1)!;
    expect(await imageFacts(call.product)).toEqual(cleanUpright(format, SIZE.width, SIZE.height));
    expect(await imageFacts(call.logo!)).toMatchObject(CLEAN);
  });

  it('serves the product photo and logo to their owner only, and the art to anyone with no metadata', async () => {
    const user = await signUp(t.app);
    const stranger = await signUp(t.app, { name: 'João Lima' });
    const { body, row } = await generate(user.cookie, 'jpeg');
    expect(row.productUrl).toMatch(/^\/storage\/foodart\/products\/\d+-[0-9a-f]{32}\.jpg$/);
    expect(row.logoUrl).toMatch(/^\/storage\/foodart\/logos\/\d+-[0-9a-f]{32}\.png$/);
    for (const url of [row.productUrl!, row.logoUrl!]) {
      expect((await fetchStored(url, user.cookie)).statusCode).toBe(200);
      expect((await fetchStored(url, stranger.cookie)).statusCode).toBe(404);
      expect((await fetchStored(url)).statusCode).toBe(404);
    }
    const art = await fetchStored(body.generatedImageUrl);
    expect(art.statusCode).toBe(200);
    expect(await imageFacts(art.rawPayload)).toMatchObject({ format: 'png', ...CLEAN });
  });
});
