import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishResult } from '../../../../shared/sell.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import { userImagesQueryKey } from './get-user-images.ts';
import { getUserPosterStats, userPosterStatsQueryKey } from '../../../lib/user-poster-stats.ts';

/**
 * PATCH /api/images/{id}/public `{ isPublic: false }`: the poster leaves the catalogue
 * (docs/product/community.md#dashboard).
 */
export async function unpublishPoster(id: number): Promise<PublishResult> {
  const response = await apiRequest('PATCH', `/api/images/${id}/public`, { isPublic: false });
  return (await response.json()) as PublishResult;
}

/** Unpublish, then refetch the posters and the figures (GET /api/user-poster-stats?t=<timestamp>). */
export function useUnpublishPoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishPoster,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userImagesQueryKey }),
        // The poster leaves the catalogue: a cached catalogue list must not show it any more.
        queryClient.invalidateQueries({ queryKey: ['/api/public-images'] }),
        queryClient
          .fetchQuery({
            queryKey: userPosterStatsQueryKey,
            queryFn: ({ signal }) => getUserPosterStats(signal, true),
            staleTime: 0,
          })
          .catch(() => undefined),
      ]);
    },
  });
}
