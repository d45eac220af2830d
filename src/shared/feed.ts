import { z } from 'zod';
import type { PosterPictures } from './poster-pictures.ts';

/** The Moments feed (docs/product/community.md#moments-feed): pages of posts, newest approved poster first. */
export const FEED_PAGE_SIZE = 10;
export const MAX_FEED_PAGE = 10_000;

/** `?page=` counts from 1; anything else falls back to 1, and it is clamped to a sane maximum. */
export const feedQuerySchema = z.object({
  page: z
    .unknown()
    .optional()
    .transform((value) => {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      return Number.isFinite(number) ? Math.min(MAX_FEED_PAGE, Math.max(1, Math.trunc(number))) : 1;
    }),
});

export type FeedPost = {
  id: number;
  name: string;
  /** Null once the creator deleted their account. */
  username: string | null;
  style: string;
  /** The preview's address: the feed never names a print master (decision 023). */
  generatedPath: string;
  thumbnailPath: string;
  previewPath: string;
  /** The poster's pictures in every width (decision 039); null until its pictures job ran (the preview is shown). */
  pictures: PosterPictures | null;
  /** Always null: an uploaded video is its owner's; the feed plays `compressedVideoPath` (decision 023). */
  originalVideoPath: string | null;
  compressedVideoPath: string | null;
  videoFrameTimestamp: number | null;
  totalSupply: number;
  soldCount: number;
  /** CHF. */
  pricePerUnit: number;
  likeCount: number;
  hasLiked: boolean;
};

export type FeedPage = { posts: FeedPost[]; hasMore: boolean };
export type LikeResult = { likeCount: number; hasLiked: boolean };
