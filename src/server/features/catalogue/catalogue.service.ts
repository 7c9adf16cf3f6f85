// Public catalogues in the API's shape (camelCase, prices in centavos, URLs ready to use).
import type { Db } from '../../db/client.ts';
import * as repo from './catalogue.repo.ts';

export async function listPlans(db: Db) {
  const rows = await repo.listActivePlans(db);
  return rows.map(({ id, slug, name, priceBrlCents, creditsPerPeriod, unlimited, features, highlight, displayOrder }) => ({
    id, slug, name, priceBrlCents, creditsPerPeriod, unlimited, features, highlight, displayOrder,
  }));
}

export async function listCreditPackages(db: Db) {
  const rows = await repo.listActivePackages(db);
  return rows.map(({ id, credits, priceBrlCents, displayOrder }) => ({ id, credits, priceBrlCents, displayOrder }));
}

export async function listScenarios(db: Db) {
  const rows = await repo.listActiveScenarios(db);
  return rows.map(({ id, name, description, prompt, thumbnailUrl, displayOrder }) => ({ id, name, description, prompt, thumbnailUrl, displayOrder }));
}

export async function listTemplates(db: Db, category?: string) {
  const rows = await repo.listActiveTemplates(db, category);
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    category: t.category,
    format: t.format,
    style: t.style,
    promptEnhancements: t.promptEnhancements,
    colorStrategy: t.colorStrategy,
    layoutPreferences: t.layoutPreferences,
    usageCount: t.usageCount,
    averageRating: t.averageRating,
    exampleUrls: t.exampleUrls,
  }));
}

export function findActiveTemplate(db: Db, id: string) {
  return repo.findActiveTemplateById(db, id);
}
