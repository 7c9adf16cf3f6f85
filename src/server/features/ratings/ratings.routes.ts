// POST /api/ratings — the signed-in user rates one of their own photos or arts.
import type { FastifyInstance } from 'fastify';
import { RatingSchema } from '../../../shared/schemas/ratings.schema.ts';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../plugins/auth.plugin.ts';
import { rateCreation } from './ratings.service.ts';

export async function ratingsRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.post('/api/ratings', { preHandler: app.requireUser }, async (request, reply) => {
    const input = RatingSchema.parse(request.body ?? {});
    return reply.status(201).send(await rateCreation(opts.db, currentUser(request).id, input));
  });
}
