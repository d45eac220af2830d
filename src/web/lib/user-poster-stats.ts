import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PosterStats } from '../../shared/sell.ts';
import { apiRequest } from './api-request.ts';

export const userPosterStatsQueryKey = ['/api/user-poster-stats'] as const;

/**
 * GET /api/user-poster-stats: posters, public, in review, editions sold, earnings in CHF. After an
 * unpublish the call adds `t=<timestamp>` so no cache answers (docs/product/community.md#dashboard).
 */
export async function getUserPosterStats(signal?: AbortSignal, bustCache = false): Promise<PosterStats> {
  const url = bustCache ? `${userPosterStatsQueryKey[0]}?t=${Date.now()}` : userPosterStatsQueryKey[0];
  const response = await apiRequest('GET', url, undefined, { signal });
  return (await response.json()) as PosterStats;
}

export const userPosterStatsQueryOptions = () =>
  queryOptions({
    queryKey: userPosterStatsQueryKey,
    queryFn: ({ signal }) => getUserPosterStats(signal),
    staleTime: 0,
  });

export function useUserPosterStats(enabled: boolean) {
  return useQuery({ ...userPosterStatsQueryOptions(), enabled });
}
