import { SUGGEST_WINDOW_MAX_SIDE, windowSuggestionSchema } from '../../../../shared/create.ts';
import type { WindowSuggestion } from '../../../../shared/create.ts';
import { apiRequest } from '../../../lib/api-request.ts';

export const suggestWindowPath = '/api/suggest-window';

/** The JPEG quality of the photo sent for a suggestion: the subject finder needs shapes, not fine detail. */
const SUGGEST_JPEG_QUALITY = 0.85;

/** The photo (or video frame) as a JPEG data URL at most SUGGEST_WINDOW_MAX_SIDE pixels on its long side. */
export function scaledForSuggestion(image: HTMLImageElement): string {
  const scale = Math.min(1, SUGGEST_WINDOW_MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', SUGGEST_JPEG_QUALITY);
}

/**
 * POST /api/suggest-window (docs/product/create.md#the-posters-window): the subject finder's window for the photo
 * in the style and the part of it that shows the photo, or null when it has none, and for any failure at all (no
 * such route, signed out, offline, an answer of another shape): the picker then keeps its centred window, and
 * generating never waits for it.
 */
export async function suggestWindow(
  request: { imageData: string; style: string },
  signal?: AbortSignal,
): Promise<WindowSuggestion | null> {
  try {
    const response = await apiRequest('POST', suggestWindowPath, request, { signal });
    const parsed = windowSuggestionSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
