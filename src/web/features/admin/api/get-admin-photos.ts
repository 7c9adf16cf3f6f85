import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  AdminPhotosPageSchema,
  AdminPhotoStatsSchema,
  type AdminPhotosPage,
  type AdminPhotoStats,
} from '../../../../shared/schemas/admin.schema';
import { api } from '../../../lib/api-client';
import { pagedListOptions, pageUrl } from './paged-list';
import { ADMIN_PHOTOS_QUERY_KEY } from './query-keys';

/** A filter left empty ("Todas as plataformas", "Todos os estilos") is not sent. */
export type AdminPhotoFilters = { platform: string; style: string };

/** The list's pages, under one key per filter pair (changing a filter starts from page 1). */
export const ADMIN_PHOTOS_LIST_KEY = [...ADMIN_PHOTOS_QUERY_KEY, 'list'] as const;
export const ADMIN_PHOTO_STATS_KEY = [...ADMIN_PHOTOS_QUERY_KEY, 'stats'] as const;

/** GET /api/admin/enhanced-photos?page=&platform=&style=: 20 photos of every user, newest first. */
export async function getAdminPhotos(page: number, { platform, style }: AdminPhotoFilters): Promise<AdminPhotosPage> {
  return AdminPhotosPageSchema.parse(await api.get<unknown>(pageUrl('/api/admin/enhanced-photos', page, { platform, style })));
}

export const adminPhotosQueryOptions = (filters: AdminPhotoFilters) =>
  pagedListOptions([...ADMIN_PHOTOS_LIST_KEY, filters.platform, filters.style], (page) => getAdminPhotos(page, filters));

/** The pages loaded so far; `fetchNextPage` appends the next one ("Carregar Mais"). */
export function useAdminPhotos(filters: AdminPhotoFilters) {
  return useInfiniteQuery(adminPhotosQueryOptions(filters));
}

/** GET /api/admin/enhanced-photos/stats: the four cards and the values the filters offer. */
export async function getAdminPhotoStats(): Promise<AdminPhotoStats> {
  return AdminPhotoStatsSchema.parse(await api.get<unknown>('/api/admin/enhanced-photos/stats'));
}

export const adminPhotoStatsQueryOptions = () => queryOptions({ queryKey: ADMIN_PHOTO_STATS_KEY, queryFn: getAdminPhotoStats });

export function useAdminPhotoStats() {
  return useQuery(adminPhotoStatsQueryOptions());
}
