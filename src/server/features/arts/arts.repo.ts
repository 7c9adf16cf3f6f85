// The only file that writes Templates Rápidos' creations, and the usage count of the template used.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creations, styleTemplates } from '../../db/schema/index.ts';

export type CreationRow = typeof creations.$inferSelect;

export async function insertCreation(db: Executor, row: typeof creations.$inferInsert): Promise<CreationRow> {
  const [inserted] = await db.insert(creations).values(row).returning();
  return inserted!;
}

export async function deleteCreation(db: Executor, id: string, userId: string): Promise<void> {
  await db.delete(creations).where(and(eq(creations.id, id), eq(creations.userId, userId)));
}

/** One more (or, to undo, one fewer) art made from the template; atomic in the database. */
export async function addTemplateUsage(db: Executor, templateId: string, delta: 1 | -1): Promise<void> {
  await db
    .update(styleTemplates)
    .set({ usageCount: sql`greatest(${styleTemplates.usageCount} + ${delta}, 0)` })
    .where(eq(styleTemplates.id, templateId));
}
