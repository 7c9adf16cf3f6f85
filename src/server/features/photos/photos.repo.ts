// The only file that touches enhanced_photos (and reads predefined scenarios for the engine).
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
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

export async function findPhoto(db: Executor, id: string) {
  const [row] = await db.select().from(enhancedPhotos).where(eq(enhancedPhotos.id, id));
  return row;
}

export async function findPhotoOfUser(db: Executor, id: string, userId: string) {
  const [row] = await db.select().from(enhancedPhotos).where(and(eq(enhancedPhotos.id, id), eq(enhancedPhotos.userId, userId)));
  return row;
}

export async function setFeedbackRating(db: Executor, id: string, rating: number) {
  await db.update(enhancedPhotos).set({ feedbackRating: rating }).where(eq(enhancedPhotos.id, id));
}

// ---- the admins' view of every photo

type PhotoFilters = { platform?: string; style?: string };

function photoFilter(filters: PhotoFilters) {
  return and(
    filters.platform ? eq(enhancedPhotos.platform, filters.platform) : undefined,
    filters.style ? eq(enhancedPhotos.enhancementStyle, filters.style) : undefined,
  );
}

/** One page, newest first, with the exact count the filters match (one round trip). */
export async function listPhotosPage(db: Executor, filters: PhotoFilters, offset: number, limit: number) {
  const where = photoFilter(filters);
  const [rows, [counted]] = await Promise.all([
    db.select().from(enhancedPhotos).where(where).orderBy(desc(enhancedPhotos.createdAt), desc(enhancedPhotos.id)).offset(offset).limit(limit),
    db.select({ total: count() }).from(enhancedPhotos).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function photoStats(db: Executor) {
  const [totals] = await db
    .select({
      total: count(),
      averageProcessingSeconds: sql<number>`coalesce(avg(${enhancedPhotos.processingTimeSeconds}), 0)`.mapWith(Number),
      averageRating: sql<number | null>`avg(${enhancedPhotos.feedbackRating})`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(enhancedPhotos);
  const platforms = await db
    .select({ platform: enhancedPhotos.platform, n: count() })
    .from(enhancedPhotos)
    .groupBy(enhancedPhotos.platform)
    .orderBy(desc(count()), asc(enhancedPhotos.platform));
  const styles = await db.selectDistinct({ style: enhancedPhotos.enhancementStyle }).from(enhancedPhotos);
  return { ...totals!, platforms: platforms.map((p) => p.platform), styles: styles.map((s) => s.style) };
}

/** Deletes a photo; its row (for its files) or undefined. */
export async function deletePhoto(db: Executor, id: string) {
  const [row] = await db.delete(enhancedPhotos).where(eq(enhancedPhotos.id, id)).returning();
  return row;
}
