import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PosterStatus } from '../../../../shared/sell.ts';
import { apiRequest } from '../../../lib/api-request.ts';

/** A poster of GET /api/user-images, as its owner sees it. */
export type OwnPoster = {
  id: number;
  /** The preview. */
  imageUrl: string;
  thumbnailPath: string;
  previewPath: string;
  generatedPath: string;
  style: string;
  isPublic: boolean;
  isApproved: boolean;
  status: PosterStatus;
  name: string | null;
  city: string | null;
  momentLink: string | null;
  totalSupply: number | null;
  soldCount: number;
  pricePerUnit: number | null;
  /** The review's last refusal, and the reviewer's note (null without one), until the poster is published again. */
  rejection: { at: string; reason: string | null } | null;
  createdAt: string;
};

export const userImagesQueryKey = ['/api/user-images'] as const;

/** GET /api/user-images: the signed-in user's own posters, newest first (docs/product/community.md#dashboard). */
export async function getUserImages(signal?: AbortSignal): Promise<OwnPoster[]> {
  const response = await apiRequest('GET', userImagesQueryKey[0], undefined, { signal });
  const body = (await response.json()) as { images?: OwnPoster[] };
  return body.images ?? [];
}

export const userImagesQueryOptions = () =>
  queryOptions({
    queryKey: userImagesQueryKey,
    queryFn: ({ signal }) => getUserImages(signal),
    // The review state changes on the server; show the current one when coming back.
    staleTime: 0,
  });

export function useUserImages(enabled: boolean) {
  return useQuery({ ...userImagesQueryOptions(), enabled });
}
