import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedPage } from '../../../../shared/feed.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import { nextFeedPage } from '../feed-paging.ts';

export const feedQueryKey = ['/api/feed'] as const;

export const feedPageUrl = (page: number) => `${feedQueryKey[0]}?page=${page}`;

/**
 * GET /api/feed?page= (docs/product/community.md#moments-feed): `{ posts, hasMore }`, newest approved poster first;
 * pages count from 1.
 */
export async function getFeedPage(page: number, signal?: AbortSignal): Promise<FeedPage> {
  const response = await apiRequest('GET', feedPageUrl(page), undefined, { signal });
  return (await response.json()) as FeedPage;
}

export const feedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: feedQueryKey,
    queryFn: ({ pageParam, signal }) => getFeedPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, _lastParam, allParams) => nextFeedPage(last, allParams),
    // Likes change all the time: a return to the feed reads the pages again.
    staleTime: 30_000,
  });

export function useFeed() {
  return useInfiniteQuery(feedQueryOptions());
}
