// The user's original photo is private: stored without EXIF/GPS and upright, served only to its owner
// (and admins), signed on S3; what the engine makes carries no metadata either.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnginePool, type PhotoEngine } from '../../adapters/engine/engine-pool.ts';
import { S3Storage } from '../../adapters/storage/s3.storage.ts';
import { createStorage } from '../../adapters/storage/create-storage.ts';
import { enhancedPhotos } from '../../db/schema/index.ts';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { createFakePhotoEngine } from '../../../../tests/helpers/fake-photo-engine.ts';
import { startS3rver, type RunningS3rver } from '../../../../tests/helpers/s3rver.ts';
import { enhanceForm, makeDishPhoto } from '../../../../tests/factories/dish-photo.ts';
import { cleanUpright, imageFacts, isUpright, makeTurnedGpsPhoto, withGpsExif, type UploadFormat } from '../../../../tests/factories/gps-photo.ts';

const fields = { platform: 'ifood', style: 'premium', scenarioType: 'ai-create' };
const SIZE = { width: 400, height: 300 };

function enhance(t: TestApp, cookie: string, photo: Buffer, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/photos/enhance', headers: { origin: ORIGIN, cookie, ...headers }, payload: enhanceForm(photo, fields, 'Foto do Celular.jpg') });
}

const fetchStored = (t: TestApp, url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The fake engine, also recording the bytes it was given. */
function recordingEngine(): PhotoEngine & { inputs: Buffer[] } {
  const fake = createFakePhotoEngine();
  const inputs: Buffer[] = [];
  return {
    ...fake,
    inputs,
    enhancePhoto: (input, options) => {
      inputs.push(input);
      return fake.enhancePhoto(input, options);
    },
  };
}

describe('POST /api/photos/enhance: the original photo (local storage)', () => {
  let t: TestApp;
  let engine: ReturnType<typeof recordingEngine>;
  beforeAll(async () => {
    engine = recordingEngine();
    t = await createTestApp('pglite', { rateLimits: { signInPerMinute: 10, signUpPerHour: 100, generationPerMinute: 100 } }, { engine });
  });
  afterAll(() => t.close());

  it.each(['jpeg', 'png', 'webp'] as const)('stores a %s original upright with no EXIF or GPS, and gives the engine the same clean photo', async (format: UploadFormat) => {
    const user = await signUp(t.app);
    const upload = await makeTurnedGpsPhoto(format, SIZE);
    expect(await imageFacts(upload)).toMatchObject({ exif: true, gps: true, orientation: 6 });

    const response = await enhance(t, user.cookie, upload);
    expect(response.statusCode).toBe(201);
    const stored = await fetchStored(t, response.json().originalPhotoUrl, user.cookie);
    expect(stored.statusCode).toBe(200);
    expect(await imageFacts(stored.rawPayload)).toEqual(cleanUpright(format, SIZE.width, SIZE.height));
    expect(await isUpright(stored.rawPayload)).toBe(true);
    expect(await imageFacts(engine.inputs.at(-1)!)).toEqual(cleanUpright(format, SIZE.width, SIZE.height));
  });

  it('serves the original to its owner only: another user and an anonymous visitor get 404', async () => {
    const user = await signUp(t.app);
    const stranger = await signUp(t.app, { name: 'João Lima' });
    const body = (await enhance(t, user.cookie, await makeTurnedGpsPhoto('jpeg', SIZE))).json();
    expect(body.originalPhotoUrl).toMatch(/^\/storage\/foodart\/original-\d+-[0-9a-f]{32}-foto-do-celular\.jpg$/);
    expect((await fetchStored(t, body.originalPhotoUrl, user.cookie)).statusCode).toBe(200);
    expect((await fetchStored(t, body.originalPhotoUrl, stranger.cookie)).statusCode).toBe(404);
    expect((await fetchStored(t, body.originalPhotoUrl)).statusCode).toBe(404);
    // The enhanced photo and the cut-out stay public.
    expect((await fetchStored(t, body.enhancedPhotoUrl)).statusCode).toBe(200);
    expect((await fetchStored(t, body.cutoutUrl)).statusCode).toBe(200);
  });
});

describe('POST /api/photos/enhance: what the real engine makes carries no metadata', () => {
  let t: TestApp;
  let engine: PhotoEngine;
  beforeAll(async () => {
    engine = createEnginePool({ queueMax: 4 });
    t = await createTestApp('pglite', {}, { engine });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await engine.close();
  });

  it('stores the enhanced JPEG and the cut-out PNG without EXIF, GPS or XMP', async () => {
    const user = await signUp(t.app);
    const response = await enhance(t, user.cookie, await withGpsExif(await makeDishPhoto(), 'jpeg', { orientation: 1 }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const clean = { exif: false, gps: false, xmp: false, iptc: false, orientation: 1 };
    expect(await imageFacts((await fetchStored(t, body.enhancedPhotoUrl)).rawPayload)).toMatchObject({ format: 'jpeg', ...clean });
    expect(await imageFacts((await fetchStored(t, body.cutoutUrl)).rawPayload)).toMatchObject({ format: 'png', ...clean });
    expect(await imageFacts((await fetchStored(t, body.originalPhotoUrl, user.cookie)).rawPayload)).toMatchObject({ format: 'jpeg', ...clean });
  }, 60_000);
});

describe('POST /api/photos/enhance: the original photo on S3', () => {
  let s3: RunningS3rver;
  let storage: S3Storage;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3rver();
    storage = createStorage(s3.config) as S3Storage;
    t = await createTestApp('pglite', { storage: { ...s3.config, forcePathStyle: true } }, { storage });
  });
  afterAll(async () => {
    await t.close();
    storage.destroy();
    await s3.close();
  });

  it('answers with a pre-signed URL of the clean original, keeps the stable URL in the row, and signs a replay afresh', async () => {
    const user = await signUp(t.app);
    const headers = { 'idempotency-key': 'foto-s3-1' };
    const response = await enhance(t, user.cookie, await makeTurnedGpsPhoto('jpeg', SIZE), headers);
    expect(response.statusCode).toBe(201);
    const body = response.json();

    const [row] = await t.database.db.select().from(enhancedPhotos).where(eq(enhancedPhotos.id, body.id));
    const key = storage.keyOf(row!.originalPhotoUrl)!;
    expect(key).toMatch(/^original-\d+-[0-9a-f]{32}-foto-do-celular\.jpg$/);
    expect(row!.originalPhotoUrl).toBe(storage.publicUrl(key));

    const signed = new URL(body.originalPhotoUrl);
    expect(`${signed.origin}${signed.pathname}`).toBe(row!.originalPhotoUrl);
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const original = await fetch(signed);
    expect(original.status).toBe(200);
    expect(original.headers.get('cache-control')).toBe('private, no-store');
    expect(await imageFacts(Buffer.from(await original.arrayBuffer()))).toEqual(cleanUpright('jpeg', SIZE.width, SIZE.height));
    // The page may show it: the CSP lets images come from where the signed URL points.
    expect(String(response.headers['content-security-policy'])).toMatch(new RegExp(`img-src [^;]*${signed.origin.replace(/[.]/g, '\\.')}`));

    // Engine outputs stay plain public URLs.
    expect(body.enhancedPhotoUrl).toBe(storage.publicUrl(storage.keyOf(body.enhancedPhotoUrl)!));
    expect(body.enhancedPhotoUrl).not.toContain('X-Amz-');

    const replay = await enhance(t, user.cookie, await makeTurnedGpsPhoto('jpeg', SIZE), headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(new URL(replay.json().originalPhotoUrl).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});
