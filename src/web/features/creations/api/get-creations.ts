import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CreationsPageSchema, type CreationsPage } from '../../../../shared/schemas/creations.schema';
import { api } from '../../../lib/api-client';

export const CREATIONS_QUERY_KEY = ['creations'] as const;

/** GET /api/creations: one page (20) of the user's photos and arts, newest first. */
export async function getCreations(cursor: string | null): Promise<CreationsPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return CreationsPageSchema.parse(await api.get<unknown>(`/api/creations${query}`));
}

export const creationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: CREATIONS_QUERY_KEY,
    queryFn: ({ pageParam }) => getCreations(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A photo or an art made a moment ago must be there when the page opens.
    staleTime: 0,
  });

/** The pages loaded so far; `fetchNextPage` appends the next one ("Carregar Mais"). */
export function useCreations() {
  return useInfiniteQuery(creationsQueryOptions());
}
