// The engine job queue (ENGINE_MODE=queue) on a real PostgreSQL (TEST_DATABASE_URL): a web replica's
// queue engine and engine workers in this process, each with its own lease, over graphile-worker.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Runner } from 'graphile-worker';
import type pg from 'pg';
import { PhotoDecodeError } from '../../../engine/photo/decode.ts';
import type { EnhanceOptions, EnhanceResult } from '../../../engine/photo/enhance.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { endLease, newProcessLease, startLease, type ProcessLease } from './leases.service.ts';
import { freshPostgresDatabase } from '../../../../tests/helpers/test-app.ts';
import { EngineBusyError, type PhotoEngine } from '../../adapters/engine/engine-pool.ts';
import { createQueuePool, MAX_JOB_ATTEMPTS, recoverJobsOfDeadWorkers } from '../../adapters/engine/engine-queue.ts';
import { createQueueEngine, type QueueEngine } from '../../adapters/engine/queue-engine.ts';
import { startQueueWorker } from '../../adapters/engine/queue-worker.ts';

const url = process.env.TEST_DATABASE_URL;

const OPTIONS: EnhanceOptions = { platform: 'ifood', style: 'premium', scenario: { type: 'ai-create' }, watermark: false };

/** An engine that answers each photo with `answer(input)`: its bytes reversed, unless told otherwise. */
function stubEngine(answer: (input: Buffer) => Promise<Buffer>): PhotoEngine & { seen: Buffer[] } {
  const seen: Buffer[] = [];
  return {
    seen,
    async enhancePhoto(input) {
      seen.push(input);
      const image = await answer(input);
      return { image, cutout: null, aspectRatio: '4:3', mode: 'in-place', facts: { reason: 'touches-edge', sourceWindow: null } } as unknown as EnhanceResult;
    },
    checkPhoto: () => Promise.reject(new Error('not used')),
    renderArt: () => Promise.reject(new Error('not used')),
    renderKit: () => Promise.reject(new Error('not used')),
    warmUp: async () => undefined,
    status: () => ({ state: 'ok', running: 0, queued: 0, oldestRunningMs: 0, cancelling: 0 }),
    close: async () => undefined,
  };
}

const reversed = async (input: Buffer) => Buffer.from(input).reverse();

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
}
function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!url)('engine job queue on PostgreSQL (ENGINE_MODE=queue)', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let database: Database;
  let pool: pg.Pool;
  let queue: QueueEngine;
  const workers: { lease: ProcessLease; runner: Runner }[] = [];

  async function startWorker(engine: PhotoEngine) {
    const lease = newProcessLease('worker');
    await startLease(database.db, lease);
    const runner = await startQueueWorker({ pool, engine, lease: lease.id, concurrency: 1 });
    const worker = { lease, runner };
    workers.push(worker);
    return worker;
  }
  async function stopWorker(worker: { lease: ProcessLease; runner: Runner }) {
    await worker.runner.stop();
    await endLease(database.db, worker.lease);
    workers.splice(workers.indexOf(worker), 1);
  }
  const openJobs = async () => Number((await pool.query<{ n: string }>(`select count(*) as n from engine_jobs`)).rows[0]!.n);

  beforeAll(async () => {
    fresh = await freshPostgresDatabase();
    database = await openDatabase({ kind: 'postgres', url: fresh.url });
    pool = createQueuePool(fresh.url, 8);
    queue = createQueueEngine({ connectionString: fresh.url, queueMax: 2, taskTimeoutMs: 10_000, pollMs: 200, workerAliveMs: 10 * 60_000 });
    await queue.warmUp();
  });
  // Each test meets only the workers it starts.
  afterEach(async () => {
    for (const worker of [...workers]) await stopWorker(worker);
  });
  afterAll(async () => {
    await queue?.close();
    await pool?.end();
    await database?.close();
    await fresh?.drop();
  });

  it('refuses at once, busy, while no engine worker is alive, and leaves no job behind', async () => {
    await expect(queue.enhancePhoto(Buffer.from('photo'), OPTIONS)).rejects.toBeInstanceOf(EngineBusyError);
    expect(await openJobs()).toBe(0);
  });

  it('runs a photo on a worker and brings its bytes back, then deletes the job', async () => {
    const worker = await startWorker(stubEngine(reversed));
    const input = Buffer.from([1, 2, 3, 4, 5, 250]);
    const result = await queue.enhancePhoto(input, OPTIONS);
    expect([...result.image]).toEqual([250, 5, 4, 3, 2, 1]);
    expect(result.mode).toBe('in-place');
    expect(await openJobs()).toBe(0);
    await stopWorker(worker);
  });

  it('brings an unreadable photo back as PhotoDecodeError and an engine failure as an error, without retrying', async () => {
    let calls = 0;
    const worker = await startWorker(
      stubEngine(async (input) => {
        calls += 1;
        if (input.toString() === 'not an image') throw new PhotoDecodeError('cannot decode');
        throw new Error('the model broke');
      }),
    );
    await expect(queue.enhancePhoto(Buffer.from('not an image'), OPTIONS)).rejects.toBeInstanceOf(PhotoDecodeError);
    await expect(queue.enhancePhoto(Buffer.from('photo'), OPTIONS)).rejects.toThrow('the model broke');
    expect(calls).toBe(2);
    expect(await openJobs()).toBe(0);
    await stopWorker(worker);
  });

  it('holds at most ENGINE_QUEUE_MAX jobs waiting across the queue, then answers busy with a wait', async () => {
    const gate = deferred();
    const worker = await startWorker(stubEngine((input) => gate.promise.then(() => reversed(input))));
    const running = queue.enhancePhoto(Buffer.from('a'), OPTIONS);
    await waitUntil(async () => (await pool.query(`select 1 from engine_jobs where status = 'running'`)).rowCount === 1);
    const waiting = [queue.enhancePhoto(Buffer.from('b'), OPTIONS), queue.enhancePhoto(Buffer.from('c'), OPTIONS)];
    await waitUntil(async () => (await openJobs()) === 3);
    const refused = await queue.enhancePhoto(Buffer.from('d'), OPTIONS).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EngineBusyError);
    expect((refused as EngineBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    gate.resolve();
    const done = await Promise.all([running, ...waiting]);
    expect(done.map((r) => r.image.toString())).toEqual(['a', 'b', 'c']);
    await stopWorker(worker);
  });

  it('takes a waiting background job (a menu batch photo) after a single photo sent later', async () => {
    // The worker's lease is live (admission needs one) but it takes nothing until both jobs wait.
    const lease = newProcessLease('worker');
    await startLease(database.db, lease);
    const batchPhoto = queue.enhancePhoto(Buffer.from('batch'), OPTIONS, { key: 'batch-item:order-test', background: true });
    await waitUntil(async () => (await openJobs()) === 1);
    const singlePhoto = queue.enhancePhoto(Buffer.from('single'), OPTIONS);
    await waitUntil(async () => (await openJobs()) === 2);
    const engine = stubEngine(reversed);
    const runner = await startQueueWorker({ pool, engine, lease: lease.id, concurrency: 1 });
    workers.push({ lease, runner });
    const [batch, single] = await Promise.all([batchPhoto, singlePhoto]);
    expect([batch.image.toString(), single.image.toString()]).toEqual(['hctab', 'elgnis']);
    expect(engine.seen.map(String)).toEqual(['single', 'batch']);
    expect(await openJobs()).toBe(0);
  });

  it("sends a dead worker's job back to the queue at once: another worker finishes it, and the dead one's late answer is ignored", async () => {
    const stuck = deferred();
    const dying = stubEngine(async () => {
      await stuck.promise;
      return Buffer.from('late answer of the dead worker');
    });
    const dead = await startWorker(dying);
    const pending = queue.enhancePhoto(Buffer.from('dish'), OPTIONS);
    await waitUntil(async () => (await pool.query(`select 1 from engine_jobs where status = 'running' and worker_lease = $1`, [dead.lease.id])).rowCount === 1);

    const healthy = stubEngine(reversed);
    await startWorker(healthy);
    // Nothing happens while the dead worker's lease lives: ownership, not age.
    expect(await recoverJobsOfDeadWorkers(pool)).toEqual({ requeued: 0, failed: 0 });
    // Its lease ends (features/leases ends the lease of a process that stopped renewing it).
    await endLease(database.db, dead.lease);
    expect(await recoverJobsOfDeadWorkers(pool)).toEqual({ requeued: 1, failed: 0 });
    const result = await pending;
    expect(result.image.toString()).toBe('hsid');
    expect(healthy.seen.map(String)).toEqual(['dish']);

    stuck.resolve();
    await dead.runner.stop();
    workers.splice(workers.indexOf(dead), 1);
    expect(await openJobs()).toBe(0);
  });

  it("takes a late answer of a worker taken for dead when no other worker has taken its job since", async () => {
    const gate = deferred();
    const slow = await startWorker(stubEngine((input) => gate.promise.then(() => reversed(input))));
    const pending = queue.enhancePhoto(Buffer.from('paused'), OPTIONS);
    await waitUntil(async () => (await pool.query(`select 1 from engine_jobs where status = 'running' and worker_lease = $1`, [slow.lease.id])).rowCount === 1);
    await endLease(database.db, slow.lease);
    expect(await recoverJobsOfDeadWorkers(pool)).toEqual({ requeued: 1, failed: 0 });
    gate.resolve();
    expect((await pending).image.toString()).toBe('desuap');
    await slow.runner.stop();
    workers.splice(workers.indexOf(slow), 1);
    expect(await openJobs()).toBe(0);
  });

  it('opens the lock of a job that a worker locked and died before taking its row', async () => {
    const { rows } = await pool.query<{ id: string }>(`insert into engine_jobs (kind, payload) values ('enhance', '{}') returning id`);
    const id = rows[0]!.id;
    await pool.query(`select graphile_worker.add_job('engine', json_build_object('id', $1::text), job_key := $1::text)`, [id]);
    await pool.query(`update graphile_worker._private_jobs set locked_by = 'a-dead-pool', locked_at = now() - interval '1 minute' where key = $1`, [id]);
    await recoverJobsOfDeadWorkers(pool);
    const job = (await pool.query(`select locked_by from graphile_worker.jobs where key = $1`, [id])).rows[0];
    expect(job).toEqual({ locked_by: null });
    await pool.query(`select graphile_worker.remove_job($1)`, [id]);
    await pool.query(`delete from engine_jobs where id = $1`, [id]);
  });

  it('joins the job a dead replica was waiting for when the same request (same job key) comes again', async () => {
    const gate = deferred();
    const engine = stubEngine((input) => gate.promise.then(() => reversed(input)));
    const worker = await startWorker(engine);
    const dying = createQueueEngine({ connectionString: fresh.url, queueMax: 2, taskTimeoutMs: 10_000, pollMs: 200, workerAliveMs: 10 * 60_000 });
    const lost = dying.enhancePhoto(Buffer.from('retried'), OPTIONS, { key: 'user-1:enhance:key-1' }).catch((error: unknown) => error);
    await waitUntil(async () => (await pool.query(`select 1 from engine_jobs where status = 'running'`)).rowCount === 1);
    // The replica goes away while its job runs; the client retries on another replica.
    await dying.close();
    expect(await lost).toBeInstanceOf(Error);
    const retried = queue.enhancePhoto(Buffer.from('retried'), OPTIONS, { key: 'user-1:enhance:key-1' });
    await new Promise((r) => setTimeout(r, 300));
    expect(await openJobs()).toBe(1);
    gate.resolve();
    expect((await retried).image.toString()).toBe('deirter');
    expect(engine.seen.map(String)).toEqual(['retried']);
    expect(await openJobs()).toBe(0);
    await stopWorker(worker);
  });

  it(`fails a job for good once it has killed its worker ${MAX_JOB_ATTEMPTS} times`, async () => {
    const { rows } = await pool.query<{ id: string }>(
      `insert into engine_jobs (kind, payload, status, worker_lease, attempts, started_at) values ('enhance', '{}', 'running', 'gone', $1, now()) returning id`,
      [MAX_JOB_ATTEMPTS],
    );
    expect(await recoverJobsOfDeadWorkers(pool)).toEqual({ requeued: 0, failed: 1 });
    const row = (await pool.query(`select status, error from engine_jobs where id = $1`, [rows[0]!.id])).rows[0];
    expect(row).toMatchObject({ status: 'failed', error: { kind: 'crashed' } });
    await pool.query(`delete from engine_jobs where id = $1`, [rows[0]!.id]);
  });
});
