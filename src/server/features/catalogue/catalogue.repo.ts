// The only file that reads, seeds and (for the admins) edits the catalogues.
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditPackages, predefinedScenarios, styleTemplates, subscriptionPlans } from '../../db/schema/index.ts';

export function listActivePlans(db: Executor) {
  return db.select().from(subscriptionPlans).where(eq(subscriptionPlans.isActive, true)).orderBy(asc(subscriptionPlans.displayOrder));
}

export function listActivePackages(db: Executor) {
  return db.select().from(creditPackages).where(eq(creditPackages.isActive, true)).orderBy(asc(creditPackages.displayOrder));
}

export function listActiveScenarios(db: Executor) {
  return db
    .select()
    .from(predefinedScenarios)
    .where(eq(predefinedScenarios.isActive, true))
    .orderBy(asc(predefinedScenarios.displayOrder), asc(predefinedScenarios.name));
}

export function listActiveTemplates(db: Executor, category?: string) {
  const active = eq(styleTemplates.isActive, true);
  return db
    .select()
    .from(styleTemplates)
    .where(category ? and(active, eq(styleTemplates.category, category)) : active)
    .orderBy(desc(styleTemplates.usageCount), asc(styleTemplates.name));
}

export async function insertPlans(db: Executor, rows: (typeof subscriptionPlans.$inferInsert)[]) {
  if (rows.length) await db.insert(subscriptionPlans).values(rows).onConflictDoNothing({ target: subscriptionPlans.slug });
}

export async function insertPackages(db: Executor, rows: (typeof creditPackages.$inferInsert)[]) {
  if (rows.length) await db.insert(creditPackages).values(rows).onConflictDoNothing({ target: creditPackages.key });
}

export async function insertTemplates(db: Executor, rows: (typeof styleTemplates.$inferInsert)[]) {
  if (rows.length) await db.insert(styleTemplates).values(rows).onConflictDoNothing({ target: styleTemplates.key });
}

export async function insertScenario(db: Executor, row: typeof predefinedScenarios.$inferInsert) {
  await db.insert(predefinedScenarios).values(row).onConflictDoNothing({ target: predefinedScenarios.key });
}

export async function listScenarioKeys(db: Executor): Promise<Set<string>> {
  const rows = await db.select({ key: predefinedScenarios.key }).from(predefinedScenarios);
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}

export async function findActiveTemplateById(db: Executor, id: string) {
  const [row] = await db.select().from(styleTemplates).where(and(eq(styleTemplates.id, id), eq(styleTemplates.isActive, true)));
  return row;
}

export async function findTemplateById(db: Executor, id: string) {
  const [row] = await db.select().from(styleTemplates).where(eq(styleTemplates.id, id));
  return row;
}

/** The seeded templates (those with a stable key) and their example images. */
export async function listSeededTemplateExamples(db: Executor) {
  const rows = await db
    .select({ id: styleTemplates.id, key: styleTemplates.key, exampleUrls: styleTemplates.exampleUrls })
    .from(styleTemplates)
    .where(isNotNull(styleTemplates.key));
  return rows.map((r) => ({ id: r.id, key: r.key!, exampleUrls: r.exampleUrls }));
}

export async function setTemplateExampleUrls(db: Executor, id: string, exampleUrls: string[]) {
  await db.update(styleTemplates).set({ exampleUrls }).where(eq(styleTemplates.id, id));
}

/** Every scenario, active or not, in display order (the admin's table). */
export function listAllScenarios(db: Executor) {
  return db.select().from(predefinedScenarios).orderBy(asc(predefinedScenarios.displayOrder), asc(predefinedScenarios.name));
}

export async function createScenario(db: Executor, row: typeof predefinedScenarios.$inferInsert) {
  const [created] = await db.insert(predefinedScenarios).values(row).returning();
  return created!;
}

/** Undefined when no scenario has this id. */
export async function updateScenario(db: Executor, id: string, patch: Partial<typeof predefinedScenarios.$inferInsert>) {
  const [updated] = await db.update(predefinedScenarios).set(patch).where(eq(predefinedScenarios.id, id)).returning();
  return updated;
}

/** Every template, newest first (the admin's grid). */
export function listAllTemplates(db: Executor) {
  return db.select().from(styleTemplates).orderBy(desc(styleTemplates.createdAt), asc(styleTemplates.name));
}

export async function createTemplate(db: Executor, row: typeof styleTemplates.$inferInsert) {
  const [created] = await db.insert(styleTemplates).values(row).returning();
  return created!;
}

export async function updateTemplate(db: Executor, id: string, patch: Partial<typeof styleTemplates.$inferInsert>) {
  const [updated] = await db.update(styleTemplates).set(patch).where(eq(styleTemplates.id, id)).returning();
  return updated;
}

/** Appends example URLs in one statement (two uploads at once both keep theirs). */
export async function appendTemplateExamples(db: Executor, id: string, urls: string[]) {
  const [updated] = await db
    .update(styleTemplates)
    .set({ exampleUrls: sql`${styleTemplates.exampleUrls} || ${JSON.stringify(urls)}::jsonb` })
    .where(eq(styleTemplates.id, id))
    .returning();
  return updated;
}

export async function deleteTemplate(db: Executor, id: string) {
  const [deleted] = await db.delete(styleTemplates).where(eq(styleTemplates.id, id)).returning();
  return deleted;
}
