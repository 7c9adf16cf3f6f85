import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { AdminCreationsPage } from '../../../../shared/schemas/admin.schema';
import { api } from '../../../lib/api-client';
import { ADMIN_CREATIONS_LIST_KEY } from './get-admin-creations';
import { ADMIN_STATS_QUERY_KEY } from './query-keys';

/** DELETE /api/admin/creations/:id ("Excluir"): the art, its files and its ratings. */
export async function deleteCreation(id: string): Promise<void> {
  await api.delete<unknown>(`/api/admin/creations/${encodeURIComponent(id)}`);
}

/**
 * Deletes an art. The list goes back to its first page (spec §4): every cached search keeps only page 1,
 * without the deleted art, and refetches it; the dashboard's count changes too.
 */
export function useDeleteCreation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCreation,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<InfiniteData<AdminCreationsPage, number>>({ queryKey: ADMIN_CREATIONS_LIST_KEY }, (data) => {
        const first = data?.pages[0];
        if (!data || !first) return data;
        const listed = data.pages.some((page) => page.items.some((c) => c.id === id));
        const page = { ...first, items: first.items.filter((c) => c.id !== id), total: listed ? Math.max(0, first.total - 1) : first.total };
        return { pages: [page], pageParams: data.pageParams.slice(0, 1) };
      });
      void queryClient.invalidateQueries({ queryKey: ADMIN_CREATIONS_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY });
    },
  });
}
