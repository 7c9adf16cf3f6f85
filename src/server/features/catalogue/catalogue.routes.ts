// Public catalogues: plans, credit packages, predefined scenarios and style templates.
import type { FastifyInstance } from 'fastify';
import { TemplatesQuerySchema } from '../../../shared/schemas/catalogue.schema.ts';
import type { Db } from '../../db/client.ts';
import { listCreditPackages, listPlans, listScenarios, listTemplates } from './catalogue.service.ts';

export async function catalogueRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  app.get('/api/plans', async () => listPlans(db));
  app.get('/api/credit-packages', async () => listCreditPackages(db));
  app.get('/api/scenarios', async () => listScenarios(db));
  app.get('/api/templates', async (request) => {
    const { category } = TemplatesQuerySchema.parse(request.query ?? {});
    return listTemplates(db, category);
  });
}
