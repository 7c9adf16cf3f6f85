// The engine as a web replica sees it when engines run apart (ENGINE_MODE=queue): the same PhotoEngine
// the in-process pool is, but each task becomes a row of engine_jobs plus a graphile-worker job, run by
// whichever engine worker (`npm run worker`) takes it. The caller waits for the row to finish — woken
// by the worker's NOTIFY, with a poll as a safety net — then reads and deletes it.
//
// Admission is shared: every replica counts the same queued rows under one advisory lock, so N
// replicas hold at most ENGINE_QUEUE_MAX waiting jobs between them (then EngineBusyError → 503 with
// Retry-After), and none is admitted while no engine worker has been seen.
import pg from 'pg';
import type { GenerateArtResult } from '../../../engine/art/generate.ts';
import type { PhotoCheck } from '../../../engine/photo/check.ts';
import { PhotoDecodeError } from '../../../engine/photo/decode.ts';
import type { EnhanceResult } from '../../../engine/photo/enhance.ts';
import type { KitResult } from '../../../engine/photo/kit.ts';
import { EngineBusyError, EngineTimeoutError, type EngineStatus, type JobIdentity, type PhotoEngine } from './engine-pool.ts';
import {
  ADMISSION_LOCK_ID,
  createQueuePool,
  ENGINE_TASK,
  JOB_DONE_CHANNEL,
  BACKGROUND_PRIORITY,
  JOB_PRIORITY,
  MAX_JOB_ATTEMPTS,
  migrateQueue,
  WORKER_SEEN_MS,
  type EngineJobError,
  type EngineJobTask,
} from './engine-queue.ts';
import { pack, unpack } from './job-codec.ts';

/** How long a background job (a menu batch's) may wait for a worker before it is withdrawn. */
export const BACKGROUND_QUEUE_WAIT_MS = 15 * 60_000;

export interface QueueEngineOptions {
  connectionString: string;
  /** Jobs allowed to wait for a worker across every replica; beyond that, EngineBusyError. */
  queueMax: number;
  /** The workers' task deadline (ENGINE_TASK_TIMEOUT_SECONDS): a job running this much longer has failed. */
  taskTimeoutMs: number;
  /** How long a job may wait for a worker before it is withdrawn and the caller gets EngineBusyError. */
  maxQueueWaitMs?: number;
  /** The safety-net poll of a waiting job, ms. */
  pollMs?: number;
  /** A worker whose lease was renewed this recently counts as alive for admission (the leases' TTL). */
  workerAliveMs: number;
}

/** The shared queue's status, with the workers seen in the last minute. */
export interface QueueStatus extends EngineStatus {
  workersSeen: number;
}

const FALLBACK_JOB_SECONDS = 3;
const RUNNING_GRACE_MS = 15_000;
const STATUS_REFRESH_MS = 2_000;

export interface QueueEngine extends PhotoEngine {
  status(): QueueStatus;
}

export function createQueueEngine(options: QueueEngineOptions): QueueEngine {
  const pool = createQueuePool(options.connectionString, 6);
  const maxQueueWaitMs = options.maxQueueWaitMs ?? 120_000;
  const pollMs = options.pollMs ?? 1_000;
  let ready: Promise<void> | undefined;
  let closed = false;
  let averageJobSeconds = FALLBACK_JOB_SECONDS;
  let snapshot: QueueStatus = { state: 'ok', running: 0, queued: 0, oldestRunningMs: 0, cancelling: 0, workersSeen: 0 };

  // ---- wake-ups: one LISTEN connection per replica; while it is down, the polls carry the waiters
  const wakers = new Map<string, () => void>();
  let listener: pg.Client | undefined;
  let relistenMs = 500;
  function relistenLater(): void {
    if (closed) return;
    setTimeout(() => void listen().catch(() => relistenLater()), relistenMs).unref();
    relistenMs = Math.min(relistenMs * 2, 30_000);
  }
  async function listen(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ connectionString: options.connectionString, keepAlive: true });
    client.on('notification', (message) => {
      if (message.payload) wakers.get(message.payload)?.();
    });
    client.on('error', () => {
      if (listener === client) listener = undefined;
      client.end().catch(() => undefined);
      relistenLater();
    });
    try {
      await client.connect();
      await client.query(`listen ${JOB_DONE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    relistenMs = 500;
  }

  const start = () => {
    ready ??= (async () => {
      await migrateQueue(pool);
      // Waiting works without the listener (the polls): a first failure only delays wake-ups.
      await listen().catch(() => relistenLater());
    })();
    // A failed start (the database away at boot) is tried again by the next task.
    ready.catch(() => {
      ready = undefined;
    });
    return ready;
  };

  // ---- health snapshot, refreshed in the background (status() is synchronous)
  async function refresh(): Promise<void> {
    const { rows } = await pool.query<{ queued: string; running: string; oldest_ms: string | null; workers: string }>(
      `select
         (select count(*) from engine_jobs where status = 'queued') as queued,
         (select count(*) from engine_jobs where status = 'running') as running,
         (select extract(epoch from now() - min(started_at)) * 1000 from engine_jobs where status = 'running') as oldest_ms,
         (select count(*) from process_leases where role = 'worker' and heartbeat_at > now() - $1::interval) as workers`,
      [`${WORKER_SEEN_MS} milliseconds`],
    );
    const row = rows[0]!;
    const queued = Number(row.queued);
    const running = Number(row.running);
    snapshot = {
      state: queued > 0 ? 'busy' : 'ok',
      running,
      queued,
      oldestRunningMs: Math.round(Number(row.oldest_ms ?? 0)),
      cancelling: 0,
      workersSeen: Number(row.workers),
    };
  }
  const refresher = setInterval(() => void refresh().catch(() => undefined), STATUS_REFRESH_MS);
  refresher.unref();

  // ---- admission + enqueue, in one transaction under the shared lock
  async function enqueue(task: EngineJobTask, job: JobIdentity | undefined): Promise<string> {
    const key = job?.key;
    const { json, blob } = pack(task);
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [ADMISSION_LOCK_ID]);
      if (key) {
        // The same request again (its replica died while it waited): join the job, wherever it is. A
        // failed one is left over from an earlier try and makes way for a new run.
        const { rows: same } = await client.query<{ id: string; status: string }>(`select id, status from engine_jobs where job_key = $1`, [key]);
        if (same[0] && same[0].status !== 'failed') {
          await client.query('commit');
          return same[0].id;
        }
        if (same[0]) await client.query(`delete from engine_jobs where id = $1`, [same[0].id]);
      }
      const { rows } = await client.query<{ queued: string; workers: string }>(
        `select (select count(*) from engine_jobs where status = 'queued') as queued,
                (select count(*) from process_leases where role = 'worker' and heartbeat_at > now() - $1::interval) as workers`,
        [`${options.workerAliveMs} milliseconds`],
      );
      const queued = Number(rows[0]!.queued);
      const workers = Number(rows[0]!.workers);
      if (workers === 0) throw new EngineBusyError(Math.ceil(options.workerAliveMs / 1000));
      if (queued >= options.queueMax) throw new EngineBusyError(Math.max(1, Math.ceil(((queued + 1) * averageJobSeconds) / workers)));
      const inserted = await client.query<{ id: string }>(
        `insert into engine_jobs (kind, payload, payload_blob, job_key) values ($1, $2, $3, $4) returning id`,
        [task.kind, JSON.stringify(json), blob, key ?? null],
      );
      const id = inserted.rows[0]!.id;
      await client.query(`select graphile_worker.add_job($1, json_build_object('id', $2::text), job_key := $2::text, max_attempts := $3, priority := $4)`, [
        ENGINE_TASK,
        id,
        MAX_JOB_ATTEMPTS,
        job?.background ? BACKGROUND_PRIORITY : JOB_PRIORITY[task.kind],
      ]);
      await client.query('commit');
      return id;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Withdraws a job no worker has taken yet; false when one took it meanwhile. */
  async function withdraw(id: string): Promise<boolean> {
    const { rowCount } = await pool.query(`delete from engine_jobs where id = $1 and status = 'queued'`, [id]);
    if (!rowCount) return false;
    await pool.query('select graphile_worker.remove_job($1)', [id]).catch(() => undefined);
    return true;
  }

  async function waitFor<T>(id: string, background = false): Promise<T> {
    // Background work (a menu batch) has nobody's request waiting on it: it may wait far longer behind
    // single photos before it is withdrawn (and its item tried again later).
    const queueWaitLimitMs = background ? Math.max(maxQueueWaitMs, BACKGROUND_QUEUE_WAIT_MS) : maxQueueWaitMs;
    const enqueuedAt = performance.now();
    let timer: NodeJS.Timeout | undefined;
    let failedPolls = 0;
    try {
      for (;;) {
        if (closed) throw new Error('the engine is closed');
        const woken = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, pollMs);
          wakers.set(id, () => {
            clearTimeout(timer);
            resolve();
          });
        });
        let row: { status: string; running_ms: string | null } | undefined;
        try {
          const polled = await pool.query<{ status: string; running_ms: string | null }>(
            `select status, extract(epoch from now() - started_at) * 1000 as running_ms from engine_jobs where id = $1`,
            [id],
          );
          row = polled.rows[0];
          failedPolls = 0;
        } catch (error) {
          // A blip of the database (a connection lost, the pool busy) is waited out; a long outage is not.
          failedPolls += 1;
          if (failedPolls * pollMs > options.taskTimeoutMs) throw error;
          await woken;
          continue;
        }
        if (!row) throw new Error('the engine job vanished');
        if (row.status === 'done' || row.status === 'failed') return await collect<T>(id);
        if (row.status === 'queued' && performance.now() - enqueuedAt > queueWaitLimitMs && (await withdraw(id))) {
          throw new EngineBusyError(Math.ceil(averageJobSeconds * Math.max(1, snapshot.queued)));
        }
        if (row.status === 'running' && Number(row.running_ms ?? 0) > options.taskTimeoutMs + RUNNING_GRACE_MS) {
          throw new EngineTimeoutError(options.taskTimeoutMs);
        }
        await woken;
      }
    } finally {
      clearTimeout(timer);
      wakers.delete(id);
    }
  }

  /** Reads a finished job and deletes it, in one statement: each result is read once. */
  async function collect<T>(id: string): Promise<T> {
    const { rows } = await pool.query<{ status: string; result: unknown; result_blob: Buffer | null; error: EngineJobError | null; run_ms: string | null }>(
      `delete from engine_jobs where id = $1 returning status, result, result_blob, error, extract(epoch from finished_at - started_at) * 1000 as run_ms`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new Error('the engine job vanished');
    if (row.run_ms !== null) averageJobSeconds = averageJobSeconds * 0.8 + (Number(row.run_ms) / 1000) * 0.2;
    if (row.status === 'done') return unpack<T>(row.result, row.result_blob);
    const failure = row.error ?? { kind: 'failed', message: 'the engine job failed' };
    if (failure.kind === 'unreadable') throw new PhotoDecodeError(failure.message);
    if (failure.kind === 'timeout') throw new EngineTimeoutError(options.taskTimeoutMs);
    throw new Error(`engine worker: ${failure.message}`);
  }

  async function run<T>(task: EngineJobTask, job?: JobIdentity): Promise<T> {
    if (closed) throw new Error('the engine is closed');
    await start();
    return waitFor<T>(await enqueue(task, job), job?.background === true);
  }

  return {
    mode: 'queue',
    enhancePhoto: (input, enhanceOptions, job) => run<EnhanceResult>({ kind: 'enhance', input, options: enhanceOptions }, job),
    checkPhoto: (input, platform, job) => run<PhotoCheck>({ kind: 'check', input, platform }, job),
    renderArt: (art, job) => run<GenerateArtResult>({ kind: 'art', art }, job),
    renderKit: (input, kitOptions, destinations, job) => run<KitResult>({ kind: 'kit', input, options: kitOptions, destinations }, job),
    // The models live in the workers, which warm themselves up; this replica only connects.
    async warmUp() {
      await start();
      await refresh();
    },
    status: () => snapshot,
    async close() {
      closed = true;
      clearInterval(refresher);
      await listener?.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
  };
}
