import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { posterLikes, userImages, users } from '../../db/schema.ts';

/** Data access of the Moments feed: approved posters with their like counts, and the likes themselves. */

const likeCount =
  sql<number>`(select count(*) from ${posterLikes} where ${posterLikes.imageId} = ${userImages.id})`.mapWith(Number);

/** Approved public posters, newest approval first (id breaks ties), with their like counts. */
export async function listFeedPosters(db: Executor, page: { limit: number; offset: number }) {
  return db
    .select({
      id: userImages.id,
      name: userImages.name,
      username: users.username,
      style: userImages.style,
      thumbnailPath: userImages.thumbnailPath,
      previewPath: userImages.previewPath,
      picturesId: userImages.picturesId,
      compressedVideoPath: userImages.compressedVideoPath,
      videoFrameTimestamp: userImages.videoFrameTimestamp,
      totalSupply: userImages.totalSupply,
      soldCount: userImages.soldCount,
      pricePerUnit: userImages.pricePerUnit,
      likeCount,
    })
    .from(userImages)
    .leftJoin(users, eq(users.id, userImages.userId))
    .where(and(eq(userImages.isPublic, true), eq(userImages.isApproved, true)))
    .orderBy(desc(userImages.approvedAt), desc(userImages.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Which of these posters the user liked. */
export async function likedPosterIds(db: Executor, userId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ imageId: posterLikes.imageId })
    .from(posterLikes)
    .where(and(eq(posterLikes.userId, userId), inArray(posterLikes.imageId, ids)));
  return rows.map((row) => row.imageId);
}

export async function countLikes(db: Executor, imageId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(posterLikes)
    .where(eq(posterLikes.imageId, imageId));
  return row?.count ?? 0;
}

export async function isFeedPoster(db: Executor, imageId: number): Promise<boolean> {
  const [poster] = await db
    .select({ id: userImages.id })
    .from(userImages)
    .where(and(eq(userImages.id, imageId), eq(userImages.isPublic, true), eq(userImages.isApproved, true)));
  return poster !== undefined;
}

/** Adds the user's like, or takes it away when there was one; true when it was added. */
export async function toggleLikeRow(db: Executor, imageId: number, userId: number): Promise<boolean> {
  const added = await db
    .insert(posterLikes)
    .values({ imageId, userId })
    .onConflictDoNothing()
    .returning({ imageId: posterLikes.imageId });
  if (added.length === 0)
    await db.delete(posterLikes).where(and(eq(posterLikes.imageId, imageId), eq(posterLikes.userId, userId)));
  return added.length > 0;
}
