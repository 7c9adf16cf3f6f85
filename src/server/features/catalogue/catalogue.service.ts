// Public catalogues in the API's shape (camelCase, prices in centavos, URLs ready to use).
import { z } from 'zod';
import type { AdminScenario, ScenarioForm } from '../../../shared/schemas/admin.schema.ts';
import { MSG } from '../../../shared/messages.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
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

// ---- the admins' side of the scenarios

type ScenarioRow = Awaited<ReturnType<typeof repo.listAllScenarios>>[number];

function toAdminScenario(row: ScenarioRow): AdminScenario {
  const { id, name, description, prompt, thumbnailUrl, displayOrder, isActive, createdAt } = row;
  return { id, name, description, prompt, thumbnailUrl, displayOrder, isActive, createdAt: createdAt.toISOString() };
}

const isUuid = (id: string) => z.uuid().safeParse(id).success;

export async function listAllScenarios(db: Db): Promise<AdminScenario[]> {
  return (await repo.listAllScenarios(db)).map(toAdminScenario);
}

export async function createScenario(db: Db, form: ScenarioForm): Promise<AdminScenario> {
  return toAdminScenario(await repo.createScenario(db, form));
}

/** An edit or a toggle; 404 when the scenario does not exist. */
export async function updateScenario(db: Db, id: string, patch: Partial<ScenarioForm>): Promise<AdminScenario> {
  const updated = isUuid(id) ? await repo.updateScenario(db, id, patch) : undefined;
  if (!updated) throw notFound(MSG.adminScenarioNotFound);
  return toAdminScenario(updated);
}
