import { z } from 'zod';
import { MSG } from '../messages.ts';
import { plainText } from './text.schema.ts';

const RATING_COMMENT_MAX = 2000;

const subScore = z.number({ message: MSG.ratingInvalid }).int({ message: MSG.ratingInvalid }).min(1, { message: MSG.ratingInvalid }).max(5, { message: MSG.ratingInvalid });

/** POST /api/ratings: a creation or an enhanced photo, rated 1..5 with optional details. */
export const RatingSchema = z.object({
  creationId: z.uuid({ message: MSG.ratingError }),
  rating: subScore,
  textQuality: subScore.nullish(),
  visualHierarchy: subScore.nullish(),
  composition: subScore.nullish(),
  comment: plainText().trim().max(RATING_COMMENT_MAX, { message: MSG.ratingCommentTooLong }).nullish(),
});
export type Rating = z.infer<typeof RatingSchema>;

/** 201 of POST /api/ratings. */
export const RatingResultSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  /** Rated well enough to be offered to the admins as a training example. */
  isApprovedForTraining: z.boolean(),
});
export type RatingResult = z.infer<typeof RatingResultSchema>;
