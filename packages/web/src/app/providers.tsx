import { raisesToErrorBoundary, shouldRetry } from '@courtside/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppContext, type AppContextValue } from './context';
import { createI18n } from './i18n';

/**
 * Spec §4 query handling: core's retry and error-boundary rules for every query. A query whose failure the spec
 * gives a screen of its own (maintenance, basket load, an invalid checkout link) opts out where it is used.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, throwOnError: raisesToErrorBoundary, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ context, queryClient: given, children }: { context: AppContextValue; queryClient?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [i18n] = useState(createI18n);
  // After the first commit, whose effects run once every child's have: the server's first view is the app's now.
  useEffect(() => context.firstView?.takenOver?.(), [context]);
  return (
    <AppContext.Provider value={context}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </AppContext.Provider>
  );
}
