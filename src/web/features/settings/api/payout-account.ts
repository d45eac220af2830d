import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

/**
 * The payout account at the payment provider (docs/product/community.md#payouts): none; created but incomplete;
 * complete.
 */
export type ConnectStatus = { hasAccount: boolean; onboardingComplete: boolean; payoutsEnabled: boolean };

export const connectStatusQueryKey = ['/api/stripe-connect/connect-status'] as const;

/** GET /api/stripe-connect/connect-status (docs/product/community.md#payouts). */
export async function getConnectStatus(signal?: AbortSignal): Promise<ConnectStatus> {
  const response = await apiRequest('GET', connectStatusQueryKey[0], undefined, { signal });
  return (await response.json()) as ConnectStatus;
}

export const connectStatusQueryOptions = () =>
  queryOptions({
    queryKey: connectStatusQueryKey,
    queryFn: ({ signal }) => getConnectStatus(signal),
    staleTime: 0,
    // Onboarding happens in another tab: coming back to this one reads the status again.
    refetchOnWindowFocus: 'always',
  });

export function useConnectStatus(enabled: boolean) {
  return useQuery({ ...connectStatusQueryOptions(), enabled });
}

/** The three calls that lead to the provider's pages, each answering the address to open in a new tab. */
export const payoutLinks = {
  /** POST /api/stripe-connect/create-connect-account → { onboardingUrl } */
  create: async () =>
    (
      (await (await apiRequest('POST', '/api/stripe-connect/create-connect-account')).json()) as {
        onboardingUrl: string;
      }
    ).onboardingUrl,
  /** POST /api/stripe-connect/refresh-onboarding → { onboardingUrl } */
  refresh: async () =>
    ((await (await apiRequest('POST', '/api/stripe-connect/refresh-onboarding')).json()) as { onboardingUrl: string })
      .onboardingUrl,
  /** POST /api/stripe-connect/dashboard-link → { url } */
  dashboard: async () =>
    ((await (await apiRequest('POST', '/api/stripe-connect/dashboard-link')).json()) as { url: string }).url,
} as const;

export type PayoutLink = keyof typeof payoutLinks;

export function usePayoutLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: PayoutLink) => payoutLinks[kind](),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectStatusQueryKey }),
  });
}
