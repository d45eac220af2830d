import { useMutation } from '@tanstack/react-query';
import type { PublishResult, SellForm } from '../../../shared/sell.ts';
import { apiRequest } from '../../lib/api-request.ts';

export const publishPosterPath = (id: number) => `/api/images/${id}/public`;

/**
 * PATCH /api/images/{id}/public with the sell form: the poster goes 'In Review'
 * (docs/product/community.md#selling-a-poster).
 */
export async function publishPoster({ id, form }: { id: number; form: SellForm }): Promise<PublishResult> {
  const response = await apiRequest('PATCH', publishPosterPath(id), { isPublic: true, ...form });
  return (await response.json()) as PublishResult;
}

export function usePublishPoster() {
  return useMutation({ mutationFn: publishPoster });
}
