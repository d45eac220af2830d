import type { QueryClient } from '@tanstack/react-query';
import type { CataloguePage, CataloguePoster } from '../../shared/catalogue.ts';
import type { FeedPage } from '../../shared/feed.ts';
import { posterIdFromPath, posterPath, POSTER_PAGE_PREFIX } from '../../shared/poster-url.ts';
import type { DeliveryEstimateResponse } from '../../shared/delivery.ts';
import { deliveryEstimatePath, deliveryEstimateQueryOptions } from '../components/delivery/delivery-estimate-query.ts';
import { ApiError } from '../lib/api-request.ts';
import { posterAvailabilityQueryOptions } from '../features/catalogue/api/get-poster-availability.ts';
import { publicImagesQueryOptions } from '../features/catalogue/api/get-public-images.ts';
import { catalogueStartOf, publicImagesUrl } from '../features/catalogue/catalogue-paging.ts';
import { collectedMomentsQueryOptions, collectedMomentsUrl } from '../features/earn/api/get-collected-moments.ts';
import { feedPageUrl, feedQueryOptions } from '../features/feed/api/get-feed.ts';

/** Reads the shop's own API on the server: the JSON of a 200, null for a 404, an error for anything else. */
export type FetchJson = <T>(path: string) => Promise<T | null>;

/**
 * What the server learnt while reading a page's data: `found` is false when the page's record does not exist (an
 * unknown poster: the page answers 404); `canonicalPath` is the record's own address when the asked one differs
 * (an old slug), where the visitor is sent.
 */
export type PageData = { found: boolean; canonicalPath?: string };

/**
 * What a server-rendered page reads before it is drawn (decision 026), under the same query keys its components
 * ask for, so the browser finds the data in place when it hydrates.
 */
export async function prefetchPageData(client: QueryClient, url: URL, fetchJson: FetchJson): Promise<PageData> {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const required = async <T>(path: string): Promise<T> => {
    const data = await fetchJson<T>(path);
    if (data === null) throw new Error(`${path} answered 404`);
    return data;
  };

  if (pathname === '/catalogue') {
    const { search, start } = catalogueStartOf(url.searchParams);
    await client.prefetchInfiniteQuery({
      ...publicImagesQueryOptions(search, start),
      queryFn: ({ pageParam }) => required<CataloguePage>(publicImagesUrl(pageParam, search)),
    });
    return { found: true };
  }
  if (pathname === '/feed') {
    await client.prefetchInfiniteQuery({
      ...feedQueryOptions(),
      queryFn: ({ pageParam }) => required<FeedPage>(feedPageUrl(pageParam)),
    });
    return { found: true };
  }
  if (pathname === '/earn') {
    await client.prefetchQuery({
      ...collectedMomentsQueryOptions(),
      queryFn: () => required<CataloguePage>(collectedMomentsUrl),
    });
    return { found: true };
  }
  if (pathname.startsWith(POSTER_PAGE_PREFIX)) {
    const posterId = posterIdFromPath(pathname);
    if (posterId === null) return { found: false };
    const options = posterAvailabilityQueryOptions(posterId);
    // An unknown poster is an answer too: the page says so, as the browser's first render will.
    await client.prefetchQuery({
      ...options,
      retry: false,
      queryFn: async () => {
        const found = await fetchJson<CataloguePoster>(options.queryKey[0]);
        if (found === null) throw new ApiError(404, 'poster_not_available', null);
        return found;
      },
    });
    const poster = client.getQueryData(options.queryKey);
    if (!poster) return { found: false };
    // When it arrives (docs/product/after-the-sale.md#delivery-estimate): drawn with the page, not after it.
    await client.prefetchQuery({
      ...deliveryEstimateQueryOptions(),
      queryFn: () => required<DeliveryEstimateResponse>(deliveryEstimatePath),
    });
    return { found: true, canonicalPath: posterPath(poster.id, poster.name) };
  }
  return { found: true };
}
