import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AppProvider } from '../../src/web/app/provider';
import { flushRouterUpdate } from '../../src/web/lib/flush-sync';

/** Shows the current path, so a test can assert where a navigation went. */
export function LocationDisplay() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `routes` (or a single element at "/") inside the app providers with an in-memory router. */
export function renderWithApp(
  ui: ReactNode | RouteObject[],
  { initialEntries = ['/'], queryClient = createTestQueryClient() }: { initialEntries?: string[]; queryClient?: QueryClient } = {},
) {
  const routes: RouteObject[] = Array.isArray(ui)
    ? ui
    : [
        { path: '/', element: ui },
        { path: '*', element: <LocationDisplay /> },
      ];
  const router = createMemoryRouter(routes, { initialEntries });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} flushSync={flushRouterUpdate} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}

/** Waits for a sonner toast with `text`. */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: /notifications/i });
  return within(region).findByText(text);
}
