// Public catalogues: plans, credit packages, predefined scenarios and style templates.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreditPackageSchema, PlanSchema, ScenarioSchema, TemplateSchema, TemplatesQuerySchema } from '../../../shared/schemas/catalogue.schema.ts';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../http-contract.ts';
import type { JsonCache } from './catalogue.cache.ts';
import { listCreditPackages, listPlans, listScenarios, listTemplates } from './catalogue.service.ts';

const TAGS = ['catalogue'];
const Plans = z.array(PlanSchema);
const CreditPackages = z.array(CreditPackageSchema);
const Scenarios = z.array(ScenarioSchema);
const Templates = z.array(TemplateSchema);

export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db; cache: JsonCache }> = async (app, opts) => {
  const { db, cache } = opts;
  const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

  app.get('/api/plans', { schema: { summary: 'The monthly plans, in display order (prices in centavos)', tags: TAGS, response: { 200: Plans } } }, async (_request, reply) =>
    sendJson(reply, await cache.get('plans', Plans, () => listPlans(db))),
  );
  app.get(
    '/api/credit-packages',
    { schema: { summary: 'One-off credit packages, in display order (prices in centavos)', tags: TAGS, response: { 200: CreditPackages } } },
    async (_request, reply) => sendJson(reply, await cache.get('credit-packages', CreditPackages, () => listCreditPackages(db))),
  );
  app.get('/api/scenarios', { schema: { summary: 'The active predefined scenarios of Foto Pro', tags: TAGS, response: { 200: Scenarios } } }, async (_request, reply) =>
    sendJson(reply, await cache.get('scenarios', Scenarios, () => listScenarios(db))),
  );
  app.get(
    '/api/templates',
    {
      schema: {
        summary: 'The active style templates of Templates Rápidos, most used first',
        tags: TAGS,
        querystring: TemplatesQuerySchema,
        response: { 200: Templates, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { category } = request.query;
      return sendJson(reply, await cache.get(`templates:${category ?? 'todos'}`, Templates, () => listTemplates(db, category)));
    },
  );
};
