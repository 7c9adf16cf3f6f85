import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from './query-client';

/** App-wide providers: the query cache and the toast area. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* On a phone the toasts would cover the whole header (the credits badge they often speak of): below it. */}
      <Toaster
        richColors
        closeButton
        position="top-center"
        mobileOffset={{ top: 'calc(var(--spacing-header) + 0.5rem)' }}
        toastOptions={{ duration: 5000 }}
      />
    </QueryClientProvider>
  );
}
