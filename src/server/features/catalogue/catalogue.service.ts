// Public catalogues in the API's shape (camelCase, prices in centavos, URLs ready to use).
import type { AdminScenario, AdminTemplate, ScenarioForm, TemplateCreate, TemplateUpdate } from '../../../shared/schemas/admin.schema.ts';
import { MSG } from '../../../shared/messages.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
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

// ---- the admins' side of the templates

type TemplateRow = Awaited<ReturnType<typeof repo.listAllTemplates>>[number];

/** The response schema leaves out the seed key. */
function toAdminTemplate(row: TemplateRow): AdminTemplate {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

async function templateOr404<T>(row: Promise<T | undefined> | undefined): Promise<T> {
  const found = row ? await row : undefined;
  if (!found) throw notFound(MSG.adminTemplateNotFound);
  return found;
}

export async function listAllTemplates(db: Db): Promise<AdminTemplate[]> {
  return (await repo.listAllTemplates(db)).map(toAdminTemplate);
}

/** Any template, active or not; 404 when it does not exist. */
export async function findTemplate(db: Db, id: string): Promise<AdminTemplate> {
  return toAdminTemplate(await templateOr404(isUuid(id) ? repo.findTemplateById(db, id) : undefined));
}

/** A new template: active, unused, unrated, without examples. */
export async function createTemplate(db: Db, form: TemplateCreate): Promise<AdminTemplate> {
  return toAdminTemplate(await repo.createTemplate(db, { ...form, isActive: true, usageCount: 0, averageRating: 0, exampleUrls: [] }));
}

export async function updateTemplate(db: Db, id: string, patch: Partial<TemplateUpdate> & { isActive?: boolean }): Promise<AdminTemplate> {
  return toAdminTemplate(await templateOr404(isUuid(id) ? repo.updateTemplate(db, id, patch) : undefined));
}

export async function appendTemplateExamples(db: Db, id: string, urls: string[]): Promise<AdminTemplate> {
  return toAdminTemplate(await templateOr404(isUuid(id) ? repo.appendTemplateExamples(db, id, urls) : undefined));
}

/** Deletes a template; its row (for its example files). */
export async function deleteTemplate(db: Db, id: string): Promise<AdminTemplate> {
  return toAdminTemplate(await templateOr404(isUuid(id) ? repo.deleteTemplate(db, id) : undefined));
}
