// The engine's job queue when web replicas and engine workers run apart (ENGINE_MODE=queue, on
// PostgreSQL): one row per engine task — a Foto Pro photo, a pre-check, an art. The web replica writes
// the task (its JSON and its bytes), graphile-worker hands the row's id to one engine worker
// (adapters/engine/queue-worker.ts), the worker writes the result or the error back here, and the
// replica that waits reads it and deletes the row. Files never travel through the store on the way:
// a worker killed mid-job has written nothing anywhere but this row, which the retry overwrites.
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const engineJobs = pgTable(
  'engine_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** enhance | check | art | warm-up */
    kind: text('kind').notNull(),
    /** queued → running → done | failed (a running job whose worker died goes back to queued). */
    status: text('status').notNull().default('queued'),
    /** The task with its buffers replaced by ranges of `payloadBlob` (adapters/engine/job-codec.ts). */
    payload: jsonb('payload').notNull(),
    payloadBlob: bytea('payload_blob'),
    result: jsonb('result'),
    resultBlob: bytea('result_blob'),
    /** Why it failed: { kind: 'unreadable' | 'timeout' | 'failed' | 'crashed', message }. */
    error: jsonb('error'),
    /** The process lease of the engine worker running it, and graphile-worker's id of that worker. */
    workerLease: text('worker_lease'),
    workerId: text('worker_id'),
    /**
     * The request's job key, when it came with an Idempotency-Key: a hash of the user, the route, the
     * key and the input. A retry on any replica (after the first one died) joins the job still running
     * instead of running it again.
     */
    jobKey: text('job_key'),
    /** Starts taken: more than one means a worker died running it. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    startedAt: timestamp('started_at', tz),
    finishedAt: timestamp('finished_at', tz),
  },
  (t) => [
    uniqueIndex('engine_jobs_job_key_idx').on(t.jobKey),
    index('engine_jobs_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`status in ('queued', 'running')`),
  ],
);
