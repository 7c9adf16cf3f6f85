import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RatingSchema } from '../../../../shared/schemas/ratings.schema';
import { api } from '../../../lib/api-client';

/** POST /api/ratings: the overall rating (1..5) of a creation or an enhanced photo, with optional details. */
export type RatingInput = z.input<typeof RatingSchema>;

export function submitRating(input: RatingInput): Promise<unknown> {
  const comment = input.comment?.trim();
  return api.post('/api/ratings', { ...input, comment: comment ? comment : undefined });
}

export function useSubmitRating() {
  return useMutation({ mutationFn: submitRating });
}
