import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from './auth-provider.tsx';
import { queryClient } from '../lib/query-client.ts';

/** The data cache and the session around the app; the server gives each render a cache of its own. */
export function AppProviders({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
