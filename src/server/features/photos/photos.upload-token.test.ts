// The photo crosses the network once: POST /api/photos/check stages the photo it received and answers
// an `uploadToken`; POST /api/photos/enhance takes that token instead of the file. Only the owner can
// use it, only while it lives, and a refused token charges nothing.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorage } from '../../adapters/storage/create-storage.ts';
import type { S3Storage } from '../../adapters/storage/s3.storage.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { createDeps } from '../../deps.ts';
import { MSG } from '../../../shared/messages.ts';
import { creditLedger, enhancedPhotos, photoUploads, userCredits } from '../../db/schema/index.ts';
import { createTestApp, openTestDatabase, ORIGIN, signUp, testConfig, testDrivers, testStorage, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { startS3rver, type RunningS3rver } from '../../../../tests/helpers/s3rver.ts';
import { createFakePhotoEngine, type FakePhotoEngine } from '../../../../tests/helpers/fake-photo-engine.ts';
import { enhanceForm, makeDishPhoto } from '../../../../tests/factories/dish-photo.ts';
import { withGpsExif } from '../../../../tests/factories/gps-photo.ts';
import { UPLOAD_SLOT_TTL_MS } from '../../../shared/constants.ts';
import { UPLOAD_SLOTS_PER_USER } from './photo-uploads.service.ts';

const fields = { platform: 'ifood', style: 'premium', scenarioType: 'ai-create' };
const UPLOAD_EXPIRED = { error: 'upload_expired', message: MSG.photoUploadExpired };

/** What fails on demand: the engine's enhancements, its checks, or storing an enhanced photo. */
type Failing = { enhance: boolean; check: boolean; enhancedWrite: boolean };

/** The fake engine, made to fail its enhancements or its checks on demand. */
function switchableEngine(failing: Failing) {
  const fake = createFakePhotoEngine();
  const engine: FakePhotoEngine = {
    ...fake,
    checkPhoto: (input, platform) => (failing.check ? Promise.reject(new Error('check boom')) : fake.checkPhoto(input, platform)),
    enhancePhoto: (input, options) => (failing.enhance ? Promise.reject(new Error('boom')) : fake.enhancePhoto(input, options)),
  };
  return { engine, fake };
}

/** The test store, recording the keys written and failing to write an enhanced photo on demand. */
function switchableStorage(failing: Failing): Storage & { written: string[] } {
  const base = testStorage();
  const written: string[] = [];
  return {
    driver: base.driver,
    written,
    put: async (key, body, contentType) => {
      if (failing.enhancedWrite && key.startsWith('enhanced/')) throw new Error('disk full');
      await base.put(key, body, contentType);
      written.push(key);
    },
    get: (key) => base.get(key),
    delete: (key) => base.delete(key),
    publicUrl: (key) => base.publicUrl(key),
    viewUrl: (key) => base.viewUrl(key),
    keyOf: (url) => base.keyOf(url),
    ping: () => base.ping(),
  };
}

describe.each(testDrivers())('Foto Pro upload token on %s', (driver) => {
  let t: TestApp;
  let fake: FakePhotoEngine;
  const failing: Failing = { enhance: false, check: false, enhancedWrite: false };
  let storage: ReturnType<typeof switchableStorage>;
  let photo: Buffer;

  const post = (url: string, cookie: string, form: FormData, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie, ...headers }, payload: form });
  const check = (cookie: string, bytes: Buffer = photo) => post('/api/photos/check', cookie, enhanceForm(bytes, fields, 'Prato do Dia.jpg'));
  const enhanceByToken = (cookie: string, uploadToken: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    post('/api/photos/enhance', cookie, enhanceForm(null, { ...fields, ...extra, uploadToken }), headers);
  const remaining = async (userId: string) =>
    (await t.database.db.select().from(userCredits).where(eq(userCredits.userId, userId)))[0]!.creditsRemaining;
  const photosOf = async (userId: string) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(enhancedPhotos).where(eq(enhancedPhotos.userId, userId)))[0]!.n;
  const slotsOf = (userId: string) => t.database.db.select().from(photoUploads).where(eq(photoUploads.userId, userId));
  const ledgerOf = async (userId: string) => (await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId))).map((l) => l.reason);

  beforeAll(async () => {
    const switchable = switchableEngine(failing);
    fake = switchable.fake;
    storage = switchableStorage(failing);
    const rateLimits = { signInPerMinute: 10, signUpPerHour: 100, generationPerMinute: 100, photoCheckPerMinute: 100 };
    t = await createTestApp(driver, { rateLimits }, { engine: switchable.engine, storage });
    photo = await withGpsExif(await makeDishPhoto({ width: 400, height: 300 }), 'jpeg');
  });
  afterAll(() => t.close());

  it('enhances the very bytes the check received from its token alone, charging one credit per photo made', async () => {
    const user = await signUp(t.app);
    const checked = await check(user.cookie);
    expect(checked.statusCode).toBe(200);
    const { uploadToken, uploadExpiresAt } = checked.json();
    expect(uploadToken).toEqual(expect.any(String));
    const lifetime = Date.parse(uploadExpiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(UPLOAD_SLOT_TTL_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(UPLOAD_SLOT_TTL_MS);
    const checkedBytes = fake.checkCalls.at(-1)!.input;
    expect(await remaining(user.id)).toBe(3);

    const made = await enhanceByToken(user.cookie, uploadToken);
    expect(made.statusCode).toBe(201);
    const body = made.json();
    expect(body.credits).toEqual({ remaining: 2, total: 3, unlimited: false });
    // The engine got the check's metadata-free bytes, not a second re-encoding of them.
    expect(Buffer.compare(fake.enhanceInputs.at(-1)!, checkedBytes)).toBe(0);
    // The original kept with the photo is those bytes, under the user's file name, and its owner sees it.
    expect(body.originalPhotoUrl).toMatch(/\/storage\/foodart\/original-\d+-[0-9a-f]+-prato-do-dia\.jpg$/);
    const original = await t.app.inject({ method: 'GET', url: body.originalPhotoUrl, headers: { cookie: user.cookie } });
    expect(original.statusCode).toBe(200);
    expect(Buffer.compare(original.rawPayload, checkedBytes)).toBe(0);
    expect(await photosOf(user.id)).toBe(1);

    // "Aplicar Outro Estilo": the same token again, another photo, another credit.
    const again = await enhanceByToken(user.cookie, uploadToken, { style: 'minimal' });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(body.id);
    expect(await remaining(user.id)).toBe(1);
    expect(await photosOf(user.id)).toBe(2);
  });

  it("refuses another user's token, an unknown one and an expired one with 400 upload_expired, charging nothing", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { uploadToken } = (await check(owner.cookie)).json();
    const enhancedBefore = fake.enhanceInputs.length;

    const foreign = await enhanceByToken(stranger.cookie, uploadToken);
    expect([foreign.statusCode, foreign.json()]).toEqual([400, UPLOAD_EXPIRED]);
    for (const unknown of ['3f0c3c1e-1111-4c59-8d1f-2f1d7f6f0a99', 'nao-e-um-token', 'x'.repeat(500)]) {
      const answer = await enhanceByToken(owner.cookie, unknown);
      expect([answer.statusCode, answer.json()]).toEqual([400, UPLOAD_EXPIRED]);
    }

    // The slot outlives its time (as 15 minutes later).
    await t.database.db.update(photoUploads).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(photoUploads.id, uploadToken));
    const expired = await enhanceByToken(owner.cookie, uploadToken);
    expect([expired.statusCode, expired.json()]).toEqual([400, UPLOAD_EXPIRED]);

    expect(fake.enhanceInputs.length).toBe(enhancedBefore);
    for (const user of [owner, stranger]) {
      expect(await remaining(user.id)).toBe(3);
      expect(await photosOf(user.id)).toBe(0);
      expect(await ledgerOf(user.id)).toEqual(['signup_grant']);
    }
  });

  it('takes the photo alone as soon as it is chosen: the check and enhance then name it, and it is sent once', async () => {
    const user = await signUp(t.app);
    const lookedAt = fake.checkCalls.length;
    const uploaded = await post('/api/photos/uploads', user.cookie, enhanceForm(photo, {}, 'Prato do Dia.jpg'));
    expect(uploaded.statusCode).toBe(201);
    const { uploadToken, uploadExpiresAt } = uploaded.json();
    expect(Date.parse(uploadExpiresAt) - Date.now()).toBeGreaterThan(UPLOAD_SLOT_TTL_MS - 60_000);
    expect(await slotsOf(user.id)).toHaveLength(1);
    // The idle engine looks at the photo at once, while the user still chooses (its model's answer is
    // remembered for the check and the generation).
    await vi.waitFor(() => expect(fake.checkCalls.length).toBe(lookedAt + 1));
    const checksBefore = fake.checkCalls.length;

    // The check by token looks at the staged bytes (metadata already stripped) and answers the same token.
    const checked = await post('/api/photos/check', user.cookie, enhanceForm(null, { ...fields, uploadToken }));
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ mode: 'cutout', uploadToken, uploadExpiresAt: new Date(uploadExpiresAt).toISOString() });
    expect(fake.checkCalls.length).toBe(checksBefore + 1);
    const staged = fake.checkCalls.at(-1)!.input;
    expect(staged.includes(Buffer.from('GPS'))).toBe(false);
    expect(await slotsOf(user.id)).toHaveLength(1); // no second copy

    const made = await enhanceByToken(user.cookie, uploadToken);
    expect(made.statusCode).toBe(201);
    expect(Buffer.compare(fake.enhanceInputs.at(-1)!, staged)).toBe(0);
    expect(await remaining(user.id)).toBe(2);
  });

  it('refuses an upload that is no image, or has no photo, and a check naming a token it cannot use, charging nothing', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const notImage = await post('/api/photos/uploads', owner.cookie, enhanceForm(Buffer.from('%PDF-1.4 not a photo'), {}));
    expect([notImage.statusCode, notImage.json().message]).toEqual([415, MSG.notAnImage]);
    const empty = await post('/api/photos/uploads', owner.cookie, enhanceForm(null, {}));
    expect([empty.statusCode, empty.json().message]).toEqual([400, MSG.photoRequired]);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/photos/uploads', headers: { origin: ORIGIN }, payload: enhanceForm(photo, {}) });
    expect(anonymous.statusCode).toBe(401);
    expect(await slotsOf(owner.id)).toHaveLength(0);

    const { uploadToken } = (await post('/api/photos/uploads', owner.cookie, enhanceForm(photo, {}))).json();
    const foreign = await post('/api/photos/check', stranger.cookie, enhanceForm(null, { ...fields, uploadToken }));
    expect([foreign.statusCode, foreign.json()]).toEqual([400, UPLOAD_EXPIRED]);
    const both = await post('/api/photos/check', owner.cookie, enhanceForm(photo, { ...fields, uploadToken }));
    expect([both.statusCode, both.json().error]).toEqual([400, 'photo_or_upload_token']);
    expect(await remaining(owner.id)).toBe(3);
  });

  it('keeps only a user\'s newest staged photos: older tokens stop working, other users\' stay', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const { uploadToken: othersToken } = (await post('/api/photos/uploads', other.cookie, enhanceForm(photo, {}))).json();
    const tokens: string[] = [];
    for (let i = 0; i < UPLOAD_SLOTS_PER_USER + 2; i += 1) tokens.push((await post('/api/photos/uploads', user.cookie, enhanceForm(photo, {}))).json().uploadToken);
    const live = (await slotsOf(user.id)).map((slot) => slot.id).sort();
    expect(live).toEqual(tokens.slice(2).sort());
    const stale = await post('/api/photos/check', user.cookie, enhanceForm(null, { ...fields, uploadToken: tokens[0]! }));
    expect([stale.statusCode, stale.json()]).toEqual([400, UPLOAD_EXPIRED]);
    expect((await post('/api/photos/check', user.cookie, enhanceForm(null, { ...fields, uploadToken: tokens.at(-1)! }))).statusCode).toBe(200);
    expect((await post('/api/photos/check', other.cookie, enhanceForm(null, { ...fields, uploadToken: othersToken }))).statusCode).toBe(200);
  });

  it('still enhances a photo sent as a file, and refuses a file and a token together', async () => {
    const user = await signUp(t.app);
    const byFile = await post('/api/photos/enhance', user.cookie, enhanceForm(photo, fields));
    expect(byFile.statusCode).toBe(201);
    expect(await remaining(user.id)).toBe(2);

    const { uploadToken } = (await check(user.cookie)).json();
    const both = await post('/api/photos/enhance', user.cookie, enhanceForm(photo, { ...fields, uploadToken }));
    expect([both.statusCode, both.json()]).toEqual([400, { error: 'photo_or_upload_token', message: MSG.photoOrUploadToken }]);
    const neither = await post('/api/photos/enhance', user.cookie, enhanceForm(null, fields));
    expect([neither.statusCode, neither.json().message]).toEqual([400, MSG.photoRequired]);
    expect(await remaining(user.id)).toBe(2);
  });

  it('answers a retry with the same Idempotency-Key and token with the first photo, charging once', async () => {
    const user = await signUp(t.app);
    const { uploadToken } = (await check(user.cookie)).json();
    const headers = { 'idempotency-key': `token-${user.id}` };
    const first = await enhanceByToken(user.cookie, uploadToken, {}, headers);
    const retry = await enhanceByToken(user.cookie, uploadToken, {}, headers);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json().id).toBe(first.json().id);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await remaining(user.id)).toBe(2);
    expect(await photosOf(user.id)).toBe(1);
  });

  it('refunds the credit when the engine fails on a token, and the token still serves the retry', async () => {
    const user = await signUp(t.app);
    const { uploadToken } = (await check(user.cookie)).json();
    failing.enhance = true;
    try {
      const failed = await enhanceByToken(user.cookie, uploadToken);
      expect([failed.statusCode, failed.json()]).toEqual([500, { error: 'enhance_failed', message: MSG.enhanceError }]);
    } finally {
      failing.enhance = false;
    }
    expect(await remaining(user.id)).toBe(3);
    expect(await ledgerOf(user.id)).toEqual(['signup_grant', 'reserve', 'refund']);
    const retried = await enhanceByToken(user.cookie, uploadToken);
    expect(retried.statusCode).toBe(201);
    expect(await remaining(user.id)).toBe(2);
  });

  it('refunds the credit and keeps no file when the result cannot be stored, and the token still serves the retry', async () => {
    const user = await signUp(t.app);
    const { uploadToken } = (await check(user.cookie)).json();
    const [slot] = await slotsOf(user.id);
    const before = storage.written.length;
    failing.enhancedWrite = true;
    try {
      const failed = await enhanceByToken(user.cookie, uploadToken);
      expect([failed.statusCode, failed.json()]).toEqual([500, { error: 'enhance_failed', message: MSG.enhanceError }]);
    } finally {
      failing.enhancedWrite = false;
    }
    const leftOver = storage.written.slice(before);
    expect(leftOver.length).toBeGreaterThan(0);
    for (const key of leftOver) expect(await t.storage.get(key), key).toBeNull();
    expect(await t.storage.get(slot!.storageKey)).not.toBeNull();
    expect(await remaining(user.id)).toBe(3);
    expect(await photosOf(user.id)).toBe(0);
    expect((await enhanceByToken(user.cookie, uploadToken)).statusCode).toBe(201);
  });

  it('keeps no slot for a check that failed, and sweeps expired slots (file and row) on later checks', async () => {
    const user = await signUp(t.app);
    failing.check = true;
    try {
      expect((await check(user.cookie)).statusCode).toBe(500);
    } finally {
      failing.check = false;
    }
    expect(await slotsOf(user.id)).toEqual([]);

    const { uploadToken } = (await check(user.cookie)).json();
    const [slot] = await slotsOf(user.id);
    expect(slot!.id).toBe(uploadToken);
    expect(await t.storage.get(slot!.storageKey)).not.toBeNull();
    // A staged photo is a private upload: not even its owner can load it by URL (it is no photo of theirs yet).
    const direct = await t.app.inject({ method: 'GET', url: t.storage.publicUrl(slot!.storageKey), headers: { cookie: user.cookie } });
    expect(direct.statusCode).toBe(404);

    await t.database.db.update(photoUploads).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(photoUploads.id, uploadToken));
    // Each check sweeps a batch; enough checks (by anyone) reach this slot whatever else expired before it.
    const other = await signUp(t.app);
    for (let i = 0; i < 3 && (await slotsOf(user.id)).length > 0; i += 1) await check(other.cookie);
    expect(await slotsOf(user.id)).toEqual([]);
    expect(await t.storage.get(slot!.storageKey)).toBeNull();
  });
});

describe.each(testDrivers())('Foto Pro upload token across two replicas on one database and one S3 store (%s)', (driver) => {
  let s3: RunningS3rver;
  let storage: S3Storage;
  let database: Database;
  let replicas: FastifyInstance[];
  beforeAll(async () => {
    s3 = await startS3rver();
    storage = createStorage(s3.config) as S3Storage;
    database = await openTestDatabase(driver);
    const config = testConfig({ storage: { ...s3.config, forcePathStyle: true } });
    replicas = await Promise.all(
      [0, 1].map(async () => buildApp({ ...(await createDeps(config, { database, storage, engine: createFakePhotoEngine(), remotePhoto: null })), logger: false })),
    );
  });
  afterAll(async () => {
    await Promise.all(replicas.map((app) => app.close()));
    await database.close();
    storage.destroy();
    await s3.close();
  });

  it('checks on one replica and enhances by token on the other, the staged photo private in the bucket', async () => {
    const [first, second] = replicas as [FastifyInstance, FastifyInstance];
    const user = await signUp(first);
    const photo = await makeDishPhoto({ width: 400, height: 300 });
    const post = (app: FastifyInstance, url: string, form: FormData) => app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie: user.cookie }, payload: form });

    const checked = await post(first, '/api/photos/check', enhanceForm(photo, fields));
    expect(checked.statusCode).toBe(200);
    const { uploadToken } = checked.json();
    const [slot] = await database.db.select().from(photoUploads).where(eq(photoUploads.id, uploadToken));
    // Staged under a private key: the bucket stores it `private, no-store`, like the originals.
    const staged = await fetch(await storage.viewUrl(slot!.storageKey));
    expect(staged.headers.get('cache-control')).toBe('private, no-store');

    const made = await post(second, '/api/photos/enhance', enhanceForm(null, { ...fields, uploadToken }));
    expect(made.statusCode).toBe(201);
    expect(made.json().credits.remaining).toBe(2);
    const original = await fetch(made.json().originalPhotoUrl);
    expect(Buffer.from(await original.arrayBuffer()).equals(Buffer.from(await staged.arrayBuffer()))).toBe(true);
  });
});
