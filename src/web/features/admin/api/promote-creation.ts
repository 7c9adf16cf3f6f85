import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PromoteResultSchema } from '../../../../shared/schemas/admin.schema';
import { api } from '../../../lib/api-client';
import { ADMIN_STATS_QUERY_KEY, ADMIN_TRAINING_QUERY_KEY } from './query-keys';

export type PromoteResult = z.infer<typeof PromoteResultSchema>;

/** POST /api/admin/creations/:id/promote ("Promover para Treinamento"); a second time answers the same example. */
export async function promoteCreation(id: string): Promise<PromoteResult> {
  return PromoteResultSchema.parse(await api.post<unknown>(`/api/admin/creations/${encodeURIComponent(id)}/promote`));
}

/** Promotes an art; the training list and the dashboard's count of examples refresh. */
export function usePromoteCreation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteCreation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_TRAINING_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY });
    },
  });
}
