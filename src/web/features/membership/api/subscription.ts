import { queryOptions } from '@tanstack/react-query';
import type { CreateSubscriptionResponse, SubscriptionInfo } from '../../../../shared/membership.ts';
import { apiRequest } from '../../../lib/api-request.ts';

/**
 * POST /api/create-subscription (docs/product/pay.md#membership): the server checks the promo code and prices the first
 * month.
 */
export async function createSubscription(promoCode: string | null): Promise<CreateSubscriptionResponse> {
  const response = await apiRequest('POST', '/api/create-subscription', promoCode ? { promoCode } : {});
  return (await response.json()) as CreateSubscriptionResponse;
}

export type ConfirmedSubscription = SubscriptionInfo & { userType: string };

/**
 * POST /api/confirm-subscription: the confirmed card setup makes the membership active (by session, not a bearer
 * token).
 */
export async function confirmSubscription(
  setupIntentId: string,
  paymentMethodId: string | null,
): Promise<ConfirmedSubscription> {
  const response = await apiRequest('POST', '/api/confirm-subscription', { setupIntentId, paymentMethodId });
  return (await response.json()) as ConfirmedSubscription;
}

export const subscriptionInfoQueryKey = ['/api/subscription-info'] as const;

/** GET /api/subscription-info (docs/product/pay.md#membership). */
export const subscriptionInfoQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionInfoQueryKey,
    queryFn: async ({ signal }) => {
      const response = await apiRequest('GET', subscriptionInfoQueryKey[0], undefined, { signal });
      return (await response.json()) as SubscriptionInfo;
    },
    staleTime: 0,
  });

/** POST /api/cancel-subscription: cancels at the end of the period already paid. */
export async function cancelSubscription(): Promise<void> {
  await apiRequest('POST', '/api/cancel-subscription');
}
