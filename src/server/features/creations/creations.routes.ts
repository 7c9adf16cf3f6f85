// GET /api/creations — the signed-in user's photos and arts, newest first, paged by cursor.
import type { FastifyInstance } from 'fastify';
import { CreationsQuerySchema } from '../../../shared/schemas/creations.schema.ts';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../plugins/auth.plugin.ts';
import { listCreations } from './creations.service.ts';

export async function creationsRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get('/api/creations', { preHandler: app.requireUser }, async (request, reply) => {
    const { cursor } = CreationsQuerySchema.parse(request.query ?? {});
    // Private and changing with every generation: never cached by a browser or a proxy.
    return reply.header('cache-control', 'private, no-store').send(await listCreations(opts.db, currentUser(request).id, cursor));
  });
}
