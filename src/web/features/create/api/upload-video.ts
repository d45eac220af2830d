import { apiRequest } from '../../../lib/api-request.ts';

export type UploadVideoBody = { videoData: string; filename: string; email?: string };

export type UploadedVideo = {
  /** The server's storage key of the clip as sent; goes back with the generation request. */
  videoPath: string;
  /** The muted H.264 copy for playback, a /api/storage-image/… URL. */
  compressedVideoPath: string;
  durationSeconds: number | null;
};

/** POST /api/upload-video (docs/product/create.md#uploading-a-video): the clip as a data URL, at most 60 MB of body. */
export async function uploadVideo(body: UploadVideoBody, signal?: AbortSignal): Promise<UploadedVideo> {
  const response = await apiRequest('POST', '/api/upload-video', body, { signal });
  return (await response.json()) as UploadedVideo;
}
