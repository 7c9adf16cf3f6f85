// "Cardápio inteiro": POST /api/photos/batch/check, POST /api/photos/batch, GET /api/photos/batch/:id and
// its zip — a menu made in the background in one look, one credit per photo made, a failed photo
// refunded, a shortfall of credits said before starting, and only the owner sees the batch.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import type { PhotoBatchCreated, PhotoBatchStatus } from '../../../shared/schemas/photo-batch.schema.ts';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { createFakePhotoEngine, type FakePhotoEngine } from '../../../../tests/helpers/fake-photo-engine.ts';
import { makeDishPhoto } from '../../../../tests/factories/dish-photo.ts';
import { listLedger, setCredits } from '../credits/credits.service.ts';
import { unzipStored } from './kit-zip.ts';
import * as batchRepo from './photo-batch.repo.ts';
import { createRemotePhotoEngineFrom } from '../../adapters/ai/remote-photo.engine.ts';
import { trainingExamples } from '../../db/schema/index.ts';

const fields = { platform: 'instagram', style: 'professional', scenarioType: 'ai-create' };
/** The photo whose enhancement the engine fails: 333 px wide (every other test photo is 400). */
const FAILING_WIDTH = 333;

function batchForm(photos: { bytes: Buffer; name: string; type?: string }[], extra: Record<string, string> = fields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  for (const photo of photos) form.append('photos', new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/jpeg' }), photo.name);
  return form;
}

async function menuPhotos(n: number, failing: number[] = []) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => ({
      bytes: await makeDishPhoto({ width: failing.includes(i) ? FAILING_WIDTH : 400, height: 300, centre: [0.4 + (i % 5) * 0.05, 0.5] }),
      name: `Prato ${i + 1}.jpg`,
    })),
  );
}

describe('"Cardápio inteiro" (menu batch)', () => {
  let t: TestApp;
  let engine: FakePhotoEngine;
  beforeAll(async () => {
    engine = createFakePhotoEngine({
      failEnhance: (input) => (sharpWidth(input) === FAILING_WIDTH ? new Error('engine crashed on this photo') : null),
    });
    t = await createTestApp('pglite', { rateLimits: { signInPerMinute: 10, signUpPerHour: 100, generationPerMinute: 100, photoCheckPerMinute: 100 } }, { engine });
  });
  afterAll(() => t.close());

  const start = (cookie: string, form: FormData, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/photos/batch', headers: { origin: ORIGIN, cookie, ...headers }, payload: form });
  const status = (id: string, cookie: string) => t.app.inject({ method: 'GET', url: `/api/photos/batch/${id}`, headers: { cookie } });
  const until = (id: string, cookie: string) => untilDone(t, id, cookie);
  const credits = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().credits.remaining as number;

  it('makes 5 of 8 photos with 5 credits, says so when it starts, and charges 5', async () => {
    const user = await signUp(t.app);
    await setCredits(t.database.db, { userId: user.id, remaining: 5, unlimited: false, reason: 'admin_set' });
    const response = await start(user.cookie, batchForm(await menuPhotos(8)));
    expect(response.statusCode).toBe(202);
    const created = response.json() as PhotoBatchCreated;
    expect(created).toMatchObject({ total: 8, accepted: 5 });
    expect(created.notice).toBe('Você tem 5 créditos: vamos fazer as 5 primeiras fotos de 8. As outras 3 ficam de fora e nada é cobrado por elas.');

    const done = await until(created.batchId, user.cookie);
    expect(done.items.map((item) => item.status)).toEqual(['done', 'done', 'done', 'done', 'done', 'failed', 'failed', 'failed']);
    expect(done.items.map((item) => item.filename)).toEqual(Array.from({ length: 8 }, (_, i) => `Prato ${i + 1}.jpg`));
    expect(done.items[5]!.error).toEqual({ code: 'no_credits', message: MSG.batchItemNoCredits });
    expect(done.counts).toEqual({ queued: 0, running: 0, done: 5, failed: 3 });
    expect(done.planning).toBe(false);
    for (const item of done.items.slice(0, 5)) expect(item.photo).toMatchObject({ aspectRatio: '1:1', mode: 'cutout', scenarioApplied: true });
    expect(await credits(user.cookie)).toBe(0);
    // The five photos are the user's creations like any other.
    const creations = (await t.app.inject({ method: 'GET', url: '/api/creations', headers: { cookie: user.cookie } })).json();
    expect(creations.items.filter((c: { type: string }) => c.type === 'photo')).toHaveLength(5);
  });

  it('enhances every photo of a menu with one look, as background work that yields to single photos', async () => {
    const user = await signUp(t.app);
    const before = engine.calls.length;
    const created = (await start(user.cookie, batchForm(await menuPhotos(3)))).json() as PhotoBatchCreated;
    await until(created.batchId, user.cookie);
    const calls = engine.calls.slice(before);
    const jobs = engine.enhanceJobs.slice(before);
    expect(calls).toHaveLength(3);
    expect(calls.every((call) => call.platform === 'instagram' && call.style === 'professional')).toBe(true);
    // One menu look for all: the same backdrop seed and surface on every photo.
    const looks = calls.map((call) => call.menu);
    expect(looks.every((look) => look !== undefined)).toBe(true);
    expect(new Set(looks.map((look) => JSON.stringify({ seed: look!.seed, surface: look!.surface }))).size).toBe(1);
    expect(jobs.every((job) => job?.background === true)).toBe(true);
  });

  it('refunds a photo whose enhancement fails and says so on its card; the others are made', async () => {
    const user = await signUp(t.app);
    await setCredits(t.database.db, { userId: user.id, remaining: 3, unlimited: false, reason: 'admin_set' });
    const created = (await start(user.cookie, batchForm(await menuPhotos(3, [1])))).json() as PhotoBatchCreated;
    expect(created).toMatchObject({ total: 3, accepted: 3, notice: null });
    const done = await until(created.batchId, user.cookie);
    expect(done.items.map((item) => item.status)).toEqual(['done', 'failed', 'done']);
    expect(done.items[1]).toMatchObject({ photo: null, error: { code: 'enhance_failed', message: MSG.batchItemFailed, refunded: true } });
    expect(await credits(user.cookie)).toBe(1);
    const ledger = await listLedger(t.database.db, user.id);
    expect(ledger.filter((entry) => entry.reason === 'refund')).toHaveLength(1);
    // The failed photo's original is not kept; the made ones' are.
    const items = await batchRepo.listItems(t.database.db, created.batchId);
    expect(await t.storage.get(items[1]!.originalKey!)).toBeNull();
    expect(await t.storage.get(items[0]!.originalKey!)).not.toBeNull();
  });

  it('refuses a user with no credit (402) and starts nothing', async () => {
    const user = await signUp(t.app);
    await setCredits(t.database.db, { userId: user.id, remaining: 0, unlimited: false, reason: 'admin_set' });
    const before = engine.calls.length;
    const response = await start(user.cookie, batchForm(await menuPhotos(2)));
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(MSG.outOfCredits);
    expect(engine.calls.length).toBe(before);
  });

  it('answers bad input in pt-BR and changes nothing', async () => {
    const user = await signUp(t.app);
    const [photo] = await menuPhotos(1);
    const none = await start(user.cookie, batchForm([]));
    expect([none.statusCode, none.json().message]).toEqual([400, MSG.batchPhotosRequired]);
    const many = await start(user.cookie, batchForm(Array.from({ length: 31 }, () => photo!)));
    expect([many.statusCode, many.json().message]).toEqual([400, MSG.batchTooMany]);
    const text = await start(user.cookie, batchForm([photo!, { bytes: Buffer.from('não é uma foto'), name: 'menu.txt', type: 'text/plain' }]));
    expect(text.statusCode).toBe(415);
    const platform = await start(user.cookie, batchForm([photo!], { ...fields, platform: 'orkut' }));
    expect([platform.statusCode, platform.json().message]).toEqual([400, MSG.completeAllSteps]);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/photos/batch', headers: { origin: ORIGIN }, payload: batchForm([photo!]) });
    expect(anonymous.statusCode).toBe(401);
    const before = engine.calls.length;
    const foreign = await t.app.inject({ method: 'POST', url: '/api/photos/batch', headers: { origin: 'https://evil.example', cookie: user.cookie }, payload: batchForm([photo!]) });
    expect([foreign.statusCode, foreign.json()]).toEqual([403, { error: 'foreign_origin', message: MSG.foreignOrigin }]);
    const foreignCheck = await t.app.inject({ method: 'POST', url: '/api/photos/batch/check', headers: { origin: 'https://evil.example', cookie: user.cookie }, payload: batchForm([photo!]) });
    expect(foreignCheck.statusCode).toBe(403);
    expect(engine.calls.length).toBe(before);
    expect(await credits(user.cookie)).toBe(3);
  });

  it('shows a batch to its owner only', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const created = (await start(owner.cookie, batchForm(await menuPhotos(1)))).json() as PhotoBatchCreated;
    expect((await status(created.batchId, other.cookie)).statusCode).toBe(404);
    expect((await status('nao-e-um-id', owner.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/photos/batch/${created.batchId}` })).statusCode).toBe(401);
    const zip = await t.app.inject({ method: 'GET', url: `/api/photos/batch/${created.batchId}/zip`, headers: { cookie: other.cookie } });
    expect(zip.statusCode).toBe(404);
  });

  it('replays the same batch for the same Idempotency-Key', async () => {
    const user = await signUp(t.app);
    const photos = await menuPhotos(2);
    const first = await start(user.cookie, batchForm(photos), { 'idempotency-key': 'cardapio-1' });
    const again = await start(user.cookie, batchForm(photos), { 'idempotency-key': 'cardapio-1' });
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().batchId).toBe(first.json().batchId);
    await until(first.json().batchId, user.cookie);
    expect(await credits(user.cookie)).toBe(1);
  });

  it('checks a chunk of photos for free: each photo its decision and warnings, an unreadable file its own error', async () => {
    const user = await signUp(t.app);
    const [photo] = await menuPhotos(1);
    const form = batchForm([photo!, { bytes: Buffer.from('não é uma foto'), name: 'menu.txt', type: 'text/plain' }, photo!]);
    const response = await t.app.inject({ method: 'POST', url: '/api/photos/batch/check', headers: { origin: ORIGIN, cookie: user.cookie }, payload: form });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.map((item: { filename: string }) => item.filename)).toEqual(['Prato 1.jpg', 'menu.txt', 'Prato 1.jpg']);
    expect(body.items[0].check).toMatchObject({ mode: 'cutout', scenarioApplied: true, warnings: [] });
    expect(body.items[1]).toMatchObject({ check: null, error: { code: 'unsupported_media_type', message: MSG.notAnImage } });
    expect(await credits(user.cookie)).toBe(3);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/photos/batch/check',
      headers: { origin: ORIGIN, cookie: user.cookie },
      payload: batchForm(Array.from({ length: 7 }, () => photo!)),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('zips the finished photos, one destination of each kit, or every kit in its folder', async () => {
    const user = await signUp(t.app);
    const created = (await start(user.cookie, batchForm(await menuPhotos(2)))).json() as PhotoBatchCreated;
    await until(created.batchId, user.cookie);
    const zip = (content?: string) =>
      t.app.inject({ method: 'GET', url: `/api/photos/batch/${created.batchId}/zip${content ? `?content=${content}` : ''}`, headers: { cookie: user.cookie } });

    const photos = await zip();
    expect(photos.statusCode).toBe(200);
    expect(photos.headers['content-type']).toBe('application/zip');
    expect(photos.headers['content-disposition']).toMatch(/^attachment; filename="foodart-cardapio-instagram-\d\d-\d\d-\d{4}\.zip"$/);
    const photoEntries = unzipStored(photos.rawPayload);
    expect(photoEntries.map((e) => e.name)).toEqual(['01-prato-1.jpg', '02-prato-2.jpg']);
    expect((await sharp(photoEntries[0]!.data).metadata()).width).toBe(1080);

    const stories = unzipStored((await zip('stories-9x16')).rawPayload);
    expect(stories.map((e) => e.name)).toEqual(['01-prato-1-stories-9x16.jpg', '02-prato-2-stories-9x16.jpg']);

    const kits = unzipStored((await zip('kits')).rawPayload);
    expect(kits.filter((e) => e.name.startsWith('01-prato-1/'))).toHaveLength(10);
    expect(kits.map((e) => e.name)).toContain('02-prato-2/README.txt');

    expect((await zip('orkut')).statusCode).toBe(400);
  });

  it('takes over a batch whose process died: its running photo starts again and is made', async () => {
    const user = await signUp(t.app);
    const [photo] = await menuPhotos(1);
    const key = `original-20261127-${'a'.repeat(32)}-orfao.jpg`;
    await t.storage.put(key, photo!.bytes, 'image/jpeg');
    const batch = await batchRepo.insertBatch(
      t.database.db,
      { userId: user.id, platform: 'ifood', style: 'natural', scenarioType: 'ai-create', seed: 7, ownerId: 'a-process-that-died' },
      [{ position: 0, filename: 'orfao.jpg', originalKey: key, status: 'running' }],
    );
    const done = await until(batch.id, user.cookie);
    expect(done.items[0]).toMatchObject({ status: 'done', photo: { aspectRatio: '4:3' } });
  });

  it('gives up, without charging, on a photo whose process died three times while making it', async () => {
    const user = await signUp(t.app);
    const [photo] = await menuPhotos(1);
    const key = `original-20261127-${'b'.repeat(32)}-tres-vezes.jpg`;
    await t.storage.put(key, photo!.bytes, 'image/jpeg');
    const before = engine.calls.length;
    const batch = await batchRepo.insertBatch(
      t.database.db,
      { userId: user.id, platform: 'ifood', style: 'natural', scenarioType: 'ai-create', seed: 7, ownerId: 'a-process-that-died-again' },
      [{ position: 0, filename: 'tres-vezes.jpg', originalKey: key, status: 'running', attempts: 3 }],
    );
    const done = await until(batch.id, user.cookie);
    expect(done.items[0]).toMatchObject({ status: 'failed', error: { code: 'enhance_failed', message: MSG.batchItemFailed } });
    expect(done.items[0]!.error!.refunded).toBeUndefined();
    expect(engine.calls.length).toBe(before);
    expect(await credits(user.cookie)).toBe(3);
  });
});

describe('"Cardápio inteiro" beside single photos', () => {
  it('starts a batch photo only when the in-process engine has no single photo running or waiting', async () => {
    const status = { state: 'ok' as const, running: 1, queued: 1, oldestRunningMs: 0, cancelling: 0 };
    const engine = createFakePhotoEngine({ status });
    const t = await createTestApp('pglite', { rateLimits: { signInPerMinute: 10, signUpPerHour: 100, generationPerMinute: 100 } }, { engine });
    try {
      const user = await signUp(t.app);
      const response = await t.app.inject({ method: 'POST', url: '/api/photos/batch', headers: { origin: ORIGIN, cookie: user.cookie }, payload: batchForm(await menuPhotos(1)) });
      const { batchId } = response.json() as PhotoBatchCreated;
      const read = async () => (await t.app.inject({ method: 'GET', url: `/api/photos/batch/${batchId}`, headers: { cookie: user.cookie } })).json() as PhotoBatchStatus;
      // Planned (checked) but not started while single photos hold the engine.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(engine.calls).toHaveLength(0);
      const waiting = await read();
      expect(waiting.items[0]!.status).toBe('queued');
      expect(waiting.planning).toBe(false);
      status.running = 0;
      status.queued = 0;
      for (let i = 0; i < 100 && !(await read()).done; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await read()).items[0]!.status).toBe('done');
      expect(engine.calls).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('"Cardápio inteiro" with a remote AI provider', () => {
  it("sends every photo to the provider with the admin's active training examples, as a single photo does", async () => {
    const prompts: string[] = [];
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c8a27a' } }).png().toBuffer();
    const remotePhoto = createRemotePhotoEngineFrom({
      name: 'gemini',
      generate: async ({ prompt }) => {
        prompts.push(prompt);
        return png;
      },
    });
    const t = await createTestApp('pglite', { rateLimits: { signInPerMinute: 10, signUpPerHour: 100, generationPerMinute: 100 } }, { remotePhoto });
    try {
      await t.database.db.insert(trainingExamples).values([
        { description: 'Hambúrguer artesanal em tábua de madeira, luz lateral quente', quality: 'excelente', isActive: true },
        { description: 'Exemplo desativado que não deve guiar nada', quality: 'ruim', isActive: false },
      ]);
      const user = await signUp(t.app);
      const response = await t.app.inject({ method: 'POST', url: '/api/photos/batch', headers: { origin: ORIGIN, cookie: user.cookie }, payload: batchForm(await menuPhotos(2)) });
      expect(response.statusCode).toBe(202);
      const { batchId } = response.json() as PhotoBatchCreated;
      const body = await untilDone(t, batchId, user.cookie);
      expect(body.counts).toMatchObject({ done: 2, failed: 0 });
      expect(prompts).toHaveLength(2);
      for (const prompt of prompts) {
        expect(prompt).toContain('Hambúrguer artesanal em tábua de madeira');
        expect(prompt).not.toContain('Exemplo desativado');
      }
    } finally {
      await t.close();
    }
  });
});

/** Polls the batch's status (each answer a 200) until it is done. */
async function untilDone(t: TestApp, id: string, cookie: string): Promise<PhotoBatchStatus> {
  for (let i = 0; i < 200; i++) {
    const response = await t.app.inject({ method: 'GET', url: `/api/photos/batch/${id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as PhotoBatchStatus;
    if (body.done) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the batch did not finish');
}

function sharpWidth(jpeg: Buffer): number {
  // SOF0/SOF2 marker: the frame's width, without decoding the image.
  for (let i = 2; i < jpeg.length - 9; i++) {
    if (jpeg[i] === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2)) return jpeg.readUInt16BE(i + 7);
  }
  return -1;
}
