import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { userImages, userVideos } from '../../db/schema.ts';

/** Data access of stored files' owners: which user uploaded a file, which published poster plays it. */

/** Whether the user uploaded the photo stored under this key. */
export async function hasUploadedImage(db: Executor, userId: number, key: string): Promise<boolean> {
  const [image] = await db
    .select({ id: userImages.id })
    .from(userImages)
    .where(and(eq(userImages.userId, userId), eq(userImages.originalPath, key)))
    .limit(1);
  return Boolean(image);
}

/** Whether the user uploaded the video stored under this key. */
export async function hasUploadedVideo(db: Executor, userId: number, key: string): Promise<boolean> {
  const [video] = await db
    .select({ id: userVideos.id })
    .from(userVideos)
    .where(and(eq(userVideos.userId, userId), eq(userVideos.originalPath, key)))
    .limit(1);
  return Boolean(video);
}

/** Whether a published, approved poster plays the video stored under this key. */
export async function isPlayedByPublishedPoster(db: Executor, key: string): Promise<boolean> {
  const [image] = await db
    .select({ id: userImages.id })
    .from(userImages)
    .where(and(eq(userImages.compressedVideoPath, key), eq(userImages.isPublic, true), eq(userImages.isApproved, true)))
    .limit(1);
  return Boolean(image);
}
