// The admin feature's own tables — the audit of admin writes, and the training examples admins curate
// (the photo engine's remote prompt only reads the active ones) — and its one reporting read: the
// dashboard's counts over several features' tables, in one round trip, read-only.
import { eq, sql } from 'drizzle-orm';
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
