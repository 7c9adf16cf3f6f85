// The only file that touches enhanced_photos (and reads predefined scenarios for the engine).
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { enhancedPhotos, predefinedScenarios, trainingExamples } from '../../db/schema/index.ts';

export type EnhancedPhotoRow = typeof enhancedPhotos.$inferSelect;

export async function insertEnhancedPhoto(db: Executor, row: typeof enhancedPhotos.$inferInsert): Promise<EnhancedPhotoRow> {
  const [inserted] = await db.insert(enhancedPhotos).values(row).returning();
  return inserted!;
}

export async function findScenario(db: Executor, id: string) {
  const [row] = await db.select().from(predefinedScenarios).where(eq(predefinedScenarios.id, id));
  return row;
}

export async function listActiveTrainingExamples(db: Executor) {
  return db
    .select({ description: trainingExamples.description, style: trainingExamples.style, quality: trainingExamples.quality, tags: trainingExamples.tags })
    .from(trainingExamples)
    .where(eq(trainingExamples.isActive, true))
    .orderBy(desc(trainingExamples.createdAt));
}

export async function findPhotoOfUser(db: Executor, id: string, userId: string) {
  const [row] = await db.select().from(enhancedPhotos).where(and(eq(enhancedPhotos.id, id), eq(enhancedPhotos.userId, userId)));
  return row;
}

export async function setFeedbackRating(db: Executor, id: string, rating: number) {
  await db.update(enhancedPhotos).set({ feedbackRating: rating }).where(eq(enhancedPhotos.id, id));
}
