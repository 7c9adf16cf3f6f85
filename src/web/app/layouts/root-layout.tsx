import { Outlet, ScrollRestoration } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';
import { RouteMeta } from '../page-meta';

/** Every page: its title and description, the page itself (loaded on demand but the landing), scroll restoration. */
export function RootLayout() {
  return (
    <>
      <RouteMeta />
      <LazyBoundary className="grid min-h-dvh place-items-center p-4">
        <Outlet />
      </LazyBoundary>
      <ScrollRestoration />
    </>
  );
}
