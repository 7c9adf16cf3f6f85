import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LazyBoundary } from '../components/lazy-boundary';
import { lazyComponent } from '../lib/lazy-component';
import { createQueryClient } from './query-client';

// The toast area loads after the first render: it is not needed to paint (lib/toast.ts waits for it).
const Toaster = lazyComponent(() => import('sonner').then((module) => module.Toaster));

/** App-wide providers: the query cache and the toast area. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <LazyBoundary quiet>
        {/* On a phone the toasts would cover the whole header (the credits badge they often speak of): below it. */}
        <Toaster
          richColors
          closeButton
          position="top-center"
          mobileOffset={{ top: 'calc(var(--spacing-header) + 0.5rem)' }}
          toastOptions={{ duration: 5000 }}
        />
      </LazyBoundary>
    </QueryClientProvider>
  );
}
