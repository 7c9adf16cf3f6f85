// Phase 4: scale-out with real processes. Two web replicas (ENGINE_MODE=queue) and two engine workers
// (`src/server/worker.ts`, what `npm run worker` runs) on one PostgreSQL database, one S3-compatible
// server (s3rver) and the machine's Redis, all on 127.0.0.1, requests alternating between the
// replicas:
//   - a session made on one replica is valid on the other;
//   - 200 concurrent generations by one user holding 3 credits, split across both → exactly 3 succeed;
//   - a "Cardápio inteiro" batch sent to A and followed on B → every photo made by the engine workers,
//     at background priority, one credit each;
//   - replica A killed with SIGKILL while a batch of its own runs → B takes the batch over and finishes
//     it, the interrupted photo joined on the queue (not made twice), charged once per photo;
//   - an engine worker killed with SIGKILL mid-job → the job completes on the other worker, charged
//     once, and the store holds no file that no row names;
//   - the other worker stopped with SIGTERM mid-job → it finishes the job, then exits 0.
import { randomBytes } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { makeDishPhoto } from '../factories/dish-photo.ts';
import type { PhotoBatchCreated, PhotoBatchStatus } from '../../src/shared/schemas/photo-batch.schema.ts';
import { BACKGROUND_PRIORITY } from '../../src/server/adapters/engine/engine-queue.ts';
import { startS3rver, type RunningS3rver } from '../helpers/s3rver.ts';
import { answered, buildMultipart, firstTemplateId, post, remainingCredits, setBalance, signUp, type Outcome, type User } from './client.ts';
import { check, newPhase, seconds, table, type PhaseResult } from './report.ts';
import { killServer, processGroup, sleep, waitForHealth, waitForWorkers, type ServerProcess, type SoakDatabase } from './server.ts';

const CONCURRENT = 200;
const CREDITS = 3;
const HEALTH_TIMEOUT_MS = 90_000;
const WORKERS_READY_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 180_000;
/** A photo big enough that the engine spends seconds on it: time to kill its worker mid-job. */
const KILL_PHOTO = { width: 4000, height: 3000 };
/** Photos in each menu batch, and the credits its user holds (more than enough). */
const BATCH_PHOTOS = 3;
const BATCH_CREDITS = 5;
/** Menu photos small enough that a batch takes seconds, not a minute, on a loaded 2-core machine. */
const BATCH_PHOTO = { width: 800, height: 600 };
const BATCH_TIMEOUT_MS = 150_000;
const BATCH_POLL_MS = 500;
/** A batch's status or one of its photos: small requests. */
const STATUS_REQUEST_TIMEOUT_MS = 15_000;
const REDIS_URL = process.env.SOAK_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function enhanceBody(photo: Buffer) {
  return buildMultipart([
    { kind: 'field', name: 'platform', value: 'ifood' },
    { kind: 'field', name: 'style', value: 'premium' },
    { kind: 'field', name: 'scenarioType', value: 'ai-create' },
    { kind: 'file', name: 'photo', filename: 'prato.jpg', contentType: 'image/jpeg', bytes: photo },
  ]);
}

/** The id of the enhance job a worker is running, once one is (null past the timeout). */
async function waitForRunningJob(database: SoakDatabase, timeoutMs: number): Promise<string | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const { rows } = await database.pool.query<{ id: string }>(`select id from engine_jobs where status = 'running' and kind = 'enhance'`);
    if (rows[0]) return rows[0].id;
    await sleep(50);
  }
  return null;
}

/** Every object in the bucket. */
async function listObjects(s3: RunningS3rver): Promise<string[]> {
  const client = new S3Client({
    region: s3.config.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.config.accessKeyId!, secretAccessKey: s3.config.secretAccessKey! },
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    token = page.NextContinuationToken;
  } while (token);
  client.destroy();
  return keys;
}

/** The photo files in the store (originals, results, cut-outs) that no enhanced_photos row names. */
async function orphanPhotoFiles(database: SoakDatabase, s3: RunningS3rver): Promise<{ files: number; orphans: string[] }> {
  const keys = (await listObjects(s3)).filter((key) => /^(original-|enhanced\/|cutouts\/)/.test(key));
  const { rows } = await database.pool.query<{ url: string }>(
    `select unnest(array[original_photo_url, enhanced_photo_url, cutout_url]) as url from enhanced_photos
     union all select storage_key from photo_uploads`,
  );
  const named = rows.map((row) => row.url).filter(Boolean);
  return { files: keys.length, orphans: keys.filter((key) => !named.some((url) => url.endsWith(key))) };
}

/** A "Cardápio inteiro" body: the single photo's fields and one `photos` part per dish. */
function batchBody(photos: Buffer[]) {
  return buildMultipart([
    { kind: 'field', name: 'platform', value: 'ifood' },
    { kind: 'field', name: 'style', value: 'premium' },
    { kind: 'field', name: 'scenarioType', value: 'ai-create' },
    ...photos.map((bytes, i) => ({ kind: 'file' as const, name: 'photos', filename: `prato-${i + 1}.jpg`, contentType: 'image/jpeg', bytes })),
  ]);
}

/** Dishes that differ (placement and light), so the menu's plan has something to even out. */
async function menuPhotos(count: number): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) => makeDishPhoto({ ...BATCH_PHOTO, format: 'jpeg', centre: [0.4 + 0.1 * i, 0.5], exposure: 0.85 + 0.1 * i })),
  );
}

/** GET /api/photos/batch/:id on `api` until every item is done or failed; the last status (null if none came) and the polls. */
async function waitForBatch(api: ServerProcess, user: User, batchId: string, timeoutMs: number): Promise<{ status: PhotoBatchStatus | null; polls: number; lastHttp: number }> {
  const started = Date.now();
  let status: PhotoBatchStatus | null = null;
  let polls = 0;
  let lastHttp = 0;
  // A replica gone (the run's budget spent, its servers killed) ends the wait at once.
  while (Date.now() - started < timeoutMs && api.alive()) {
    const response = await fetch(`${api.baseUrl}/api/photos/batch/${batchId}`, { headers: { cookie: user.cookie }, signal: AbortSignal.timeout(STATUS_REQUEST_TIMEOUT_MS) }).catch(() => null);
    polls += 1;
    lastHttp = response?.status ?? 0;
    if (response?.status === 200) {
      status = (await response.json()) as PhotoBatchStatus;
      if (status.done) break;
    }
    await sleep(BATCH_POLL_MS);
  }
  return { status, polls, lastHttp };
}

interface SeenJob {
  id: string;
  kind: string;
  key: string | null;
  priority: number | null;
}

/**
 * Watches the queue while a batch runs: every engine job seen (the batch's checks and photos — nothing
 * else runs meanwhile), with its graphile priority while it waits. `stop()` returns them, by id.
 */
function watchQueue(database: SoakDatabase): { stop(): Promise<Map<string, SeenJob>> } {
  const seen = new Map<string, SeenJob>();
  let watching = true;
  const loop = (async () => {
    while (watching) {
      const { rows } = await database.pool
        .query<{ id: string; kind: string; job_key: string | null; priority: number | null }>(
          `select e.id, e.kind, e.job_key, g.priority from engine_jobs e left join graphile_worker.jobs g on g.key = e.id::text`,
        )
        .catch(() => ({ rows: [] }));
      for (const row of rows) {
        const known = seen.get(row.id);
        seen.set(row.id, { id: row.id, kind: row.kind, key: row.job_key, priority: row.priority ?? known?.priority ?? null });
      }
      await sleep(100);
    }
  })();
  return {
    async stop() {
      watching = false;
      await loop;
      return seen;
    },
  };
}

/** How many times the workers' logs say they finished the engine job `id` (each worker logs one line per job). */
function jobRunsInLogs(workers: ServerProcess[], id: string): number {
  return workers.reduce((n, worker) => n + worker.output().split('\n').filter((line) => line.includes(`"msg":"job","id":"${id}"`) && line.includes('"outcome":"done"')).length, 0);
}

/** Every item done with a photo whose file is a JPEG served at its URL. */
async function batchPhotosServed(api: ServerProcess, status: PhotoBatchStatus): Promise<number> {
  let served = 0;
  for (const item of status.items) {
    if (item.status !== 'done' || !item.photo) continue;
    const response = await fetch(new URL(item.photo.enhancedPhotoUrl, api.baseUrl), { signal: AbortSignal.timeout(STATUS_REQUEST_TIMEOUT_MS) }).catch(() => null);
    const bytes = response?.status === 200 ? Buffer.from(await response.arrayBuffer()) : null;
    if (bytes && bytes[0] === 0xff && bytes[1] === 0xd8) served += 1;
  }
  return served;
}

const itemsSummary = (status: PhotoBatchStatus | null) =>
  status ? status.items.map((item) => `${item.position + 1}:${item.status}${item.photo ? '+photo' : ''}${item.error ? `(${item.error.code})` : ''}`).join(' ') : 'no status';

/** The id of the process lease a server holds (by its pid). */
async function leaseOf(database: SoakDatabase, server: ServerProcess): Promise<string | undefined> {
  const { rows } = await database.pool.query<{ id: string }>(`select id from process_leases where pid = $1`, [server.pid]);
  return rows[0]?.id;
}

export async function runScalePhase(database: SoakDatabase): Promise<PhaseResult> {
  const result = newPhase('4. scale-out: 2 web replicas + 2 engine workers');
  const s3 = await startS3rver();
  const env: Record<string, string> = {
    ENGINE_MODE: 'queue',
    STORAGE_DRIVER: 's3',
    S3_BUCKET: s3.config.bucket,
    S3_REGION: s3.config.region,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId!,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
    S3_FORCE_PATH_STYLE: 'true',
    REDIS_URL,
    REDIS_KEY_PREFIX: `soak-${randomBytes(4).toString('hex')}:`,
    // One secret for every replica: a session signed by one is checked by the other.
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    // The check is the credits and the queue, not the per-minute limit.
    RATE_LIMIT_GENERATION_PER_MINUTE: '1000',
    ENGINE_THREADS: '1',
  };
  const group = processGroup(database.url, env);
  try {
    // The first replica migrates and seeds the database; the rest start on it.
    const apiA = await group.startServer();
    await waitForHealth(apiA, HEALTH_TIMEOUT_MS);
    const [apiB, first, second] = [await group.startServer(), await group.startWorker(), await group.startWorker()];
    await waitForHealth(apiB, HEALTH_TIMEOUT_MS);
    const workersMs = await waitForWorkers([first, second], WORKERS_READY_TIMEOUT_MS);
    const [worker1, worker2] = [first.process, second.process];
    const workerHealth = (await (await fetch(first.healthUrl)).json()) as { role?: string; status?: string; warm?: boolean };
    check(result, "an engine worker's GET /health says ready once its model is warm", workerHealth.status === 'ok' && workerHealth.warm === true, JSON.stringify(workerHealth).slice(0, 200));
    const apis = [apiA, apiB];
    const health = (await (await fetch(`${apiB.baseUrl}/api/health`)).json()) as { engineMode?: string; limits?: string; storage?: string; db?: string };
    check(
      result,
      'both replicas healthy, in queue mode, on PostgreSQL, S3 and Redis',
      health.engineMode === 'queue' && health.limits === 'redis' && health.storage === 's3' && health.db === 'postgres',
      `${JSON.stringify(health)}; workers ready in ${seconds(workersMs)}`,
    );

    // A session made on A is valid on B.
    const user = await signUp(apiA.baseUrl, 'scale');
    const me = await fetch(`${apiB.baseUrl}/api/me`, { headers: { cookie: user.cookie } });
    const meBody = (await me.json().catch(() => null)) as { id?: string; user?: { id?: string } } | null;
    const meId = meBody?.user?.id ?? meBody?.id;
    check(result, 'a session made on replica A is valid on replica B', me.status === 200 && meId === user.id, `GET /api/me on B → ${me.status}, user ${meId === user.id ? 'matches' : String(meId)}`);

    // The free pre-check and an art (Templates Rápidos) take the queue too.
    const checkBody = buildMultipart([
      { kind: 'field', name: 'platform', value: 'ifood' },
      { kind: 'field', name: 'style', value: 'premium' },
      { kind: 'field', name: 'scenarioType', value: 'ai-create' },
      { kind: 'file', name: 'photo', filename: 'prato.jpg', contentType: 'image/jpeg', bytes: await makeDishPhoto({ width: 1200, height: 900, format: 'jpeg' }) },
    ]);
    const checked = await post(apiA.baseUrl, '/api/photos/check', { user, ...checkBody, timeoutMs: REQUEST_TIMEOUT_MS });
    const artBody = buildMultipart([
      { kind: 'field', name: 'templateId', value: await firstTemplateId(apiB.baseUrl) },
      { kind: 'field', name: 'format', value: 'feed' },
      { kind: 'field', name: 'title', value: 'X-Burger da Casa' },
      { kind: 'file', name: 'product', filename: 'produto.jpg', contentType: 'image/jpeg', bytes: await makeDishPhoto({ width: 900, height: 900, format: 'jpeg' }) },
    ]);
    const art = await post(apiB.baseUrl, '/api/arts/generate', { user, ...artBody, timeoutMs: REQUEST_TIMEOUT_MS });
    check(
      result,
      'a pre-check on A and an art on B run on the engine workers',
      checked.status === 200 && (checked.json as { mode?: string } | null)?.mode === 'cutout' && art.status === 201,
      `check → ${checked.status} ${answered(checked) ? JSON.stringify(checked.json).slice(0, 80) : checked.error}; art → ${art.status} in ${seconds(art.ms)}`,
    );

    // 200 concurrent generations, one user, 3 credits, alternating replicas.
    await setBalance(database.pool, user.id, CREDITS);
    const photo = await makeDishPhoto({ width: 1200, height: 900, format: 'jpeg' });
    const send = (api: ServerProcess, who: User, bytes: Buffer, idempotencyKey?: string) => {
      const { contentType, body } = enhanceBody(bytes);
      return post(api.baseUrl, '/api/photos/enhance', { user: who, body, contentType, timeoutMs: REQUEST_TIMEOUT_MS, idempotencyKey });
    };
    const started = performance.now();
    const outcomes: Outcome[] = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => send(apis[i % 2]!, user, photo)));
    const burstMs = performance.now() - started;
    const byStatus = new Map<string, number>();
    for (const outcome of outcomes) {
      const key = answered(outcome) ? String(outcome.status) : 'no answer';
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    const created = outcomes.filter((o) => o.status === 201);
    const serverErrors = outcomes.filter((o) => o.status === 0 || o.status >= 500);
    const remaining = await remainingCredits(apiB.baseUrl, user);
    const { rows: photoRows } = await database.pool.query<{ n: string }>('select count(*) as n from enhanced_photos where user_id = $1', [user.id]);
    const createdOn = created.map((o) => outcomes.indexOf(o) % 2);
    check(
      result,
      `${CONCURRENT} concurrent generations with ${CREDITS} credits → exactly ${CREDITS} succeed`,
      created.length === CREDITS && Number(photoRows[0]!.n) === CREDITS && remaining === 0,
      `${[...byStatus].map(([status, n]) => `${status} × ${n}`).join(', ')} in ${seconds(burstMs)}; photos stored ${photoRows[0]!.n}; balance ${remaining}; 201s from A ${createdOn.filter((i) => i === 0).length}, from B ${createdOn.filter((i) => i === 1).length}`,
    );
    check(
      result,
      'no 5xx and no request left unanswered',
      serverErrors.length === 0,
      serverErrors.length ? serverErrors.slice(0, 3).map((o) => (answered(o) ? `${o.status} ${o.text.slice(0, 120)}` : o.error)).join('; ') : 'none',
    );

    // "Cardápio inteiro": a batch sent to A, followed on B; its checks and photos go to the workers at background priority.
    const workerProcesses = [worker1, worker2];
    const startBatch = async (cook: User) => {
      const { contentType, body } = batchBody(await menuPhotos(BATCH_PHOTOS));
      const created = await post(apiA.baseUrl, '/api/photos/batch', { user: cook, body, contentType, timeoutMs: REQUEST_TIMEOUT_MS });
      const batchId = created.status === 202 ? (created.json as PhotoBatchCreated).batchId : undefined;
      if (!batchId) throw new Error(`POST /api/photos/batch on A → ${answered(created) ? `${created.status} ${created.text.slice(0, 200)}` : created.error}`);
      return batchId;
    };
    const cook = await signUp(apiA.baseUrl, 'menu');
    await setBalance(database.pool, cook.id, BATCH_CREDITS);
    const queueWatch = watchQueue(database);
    const batchStarted = performance.now();
    const batchId = await startBatch(cook);
    const menu = await waitForBatch(apiB, cook, batchId, BATCH_TIMEOUT_MS);
    const batchMs = performance.now() - batchStarted;
    const jobs = [...(await queueWatch.stop()).values()];
    const menuBalance = await remainingCredits(apiB.baseUrl, cook);
    const menuDone = menu.status?.done === true && menu.status.items.length === BATCH_PHOTOS && menu.status.items.every((item) => item.status === 'done' && item.photo !== null);
    const served = menu.status ? await batchPhotosServed(apiB, menu.status) : 0;
    check(
      result,
      `a menu batch of ${BATCH_PHOTOS} sent to A and followed on B → every photo made, ${BATCH_PHOTOS} credits`,
      menuDone && served === BATCH_PHOTOS && menuBalance === BATCH_CREDITS - BATCH_PHOTOS,
      `${itemsSummary(menu.status)} in ${seconds(batchMs)} (${menu.polls} polls on B, last ${menu.lastHttp}); ${served} photos served as JPEG; balance ${menuBalance} of ${BATCH_CREDITS}`,
    );
    const photoJobs = jobs.filter((job) => job.kind === 'enhance' && job.key?.startsWith('batch-item:'));
    const checkJobs = jobs.filter((job) => job.kind === 'check');
    const madeByWorkers = photoJobs.filter((job) => jobRunsInLogs(workerProcesses, job.id) === 1).length;
    // A job is seen with its priority while graphile holds it (the whole time it waits and runs).
    const priorities = [...new Set(jobs.map((job) => job.priority).filter((priority) => priority !== null))];
    check(
      result,
      "the batch's checks and photos run on the engine workers at background priority",
      photoJobs.length === BATCH_PHOTOS && madeByWorkers === BATCH_PHOTOS && checkJobs.length === BATCH_PHOTOS && priorities.length === 1 && priorities[0] === BACKGROUND_PRIORITY,
      `${checkJobs.length} checks and ${photoJobs.length} photo jobs seen on the queue, ${madeByWorkers} photos in the workers' logs; priorities ${priorities.join(', ')} (background ${BACKGROUND_PRIORITY}; ${jobs.filter((job) => job.priority === null).length} jobs seen without one)`,
    );

    // SIGKILL replica A while a batch of its own runs: B takes it over; the photo A was waiting for is joined, not made again.
    const leaseA = await leaseOf(database, apiA);
    const leaseB = await leaseOf(database, apiB);
    await setBalance(database.pool, cook.id, BATCH_CREDITS);
    const orphanStartedAt = performance.now();
    const orphanId = await startBatch(cook);
    let interrupted: { jobId: string; itemId: string } | undefined;
    const orphanStarted = Date.now();
    while (!interrupted && Date.now() - orphanStarted < BATCH_TIMEOUT_MS && apiA.alive()) {
      // The batch's first photo on a worker: A is mid-batch, waiting on the queue.
      const { rows } = await database.pool.query<{ id: string; job_key: string }>(
        `select e.id, e.job_key from engine_jobs e join photo_batch_items i on e.job_key = 'batch-item:' || i.id
          where i.batch_id = $1 and e.status = 'running'`,
        [orphanId],
      );
      if (rows[0]) interrupted = { jobId: rows[0].id, itemId: rows[0].job_key.slice('batch-item:'.length) };
      else await sleep(50);
    }
    if (!interrupted) throw new Error('no photo of the batch was seen running on a worker');
    await sleep(300);
    const replicaKilledAt = performance.now();
    await killServer(apiA);
    const orphan = await waitForBatch(apiB, cook, orphanId, BATCH_TIMEOUT_MS);
    const takeoverMs = performance.now() - replicaKilledAt;
    const orphanMs = performance.now() - orphanStartedAt;
    const orphanBalance = await remainingCredits(apiB.baseUrl, cook);
    const { rows: owners } = await database.pool.query<{ owner_id: string | null }>(`select owner_id from photo_batches where id = $1`, [orphanId]);
    const { rows: attempts } = await database.pool.query<{ attempts: number }>(`select attempts from photo_batch_items where id = $1`, [interrupted.itemId]);
    const orphanDone =
      orphan.status?.done === true && orphan.status.items.length === BATCH_PHOTOS && orphan.status.items.every((item) => item.status === 'done' && item.photo !== null);
    const ownedByB = owners[0]?.owner_id === leaseB && leaseB !== undefined && leaseB !== leaseA;
    const interruptedRuns = jobRunsInLogs(workerProcesses, interrupted.jobId);
    check(
      result,
      "replica A killed with SIGKILL mid-batch → B takes the batch over and finishes it",
      orphanDone && ownedByB && attempts[0]?.attempts === 2,
      `${itemsSummary(orphan.status)} in ${seconds(orphanMs)}, done ${seconds(takeoverMs)} after the kill; owner ${ownedByB ? "B's lease" : `${owners[0]?.owner_id?.slice(0, 8)} (A ${leaseA?.slice(0, 8)}, B ${leaseB?.slice(0, 8)})`}; interrupted photo started ${attempts[0]?.attempts ?? '?'} times`,
    );
    check(
      result,
      'the interrupted photo is made once and every photo charged once',
      interruptedRuns === 1 && orphanBalance === BATCH_CREDITS - BATCH_PHOTOS,
      `engine job ${interrupted.jobId.slice(0, 8)} run ${interruptedRuns} time(s) by the workers; balance ${orphanBalance} of ${BATCH_CREDITS}`,
    );

    // SIGKILL the worker running a job: the other worker finishes it, charged once, no orphan file.
    await setBalance(database.pool, user.id, 1);
    const bigPhoto = await makeDishPhoto({ ...KILL_PHOTO, format: 'jpeg' });
    const pending = send(apiB, user, bigPhoto, `scale-kill-${randomBytes(4).toString('hex')}`);
    let victim: ServerProcess | undefined;
    let jobId: string | undefined;
    const watchStarted = Date.now();
    while (!victim && Date.now() - watchStarted < 60_000) {
      const { rows } = await database.pool.query<{ id: string; pid: number }>(
        `select j.id, l.pid from engine_jobs j join process_leases l on l.id = j.worker_lease where j.status = 'running' and j.kind = 'enhance'`,
      );
      const row = rows[0];
      if (row) {
        victim = [worker1, worker2].find((worker) => worker.pid === row.pid);
        jobId = row.id;
      } else await sleep(50);
    }
    if (!victim) throw new Error('no worker was seen running the job');
    await sleep(300);
    const killedAt = performance.now();
    await killServer(victim);
    const survivor = victim === worker1 ? worker2 : worker1;
    const outcome = await pending;
    const afterKillMs = performance.now() - killedAt;
    const balance = await remainingCredits(apiB.baseUrl, user);
    const { rows: ledger } = await database.pool.query<{ reason: string; n: string }>(
      `select reason, count(*) as n from credit_ledger where user_id = $1 and created_at > now() - interval '5 minutes' group by reason`,
      [user.id],
    );
    const finishedBySurvivor = jobId !== undefined && survivor.output().includes(jobId);
    check(
      result,
      'a worker killed with SIGKILL mid-job → the job completes on the other worker',
      outcome.status === 201 && finishedBySurvivor,
      `${answered(outcome) ? outcome.status : outcome.error}, answered ${seconds(afterKillMs)} after the kill; job ${jobId?.slice(0, 8)} ${finishedBySurvivor ? 'finished by the surviving worker' : 'NOT seen on the surviving worker'}`,
    );
    check(result, 'the killed job is charged once', balance === 0, `balance ${balance} after 1 credit; ledger ${ledger.map((row) => `${row.reason} × ${row.n}`).join(', ')}`);
    const files = await orphanPhotoFiles(database, s3);
    check(result, 'no orphan file in the store', files.orphans.length === 0, `${files.files} photo files, ${files.orphans.length} named by no row${files.orphans.length ? `: ${files.orphans.slice(0, 3).join(', ')}` : ''}`);

    // SIGTERM the remaining worker mid-job: it finishes the job it holds, then exits 0.
    await setBalance(database.pool, user.id, 1);
    const graceful = send(apiB, user, await makeDishPhoto({ ...KILL_PHOTO, format: 'jpeg', exposure: 0.9 }));
    const runningOnSurvivor = await waitForRunningJob(database, 60_000);
    survivor.child.kill('SIGTERM');
    const [gracefulOutcome, exit] = await Promise.all([graceful, survivor.exited]);
    const finishedBeforeExit = runningOnSurvivor !== null && survivor.output().includes(runningOnSurvivor);
    check(
      result,
      'a worker stopped with SIGTERM mid-job finishes it, then exits 0',
      gracefulOutcome.status === 201 && exit.code === 0 && finishedBeforeExit,
      `${answered(gracefulOutcome) ? gracefulOutcome.status : gracefulOutcome.error}; worker exit ${exit.code ?? exit.signal}; job ${finishedBeforeExit ? 'finished by it' : 'NOT finished by it'}`,
    );
    result.notes.push(table(['status', 'answers'], [...byStatus].map(([status, n]) => [status, n])));
  } catch (error) {
    check(result, 'phase ran to the end', false, String(error));
  } finally {
    await group.stopAll();
    if (result.checks.some((c) => !c.ok)) result.serverOutput.push(...group.processes.map((server) => server.output()));
    await s3.close();
  }
  return result;
}
