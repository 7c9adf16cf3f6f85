// The back-office's paged lists ("Carregar Mais"): the server answers 20 items a page with `hasMore`.
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';

/** `path?page=N&…`, leaving out the filters left empty (a search not typed, "Todas as plataformas"). */
export function pageUrl(path: string, page: number, filters: Readonly<Record<string, string>>): string {
  const params = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return `${path}?${params.toString()}`;
}

/**
 * Page 1 first, then the next while the last one says `hasMore`. While another search or filter loads,
 * the last pages stay on screen (dimmed) instead of a blank grid.
 */
export function pagedListOptions<TPage extends { page: number; hasMore: boolean }>(queryKey: readonly unknown[], fetchPage: (page: number) => Promise<TPage>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}
