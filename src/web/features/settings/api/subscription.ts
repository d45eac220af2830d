import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionInfo } from '../../../../shared/membership.ts';
import { apiRequest } from '../../../lib/api-request.ts';

export const subscriptionInfoQueryKey = ['/api/subscription-info'] as const;

/** GET /api/subscription-info (docs/product/pay.md#membership): isActive, currentPeriodEnd, willCancelAtPeriodEnd. */
export async function getSubscriptionInfo(signal?: AbortSignal): Promise<SubscriptionInfo> {
  const response = await apiRequest('GET', subscriptionInfoQueryKey[0], undefined, { signal });
  return (await response.json()) as SubscriptionInfo;
}

export const subscriptionInfoQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionInfoQueryKey,
    queryFn: ({ signal }) => getSubscriptionInfo(signal),
    staleTime: 0,
  });

export function useSubscriptionInfo(enabled: boolean) {
  return useQuery({ ...subscriptionInfoQueryOptions(), enabled });
}

/** POST /api/cancel-subscription: cancels at the end of the period and answers the new SubscriptionInfo. */
export async function cancelSubscription(): Promise<SubscriptionInfo> {
  const response = await apiRequest('POST', '/api/cancel-subscription');
  return (await response.json()) as SubscriptionInfo;
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (info) => queryClient.setQueryData(subscriptionInfoQueryKey, info),
  });
}
