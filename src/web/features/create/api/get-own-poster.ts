import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

/** One of the user's own posters, as GET /api/user-images/{id} answers it (the preview, never the print master). */
export type OwnPosterReply = {
  id: number;
  previewPath: string;
  thumbnailPath: string;
  originalPath: string;
  style: string;
  name: string | null;
  caption: string | null;
  compressedVideoPath: string | null;
  videoFrameTimestamp: number | null;
  isPublic: boolean;
  isApproved: boolean;
};

export const ownPosterPath = (id: number) => `/api/user-images/${id}`;

/**
 * The poster the create page showed before a reload (`?poster=<id>`, docs/product/create.md#after-generation). Only
 * its owner gets it; anyone else's answers 404 like a missing one.
 */
export function useOwnPoster(id: number | null) {
  return useQuery({
    queryKey: ['/api/user-images', id],
    queryFn: async ({ signal }) =>
      (await (await apiRequest('GET', ownPosterPath(id!), undefined, { signal })).json()) as OwnPosterReply,
    enabled: id !== null,
    retry: false,
    staleTime: Infinity,
  });
}
