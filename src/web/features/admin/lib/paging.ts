// The items of a paged back-office list ("Carregar Mais"), as the grid shows them.

/**
 * Every item of the pages loaded so far, each once: pages are offsets, so an item added meanwhile can
 * repeat the last item of the page before.
 */
export function loadedItems<T extends { id: string }>(data: { pages: readonly { items: readonly T[] }[] } | undefined): T[] {
  const seen = new Set<string>();
  return (data?.pages.flatMap((page) => page.items) ?? []).filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}
