// Public catalogues: plans, credit packages, predefined scenarios and style templates.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TemplatesQuerySchema } from '../../../shared/schemas/catalogue.schema.ts';
import type { Db } from '../../db/client.ts';
import type { JsonCache } from './catalogue.cache.ts';
import { listCreditPackages, listPlans, listScenarios, listTemplates } from './catalogue.service.ts';

export async function catalogueRoutes(app: FastifyInstance, opts: { db: Db; cache: JsonCache }) {
  const { db, cache } = opts;
  const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

  app.get('/api/plans', async (_request, reply) => sendJson(reply, await cache.get('plans', () => listPlans(db))));
  app.get('/api/credit-packages', async (_request, reply) =>
    sendJson(reply, await cache.get('credit-packages', () => listCreditPackages(db))),
  );
  app.get('/api/scenarios', async (_request, reply) => sendJson(reply, await cache.get('scenarios', () => listScenarios(db))));
  app.get('/api/templates', async (request, reply) => {
    const { category } = TemplatesQuerySchema.parse(request.query ?? {});
    return sendJson(reply, await cache.get(`templates:${category ?? 'todos'}`, () => listTemplates(db, category)));
  });
}
