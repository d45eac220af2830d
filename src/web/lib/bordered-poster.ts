import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-request.ts';

/**
 * The poster as a file to share: POST /api/share-image-with-border (docs/product/create.md#after-generation) answers it
 * framed in
 * white as a PNG. Shared by every place that offers Share (create result, catalogue, dashboard).
 */
export async function getBorderedPoster(imageUrl: string): Promise<Blob> {
  const response = await apiRequest('POST', '/api/share-image-with-border', { imageUrl });
  return response.blob();
}

export function useBorderedPoster() {
  return useMutation({ mutationFn: getBorderedPoster });
}

/** Saves a file through a temporary download link (where the system share sheet cannot take files). */
export function downloadBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
