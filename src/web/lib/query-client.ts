import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-request.ts';

/**
 * Data-loading defaults (docs/product/accounts.md#request-defaults-in-the-browser): no retries, no refetch on focus or
 * interval, and cached data
 * never goes stale. Pages that need fresher data override these per query.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
