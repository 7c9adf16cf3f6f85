// GET /api/health: what the app runs on, whether its database and storage answer, and whether the
// engine is working through its tasks or stuck on one (engineStatus; a stuck engine is degraded). In
// queue mode the engine status is the shared queue's: its depth, the jobs running, the workers seen.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '../../../shared/schemas/health.schema.ts';
import type { PhotoEngine } from '../../adapters/engine/engine-pool.ts';
import { pingRedis, type RedisClient } from '../../adapters/redis/redis.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';

type HealthDeps = { database: Database; storage: Storage; config: Config; engine: Pick<PhotoEngine, 'status' | 'mode'>; redis: RedisClient | null };

export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, opts) => {
  const { database, storage, config, engine, redis } = opts;
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Health: database, storage and engine (503 with the same body when degraded), and where the rate limits live',
        tags: ['health'],
        response: { 200: HealthSchema, 503: HealthSchema.describe('Degraded: a part does not answer, or the engine is stuck') },
      },
    },
    async (_request, reply) => {
      const [dbOk, storageOk, redisOk] = await Promise.all([
        database.ping().catch(() => false),
        storage.ping().catch(() => false),
        redis ? pingRedis(redis) : true,
      ]);
      const engineStatus = engine.status();
      // Redis down is reported (limits "down") but does not make the replica unhealthy: every replica
      // shares it, and taking them all out would close the whole site, landing included, over counters.
      const ok = dbOk && storageOk && engineStatus.state !== 'stuck';
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        db: database.kind,
        storage: storage.driver,
        engine: config.ai.provider,
        payments: config.payments.provider,
        limits: !redis ? ('memory' as const) : redisOk ? ('redis' as const) : ('down' as const),
        engineMode: engine.mode ?? 'in-process',
        engineStatus,
      };
      return reply.status(ok ? 200 : 503).header('cache-control', 'no-store').send(body);
    },
  );
};
