import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { creditLedger, enhancedPhotos, feedbackRatings, userCredits } from '../../db/schema/index.ts';
import { createEnginePool, type PhotoEngine } from '../../adapters/engine/engine-pool.ts';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { createFakePhotoEngine } from '../../../../tests/helpers/fake-photo-engine.ts';
import { enhanceForm, INVALID_PHOTO_FIELDS, makeDishPhoto } from '../../../../tests/factories/dish-photo.ts';

const fields = { platform: 'ifood', style: 'premium', scenarioType: 'ai-create' };

function enhance(t: TestApp, cookie: string | null, form: FormData, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/photos/enhance',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    payload: form,
  });
}

async function countPhotos(t: TestApp, userId: string) {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(enhancedPhotos).where(eq(enhancedPhotos.userId, userId));
  return row!.n;
}

async function remaining(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(userCredits).where(eq(userCredits.userId, userId));
  return row!.creditsRemaining;
}

describe('POST /api/photos/enhance with the real engine', () => {
  let t: TestApp;
  let engine: PhotoEngine;
  let photo: Buffer;
  beforeAll(async () => {
    engine = createEnginePool({ queueMax: 4 });
    t = await createTestApp('pglite', {}, { engine });
    photo = await makeDishPhoto();
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await engine.close();
  });

  it('turns a photo into an iFood 4:3 JPEG with a cut-out, spends one credit and records the photo', async () => {
    const user = await signUp(t.app);
    const response = await enhance(t, user.cookie, enhanceForm(photo, fields, 'Meu Prato Favorito.JPG'));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ aspectRatio: '4:3', credits: { remaining: 2, total: 3, unlimited: false } });
    expect(body.originalPhotoUrl).toMatch(/\/storage\/foodart\/original-\d+-.*meu-prato-favorito.*\.jpg$/);
    expect(body.processingTimeSeconds).toBeGreaterThan(0);

    const enhanced = await t.app.inject({ method: 'GET', url: body.enhancedPhotoUrl });
    expect(enhanced.statusCode).toBe(200);
    const meta = await sharp(enhanced.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 900]);
    expect(enhanced.rawPayload.length).toBeLessThan(2 * 1024 * 1024);

    expect(body.cutoutUrl).toMatch(/\.png$/);
    const cutout = await t.app.inject({ method: 'GET', url: body.cutoutUrl });
    const cutoutMeta = await sharp(cutout.rawPayload).metadata();
    expect(cutoutMeta.format).toBe('png');
    expect(cutoutMeta.hasAlpha).toBe(true);

    const [row] = await t.database.db.select().from(enhancedPhotos).where(eq(enhancedPhotos.id, body.id));
    expect(row).toMatchObject({ userId: user.id, enhancementStyle: 'premium', platform: 'ifood', aspectRatio: '4:3', scenarioType: 'ai-create', predefinedScenario: null });
    expect(await remaining(t, user.id)).toBe(2);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.json().credits.remaining).toBe(2);
  }, 60_000);

  it('uses a predefined scenario and frames other platforms square', async () => {
    const user = await signUp(t.app);
    const scenarios = (await t.app.inject({ method: 'GET', url: '/api/scenarios' })).json();
    const response = await enhance(t, user.cookie, enhanceForm(photo, { platform: 'rappi', style: 'natural', scenarioType: 'predefined', scenarioId: scenarios[0].id }));
    expect(response.statusCode).toBe(201);
    expect(response.json().aspectRatio).toBe('1:1');
    const image = await t.app.inject({ method: 'GET', url: response.json().enhancedPhotoUrl });
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1080]);
    const [row] = await t.database.db.select().from(enhancedPhotos).where(eq(enhancedPhotos.id, response.json().id));
    expect(row?.predefinedScenario).toBe(scenarios[0].id);
  }, 60_000);

  it('answers a retry with the same Idempotency-Key with the first result and charges once', async () => {
    const user = await signUp(t.app);
    const headers = { 'idempotency-key': 'tentativa-123' };
    const first = await enhance(t, user.cookie, enhanceForm(photo, fields), headers);
    const again = await enhance(t, user.cookie, enhanceForm(photo, fields), headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await remaining(t, user.id)).toBe(2);
    expect(await countPhotos(t, user.id)).toBe(1);
  }, 60_000);
});

describe('POST /api/photos/enhance: refusals and failures', () => {
  let t: TestApp;
  let failing: TestApp;
  let photo: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    failing = await createTestApp('pglite', {}, { engine: createFakePhotoEngine({ fail: new Error('boom') }) });
    photo = await makeDishPhoto({ width: 400, height: 300 });
  });
  afterAll(async () => {
    await t.close();
    await failing.close();
  });

  it('asks to sign in (401) and changes nothing', async () => {
    const response = await enhance(t, null, enhanceForm(photo, fields));
    expect(response.statusCode).toBe(401);
  });

  it('answers 402 with the out-of-credits message when none remain, and stores no row', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) expect((await enhance(t, user.cookie, enhanceForm(photo, fields))).statusCode).toBe(201);
    const response = await enhance(t, user.cookie, enhanceForm(photo, fields));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: 'no_credits', message: 'Seus créditos acabaram! Assine um plano para continuar criando.' });
    expect(await countPhotos(t, user.id)).toBe(3);
    expect(await remaining(t, user.id)).toBe(0);
  });

  it('refunds the credit and leaves no row when the engine fails', async () => {
    const user = await signUp(failing.app);
    const response = await enhance(failing, user.cookie, enhanceForm(photo, fields));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'enhance_failed', message: MSG.enhanceError });
    expect(await remaining(failing, user.id)).toBe(3);
    expect(await countPhotos(failing, user.id)).toBe(0);
    const ledger = await failing.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger.map((l) => l.reason)).toEqual(['signup_grant', 'reserve', 'refund']);
  });

  it.each(INVALID_PHOTO_FIELDS)('rejects %o with 400 "%s" without charging', async (override, message) => {
    const user = await signUp(t.app);
    const response = await enhance(t, user.cookie, enhanceForm(photo, { ...fields, ...override }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await remaining(t, user.id)).toBe(3);
  });

  it('rejects a file that is not an image (415) and a missing photo (400)', async () => {
    const user = await signUp(t.app);
    const text = await enhance(t, user.cookie, enhanceForm(Buffer.from('isto não é uma imagem'), fields, 'foto.jpg'));
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(MSG.notAnImage);
    const missing = await enhance(t, user.cookie, enhanceForm(null, fields));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MSG.photoRequired);
    expect(await remaining(t, user.id)).toBe(3);
  });

  it('rejects a photo over 10 MB with 413', async () => {
    const user = await signUp(t.app);
    const big = Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const response = await enhance(t, user.cookie, enhanceForm(big, fields));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(MSG.photoTooLarge);
    expect(await remaining(t, user.id)).toBe(3);
  });

  it('stores a rating, mirrors it on the photo, approves 4+ for training and edits it when rated again; a stranger gets 404', async () => {
    const user = await signUp(t.app);
    const created = (await enhance(t, user.cookie, enhanceForm(photo, fields))).json();
    const rate = (cookie: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/ratings', headers: { origin: ORIGIN, cookie }, payload });
    const loved = await rate(user.cookie, { creationId: created.id, rating: 5, composition: 4, comment: 'Ficou linda!' });
    expect(loved.statusCode).toBe(201);
    expect(loved.json()).toMatchObject({ rating: 5, isApprovedForTraining: true });
    const [photoRow] = await t.database.db.select().from(enhancedPhotos).where(eq(enhancedPhotos.id, created.id));
    expect(photoRow?.feedbackRating).toBe(5);
    const needsWork = await rate(user.cookie, { creationId: created.id, rating: 2 });
    expect(needsWork.json().isApprovedForTraining).toBe(false);
    // Rating again edits the user's one rating of the photo.
    const stored = await t.database.db.select().from(feedbackRatings).where(eq(feedbackRatings.creationId, created.id));
    expect(stored.map((r) => [r.rating, r.composition])).toEqual([[2, null]]);
    const [edited] = await t.database.db.select().from(enhancedPhotos).where(eq(enhancedPhotos.id, created.id));
    expect(edited?.feedbackRating).toBe(2);
    const stranger = await signUp(t.app);
    expect((await rate(stranger.cookie, { creationId: created.id, rating: 5 })).statusCode).toBe(404);
    expect((await rate(user.cookie, { creationId: created.id, rating: 7 })).json().message).toBe(MSG.ratingInvalid);
  });
});
