// POST /api/ratings — the signed-in user rates one of their own photos or arts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RatingResultSchema, RatingSchema } from '../../../shared/schemas/ratings.schema.ts';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../http-contract.ts';
import { currentUser } from '../../plugins/auth.plugin.ts';
import { rateCreation } from './ratings.service.ts';

export const ratingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  app.post(
    '/api/ratings',
    {
      preValidation: app.requireUser,
      schema: {
        summary: 'Rate one of your photos or arts (1–5, with optional details)',
        tags: ['creations'],
        security: [{ session: [] }],
        body: RatingSchema,
        response: { 201: RatingResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await rateCreation(opts.db, currentUser(request).id, request.body)),
  );
};
