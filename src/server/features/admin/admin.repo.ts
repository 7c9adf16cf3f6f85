// The admin feature's own tables (the audit of admin writes) and its one reporting read: the
// dashboard's counts over several features' tables, in one round trip, read-only.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adminAudit, creations, feedbackRatings, styleTemplates, trainingExamples } from '../../db/schema/index.ts';

export async function insertAudit(db: Executor, row: typeof adminAudit.$inferInsert): Promise<void> {
  await db.insert(adminAudit).values(row);
}

export function listAudit(db: Executor, limit = 50) {
  return db.select().from(adminAudit).orderBy(sql`${adminAudit.createdAt} desc`).limit(limit);
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
