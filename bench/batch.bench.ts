// "Cardápio inteiro" benchmark: a menu of 8 photos as one batch (POST /api/photos/batch, then polling
// its status) against the same 8 photos sent as 8 single Foto Pro requests one after another (the
// baseline, same run, same app), through the real app (Fastify inject, PGlite, the real piscina engine);
// and how long a single photo takes while a batch runs, against the same photo on an idle engine
// (batch work yields to single photos). Every request gets bytes of its own (uniqueVariant), so no
// answer is served from the engine's segmentation memo of an earlier request.
import sharp from 'sharp';
import { createEnginePool } from '../src/server/adapters/engine/engine-pool.ts';
import { setCredits } from '../src/server/features/credits/credits.service.ts';
import type { PhotoBatchStatus } from '../src/shared/schemas/photo-batch.schema.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { createStorage } from '../src/server/adapters/storage/create-storage.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { createDeps } from '../src/server/deps.ts';

const ORIGIN = 'http://localhost:3000';
import { uniqueVariant } from './queue.bench.ts';

const FIELDS = { platform: 'ifood', style: 'professional', scenarioType: 'ai-create' };

function form(photos: { bytes: Buffer; name: string }[], field: 'photo' | 'photos'): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(FIELDS)) body.append(key, value);
  for (const photo of photos) body.append(field, new Blob([new Uint8Array(photo.bytes)], { type: 'image/jpeg' }), photo.name);
  return body;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function benchBatch(sources: { name: string; bytes: Buffer }[]): Promise<string> {
  const engine = createEnginePool({ queueMax: 64 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foodart-bench-batch-'));
  // The app as `npm start` builds it (embedded PGlite, local storage), with the rate limits out of the way.
  const config = loadConfig(
    { NODE_ENV: 'test', BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    { rateLimits: { signInPerMinute: 100, signUpPerHour: 100, generationPerMinute: 10_000, photoCheckPerMinute: 10_000 } },
  );
  const database = await openDatabase({ kind: 'pglite-memory' });
  const storage = createStorage({ driver: 'local', root: dataDir, publicBaseUrl: '' });
  const app = await buildApp({ ...(await createDeps(config, { database, storage, engine, remotePhoto: null })), logger: false });
  const t = { app, database };
  try {
    await engine.warmUp();
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { name: 'Bench Cardápio', email: `bench.${Date.now()}@exemplo.com.br`, password: 'senha-forte', whatsapp: '(11) 98765-4321' },
    });
    if (signUp.statusCode !== 200) throw new Error(`sign-up: ${signUp.statusCode}`);
    const raw = signUp.headers['set-cookie'];
    const user = { id: (signUp.json() as { user: { id: string } }).user.id, cookie: (Array.isArray(raw) ? raw : [raw ?? '']).map((c) => c.split(';')[0]).join('; ') };
    await setCredits(database.db, { userId: user.id, remaining: 0, unlimited: true, reason: 'admin_set' });
    // As the browser sends them: at most 1600 px.
    const photos = await Promise.all(sources.map(async (s) => ({ name: s.name, bytes: await sharp(s.bytes).rotate().resize(1600, 1600, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer() })));
    let variant = 0;
    const fresh = async () => Promise.all(photos.map(async (p) => ({ name: p.name, bytes: await uniqueVariant(p.bytes, variant++) })));
    const single = async (photo: { bytes: Buffer; name: string }) => {
      const started = performance.now();
      const response = await t.app.inject({ method: 'POST', url: '/api/photos/enhance', headers: { origin: ORIGIN, cookie: user.cookie }, payload: form([photo], 'photo') });
      if (response.statusCode !== 201) throw new Error(`single photo: ${response.statusCode} ${response.body}`);
      return performance.now() - started;
    };

    // Baseline: 8 single requests, one after another.
    const singles: number[] = [];
    const singleStarted = performance.now();
    for (const photo of await fresh()) singles.push(await single(photo));
    const singlesWall = performance.now() - singleStarted;

    // The batch: 202, then its status until every photo is done; the first photo's arrival too.
    const batchPhotos = await fresh();
    const started = performance.now();
    const created = await t.app.inject({ method: 'POST', url: '/api/photos/batch', headers: { origin: ORIGIN, cookie: user.cookie }, payload: form(batchPhotos, 'photos') });
    if (created.statusCode !== 202) throw new Error(`batch: ${created.statusCode} ${created.body}`);
    const accepted = performance.now() - started;
    const { batchId } = created.json() as { batchId: string };
    let firstDone = 0;
    let status: PhotoBatchStatus;
    for (;;) {
      status = (await t.app.inject({ method: 'GET', url: `/api/photos/batch/${batchId}`, headers: { cookie: user.cookie } })).json() as PhotoBatchStatus;
      if (!firstDone && status.counts.done > 0) firstDone = performance.now() - started;
      if (status.done) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const batchWall = performance.now() - started;
    if (status.counts.done !== photos.length) throw new Error(`batch made ${status.counts.done} of ${photos.length}`);
    const zipStarted = performance.now();
    const zip = await t.app.inject({ method: 'GET', url: `/api/photos/batch/${batchId}/zip`, headers: { cookie: user.cookie } });
    if (zip.statusCode !== 200) throw new Error(`zip: ${zip.statusCode}`);
    const zipMs = performance.now() - zipStarted;

    // A single photo sent while a batch runs, against the same photo on the idle engine.
    const [probe] = await fresh();
    const idle = await single(probe!);
    const busyBatch = await t.app.inject({ method: 'POST', url: '/api/photos/batch', headers: { origin: ORIGIN, cookie: user.cookie }, payload: form(await fresh(), 'photos') });
    const busyId = (busyBatch.json() as { batchId: string }).batchId;
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // the batch is planned and making photos
    const [probe2] = await fresh();
    const during = await single(probe2!);
    for (;;) {
      const s = (await t.app.inject({ method: 'GET', url: `/api/photos/batch/${busyId}`, headers: { cookie: user.cookie } })).json() as PhotoBatchStatus;
      if (s.done) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const n = photos.length;
    return [
      '## "Cardápio inteiro": a menu of 8 photos',
      '',
      `${n} photos of ../shared/datasets/food-photos (${photos.map((p) => p.name).join(', ')}) at 1600 px as the browser sends them; iFood, profissional, "IA Cria Automaticamente". The real app in-process (PGlite, one piscina worker with every core); the baseline is the same ${n} photos sent as single Foto Pro requests one after another, in the same run.`,
      '',
      '| | wall time | per photo |',
      '|---|---|---|',
      `| ${n} single requests, one after another (baseline) | ${seconds(singlesWall)} | ${seconds(singlesWall / n)} (p50 ${seconds([...singles].sort((a, b) => a - b)[Math.floor(n / 2)]!)}) |`,
      `| one batch of ${n} (202 in ${Math.round(accepted)} ms; first photo ready at ${seconds(firstDone)}) | ${seconds(batchWall)} | ${seconds(batchWall / n)} (×${(batchWall / singlesWall).toFixed(2)} the singles) |`,
      `| "Baixar tudo (.zip)", the ${n} photos | ${Math.round(zipMs)} ms | |`,
      `| one single photo on an idle engine / sent while a batch of ${n} runs | ${seconds(idle)} / ${seconds(during)} | |`,
      '',
      'The batch checks every photo first (the menu look is planned from all of them), then makes them one at a time, each started only when the engine is idle, so a single photo waits at most for the batch photo already running. The kit build time is in the export kit section.',
    ].join('\n');
  } finally {
    await app.close();
    await engine.close().catch(() => undefined);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
