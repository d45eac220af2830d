import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerOrdersPage } from '../../../../shared/orders.ts';
import { apiRequest } from '../../../lib/api-request.ts';

export const myOrdersQueryKey = ['/api/orders'] as const;

/** GET /api/orders: a page of the signed-in user's orders, newest first. */
export async function getMyOrders(limit: number, offset: number, signal?: AbortSignal): Promise<CustomerOrdersPage> {
  const response = await apiRequest('GET', `${myOrdersQueryKey[0]}?limit=${limit}&offset=${offset}`, undefined, {
    signal,
  });
  return (await response.json()) as CustomerOrdersPage;
}

export const myOrdersQueryOptions = (limit: number, offset: number) =>
  queryOptions({
    queryKey: [...myOrdersQueryKey, limit, offset],
    queryFn: ({ signal }) => getMyOrders(limit, offset, signal),
    // The status changes on the server (the shop ships it): show the current one when coming back.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useMyOrders(limit: number, offset: number, enabled: boolean) {
  return useQuery({ ...myOrdersQueryOptions(limit, offset), enabled });
}
