import type { AdminCataloguePoster, AuditEntry, PendingPoster } from '../../../shared/admin.ts';
import { CATALOGUE_DEFAULT_PRICE } from '../../../shared/catalogue.ts';
import type { CataloguePage, CatalogueQuery } from '../../../shared/catalogue.ts';
import { defaultLanguage, isLanguage } from '../../../shared/i18n/languages.ts';
import { DEFAULT_TOTAL_SUPPLY } from '../../../shared/sell.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { MailOutbox } from '../mail/index.ts';
import { posterRejectedMail } from '../mail/index.ts';
import { toCataloguePoster } from '../posters/posters.service.ts';
import type { PostersService } from '../posters/posters.service.ts';
import { adminStorageUrl, storageUrl } from '../storage/index.ts';
import { auditOf, recordAdminChange } from '../audit/index.ts';
import {
  findAdminPoster,
  findCreatorLanguage,
  listAdminCatalogue,
  listPendingReview,
  lockPosterState,
  setPosterSoldCount,
  setPosterVisibility,
} from './admin-catalogue.repository.ts';
import type { AdminPosterRow } from './admin-catalogue.repository.ts';

type Dependencies = {
  db: Database;
  posters: PostersService;
  outbox: MailOutbox;
  brand: { brandName: string; publicUrl: string };
};

/**
 * The admin's hold on the catalogue, /admin/catalogue and /admin/review (docs/product/admin.md#catalogue,
 * docs/product/admin.md#review-queue): the full list, removing
 * and restoring, the edition counter, and the review decisions (the creator hears of a rejection by mail).
 * Every change is audited; the public catalogue's short cache is dropped so the change shows at once.
 */
export function createAdminCatalogueService({ db, posters, outbox, brand }: Dependencies) {
  async function posterOrThrow(id: number): Promise<AdminPosterRow> {
    const row = await findAdminPoster(db, id);
    if (!row) throw notFound('admin_poster_not_found');
    return row;
  }

  return {
    async catalogue(
      query: CatalogueQuery,
    ): Promise<Omit<CataloguePage, 'images'> & { images: AdminCataloguePoster[] }> {
      const { rows, total } = await listAdminCatalogue(db, query);
      return {
        images: rows.map(toAdminCataloguePoster),
        pagination: { total, limit: query.limit, offset: query.offset, hasMore: query.offset + rows.length < total },
      };
    },

    async pendingReview(page: { limit: number; offset: number }) {
      const { rows, total } = await listPendingReview(db, page);
      return {
        images: rows.map(toPendingPoster),
        pagination: { total, limit: page.limit, offset: page.offset, hasMore: page.offset + rows.length < total },
      };
    },

    /**
     * Removes a poster from the catalogue or restores it; without `isPublic` it toggles
     * (docs/product/admin.md#catalogue).
     */
    async setVisibility(
      admin: string,
      id: number,
      wanted: boolean | undefined,
    ): Promise<{ id: number; isPublic: boolean }> {
      const result = await db.transaction(async (tx) => {
        const before = await lockPosterState(tx, id);
        if (!before) throw notFound('admin_poster_not_found');
        const isPublic = wanted ?? !before.isPublic;
        if (isPublic !== before.isPublic) {
          await setPosterVisibility(tx, id, isPublic);
          await recordAdminChange(tx, {
            admin,
            action: 'image.visibility',
            subjectType: 'image',
            subjectId: id,
            before: { isPublic: before.isPublic, isApproved: before.isApproved },
            after: { isPublic, isApproved: before.isApproved },
          });
        }
        return { id, isPublic };
      });
      posters.catalogueChanged();
      return result;
    },

    /**
     * Sets the sold count, kept between 0 and the edition's supply in one guarded statement
     * (docs/product/admin.md#catalogue).
     */
    async setSoldCount(admin: string, id: number, soldCount: number) {
      const result = await db.transaction(async (tx) => {
        const before = await lockPosterState(tx, id);
        if (!before) throw notFound('admin_poster_not_found');
        const totalSupply = before.totalSupply ?? DEFAULT_TOTAL_SUPPLY;
        if (!Number.isInteger(soldCount) || soldCount < 0 || soldCount > totalSupply)
          throw badRequest('sold_count_out_of_range', { totalSupply });
        if (!(await setPosterSoldCount(tx, id, soldCount, DEFAULT_TOTAL_SUPPLY)))
          throw badRequest('sold_count_out_of_range', { totalSupply });
        if (before.soldCount !== soldCount) {
          await recordAdminChange(tx, {
            admin,
            action: 'image.edition',
            subjectType: 'image',
            subjectId: id,
            before: { soldCount: before.soldCount, totalSupply },
            after: { soldCount, totalSupply },
          });
        }
        return { id, soldCount, totalSupply, editionNumber: Math.min(totalSupply, soldCount + 1) };
      });
      posters.catalogueChanged();
      return result;
    },

    async approve(admin: string, id: number) {
      const result = await posters.approvePoster(id);
      await recordAdminChange(db, {
        admin,
        action: 'image.approve',
        subjectType: 'image',
        subjectId: id,
        before: { isPublic: true, isApproved: false },
        after: { isPublic: result.isPublic, isApproved: result.isApproved },
      });
      return result;
    },

    /** Back to its creator, private; the creator is told by mail (through the mail job, so it is retried). */
    async reject(admin: string, id: number, reason: string | undefined) {
      const poster = await posterOrThrow(id);
      const result = await posters.rejectPoster(id, reason);
      await recordAdminChange(db, {
        admin,
        action: 'image.reject',
        subjectType: 'image',
        subjectId: id,
        before: { isPublic: true, isApproved: false },
        after: { isPublic: result.isPublic, isApproved: result.isApproved, ...(reason ? { reason } : {}) },
      });
      // A poster whose creator deleted their account has nobody to tell.
      if (poster.email && poster.username) {
        const creatorLanguage = await findCreatorLanguage(db, id);
        const language = isLanguage(creatorLanguage) ? creatorLanguage : defaultLanguage;
        await outbox.enqueue({
          to: poster.email,
          ...posterRejectedMail(brand, { name: poster.name, username: poster.username, reason }, language),
        });
      }
      return result;
    },

    async audit(id: number): Promise<AuditEntry[]> {
      await posterOrThrow(id);
      return auditOf(db, 'image', id);
    },
  };
}

export type AdminCatalogueService = ReturnType<typeof createAdminCatalogueService>;

const priceOf = (value: string | null) => (value === null ? CATALOGUE_DEFAULT_PRICE : Number(value));

/**
 * The public poster's shape, with the print master as the full image (the admin catalogue is "full
 * resolution"), through the admin's own storage route: the public one never serves masters (decision 023).
 */
export function toAdminCataloguePoster(row: AdminPosterRow): AdminCataloguePoster {
  const poster = toCataloguePoster(row);
  return {
    ...poster,
    imageUrl: poster.previewUrl,
    generatedPath: adminStorageUrl(row.generatedPath),
    fullImageUrl: adminStorageUrl(row.generatedPath),
    usingThumbnail: false,
    isPublic: row.isPublic,
    isApproved: row.isApproved,
  };
}

function toPendingPoster(row: AdminPosterRow): PendingPoster {
  return {
    id: row.id,
    imageUrl: storageUrl(row.previewPath),
    fullImageUrl: adminStorageUrl(row.generatedPath),
    style: row.style,
    name: row.name ?? '',
    username: row.username,
    city: row.city,
    totalSupply: row.totalSupply ?? DEFAULT_TOTAL_SUPPLY,
    pricePerUnit: priceOf(row.pricePerUnit),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    shownPhotoWidth: row.shownPhotoWidth,
  };
}
