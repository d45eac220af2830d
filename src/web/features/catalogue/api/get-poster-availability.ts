import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CataloguePoster } from '../../../../shared/catalogue.ts';
import { ApiError, apiRequest } from '../../../lib/api-request.ts';
import { CATALOGUE_RETRY_DELAY_MS } from './get-public-images.ts';

export const posterAvailabilityPath = (id: number) => `/api/images/${id}/availability`;

/**
 * GET /api/images/{id}/availability: one public poster, for a `?poster=` outside the loaded pages
 * (docs/product/catalogue.md#poster-detail-and-links).
 */
export async function getPosterAvailability(id: number, signal?: AbortSignal): Promise<CataloguePoster> {
  const response = await apiRequest('GET', posterAvailabilityPath(id), undefined, { signal });
  return (await response.json()) as CataloguePoster;
}

export const posterAvailabilityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [posterAvailabilityPath(id)],
    queryFn: ({ signal }) => getPosterAvailability(id, signal),
    // The edition counter must be current; a 404 is an answer, not worth retrying.
    staleTime: 0,
    retry: (failures, error) => failures < 1 && ApiError.of(error).status !== 404,
    retryDelay: CATALOGUE_RETRY_DELAY_MS,
  });

/** `retryOnMount: false` keeps a known answer "not found" (one the server's render had) instead of asking again. */
export function usePosterAvailability(
  id: number | null,
  enabled: boolean,
  { retryOnMount = true }: { retryOnMount?: boolean } = {},
) {
  return useQuery({ ...posterAvailabilityQueryOptions(id ?? 0), enabled: enabled && id !== null, retryOnMount });
}
