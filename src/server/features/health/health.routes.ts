// GET /api/health: what the app runs on, whether its database and storage answer, and whether the
// engine is working through its tasks or stuck on one (engineStatus; a stuck engine is degraded).
import type { FastifyInstance } from 'fastify';
import type { PhotoEngine } from '../../adapters/engine/engine-pool.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';

export async function healthRoutes(app: FastifyInstance, opts: { database: Database; storage: Storage; config: Config; engine: Pick<PhotoEngine, 'status'> }) {
  const { database, storage, config, engine } = opts;
  app.get('/api/health', async (_request, reply) => {
    const [dbOk, storageOk] = await Promise.all([database.ping().catch(() => false), storage.ping().catch(() => false)]);
    const engineStatus = engine.status();
    const ok = dbOk && storageOk && engineStatus.state !== 'stuck';
    const body = {
      status: ok ? 'ok' : 'degraded',
      db: database.kind,
      storage: storage.driver,
      engine: config.ai.provider,
      payments: config.payments.provider,
      engineStatus,
    };
    return reply.status(ok ? 200 : 503).header('cache-control', 'no-store').send(body);
  });
}
