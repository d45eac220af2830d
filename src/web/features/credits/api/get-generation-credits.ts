import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GenerationCreditsResponse } from '../../../../shared/accounts.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import { appEvents } from '../../../lib/app-events.ts';

export const generationCreditsPath = '/api/generation-credits';

/**
 * GET /api/generation-credits?email= (docs/product/create.md#credits). The server answers for the session's user only.
 */
export async function getGenerationCredits(email: string, signal?: AbortSignal): Promise<GenerationCreditsResponse> {
  const response = await apiRequest('GET', `${generationCreditsPath}?email=${encodeURIComponent(email)}`, undefined, {
    signal,
  });
  return (await response.json()) as GenerationCreditsResponse;
}

export const generationCreditsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: [generationCreditsPath, email] as const,
    queryFn: ({ signal }) => getGenerationCredits(email, signal),
  });

/** Free plus paid: the balance the badge shows (docs/product/create.md#credits). */
export function creditBalance(credits: GenerationCreditsResponse): number {
  return credits.freeCreditsRemaining + credits.paidCredits;
}

/**
 * The signed-in user's credits, fetched again on every `creditsUpdated` window event. A failed fetch
 * is only logged (docs/product/create.md#credits).
 */
export function useGenerationCredits(email: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...generationCreditsQueryOptions(email ?? ''), enabled: email !== null });

  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: [generationCreditsPath] });
    window.addEventListener(appEvents.creditsUpdated, refetch);
    return () => window.removeEventListener(appEvents.creditsUpdated, refetch);
  }, [queryClient]);

  useEffect(() => {
    if (query.error) console.error('Could not load the generation credits:', query.error);
  }, [query.error]);

  return query;
}
