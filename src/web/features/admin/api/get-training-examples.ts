import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { TrainingListSchema, type TrainingList, type TrainingListQuerySchema } from '../../../../shared/schemas/admin.schema';
import { api } from '../../../lib/api-client';
import { ADMIN_TRAINING_QUERY_KEY } from './query-keys';

/** Todos / Ativos / Inativos. */
export type TrainingStatus = z.output<typeof TrainingListQuerySchema>['status'];

/** GET /api/admin/training-examples?status=: the examples (newest first) and the three filter counts. */
export async function getTrainingExamples(status: TrainingStatus): Promise<TrainingList> {
  const query = new URLSearchParams({ status }).toString();
  return TrainingListSchema.parse(await api.get<unknown>(`/api/admin/training-examples?${query}`));
}

export const trainingExamplesQueryOptions = (status: TrainingStatus) =>
  queryOptions({
    queryKey: [...ADMIN_TRAINING_QUERY_KEY, status],
    queryFn: () => getTrainingExamples(status),
    // While another filter loads, the last list and its counts stay on screen.
    placeholderData: keepPreviousData,
  });

export function useTrainingExamples(status: TrainingStatus) {
  return useQuery(trainingExamplesQueryOptions(status));
}
