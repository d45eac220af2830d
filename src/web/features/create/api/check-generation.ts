import type { ErrorCode } from '../../../../shared/error-codes.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import type { PollCheck } from '../generation-polling.ts';
import type { GeneratedPoster } from './generate-poster.ts';

export type CheckGenerationReply = {
  ready: boolean;
  status?: 'done' | 'pending' | 'failed';
  posterUrl?: string;
  previewUrl?: string;
  thumbnailUrl?: string;
  originalPath?: string;
  imageId?: number;
  shownPhotoWidth?: number | null;
  /** A failed generation's code of the error contract, and its words in the visitor's language. */
  code?: ErrorCode;
  message?: string;
};

export const checkGenerationPath = (confirmationId: string) =>
  `/api/check-generation/${encodeURIComponent(confirmationId)}`;

/** GET /api/check-generation/{confirmationId}: done with the poster, failed with a code and its words, or pending. */
export async function checkGeneration(
  confirmationId: string,
  signal?: AbortSignal,
): Promise<PollCheck<GeneratedPoster>> {
  const response = await apiRequest('GET', checkGenerationPath(confirmationId), undefined, { signal });
  const reply = (await response.json()) as CheckGenerationReply;
  if (reply.ready && reply.posterUrl) {
    return {
      status: 'done',
      result: {
        confirmationId,
        posterUrl: reply.posterUrl,
        previewUrl: reply.previewUrl ?? reply.posterUrl,
        thumbnailUrl: reply.thumbnailUrl,
        originalImagePath: reply.originalPath,
        imageId: reply.imageId,
        shownPhotoWidth: reply.shownPhotoWidth ?? null,
      },
    };
  }
  if (reply.status === 'failed')
    return { status: 'failed', code: reply.code ?? 'generation_failed', message: reply.message ?? null };
  return { status: 'pending' };
}
