import type { Database } from '../../db/client.ts';
import { hasUploadedImage, hasUploadedVideo, isPlayedByPublishedPoster } from './storage.repository.ts';

/**
 * Who may read a stored file, by its key (decision 023):
 * - `public`: what the pages show anyone, all of it small enough for a screen and useless for print
 *   (previews ≤ 1200 px, the pictures of every width in AVIF and WebP (decision 039), thumbnails, style thumbnails,
 *   share cards, the 168 px JPEG pictures of mails, the muted playback copies of videos, the room previews under
 *   `walls/`, decision 040);
 * - `owner`: a user's own upload (the photo under `originals/`, the video under `videos/originals/`), read
 *   back by that user only, e.g. from their data export;
 * - `admin`: the print masters under `posters/`, and any key of no known kind; the admin reads them
 *   through /api/admin/storage-image/…, the print export and the pipeline through the storage itself.
 */
export type StorageAccess = 'public' | 'owner' | 'admin';

/** The folders whose files anyone may load. A key in none of them is not public. */
const PUBLIC_FOLDERS = [
  /^previews\/[^/]+$/,
  /^pictures\/[^/]+$/,
  /^thumbnails\/[^/]+$/,
  /^styles\/thumbnails\/[^/]+$/,
  /^share-cards\/[^/]+$/,
  /^mail-pictures\/[^/]+$/,
  /^walls\/[0-9a-f]{32}\/[^/]+$/,
  /^videos\/[^/]+$/,
];

export function storageAccessOf(key: string): StorageAccess {
  if (key.startsWith('originals/') || key.startsWith('videos/originals/')) return 'owner';
  if (PUBLIC_FOLDERS.some((folder) => folder.test(key))) return 'public';
  return 'admin';
}

/** Whether the user uploaded the file under this owner-only key (their photo or their video). */
export async function isOwnUpload(db: Database, userId: number, key: string): Promise<boolean> {
  if (key.startsWith('videos/originals/')) return hasUploadedVideo(db, userId, key);
  return hasUploadedImage(db, userId, key);
}

/**
 * Whether a published, approved poster plays this uploaded video: before decision 023, a shop without
 * ffmpeg stored the upload once and played it as it was, so its playback URL is under `videos/originals/`.
 */
export async function isPublishedPlayback(db: Database, key: string): Promise<boolean> {
  if (!key.startsWith('videos/originals/')) return false;
  return isPlayedByPublishedPoster(db, key);
}
