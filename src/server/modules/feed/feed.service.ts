import { CATALOGUE_DEFAULT_PRICE } from '../../../shared/catalogue.ts';
import { FEED_PAGE_SIZE } from '../../../shared/feed.ts';
import type { FeedPage, FeedPost, LikeResult } from '../../../shared/feed.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { shortLivedCache } from '../../cache/short-lived-cache.ts';
import { posterPictures } from '../../../shared/poster-pictures.ts';
import { STORAGE_URL_PREFIX, storageUrl } from '../storage/index.ts';
import { countLikes, isFeedPoster, likedPosterIds, listFeedPosters, toggleLikeRow } from './feed.repository.ts';

/**
 * The Moments feed (docs/product/community.md#moments-feed): approved posters, newest approval first, with their like
 * counts.
 * A page is the same for everyone apart from `hasLiked`, so pages are read once per moment and the
 * viewer's own likes are looked up for the page's posts alone.
 */
export function createFeedService({ db, cacheTtlMs = 2000 }: { db: Database; cacheTtlMs?: number }) {
  const pages = shortLivedCache<{ posts: Omit<FeedPost, 'hasLiked'>[]; hasMore: boolean }>({
    ttlMs: cacheTtlMs,
    maxEntries: 200,
  });

  async function readPage(page: number) {
    const rows = await listFeedPosters(db, { limit: FEED_PAGE_SIZE + 1, offset: (page - 1) * FEED_PAGE_SIZE });
    const posts = rows.slice(0, FEED_PAGE_SIZE).map(({ picturesId, ...row }) => ({
      ...row,
      name: row.name ?? 'Untitled',
      // the public sees previews and playback copies, never a print master or an upload (decision 023)
      generatedPath: storageUrl(row.previewPath),
      thumbnailPath: storageUrl(row.thumbnailPath),
      previewPath: storageUrl(row.previewPath),
      pictures: picturesId ? posterPictures(STORAGE_URL_PREFIX, picturesId) : null,
      originalVideoPath: null,
      compressedVideoPath: row.compressedVideoPath ? storageUrl(row.compressedVideoPath) : null,
      totalSupply: row.totalSupply ?? 0,
      pricePerUnit: row.pricePerUnit === null ? CATALOGUE_DEFAULT_PRICE : Number(row.pricePerUnit),
    }));
    return { posts, hasMore: rows.length > FEED_PAGE_SIZE };
  }

  async function likedAmong(userId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    return new Set(await likedPosterIds(db, userId, ids));
  }

  const changeListeners: (() => void)[] = [];
  return {
    /** Calls `listener` whenever a like changes the feed's counts (the server's rendered feed is forgotten). */
    onChange(listener: () => void) {
      changeListeners.push(listener);
    },

    async page(page: number, viewerId: number | null): Promise<FeedPage> {
      const { posts, hasMore } = await pages.get(String(page), () => readPage(page));
      const liked =
        viewerId === null
          ? new Set<number>()
          : await likedAmong(
              viewerId,
              posts.map((post) => post.id),
            );
      return { posts: posts.map((post) => ({ ...post, hasLiked: liked.has(post.id) })), hasMore };
    },

    /** Toggles the viewer's like: one like per user and poster, the count read after the change. */
    async toggleLike(imageId: number, userId: number): Promise<LikeResult> {
      if (!(await isFeedPoster(db, imageId))) throw notFound('feed_poster_not_found');
      const added = await toggleLikeRow(db, imageId, userId);
      pages.clear();
      for (const listener of changeListeners) listener();
      return { likeCount: await countLikes(db, imageId), hasLiked: added };
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
