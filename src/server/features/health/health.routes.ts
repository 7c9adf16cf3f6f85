// GET /api/health: what the app runs on, and whether its database and storage answer.
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';

export async function healthRoutes(app: FastifyInstance, opts: { database: Database; storage: Storage; config: Config }) {
  const { database, storage, config } = opts;
  app.get('/api/health', async (_request, reply) => {
    const [dbOk, storageOk] = await Promise.all([database.ping().catch(() => false), storage.ping().catch(() => false)]);
    const body = {
      status: dbOk && storageOk ? 'ok' : 'degraded',
      db: database.kind,
      storage: storage.driver,
      engine: config.ai.provider,
      payments: config.payments.provider,
    };
    return reply.status(dbOk && storageOk ? 200 : 503).header('cache-control', 'no-store').send(body);
  });
}
