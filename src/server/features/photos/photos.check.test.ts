// POST /api/photos/check: the free pre-check says what enhance will do with a photo (cut-out onto the
// scenario, or in place and why) and what is wrong with it, before any credit is spent.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { creditLedger, enhancedPhotos, userCredits } from '../../db/schema/index.ts';
import { createEnginePool, type PhotoEngine } from '../../adapters/engine/engine-pool.ts';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { createFakePhotoEngine, type FakePhotoEngine } from '../../../../tests/helpers/fake-photo-engine.ts';
import { CUT_BY_FRAME, enhanceForm, INVALID_PHOTO_FIELDS, makeDishPhoto } from '../../../../tests/factories/dish-photo.ts';
import { withGpsExif } from '../../../../tests/factories/gps-photo.ts';
import { createRemotePhotoEngineFrom } from '../../adapters/ai/remote-photo.engine.ts';

const fields = { platform: 'ifood', style: 'premium', scenarioType: 'ai-create' };

function post(t: TestApp, url: string, cookie: string | null, form: FormData) {
  return t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, payload: form });
}
const check = (t: TestApp, cookie: string | null, form: FormData) => post(t, '/api/photos/check', cookie, form);
const enhance = (t: TestApp, cookie: string | null, form: FormData) => post(t, '/api/photos/enhance', cookie, form);

async function remaining(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(userCredits).where(eq(userCredits.userId, userId));
  return row!.creditsRemaining;
}
async function countPhotos(t: TestApp, userId: string) {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(enhancedPhotos).where(eq(enhancedPhotos.userId, userId));
  return row!.n;
}
async function ledgerReasons(t: TestApp, userId: string) {
  return (await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).map((l) => l.reason);
}

describe('POST /api/photos/check with the real engine', () => {
  let t: TestApp;
  let engine: PhotoEngine;
  let cut: Buffer;
  let whole: Buffer;
  let scenarioId: string;
  beforeAll(async () => {
    engine = createEnginePool({ queueMax: 4 });
    t = await createTestApp('pglite', { rateLimits: { signInPerMinute: 10, signUpPerHour: 100, generationPerMinute: 100, photoCheckPerMinute: 100 } }, { engine });
    [cut, whole] = await Promise.all([makeDishPhoto(CUT_BY_FRAME), makeDishPhoto()]);
    scenarioId = (await t.app.inject({ method: 'GET', url: '/api/scenarios' })).json()[0].id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await engine.close();
  });

  it('warns that a dish cut by the frame keeps its background, charges nothing, and enhance then does exactly that', async () => {
    const user = await signUp(t.app);
    const chosen = { ...fields, scenarioType: 'predefined', scenarioId };
    const answer = await check(t, user.cookie, enhanceForm(cut, chosen));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      mode: 'in-place',
      scenarioApplied: false,
      reason: 'touches-edge',
      scenarioName: 'Mesa de Madeira Rústica',
      photo: { width: 1200, height: 900 },
    });
    expect(answer.json().warnings[0]).toEqual({
      code: 'touches-edge',
      message: 'O prato encosta na borda da foto: o cenário escolhido não vai aparecer. Vamos melhorar luz, cor e nitidez mantendo o fundo original.',
    });
    // Nothing spent, nothing recorded.
    expect(await remaining(t, user.id)).toBe(3);
    expect(await countPhotos(t, user.id)).toBe(0);
    expect(await ledgerReasons(t, user.id)).toEqual(['signup_grant']);

    // "Continuar": the paid enhancement makes the decision the check announced, and says so.
    const made = await enhance(t, user.cookie, enhanceForm(cut, chosen));
    expect(made.statusCode).toBe(201);
    const body = made.json();
    expect(body).toMatchObject({ mode: 'in-place', scenarioApplied: false, reason: 'touches-edge', cutoutUrl: null, scenarioName: 'Mesa de Madeira Rústica' });
    expect(body.sourceWindow).toEqual({ left: expect.any(Number), top: expect.any(Number), width: expect.any(Number), height: expect.any(Number) });
    const [row] = await t.database.db.select().from(enhancedPhotos).where(eq(enhancedPhotos.id, body.id));
    expect(row).toMatchObject({ mode: 'in-place', scenarioApplied: false, inPlaceReason: 'touches-edge', sourceWindow: body.sourceWindow });
    expect(await remaining(t, user.id)).toBe(2);
  }, 120_000);

  it('announces a cut-out for a whole dish, and enhance cuts it out onto the scenario', async () => {
    const user = await signUp(t.app);
    const answer = await check(t, user.cookie, enhanceForm(whole, fields));
    expect(answer.json()).toMatchObject({ mode: 'cutout', scenarioApplied: true, reason: null, warnings: [], scenarioName: null, notice: null });
    const made = (await enhance(t, user.cookie, enhanceForm(whole, fields))).json();
    expect(made).toMatchObject({ mode: 'cutout', scenarioApplied: true, reason: null });
    expect(made.cutoutUrl).toMatch(/\.png$/);
    // The window of the original the 4:3 frame shows: the same proportions as the frame.
    const window = made.sourceWindow;
    expect((window.width * 1200) / (window.height * 900)).toBeCloseTo(4 / 3, 1);
  }, 120_000);

  it('warns about a dark photo and a photo too small for the platform, still charging nothing', async () => {
    const user = await signUp(t.app);
    const dark = (await check(t, user.cookie, enhanceForm(await makeDishPhoto({ exposure: 0.35 }), fields))).json();
    expect(dark.warnings).toContainEqual({ code: 'dark', message: MSG.checkDark });
    const small = (await check(t, user.cookie, enhanceForm(await makeDishPhoto({ width: 400, height: 300 }), { ...fields, platform: 'instagram' }))).json();
    expect(small.warnings).toContainEqual({ code: 'too-small', message: MSG.checkTooSmall });
    expect(small.photo).toEqual({ width: 400, height: 300 });
    // A photo that needs no enlargement for iFood's 1200×900 frame is not "too small" there.
    const fits = (await check(t, user.cookie, enhanceForm(whole, fields))).json();
    expect(fits.warnings.map((w: { code: string }) => w.code)).not.toContain('too-small');
    expect(await remaining(t, user.id)).toBe(3);
  }, 120_000);
});

describe('POST /api/photos/check: what the engine is given, refusals and limits', () => {
  let t: TestApp;
  let engine: FakePhotoEngine;
  let photo: Buffer;
  beforeAll(async () => {
    engine = createFakePhotoEngine();
    t = await createTestApp('pglite', { rateLimits: { signInPerMinute: 10, signUpPerHour: 100, generationPerMinute: 100, photoCheckPerMinute: 3 } }, { engine });
    photo = await makeDishPhoto({ width: 400, height: 300 });
  });
  afterAll(() => t.close());

  it('asks to sign in (401)', async () => {
    const response = await check(t, null, enhanceForm(photo, fields));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(engine.checkCalls).toHaveLength(0);
  });

  it('analyses the same metadata-free bytes enhance gives the engine', async () => {
    const user = await signUp(t.app);
    const gps = await withGpsExif(await makeDishPhoto({ width: 320, height: 240 }), 'jpeg');
    const before = engine.checkCalls.length;
    expect((await check(t, user.cookie, enhanceForm(gps, fields))).statusCode).toBe(200);
    expect((await enhance(t, user.cookie, enhanceForm(gps, fields))).statusCode).toBe(201);
    const checked = engine.checkCalls[before]!.input;
    expect(Buffer.compare(checked, engine.enhanceInputs.at(-1)!)).toBe(0);
    expect((await sharp(checked).metadata()).exif).toBeUndefined();
    expect(engine.checkCalls[before]!.platform).toBe('ifood');
  });

  it.each(INVALID_PHOTO_FIELDS)('rejects %o with 400 {error, message: "%s"}', async (override, message) => {
    const user = await signUp(t.app);
    const response = await check(t, user.cookie, enhanceForm(photo, { ...fields, ...override }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String), message });
  });

  it('rejects a file that is not an image (415), a missing photo (400) and one over 10 MB (413)', async () => {
    const user = await signUp(t.app);
    const text = await check(t, user.cookie, enhanceForm(Buffer.from('isto não é uma imagem'), fields, 'foto.jpg'));
    expect([text.statusCode, text.json().message]).toEqual([415, MSG.notAnImage]);
    const missing = await check(t, user.cookie, enhanceForm(null, fields));
    expect([missing.statusCode, missing.json().message]).toEqual([400, MSG.photoRequired]);
    const big = await check(t, user.cookie, enhanceForm(Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024 + 1)]), fields));
    expect([big.statusCode, big.json().message]).toEqual([413, MSG.photoTooLarge]);
  });

  it('allows RATE_LIMIT_PHOTO_CHECK_PER_MINUTE checks per session, then 429 in pt-BR; enhancing is not counted against it', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) expect((await check(t, user.cookie, enhanceForm(photo, fields))).statusCode).toBe(200);
    const limited = await check(t, user.cookie, enhanceForm(photo, fields));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.any(String), message: MSG.tooManyRequests });
    expect((await enhance(t, user.cookie, enhanceForm(photo, fields))).statusCode).toBe(201);
    // Another user has a budget of their own.
    const other = await signUp(t.app);
    expect((await check(t, other.cookie, enhanceForm(photo, fields))).statusCode).toBe(200);
  });

  it('counts the early uploads in the same budget as the checks (both run the model)', async () => {
    const user = await signUp(t.app);
    const upload = () => t.app.inject({ method: 'POST', url: '/api/photos/uploads', headers: { origin: ORIGIN, cookie: user.cookie }, payload: enhanceForm(photo, {}) });
    expect((await upload()).statusCode).toBe(201);
    expect((await upload()).statusCode).toBe(201);
    expect((await check(t, user.cookie, enhanceForm(photo, fields))).statusCode).toBe(200);
    const limited = await upload();
    expect([limited.statusCode, limited.json().message]).toEqual([429, MSG.tooManyRequests]);
    expect((await check(t, user.cookie, enhanceForm(photo, fields))).statusCode).toBe(429);
  });
});

describe('POST /api/photos/check and enhance: the decision persisted and listed', () => {
  let t: TestApp;
  beforeAll(async () => {
    const engine = createFakePhotoEngine({ decision: { mode: 'in-place', reason: 'close-up', issues: ['blurred'], sourceWindow: { left: 0.1, top: 0, width: 0.8, height: 1 } } });
    t = await createTestApp('pglite', {}, { engine });
  });
  afterAll(() => t.close());

  it('tells a close-up and a blurred photo apart in order, and Minhas Criações says the scenario was not applied', async () => {
    const user = await signUp(t.app);
    const photo = await makeDishPhoto({ width: 400, height: 300 });
    const answer = (await check(t, user.cookie, enhanceForm(photo, fields))).json();
    expect(answer.warnings).toEqual([
      { code: 'close-up', message: MSG.checkCloseUp },
      { code: 'blurred', message: MSG.checkBlurred },
    ]);
    const made = (await enhance(t, user.cookie, enhanceForm(photo, fields))).json();
    expect(made).toMatchObject({ mode: 'in-place', scenarioApplied: false, reason: 'close-up', sourceWindow: { left: 0.1, top: 0, width: 0.8, height: 1 } });
    const page = (await t.app.inject({ method: 'GET', url: '/api/creations', headers: { cookie: user.cookie } })).json();
    expect(page.items[0]).toMatchObject({ id: made.id, type: 'photo', mode: 'in-place', scenarioApplied: false, scenarioName: null });
  });

  it('lists an older photo, made before the mode was recorded, with mode and scenarioApplied unknown (null)', async () => {
    const user = await signUp(t.app);
    await t.database.db.insert(enhancedPhotos).values({
      userId: user.id,
      originalPhotoUrl: '/storage/foodart/original-1-a.jpg',
      enhancedPhotoUrl: '/storage/foodart/enhanced/a.jpg',
      enhancementStyle: 'natural',
      platform: 'ifood',
      aspectRatio: '4:3',
      processingTimeSeconds: 2,
      scenarioType: 'ai-create',
    });
    const page = (await t.app.inject({ method: 'GET', url: '/api/creations', headers: { cookie: user.cookie } })).json();
    expect(page.items[0]).toMatchObject({ mode: null, scenarioApplied: null });
  });
});

describe('POST /api/photos/check with a remote AI provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c8a27a' } }).png().toBuffer();
    t = await createTestApp('pglite', {}, { remotePhoto: createRemotePhotoEngineFrom({ name: 'gemini', generate: async () => png }) });
  });
  afterAll(() => t.close());

  it('says the provider redraws the photo with the scenario (no cut-out decision), and enhance reports the same', async () => {
    const user = await signUp(t.app);
    const photo = await makeDishPhoto({ width: 400, height: 300 });
    const answer = (await check(t, user.cookie, enhanceForm(photo, fields))).json();
    expect(answer).toEqual({
      mode: 'generative',
      scenarioApplied: true,
      reason: null,
      warnings: [],
      photo: null,
      scenarioName: null,
      notice: MSG.checkGenerative,
      uploadToken: expect.any(String),
      uploadExpiresAt: expect.any(String),
    });
    const made = (await enhance(t, user.cookie, enhanceForm(photo, fields))).json();
    expect(made).toMatchObject({ mode: 'generative', scenarioApplied: true, reason: null, sourceWindow: null });
    expect(await remaining(t, user.id)).toBe(2);
  });
});
