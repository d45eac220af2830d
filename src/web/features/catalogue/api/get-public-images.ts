import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CataloguePage } from '../../../../shared/catalogue.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import { nextCatalogueOffset, publicImagesUrl } from '../catalogue-paging.ts';

/**
 * Catalogue freshness (docs/product/catalogue.md#search-and-paging): fresh for 5 minutes, kept for 10, 2 retries 1 s
 * apart.
 */
export const CATALOGUE_STALE_TIME_MS = 5 * 60_000;
export const CATALOGUE_GC_TIME_MS = 10 * 60_000;
export const CATALOGUE_RETRIES = 2;
export const CATALOGUE_RETRY_DELAY_MS = 1000;

/**
 * GET /api/public-images?limit=12&offset=&search= (docs/product/catalogue.md#search-and-paging). It throws on failure
 * so the query's two
 * retries run; the view then shows what a failing list falls back to, an empty page
 * (docs/product/catalogue.md#search-and-paging).
 */
export async function getPublicImages(offset: number, search: string, signal?: AbortSignal): Promise<CataloguePage> {
  const response = await apiRequest('GET', publicImagesUrl(offset, search), undefined, { signal });
  return (await response.json()) as CataloguePage;
}

/** The list from `start` (0, or where the address's `?page=` begins) for a search. */
export const publicImagesQueryKey = (search: string, start = 0) => ['/api/public-images', { search, start }] as const;

export const publicImagesQueryOptions = (search: string, start = 0) =>
  infiniteQueryOptions({
    queryKey: publicImagesQueryKey(search, start),
    queryFn: ({ pageParam, signal }) => getPublicImages(pageParam, search, signal),
    initialPageParam: start,
    getNextPageParam: nextCatalogueOffset,
    staleTime: CATALOGUE_STALE_TIME_MS,
    gcTime: CATALOGUE_GC_TIME_MS,
    retry: CATALOGUE_RETRIES,
    retryDelay: CATALOGUE_RETRY_DELAY_MS,
  });

export function usePublicImages(search: string, start = 0) {
  // While a new search loads, the posters of the last one stay in place (no flash of the loading grid).
  return useInfiniteQuery({ ...publicImagesQueryOptions(search, start), placeholderData: keepPreviousData });
}
