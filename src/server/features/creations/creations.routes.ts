// GET /api/creations — the signed-in user's photos and arts, newest first, paged by cursor.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreationsPageSchema, CreationsQuerySchema } from '../../../shared/schemas/creations.schema.ts';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../http-contract.ts';
import { currentUser } from '../../plugins/auth.plugin.ts';
import { listCreations } from './creations.service.ts';

export const creationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  app.get(
    '/api/creations',
    {
      preValidation: app.requireUser,
      schema: {
        summary: 'Minhas Criações: your photos and arts, newest first (pass `nextCursor` for the next page)',
        tags: ['creations'],
        security: [{ session: [] }],
        querystring: CreationsQuerySchema,
        response: { 200: CreationsPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      // Private and changing with every generation: never cached by a browser or a proxy.
      return reply.header('cache-control', 'private, no-store').send(await listCreations(opts.db, currentUser(request).id, request.query.cursor));
    },
  );
};
