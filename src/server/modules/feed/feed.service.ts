import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CATALOGUE_DEFAULT_PRICE } from '../../../shared/catalogue.ts';
import { FEED_PAGE_SIZE } from '../../../shared/feed.ts';
import type { FeedPage, FeedPost, LikeResult } from '../../../shared/feed.ts';
import type { Database } from '../../db/client.ts';
import { posterLikes, userImages, users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { shortLivedCache } from '../posters/catalogue-cache.ts';
import { storageUrl } from '../storage/storage-url.ts';

/**
 * The Moments feed (spec 002 §2, §3): approved posters, newest approval first, with their like counts.
 * A page is the same for everyone apart from `hasLiked`, so pages are read once per moment and the
 * viewer's own likes are looked up for the page's posts alone.
 */
export function createFeedService({ db, cacheTtlMs = 2000 }: { db: Database; cacheTtlMs?: number }) {
  const pages = shortLivedCache<{ posts: Omit<FeedPost, 'hasLiked'>[]; hasMore: boolean }>({ ttlMs: cacheTtlMs, maxEntries: 200 });
  const likeCount = sql<number>`(select count(*) from ${posterLikes} where ${posterLikes.imageId} = ${userImages.id})`.mapWith(Number);

  async function readPage(page: number) {
    const rows = await db
      .select({
        id: userImages.id,
        name: userImages.name,
        username: users.username,
        style: userImages.style,
        thumbnailPath: userImages.thumbnailPath,
        previewPath: userImages.previewPath,
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
      .limit(FEED_PAGE_SIZE + 1)
      .offset((page - 1) * FEED_PAGE_SIZE);
    const posts = rows.slice(0, FEED_PAGE_SIZE).map((row) => ({
      ...row,
      name: row.name ?? 'Untitled',
      // the public sees previews and playback copies, never a print master or an upload (decision 023)
      generatedPath: storageUrl(row.previewPath),
      thumbnailPath: storageUrl(row.thumbnailPath),
      previewPath: storageUrl(row.previewPath),
      originalVideoPath: null,
      compressedVideoPath: row.compressedVideoPath ? storageUrl(row.compressedVideoPath) : null,
      totalSupply: row.totalSupply ?? 0,
      pricePerUnit: row.pricePerUnit === null ? CATALOGUE_DEFAULT_PRICE : Number(row.pricePerUnit),
    }));
    return { posts, hasMore: rows.length > FEED_PAGE_SIZE };
  }

  async function likedAmong(userId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ imageId: posterLikes.imageId })
      .from(posterLikes)
      .where(and(eq(posterLikes.userId, userId), inArray(posterLikes.imageId, ids)));
    return new Set(rows.map((row) => row.imageId));
  }

  async function countLikes(imageId: number): Promise<number> {
    const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(posterLikes).where(eq(posterLikes.imageId, imageId));
    return row?.count ?? 0;
  }

  return {
    async page(page: number, viewerId: number | null): Promise<FeedPage> {
      const { posts, hasMore } = await pages.get(String(page), () => readPage(page));
      const liked = viewerId === null ? new Set<number>() : await likedAmong(viewerId, posts.map((post) => post.id));
      return { posts: posts.map((post) => ({ ...post, hasLiked: liked.has(post.id) })), hasMore };
    },

    /** Toggles the viewer's like: one like per user and poster, the count read after the change. */
    async toggleLike(imageId: number, userId: number): Promise<LikeResult> {
      const [poster] = await db
        .select({ id: userImages.id })
        .from(userImages)
        .where(and(eq(userImages.id, imageId), eq(userImages.isPublic, true), eq(userImages.isApproved, true)));
      if (!poster) throw notFound((m) => m.feed.posterNotFound);
      const added = await db.insert(posterLikes).values({ imageId, userId }).onConflictDoNothing().returning({ imageId: posterLikes.imageId });
      if (added.length === 0) await db.delete(posterLikes).where(and(eq(posterLikes.imageId, imageId), eq(posterLikes.userId, userId)));
      pages.clear();
      return { likeCount: await countLikes(imageId), hasLiked: added.length > 0 };
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
