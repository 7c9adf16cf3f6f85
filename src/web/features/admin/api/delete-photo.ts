import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { AdminPhotosPage } from '../../../../shared/schemas/admin.schema';
import { api } from '../../../lib/api-client';
import { ADMIN_PHOTOS_LIST_KEY } from './get-admin-photos';
import { ADMIN_PHOTOS_QUERY_KEY, ADMIN_STATS_QUERY_KEY } from './query-keys';

/** DELETE /api/admin/enhanced-photos/:id ("Deletar"): the photo, its files and its ratings. */
export async function deletePhoto(id: string): Promise<void> {
  await api.delete<unknown>(`/api/admin/enhanced-photos/${encodeURIComponent(id)}`);
}

/**
 * Deletes a photo: it leaves the cached lists at once, then the stats and the loaded pages refetch
 * (the dashboard's average rating counts photos too).
 */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<InfiniteData<AdminPhotosPage, number>>({ queryKey: ADMIN_PHOTOS_LIST_KEY }, (data) => {
        if (!data) return data;
        const listed = data.pages.some((page) => page.items.some((p) => p.id === id));
        if (!listed) return data;
        return {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.filter((p) => p.id !== id), total: Math.max(0, page.total - 1) })),
        };
      });
      void queryClient.invalidateQueries({ queryKey: ADMIN_PHOTOS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY });
    },
  });
}
