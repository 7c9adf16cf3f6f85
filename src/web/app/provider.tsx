import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LazyBoundary } from '../components/lazy-boundary';
import { lazyComponent } from '../lib/lazy-component';
import { createQueryClient } from './query-client';

// The toast area loads after the first render: it is not needed to paint (lib/toast.ts waits for it).
const Toaster = lazyComponent(() => import('sonner').then((module) => module.Toaster));

/** Above the bottom of the screen, and above an iPhone's home indicator. */
const TOASTS_OFFSET = { bottom: 'calc(1rem + env(safe-area-inset-bottom))' };

/** App-wide providers: the query cache and the toast area. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <LazyBoundary quiet>
        {/* At the bottom, away from the header (credits badge, user menu and its dropdown); dialogs and the
            drawer keep this strip (--spacing-toasts in styles.css) clear, so no toast covers their buttons. */}
        <Toaster
          richColors
          closeButton
          position="bottom-center"
          offset={TOASTS_OFFSET}
          mobileOffset={TOASTS_OFFSET}
          toastOptions={{ duration: 5000 }}
        />
      </LazyBoundary>
    </QueryClientProvider>
  );
}
