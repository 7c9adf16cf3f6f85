import { z } from 'zod';

/** GET /api/health: what the app runs on and whether its parts answer (503 with the same body when degraded). */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['pglite', 'postgres']),
  storage: z.enum(['local', 's3']),
  /** The photo engine: the local one, or a remote provider's name. */
  engine: z.string(),
  payments: z.enum(['stripe', 'demo']),
  /** Where the rate limits' counters live: this process's memory, or Redis (REDIS_URL) — `down` when it does not answer (the limited routes then fail; the rest works). */
  limits: z.enum(['memory', 'redis', 'down']),
  /**
   * Where the engine runs: in this process (the default), or on engine workers taking jobs from the
   * PostgreSQL queue (ENGINE_MODE=queue; then engineStatus counts the whole queue, every replica's).
   */
  engineMode: z.enum(['in-process', 'queue']),
  engineStatus: z.object({
    /** ok: a task would start at once or soon; busy: tasks are waiting; stuck: a task overran its deadline. */
    state: z.enum(['ok', 'busy', 'stuck']),
    running: z.number().int(),
    queued: z.number().int(),
    /** How long the oldest running task has run, ms (0 when none runs). */
    oldestRunningMs: z.number(),
    cancelling: z.number().int(),
    /** Queue mode: engine workers whose lease was renewed in the last minute. */
    workersSeen: z.number().int().optional(),
  }),
});
export type Health = z.infer<typeof HealthSchema>;
