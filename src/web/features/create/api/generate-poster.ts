import type { PosterWindow } from '../../../../shared/create.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import type { CaptionPlacement } from '../caption-position.ts';
import { parseGenerationReply } from '../generation-errors.ts';

export const generatePosterPath = '/api/generate-gpt-image';

/**
 * POST /api/generate-gpt-image, with the caption (docs/product/create.md#generation) and the poster's window over the
 * photo (docs/product/create.md#the-posters-window; null: the engine places it).
 */
export type GeneratePosterBody = {
  imageData: string;
  style: string;
  stylePrompt?: string;
  email?: string;
  confirmationId: string;
  originalVideoPath?: string | null;
  videoFrameTimestamp?: number | null;
  hasVideoData?: boolean;
  caption?: CaptionPlacement | null;
  window?: PosterWindow | null;
};

export type GeneratedPoster = {
  confirmationId: string;
  posterUrl: string;
  previewUrl: string;
  thumbnailUrl?: string;
  originalImagePath?: string;
  imageId?: number;
  /** The width in pixels of the part of the photo the poster shows (for the low-resolution warning); null: unknown. */
  shownPhotoWidth?: number | null;
};

export type GeneratePosterReply =
  ({ status: 'done' } & GeneratedPoster) | { status: 'pending'; confirmationId: string };

/**
 * Sends the photo and style. The server answers the poster when it is ready within about 20 s, else
 * 202 with the confirmation id to poll with. An OK reply that is HTML or not JSON is refused with the
 * page's own words (GenerationReplyError); other failures throw as apiRequest does.
 */
export async function generatePoster(body: GeneratePosterBody, signal?: AbortSignal): Promise<GeneratePosterReply> {
  const response = await apiRequest('POST', generatePosterPath, body, { signal });
  const reply = parseGenerationReply<Partial<GeneratePosterReply> & Partial<GeneratedPoster>>(await response.text());
  if (response.status === 202 || reply.status === 'pending' || !reply.posterUrl) {
    return { status: 'pending', confirmationId: reply.confirmationId ?? body.confirmationId };
  }
  return { ...(reply as GeneratedPoster), status: 'done', confirmationId: reply.confirmationId ?? body.confirmationId };
}
