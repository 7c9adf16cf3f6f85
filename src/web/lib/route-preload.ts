// Pages other than the landing load on demand (app/routes.tsx registers each one's loader here, by
// its first path segment). A link or button that leads to a page calls `routeIntent(path)` for the
// handlers that start loading it when the user shows intent — without importing the page itself.

const preloaders = new Map<string, () => Promise<unknown>>();

/** "/admin/templates" → "/admin"; "/checkout/demo/1" → "/checkout". */
function routeKey(path: string): string {
  return `/${path.split(/[?#]/)[0]?.split('/').filter(Boolean)[0] ?? ''}`;
}

export function registerRoutePreload(path: string, preload: () => Promise<unknown>): void {
  preloaders.set(routeKey(path), preload);
}

/** Starts loading the page at `path` (a failure is left for the page's own loading state to show). */
export function preloadRoute(path: string): void {
  void preloaders.get(routeKey(path))?.().catch(() => undefined);
}

/** Pointer, focus and touch handlers that preload the page at `path`. */
export function routeIntent(path: string) {
  const preload = () => preloadRoute(path);
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
