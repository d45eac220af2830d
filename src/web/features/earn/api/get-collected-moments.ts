import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CataloguePage } from '../../../../shared/catalogue.ts';
import { apiRequest } from '../../../lib/api-request.ts';

/** The earn page's strip shows at most this many posters (docs/product/community.md#earn-page). */
export const COLLECTED_MOMENTS_LIMIT = 12;
/**
 * Earn page data (docs/product/community.md#earn-page): fresh for 5 minutes, 3 retries with exponential backoff capped
 * at 30 s.
 */
export const EARN_STALE_TIME_MS = 5 * 60_000;
export const EARN_RETRIES = 3;
export const EARN_MAX_RETRY_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s … never more than 30 s before the next try. */
export function earnRetryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failureCount), EARN_MAX_RETRY_DELAY_MS);
}

export const collectedMomentsUrl = `/api/public-images?limit=${COLLECTED_MOMENTS_LIMIT}`;

/** GET /api/public-images?limit=12 (docs/product/community.md#earn-page): the newest catalogue posters. */
export async function getCollectedMoments(signal?: AbortSignal): Promise<CataloguePage> {
  const response = await apiRequest('GET', collectedMomentsUrl, undefined, { signal });
  return (await response.json()) as CataloguePage;
}

export const collectedMomentsQueryOptions = () =>
  queryOptions({
    queryKey: [collectedMomentsUrl] as const,
    queryFn: ({ signal }) => getCollectedMoments(signal),
    staleTime: EARN_STALE_TIME_MS,
    retry: EARN_RETRIES,
    retryDelay: earnRetryDelay,
    select: (page) => page.images.slice(0, COLLECTED_MOMENTS_LIMIT),
  });

export function useCollectedMoments() {
  return useQuery(collectedMomentsQueryOptions());
}
