import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  AdminCreationDetailSchema,
  AdminCreationsPageSchema,
  type AdminCreationDetail,
  type AdminCreationsPage,
} from '../../../../shared/schemas/admin.schema';
import { api } from '../../../lib/api-client';
import { pagedListOptions, pageUrl } from './paged-list';
import { ADMIN_CREATIONS_QUERY_KEY } from './query-keys';

/** The list's pages, under one key per search (a new search starts from page 1). */
export const ADMIN_CREATIONS_LIST_KEY = [...ADMIN_CREATIONS_QUERY_KEY, 'list'] as const;

/** GET /api/admin/creations?page=&search=: 20 arts of every user, newest first; `search` looks in every description. */
export async function getAdminCreations(page: number, search: string): Promise<AdminCreationsPage> {
  return AdminCreationsPageSchema.parse(await api.get<unknown>(pageUrl('/api/admin/creations', page, { search })));
}

export const adminCreationsQueryOptions = (search: string) =>
  pagedListOptions([...ADMIN_CREATIONS_LIST_KEY, search], (page) => getAdminCreations(page, search));

/** The pages loaded so far; `fetchNextPage` appends the next one ("Carregar Mais"). */
export function useAdminCreations(search: string) {
  return useInfiniteQuery(adminCreationsQueryOptions(search));
}

/** GET /api/admin/creations/:id: the art with its owner's rating details (null when not rated). */
export async function getAdminCreation(id: string): Promise<AdminCreationDetail> {
  return AdminCreationDetailSchema.parse(await api.get<unknown>(`/api/admin/creations/${encodeURIComponent(id)}`));
}

export const adminCreationQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...ADMIN_CREATIONS_QUERY_KEY, 'detail', id], queryFn: () => getAdminCreation(id) });

export function useAdminCreation(id: string) {
  return useQuery(adminCreationQueryOptions(id));
}
