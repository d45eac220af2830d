import { z } from 'zod';
import { key } from './i18n/catalogue.ts';
import type { PosterPictures } from './poster-pictures.ts';

import {
  CATALOGUE_PAGE_SIZE,
  MAX_CATALOGUE_OFFSET,
  MAX_CATALOGUE_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
} from './catalogue-limits.ts';

export {
  CATALOGUE_DEFAULT_PRICE,
  CATALOGUE_PAGE_SIZE,
  MAX_CATALOGUE_OFFSET,
  MAX_CATALOGUE_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
} from './catalogue-limits.ts';

/**
 * GET /api/public-images paging and search (docs/product/catalogue.md#search-and-paging). Paging never fails: a limit
 * outside 1..48 is
 * clamped into it, a negative offset becomes 0, and a value that is not a number falls back to its default
 * (limit 12, offset 0). The search is trimmed and refused past 100 characters.
 */
/** A paging number that never fails: out of range is clamped, not a number falls back to its default. */
export const clampedInteger = (fallback: number, min: number, max: number) =>
  z
    .unknown()
    .optional()
    .transform((value) => {
      const number =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && value.trim() !== ''
            ? Number(value)
            : Number.NaN;
      if (!Number.isFinite(number)) return fallback;
      return Math.min(max, Math.max(min, Math.trunc(number)));
    });

export const catalogueQuerySchema = z.object({
  limit: clampedInteger(CATALOGUE_PAGE_SIZE, 1, MAX_CATALOGUE_PAGE_SIZE),
  offset: clampedInteger(0, 0, MAX_CATALOGUE_OFFSET),
  search: z
    .string({ error: key('catalogue.searchInvalid') })
    .optional()
    // control characters cannot be part of a name (and NUL cannot even reach the database)
    .transform((value) => (value ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim())
    .refine((value) => value.length <= MAX_SEARCH_LENGTH, key('catalogue.searchTooLong')),
});

export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

/**
 * A poster of the public catalogue, with the fields the feed and share need
 * (docs/product/catalogue.md#what-the-catalogue-shows).
 */
export type CataloguePoster = {
  id: number;
  /** The thumbnail (grids). */
  imageUrl: string;
  /** The preview (the detail view). */
  fullImageUrl: string;
  usingThumbnail: true;
  /** The preview's address for the public; the print master's (an admin URL) in the admin catalogue (decision 023). */
  generatedPath: string;
  previewUrl: string;
  thumbnailUrl: string;
  /** The poster's pictures in every width (decision 039); null until its pictures job ran (the preview is shown). */
  pictures: PosterPictures | null;
  style: string;
  createdAt: string;
  /** Null once the creator deleted their account. */
  username: string | null;
  name: string;
  city: string | null;
  totalSupply: number;
  soldCount: number;
  /** CHF. */
  pricePerUnit: number;
  remainingSupply: number;
  isAvailable: boolean;
  momentLink: string | null;
  compressedVideoPath: string | null;
  videoFrameTimestamp: number | null;
  /**
   * The width in pixels of the part of the creator's photo the poster shows; null when unknown. The size picker warns
   * where it gives less than 150 DPI (`lowDpiSizes` in src/shared/print-formats.ts).
   */
  shownPhotoWidth: number | null;
};

export type Pagination = { total: number; limit: number; offset: number; hasMore: boolean };

export type CataloguePage = { images: CataloguePoster[]; pagination: Pagination };
