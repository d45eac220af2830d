import { CATALOGUE_DEFAULT_PRICE } from '../../../shared/catalogue.ts';
import type { CataloguePage, CataloguePoster, CatalogueQuery } from '../../../shared/catalogue.ts';
import type { Messages } from '../../../shared/i18n/catalogue.ts';
import { DEFAULT_TOTAL_SUPPLY, posterStatus } from '../../../shared/sell.ts';
import type { PosterStats, PosterStatus, PublishRequest, PublishResult } from '../../../shared/sell.ts';
import type { Database } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { english } from '../../i18n/messages.ts';
import { posterPictures } from '../../../shared/poster-pictures.ts';
import { STORAGE_URL_PREFIX, storageUrl } from '../storage/index.ts';
import {
  approvePendingPoster,
  findCataloguePoster,
  countCatalogue,
  findPosterOf,
  listCataloguePage,
  listPostersOf,
  posterExists,
  posterFiguresOf,
  publishPoster,
  rejectionOf,
  rejectPendingPoster,
  unpublishPoster,
} from './posters.repository.ts';
import type { CatalogueRow, PosterRow } from './posters.repository.ts';
import { shortLivedCache } from '../../cache/short-lived-cache.ts';

/**
 * Posters after they are made: the owner's list and figures, publishing into review and unpublishing,
 * the review decision (for the admin area), and the public catalogue of approved posters.
 */
export function createPostersService({
  db,
  cacheTtlMs = CATALOGUE_CACHE_TTL_MS,
}: {
  db: Database;
  cacheTtlMs?: number;
}) {
  // Pages and totals of the public catalogue, kept for a moment (src/server/cache/short-lived-cache.ts). A kept page is
  // the same object for everyone who asks meanwhile, so the route can send the same encoded bytes.
  const cataloguePages = shortLivedCache<CataloguePage>({ ttlMs: cacheTtlMs, maxEntries: 1000 });
  const catalogueTotals = shortLivedCache<number>({ ttlMs: cacheTtlMs, maxEntries: 1000 });
  const changeListeners: (() => void)[] = [];
  const catalogueChanged = () => {
    cataloguePages.clear();
    catalogueTotals.clear();
    for (const listener of changeListeners) listener();
  };

  /** `words`: the language the answer's message is written in (the request's). */
  async function publish(userId: number, id: number, input: PublishRequest, words: Messages): Promise<PublishResult> {
    if (!input.isPublic) {
      const row = await unpublishPoster(db, userId, id);
      if (!row) throw notFound('sell_poster_not_found');
      catalogueChanged();
      return publishResult(row, words.sell.unpublished);
    }
    const row = await publishPoster(db, userId, id, {
      name: input.name,
      city: input.city,
      momentLink: input.momentLink,
      totalSupply: input.totalSupply,
      pricePerUnit: input.pricePerUnit,
    });
    if (row) {
      catalogueChanged();
      return publishResult(row, words.sell.submittedForReview);
    }
    // Nothing changed: somebody else's poster and a missing one look the same; else the edition was too small.
    const own = await findPosterOf(db, userId, id);
    if (!own) throw notFound('sell_image_not_found');
    throw conflict('edition_below_sold', { sold: own.soldCount });
  }

  async function decideReview(
    id: number,
    decide: (db: Database, id: number) => Promise<PosterRow | null>,
    words: Messages,
  ): Promise<PublishResult> {
    const row = await decide(db, id);
    if (row) {
      catalogueChanged();
      return publishResult(row, row.isApproved ? words.sell.approved : words.sell.rejected);
    }
    if (!(await posterExists(db, id))) throw notFound('sell_poster_not_found');
    throw conflict('not_pending_review');
  }

  return {
    publish,

    /** The admin area changed a poster outside this service (visibility, edition): the next list reads afresh. */
    catalogueChanged,

    /** Calls `listener` whenever this process changes the catalogue (the server's rendered pages are forgotten). */
    onCatalogueChange(listener: () => void) {
      changeListeners.push(listener);
    },

    /** Review (admin): a poster waiting for review goes into the catalogue; `words`: the answer's language. */
    approvePoster: (id: number, words: Messages = english) => decideReview(id, approvePendingPoster, words),

    /**
     * Review (admin): a poster waiting for review goes back to its creator, private, with the reviewer's note to them
     * (`reason`), which their dashboard shows until they publish it again.
     */
    rejectPoster: (id: number, reason?: string, words: Messages = english) =>
      decideReview(id, (database, posterId) => rejectPendingPoster(database, posterId, reason ?? null), words),

    async listOwn(userId: number) {
      return (await listPostersOf(db, userId)).map(toOwnPoster);
    },

    /** One of the user's own posters; anyone else's and a missing one are the same 404. */
    async findOwn(userId: number, id: number) {
      const row = await findPosterOf(db, userId, id);
      if (!row) throw notFound('poster_not_found');
      return toOwnPoster(row);
    },

    async stats(userId: number): Promise<PosterStats> {
      const figures = await posterFiguresOf(db, userId);
      return {
        posters: figures.posters,
        public: figures.public,
        inReview: figures.inReview,
        editionsSold: figures.editionsSold,
        earnings: figures.earnings,
        paidOut: figures.paidOut,
      };
    },

    catalogue(query: CatalogueQuery): Promise<CataloguePage> {
      return cataloguePages.get(JSON.stringify([query.limit, query.offset, query.search]), async () => {
        const [rows, total] = await Promise.all([
          listCataloguePage(db, query),
          catalogueTotals.get(query.search, () => countCatalogue(db, query.search)),
        ]);
        return {
          images: rows.map(toCataloguePoster),
          pagination: { total, limit: query.limit, offset: query.offset, hasMore: query.offset + rows.length < total },
        };
      });
    },

    /** One approved public poster (for `?poster=` links and share cards), or null. */
    async findPublic(id: number): Promise<CataloguePoster | null> {
      const row = await findCataloguePoster(db, id);
      return row ? toCataloguePoster(row) : null;
    },

    async availability(id: number): Promise<CataloguePoster> {
      const row = await findCataloguePoster(db, id);
      if (!row) throw new AppError('poster_not_available');
      return toCataloguePoster(row);
    },
  };
}

export type PostersService = ReturnType<typeof createPostersService>;

/** How long a catalogue page or total is reused; other processes see a change within this. */
export const CATALOGUE_CACHE_TTL_MS = 2000;

function publishResult(row: PosterRow, message: string): PublishResult {
  return { id: row.id, isPublic: row.isPublic, isApproved: row.isApproved, status: posterStatus(row), message };
}

const priceOf = (value: string | null) => (value === null ? null : Number(value));

export function toCataloguePoster(row: CatalogueRow): CataloguePoster {
  const totalSupply = row.totalSupply ?? DEFAULT_TOTAL_SUPPLY;
  const remainingSupply = Math.max(0, totalSupply - row.soldCount);
  const thumbnailUrl = storageUrl(row.thumbnailPath);
  const previewUrl = storageUrl(row.previewPath);
  return {
    id: row.id,
    imageUrl: thumbnailUrl,
    fullImageUrl: previewUrl,
    usingThumbnail: true,
    // the public never gets the print master's address, only the preview's (decision 023)
    generatedPath: previewUrl,
    previewUrl,
    thumbnailUrl,
    pictures: row.picturesId ? posterPictures(STORAGE_URL_PREFIX, row.picturesId) : null,
    style: row.style,
    createdAt: row.createdAt.toISOString(),
    username: row.username,
    name: row.name ?? '',
    city: row.city,
    totalSupply,
    soldCount: row.soldCount,
    pricePerUnit: priceOf(row.pricePerUnit) ?? CATALOGUE_DEFAULT_PRICE,
    remainingSupply,
    isAvailable: remainingSupply > 0,
    momentLink: row.momentLink,
    compressedVideoPath: row.compressedVideoPath ? storageUrl(row.compressedVideoPath) : null,
    videoFrameTimestamp: row.videoFrameTimestamp,
    shownPhotoWidth: row.shownPhotoWidth,
  };
}

/**
 * An item of GET /api/user-images: the owner sees everything about their poster, including its state, and
 * its preview in place of the print master; their own upload is served to them alone (decision 023).
 */
export type OwnPoster = ReturnType<typeof toOwnPoster>;

function toOwnPoster(image: PosterRow) {
  const status: PosterStatus = posterStatus(image);
  return {
    id: image.id,
    imageUrl: storageUrl(image.previewPath),
    thumbnailPath: storageUrl(image.thumbnailPath),
    previewPath: storageUrl(image.previewPath),
    generatedPath: storageUrl(image.previewPath),
    originalPath: storageUrl(image.originalPath),
    style: image.style,
    caption: image.captionText,
    originalVideoPath: image.originalVideoPath ? storageUrl(image.originalVideoPath) : null,
    compressedVideoPath: image.compressedVideoPath ? storageUrl(image.compressedVideoPath) : null,
    videoFrameTimestamp: image.videoFrameTimestamp,
    /** The width of the part of the photo the poster shows, for the low-DPI warning; null when unknown. */
    shownPhotoWidth: image.shownPhotoWidth,
    isPublic: image.isPublic,
    isApproved: image.isApproved,
    status,
    name: image.name,
    city: image.city,
    momentLink: image.momentLink,
    totalSupply: image.totalSupply,
    soldCount: image.soldCount,
    pricePerUnit: priceOf(image.pricePerUnit),
    publishedAt: image.publishedAt?.toISOString() ?? null,
    approvedAt: image.approvedAt?.toISOString() ?? null,
    /** The review's last refusal (when, and its note to the creator) until the poster is published again. */
    rejection: rejectionOf(image),
    createdAt: image.createdAt.toISOString(),
  };
}
