// The only file that touches feedback_ratings (and the rating columns it keeps in step).
import { and, avg, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creations, enhancedPhotos, feedbackRatings, styleTemplates } from '../../db/schema/index.ts';

/** A user's rating of a creation: the first one is inserted, any later one edits it. */
export async function upsertRating(db: Executor, row: typeof feedbackRatings.$inferInsert & { userId: string }) {
  const changes = {
    rating: row.rating,
    textQuality: row.textQuality,
    visualHierarchy: row.visualHierarchy,
    composition: row.composition,
    comment: row.comment,
    isApprovedForTraining: row.isApprovedForTraining,
    updatedAt: new Date(),
  };
  const [saved] = await db
    .insert(feedbackRatings)
    .values(row)
    .onConflictDoUpdate({ target: [feedbackRatings.creationId, feedbackRatings.userId], set: changes })
    .returning();
  return saved!;
}

export async function findOwnedPhoto(db: Executor, id: string, userId: string) {
  const [row] = await db
    .select({ id: enhancedPhotos.id })
    .from(enhancedPhotos)
    .where(and(eq(enhancedPhotos.id, id), eq(enhancedPhotos.userId, userId)));
  return row;
}

export async function findOwnedCreation(db: Executor, id: string, userId: string) {
  const [row] = await db
    .select({ id: creations.id, templateId: creations.templateId })
    .from(creations)
    .where(and(eq(creations.id, id), eq(creations.userId, userId)));
  return row;
}

export async function setPhotoRating(db: Executor, id: string, rating: number) {
  await db.update(enhancedPhotos).set({ feedbackRating: rating }).where(eq(enhancedPhotos.id, id));
}

/** A template's average follows the ratings of the creations made from it. */
export async function refreshTemplateAverage(db: Executor, templateId: string) {
  const ids = db.select({ id: creations.id }).from(creations).where(eq(creations.templateId, templateId));
  const [row] = await db.select({ value: avg(feedbackRatings.rating) }).from(feedbackRatings).where(inArray(feedbackRatings.creationId, ids));
  const value = row?.value === null || row?.value === undefined ? 0 : Number(row.value);
  await db.update(styleTemplates).set({ averageRating: value }).where(eq(styleTemplates.id, templateId));
}

/** Forgets every rating of a creation or photo that is being deleted. */
export async function deleteRatingsOf(db: Executor, creationId: string): Promise<void> {
  await db.delete(feedbackRatings).where(eq(feedbackRatings.creationId, creationId));
}

/** The creation owner's rating (the first found when, unusually, several users rated it). */
export async function findRatingOf(db: Executor, creationId: string) {
  const [row] = await db.select().from(feedbackRatings).where(eq(feedbackRatings.creationId, creationId)).limit(1);
  return row;
}
