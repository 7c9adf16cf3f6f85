// Ratings of enhanced photos and creations: stored in feedback_ratings, mirrored onto the photo's
// feedback_rating and the template's average. A rating of 4+ is approved for training. One rating
// per user per creation: rating again edits it, so no one sets a template's average alone.
import { APPROVED_FOR_TRAINING_MIN_RATING } from '../../../shared/constants.ts';
import type { Rating } from '../../../shared/schemas/ratings.schema.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import * as repo from './ratings.repo.ts';

export async function rateCreation(db: Db, userId: string, input: Rating) {
  const photo = await repo.findOwnedPhoto(db, input.creationId, userId);
  const creation = photo ? undefined : await repo.findOwnedCreation(db, input.creationId, userId);
  if (!photo && !creation) throw notFound();
  return db.transaction(async (tx) => {
    const row = await repo.upsertRating(tx, {
      creationId: input.creationId,
      userId,
      rating: input.rating,
      textQuality: input.textQuality ?? null,
      visualHierarchy: input.visualHierarchy ?? null,
      composition: input.composition ?? null,
      comment: input.comment ? input.comment : null,
      isApprovedForTraining: input.rating >= APPROVED_FOR_TRAINING_MIN_RATING,
    });
    if (photo) await repo.setPhotoRating(tx, photo.id, input.rating);
    if (creation?.templateId) await repo.refreshTemplateAverage(tx, creation.templateId);
    return { id: row.id, rating: row.rating, isApprovedForTraining: row.isApprovedForTraining };
  });
}

/** A deleted creation or photo takes its ratings with it (the dashboard's average follows). */
export function deleteRatingsOf(db: Db, creationId: string): Promise<void> {
  return repo.deleteRatingsOf(db, creationId);
}

/** A creation's rating details for the admin's detail dialog; null when not rated. */
export async function findRatingOf(db: Db, creationId: string) {
  const row = await repo.findRatingOf(db, creationId);
  if (!row) return null;
  const { rating, textQuality, visualHierarchy, composition, comment } = row;
  return { rating, textQuality, visualHierarchy, composition, comment };
}
