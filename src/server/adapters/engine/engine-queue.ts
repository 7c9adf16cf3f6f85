// What the web replicas (queue-engine.ts) and the engine workers (queue-worker.ts) agree on when the
// engine runs apart (ENGINE_MODE=queue): the graphile-worker task and its schema, the notification
// channel, the shape of a job, and the recovery of jobs whose worker died (decision 010).
import pg from 'pg';
import { Logger, runMigrations } from 'graphile-worker';
import type { GenerateArtInput } from '../../../engine/art/generate.ts';
import type { EnhanceOptions } from '../../../engine/photo/enhance.ts';
import type { Platform } from '../../../shared/constants.ts';
import type { KitDestination } from '../../../shared/kit-destinations.ts';

/** graphile-worker's task name for every engine job; its payload is `{ id }` of the engine_jobs row. */
export const ENGINE_TASK = 'engine';
/** Where a worker announces a finished job (payload: the job's id), so the waiting replica wakes at once. */
export const JOB_DONE_CHANNEL = 'foodart_engine_job_done';
/** Serialises the admission (count the queue, then enqueue) across every replica. */
export const ADMISSION_LOCK_ID = 7_061_722_402;
/** Serialises graphile-worker's own migrations when several processes start together. */
const QUEUE_MIGRATION_LOCK_ID = 7_061_722_403;
/** Starts a job may take: more means it killed every worker it ran on, and it fails for good. */
export const MAX_JOB_ATTEMPTS = 3;
/** A worker is counted as seen when its lease was renewed this recently. */
export const WORKER_SEEN_MS = 60_000;
/** Finished rows nobody read (the waiting replica died or gave up) are deleted after this. */
export const FINISHED_JOB_TTL_MS = 10 * 60_000;
/** Any row this old is abandoned, whatever its state: no replica waits that long. */
const ABANDONED_JOB_MS = 60 * 60_000;
/** A graphile lock this old on a row nobody took (see recoverJobsOfDeadWorkers). */
const STRANDED_LOCK_MS = 30_000;

/** Lower runs first: the free pre-check before a paid generation, single photos before a batch. */
export const JOB_PRIORITY = { check: 0, enhance: 1, art: 1, kit: 2, 'warm-up': 2 } as const;
/** Background work of any kind (a menu batch's photos, checks and kits): after everything a user waits on. */
export const BACKGROUND_PRIORITY = 3;

export type EngineJobTask =
  | { kind: 'enhance'; input: Buffer; options: EnhanceOptions }
  | { kind: 'check'; input: Buffer; platform: Platform }
  | { kind: 'art'; art: GenerateArtInput }
  | { kind: 'kit'; input: Buffer; options: EnhanceOptions; destinations: readonly KitDestination[] }
  | { kind: 'warm-up' };
export type EngineJobKind = EngineJobTask['kind'];

/** How a job failed, as the worker records it and the replica rethrows it. */
export interface EngineJobError {
  kind: 'unreadable' | 'timeout' | 'failed' | 'crashed';
  message: string;
}

export function createQueuePool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000 });
  // A dropped connection is reported to its query; the pool and the idle clients must not crash the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** Installs or updates graphile-worker's schema, once at a time across processes. */
export async function migrateQueue(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUE_MIGRATION_LOCK_ID]);
    try {
      await runMigrations({ pgPool: pool, logger: quietLogger });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [QUEUE_MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

/**
 * The jobs whose engine worker died — their worker's lease is gone (features/leases ends the lease of
 * a process that stopped renewing it, or of a process of this host that no longer exists) — go back
 * to the queue at once: their graphile-worker locks are forced open, so another worker takes them now,
 * not after graphile's four-hour lock timeout. A job that has had every attempt fails for good instead
 * (the waiting replica refunds). Ownership, not age: a slow job of a live worker is never touched.
 */
export async function recoverJobsOfDeadWorkers(pool: pg.Pool): Promise<{ requeued: number; failed: number }> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: string; worker_id: string | null; attempts: number }>(
      `select id, worker_id, attempts from engine_jobs
         where status = 'running' and (worker_lease is null or worker_lease not in (select id from process_leases))
         for update skip locked`,
    );
    // A worker that died after graphile-worker locked a job for it but before it took the row: the row
    // is still queued, its job locked by nobody alive. Taking a row is the handler's first statement,
    // milliseconds after the lock: a lock that old on a queued row belongs to a dead worker.
    const { rows: stranded } = await client.query<{ locked_by: string }>(
      `select distinct g.locked_by from graphile_worker.jobs g join engine_jobs e on e.id::text = g.key
         where g.locked_by is not null and e.status = 'queued' and g.locked_at < now() - $1::interval`,
      [`${STRANDED_LOCK_MS} milliseconds`],
    );
    if (rows.length === 0 && stranded.length === 0) {
      await client.query('rollback');
      return { requeued: 0, failed: 0 };
    }
    const workerIds = [...new Set([...rows.map((row) => row.worker_id), ...stranded.map((row) => row.locked_by)].filter((id): id is string => id !== null))];
    if (workerIds.length > 0) await client.query('select graphile_worker.force_unlock_workers($1::text[])', [workerIds]);
    let failed = 0;
    for (const row of rows) {
      if (row.attempts >= MAX_JOB_ATTEMPTS) {
        const error: EngineJobError = { kind: 'crashed', message: `the engine worker died running this job ${row.attempts} times` };
        await client.query(`update engine_jobs set status = 'failed', error = $2, finished_at = now() where id = $1`, [row.id, JSON.stringify(error)]);
        await client.query('select graphile_worker.remove_job($1)', [row.id]);
        await client.query('select pg_notify($1, $2)', [JOB_DONE_CHANNEL, row.id]);
        failed += 1;
      } else {
        await client.query(`update engine_jobs set status = 'queued', worker_lease = null, worker_id = null where id = $1`, [row.id]);
      }
    }
    await client.query('commit');
    return { requeued: rows.length - failed, failed };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Deletes finished jobs nobody came to read, and rows abandoned long ago. */
export async function sweepFinishedJobs(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query(
    `delete from engine_jobs where (status in ('done', 'failed') and finished_at < now() - $1::interval) or created_at < now() - $2::interval`,
    [`${FINISHED_JOB_TTL_MS} milliseconds`, `${ABANDONED_JOB_MS} milliseconds`],
  );
  return rowCount ?? 0;
}

/** graphile-worker logs through this: warnings and errors only, to stderr. */
export const quietLogger = new Logger(() => (level, message) => {
  if (level === 'error' || level === 'warning') console.error(`[queue] ${level}: ${message}`);
});
