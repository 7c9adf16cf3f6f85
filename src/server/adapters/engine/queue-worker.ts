// An engine worker (`npm run worker`, ENGINE_MODE=queue): graphile-worker hands it the ids of
// engine_jobs rows; it runs each on its own engine pool (the same piscina worker and warm model the
// in-process default uses), and writes the result or the error back to the row, then NOTIFYs the
// replica waiting for it. An engine failure is an answer, not a retry: graphile-worker retries only a
// job whose worker died (its lock forced open by recoverJobsOfDeadWorkers), up to MAX_JOB_ATTEMPTS.
import { run, type Runner, type Task } from 'graphile-worker';
import type pg from 'pg';
import { PhotoDecodeError } from '../../../engine/photo/decode.ts';
import { EngineTimeoutError, type PhotoEngine } from './engine-pool.ts';
import { ENGINE_TASK, JOB_DONE_CHANNEL, MAX_JOB_ATTEMPTS, quietLogger, type EngineJobError, type EngineJobTask } from './engine-queue.ts';
import { pack, unpack } from './job-codec.ts';

export interface QueueWorkerOptions {
  pool: pg.Pool;
  engine: PhotoEngine;
  /** This worker process's lease id: what marks its running jobs as its own. */
  lease: string;
  /** Jobs run at once (ENGINE_WORKER_CONCURRENCY; 1: one model session with every core). */
  concurrency: number;
  /** Called after each job with how it went (logs, counters). */
  onJob?: (job: { id: string; kind: string; ms: number; waitedMs: number; outcome: 'done' | 'failed' | 'skipped' }) => void;
}

type JobEnd = { result: { json: unknown; blob: Buffer } } | { error: EngineJobError };

interface ClaimedRow {
  kind: EngineJobTask['kind'];
  payload: unknown;
  payload_blob: Buffer | null;
  attempts: number;
  waited_ms: string;
}

async function execute(engine: PhotoEngine, task: EngineJobTask): Promise<unknown> {
  switch (task.kind) {
    case 'enhance':
      return engine.enhancePhoto(task.input, task.options);
    case 'check':
      return engine.checkPhoto(task.input, task.platform);
    case 'art':
      return engine.renderArt(task.art);
    case 'kit':
      return engine.renderKit(task.input, task.options, task.destinations);
    case 'warm-up':
      await engine.warmUp();
      return { warmedUp: true };
  }
}

function describeFailure(error: unknown): EngineJobError {
  if (error instanceof PhotoDecodeError) return { kind: 'unreadable', message: error.message };
  if (error instanceof EngineTimeoutError) return { kind: 'timeout', message: error.message };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

export async function startQueueWorker(options: QueueWorkerOptions): Promise<Runner> {
  const { pool, engine, lease } = options;

  const handle: Task = async (payload, helpers) => {
    const id = (payload as { id?: string }).id;
    if (!id) return;
    const started = performance.now();
    // Take the row: a row gone (withdrawn, read) or finished needs nothing more.
    const claimed = await pool.query<ClaimedRow>(
      `update engine_jobs set status = 'running', worker_lease = $2, worker_id = $3, attempts = attempts + 1, started_at = now()
         where id = $1 and status in ('queued', 'running')
         returning kind, payload, payload_blob, attempts, extract(epoch from now() - created_at) * 1000 as waited_ms`,
      [id, lease, helpers.job.locked_by],
    );
    const row = claimed.rows[0];
    if (!row) {
      options.onJob?.({ id, kind: 'unknown', ms: 0, waitedMs: 0, outcome: 'skipped' });
      return;
    }
    let end: JobEnd;
    if (row.attempts > MAX_JOB_ATTEMPTS) {
      end = { error: { kind: 'crashed', message: `the engine worker died running this job ${row.attempts - 1} times` } };
    } else {
      try {
        const task = { kind: row.kind, ...unpack<object>(row.payload, row.payload_blob) } as EngineJobTask;
        end = { result: pack(await execute(engine, task)) };
      } catch (error) {
        end = { error: describeFailure(error) };
      }
    }
    await finish(id, end);
    const outcome = 'result' in end ? 'done' : 'failed';
    options.onJob?.({ id, kind: row.kind, ms: Math.round(performance.now() - started), waitedMs: Math.round(Number(row.waited_ms)), outcome });
  };

  /**
   * Records how the job ended and wakes its replica — while the row is still this worker's, or back in
   * the queue with no one on it yet (this worker was taken for dead, then finished after all). When
   * another worker holds it now, this answer is dropped and the error makes graphile-worker leave the
   * job to that worker (its "fail" only touches a job still locked by this one).
   */
  async function finish(id: string, end: JobEnd): Promise<void> {
    const done = 'result' in end;
    const { rowCount } = await pool.query(
      `update engine_jobs set status = $3, result = $4, result_blob = $5, error = $6, finished_at = now(), payload_blob = null,
              worker_lease = $2
         where id = $1 and ((worker_lease = $2 and status = 'running') or status = 'queued')`,
      [
        id,
        lease,
        done ? 'done' : 'failed',
        done ? JSON.stringify(end.result.json) : null,
        done ? end.result.blob : null,
        done ? null : JSON.stringify(end.error),
      ],
    );
    if (!rowCount) throw new Error(`engine job ${id} is another worker's now: this worker's answer is dropped`);
    await pool.query('select pg_notify($1, $2)', [JOB_DONE_CHANNEL, id]);
  }

  return run({
    pgPool: pool,
    concurrency: options.concurrency,
    noHandleSignals: true,
    // New jobs arrive by LISTEN/NOTIFY at once; the poll only catches what a lost notification missed.
    pollInterval: 1_000,
    logger: quietLogger,
    taskList: { [ENGINE_TASK]: handle },
  });
}
