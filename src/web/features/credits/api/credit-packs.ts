import { queryOptions } from '@tanstack/react-query';
import type { BuyCreditsResponse, CompleteCreditPurchaseResponse, CreditPack } from '../../../../shared/membership.ts';
import { apiRequest } from '../../../lib/api-request.ts';

export const creditPacksQueryKey = ['/api/credit-packs'] as const;

/** GET /api/credit-packs: the packs on sale, priced by the server. */
export const creditPacksQueryOptions = () =>
  queryOptions({
    queryKey: creditPacksQueryKey,
    queryFn: async ({ signal }) => {
      const response = await apiRequest('GET', creditPacksQueryKey[0], undefined, { signal });
      return ((await response.json()) as { packs: CreditPack[] }).packs;
    },
    staleTime: 5 * 60_000,
  });

/** POST /api/buy-credits: starts paying for a pack. */
export async function buyCredits(packId: string): Promise<BuyCreditsResponse> {
  const response = await apiRequest('POST', '/api/buy-credits', { packId });
  return (await response.json()) as BuyCreditsResponse;
}

/** POST /api/complete-credit-purchase: the server checks the payment and adds the credits once. */
export async function completeCreditPurchase(paymentIntentId: string): Promise<CompleteCreditPurchaseResponse> {
  const response = await apiRequest('POST', '/api/complete-credit-purchase', { paymentIntentId });
  return (await response.json()) as CompleteCreditPurchaseResponse;
}
