import { queryOptions } from '@tanstack/react-query';
import type { DeliveryEstimateResponse } from '../../../shared/delivery.ts';
import { apiRequest } from '../../lib/api-request.ts';

export const deliveryEstimatePath = '/api/delivery-estimate';

/** GET /api/delivery-estimate: when an order paid now arrives, per destination group; the server's clock decides. */
export const deliveryEstimateQueryOptions = () =>
  queryOptions({
    queryKey: [deliveryEstimatePath],
    queryFn: async ({ signal }) =>
      (await (await apiRequest('GET', deliveryEstimatePath, undefined, { signal })).json()) as DeliveryEstimateResponse,
    staleTime: 5 * 60_000,
  });
