// The admin feature's own tables — the audit of admin writes, and the training examples admins curate
// (the photo engine's remote prompt only reads the active ones) — and its one reporting read: the
// dashboard's counts over several features' tables, in one round trip, read-only.
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adminAudit, creations, feedbackRatings, styleTemplates, trainingExamples } from '../../db/schema/index.ts';

export async function insertAudit(db: Executor, row: typeof adminAudit.$inferInsert): Promise<void> {
  await db.insert(adminAudit).values(row);
}

export async function dashboardCounts(db: Executor) {
  const [row] = await db
    .select({
      totalCreations: sql<number>`(select count(*) from ${creations})`.mapWith(Number),
      activeTemplates: sql<number>`(select count(*) from ${styleTemplates} where ${styleTemplates.isActive})`.mapWith(Number),
      trainingExamples: sql<number>`(select count(*) from ${trainingExamples})`.mapWith(Number),
      averageRating: sql<number>`(select coalesce(avg(${feedbackRatings.rating}), 0) from ${feedbackRatings})`.mapWith(Number),
      ratingsCount: sql<number>`(select count(*) from ${feedbackRatings})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/** A creation promoted to training, once: a second promotion finds the first. */
export async function promoteToTraining(db: Executor, row: typeof trainingExamples.$inferInsert & { creationId: string }) {
  const [created] = await db.insert(trainingExamples).values(row).onConflictDoNothing({ target: trainingExamples.creationId }).returning({ id: trainingExamples.id });
  if (created) return { id: created.id, alreadyPromoted: false };
  const [existing] = await db.select({ id: trainingExamples.id }).from(trainingExamples).where(eq(trainingExamples.creationId, row.creationId));
  return { id: existing!.id, alreadyPromoted: true };
}

// ---- training examples

export type TrainingRow = typeof trainingExamples.$inferSelect;

/** Newest first; `active` filters on is_active (undefined: all). */
export function listTraining(db: Executor, active: boolean | undefined): Promise<TrainingRow[]> {
  const query = db.select().from(trainingExamples);
  return (active === undefined ? query : query.where(eq(trainingExamples.isActive, active))).orderBy(desc(trainingExamples.createdAt), desc(trainingExamples.id));
}

export async function trainingCounts(db: Executor) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${trainingExamples.isActive})`.mapWith(Number),
    })
    .from(trainingExamples);
  return { all: row!.all, active: row!.active, inactive: row!.all - row!.active };
}

export async function insertTraining(db: Executor, row: typeof trainingExamples.$inferInsert): Promise<TrainingRow> {
  const [created] = await db.insert(trainingExamples).values(row).returning();
  return created!;
}

export async function updateTraining(db: Executor, id: string, patch: Partial<typeof trainingExamples.$inferInsert>): Promise<TrainingRow | undefined> {
  const [row] = await db.update(trainingExamples).set(patch).where(eq(trainingExamples.id, id)).returning();
  return row;
}

export async function deleteTraining(db: Executor, id: string): Promise<TrainingRow | undefined> {
  const [row] = await db.delete(trainingExamples).where(eq(trainingExamples.id, id)).returning();
  return row;
}

export async function findTraining(db: Executor, id: string): Promise<TrainingRow | undefined> {
  const [row] = await db.select().from(trainingExamples).where(eq(trainingExamples.id, id));
  return row;
}

export async function findTrainingOfCreation(db: Executor, creationId: string): Promise<{ id: string } | undefined> {
  const [row] = await db.select({ id: trainingExamples.id }).from(trainingExamples).where(eq(trainingExamples.creationId, creationId));
  return row;
}
