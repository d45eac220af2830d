import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

/** POST /api/share-image-with-border (spec 001 §7): the poster as a PNG with a white border. */
export async function fetchSharablePoster(imageUrl: string): Promise<Blob> {
  const response = await apiRequest('POST', '/api/share-image-with-border', { imageUrl });
  return response.blob();
}

export function useSharablePoster() {
  return useMutation({ mutationFn: fetchSharablePoster });
}
