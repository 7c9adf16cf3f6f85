import { describe, expect, it, vi } from 'vitest';
import { preloadRoute, registerRoutePreload, routeIntent } from './route-preload';

describe('route preloading', () => {
  it("loads a page by its path's first segment, whatever follows it", () => {
    const admin = vi.fn(async () => undefined);
    const checkout = vi.fn(async () => undefined);
    registerRoutePreload('/admin', admin);
    registerRoutePreload('/checkout/demo/:id', checkout);

    preloadRoute('/admin/templates?page=2');
    routeIntent('/checkout/demo/42').onPointerEnter();
    expect(admin).toHaveBeenCalledOnce();
    expect(checkout).toHaveBeenCalledOnce();
  });

  it('ignores a path no page was registered for, and a failed load (the page shows its own error)', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    registerRoutePreload('/profile', failing);
    expect(() => preloadRoute('/nowhere')).not.toThrow();
    routeIntent('/profile').onFocus();
    await vi.waitFor(() => expect(failing).toHaveBeenCalledOnce());
  });
});
