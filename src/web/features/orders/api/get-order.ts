import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerOrderDetail } from '../../../../shared/orders.ts';
import { ApiError, apiRequest } from '../../../lib/api-request.ts';

/** The query string that carries a guest's link key along, or nothing for the order's owner. */
export const keyQuery = (key: string | null) => (key ? `?key=${encodeURIComponent(key)}` : '');

/** GET /api/orders/<reference>: one order, for its owner or the holder of a link to it. */
export async function getOrder(
  reference: string,
  key: string | null,
  signal?: AbortSignal,
): Promise<CustomerOrderDetail> {
  const response = await apiRequest('GET', `/api/orders/${encodeURIComponent(reference)}${keyQuery(key)}`, undefined, {
    signal,
  });
  return (await response.json()) as CustomerOrderDetail;
}

export const orderQueryOptions = (reference: string, key: string | null) =>
  queryOptions({
    queryKey: ['/api/orders', reference, key],
    queryFn: ({ signal }) => getOrder(reference, key, signal),
    staleTime: 0,
    // A refusal (expired, not valid, not found) is an answer, not a hiccup.
    retry: (count, error) => count < 2 && Math.floor((ApiError.of(error).status ?? 0) / 100) !== 4,
  });

export function useOrder(reference: string, key: string | null, enabled: boolean) {
  return useQuery({ ...orderQueryOptions(reference, key), enabled });
}
