import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { Database } from '../../db/client.ts';
import { payouts, royalties, userImages, users } from '../../db/schema.ts';

/** Data access of posters: the owner's images, the publish state, and the public catalogue. */

export type PosterRow = typeof userImages.$inferSelect;

/** A poster's columns with no rejection standing: published again, shown again or approved, it no longer applies. */
export const NO_REJECTION = { rejectedAt: null, rejectionReason: null } as const;

/** The review's last refusal of a poster as its owner reads it (when, and the note to them), or null. */
export const rejectionOf = (poster: Pick<PosterRow, 'rejectedAt' | 'rejectionReason'>) =>
  poster.rejectedAt ? { at: poster.rejectedAt.toISOString(), reason: poster.rejectionReason } : null;

/** The columns of a catalogue poster (the admin catalogue selects these and a few more). */
export const catalogueColumns = {
  id: userImages.id,
  style: userImages.style,
  createdAt: userImages.createdAt,
  generatedPath: userImages.generatedPath,
  previewPath: userImages.previewPath,
  thumbnailPath: userImages.thumbnailPath,
  picturesId: userImages.picturesId,
  name: userImages.name,
  city: userImages.city,
  momentLink: userImages.momentLink,
  totalSupply: userImages.totalSupply,
  soldCount: userImages.soldCount,
  pricePerUnit: userImages.pricePerUnit,
  compressedVideoPath: userImages.compressedVideoPath,
  videoFrameTimestamp: userImages.videoFrameTimestamp,
  shownPhotoWidth: userImages.shownPhotoWidth,
  approvedAt: userImages.approvedAt,
  username: users.username,
};

const selectCatalogue = (db: Database) =>
  db.select(catalogueColumns).from(userImages).leftJoin(users, eq(users.id, userImages.userId));

export type CatalogueRow = Awaited<ReturnType<typeof selectCatalogue>>[number];

/** Approved and public: the only posters anyone but their owner may see (the catalogue, the sitemaps). */
export const inCatalogue = and(eq(userImages.isPublic, true), eq(userImages.isApproved, true))!;

/**
 * Approved posters whose name or creator's username contains the text (ILIKE on the raw columns, which the
 * pg_trgm GIN indexes answer, case-insensitively: decision 007). Written as a union of two index lookups:
 * an OR across the join would make PostgreSQL read every catalogue row.
 */
function matchingSearch(pattern: string): SQL {
  return sql`${userImages.id} in (
    select ${userImages.id} from ${userImages}
      where ${userImages.isPublic} and ${userImages.isApproved} and ${userImages.name} ilike ${pattern} escape '\\'
    union
    select ${userImages.id} from ${userImages} inner join ${users} on ${users.id} = ${userImages.userId}
      where ${users.username} ilike ${pattern} escape '\\'
  )`;
}

/**
 * One page of the catalogue, newest approval first (id breaks ties, so pages never overlap). Without a
 * search it walks the partial index `user_images_catalogue_order_idx` and stops at the page's end.
 */
export async function listCataloguePage(
  db: Database,
  query: { limit: number; offset: number; search: string },
): Promise<CatalogueRow[]> {
  const where = query.search ? and(inCatalogue, matchingSearch(containsPattern(query.search))) : inCatalogue;
  return selectCatalogue(db)
    .where(where)
    .orderBy(sql`${userImages.approvedAt} desc nulls last`, sql`${userImages.id} desc nulls last`)
    .limit(query.limit)
    .offset(query.offset);
}

/** How many approved public posters there are (matching the search, when one is given). */
export async function countCatalogue(db: Database, search: string): Promise<number> {
  const where = search ? and(inCatalogue, matchingSearch(containsPattern(search))) : inCatalogue;
  const [row] = await db.select({ total: count() }).from(userImages).where(where);
  return row?.total ?? 0;
}

export async function findCataloguePoster(db: Database, id: number): Promise<CatalogueRow | null> {
  const [row] = await selectCatalogue(db)
    .where(and(eq(userImages.id, id), inCatalogue))
    .limit(1);
  return row ?? null;
}

export async function findPosterOf(db: Database, userId: number, id: number): Promise<PosterRow | null> {
  const [row] = await db
    .select()
    .from(userImages)
    .where(and(eq(userImages.id, id), eq(userImages.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function listPostersOf(db: Database, userId: number, limit = 500): Promise<PosterRow[]> {
  return db
    .select()
    .from(userImages)
    .where(eq(userImages.userId, userId))
    .orderBy(desc(userImages.createdAt), desc(userImages.id))
    .limit(limit);
}

export type PublishFields = {
  name: string;
  city: string;
  momentLink: string | null;
  totalSupply: number;
  pricePerUnit: number;
};

/**
 * Publishes the owner's poster into review in one guarded statement: only the owner's row, and only when
 * the edition is not smaller than what is already sold (a sale racing this edit cannot slip past it).
 */
export async function publishPoster(
  db: Database,
  userId: number,
  id: number,
  fields: PublishFields,
): Promise<PosterRow | null> {
  const [row] = await db
    .update(userImages)
    .set({
      name: fields.name,
      city: fields.city,
      momentLink: fields.momentLink,
      totalSupply: fields.totalSupply,
      pricePerUnit: fields.pricePerUnit.toFixed(2),
      isPublic: true,
      isApproved: false,
      approvedAt: null,
      publishedAt: new Date(),
      ...NO_REJECTION,
    })
    .where(
      and(eq(userImages.id, id), eq(userImages.userId, userId), sql`${userImages.soldCount} <= ${fields.totalSupply}`),
    )
    .returning();
  return row ?? null;
}

/** Takes the owner's poster out of the catalogue (and out of review); its sales and edition stay. */
export async function unpublishPoster(db: Database, userId: number, id: number): Promise<PosterRow | null> {
  const [row] = await db
    .update(userImages)
    .set({ isPublic: false, isApproved: false, approvedAt: null })
    .where(and(eq(userImages.id, id), eq(userImages.userId, userId)))
    .returning();
  return row ?? null;
}

const pendingReview = (id: number) =>
  and(eq(userImages.id, id), eq(userImages.isPublic, true), eq(userImages.isApproved, false));

export async function approvePendingPoster(db: Database, id: number): Promise<PosterRow | null> {
  const [row] = await db
    .update(userImages)
    .set({ isApproved: true, approvedAt: new Date(), ...NO_REJECTION })
    .where(pendingReview(id))
    .returning();
  return row ?? null;
}

/** Back to its creator, private, with when and the reviewer's note to them (shown on their dashboard). */
export async function rejectPendingPoster(db: Database, id: number, reason: string | null): Promise<PosterRow | null> {
  const [row] = await db
    .update(userImages)
    .set({ isPublic: false, isApproved: false, approvedAt: null, rejectedAt: new Date(), rejectionReason: reason })
    .where(pendingReview(id))
    .returning();
  return row ?? null;
}

export async function posterExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: userImages.id }).from(userImages).where(eq(userImages.id, id)).limit(1);
  return Boolean(row);
}

/** The owner's counts in one pass, and what their sales earned (the royalty ledger) and what was paid out. */
export async function posterFiguresOf(db: Database, userId: number) {
  const [[row], [money]] = await Promise.all([
    db
      .select({
        posters: count(),
        public: sql<number>`count(*) filter (where ${userImages.isPublic} and ${userImages.isApproved})`.mapWith(
          Number,
        ),
        inReview: sql<number>`count(*) filter (where ${userImages.isPublic} and not ${userImages.isApproved})`.mapWith(
          Number,
        ),
        editionsSold: sql<number>`coalesce(sum(${userImages.soldCount}), 0)`.mapWith(Number),
      })
      .from(userImages)
      .where(eq(userImages.userId, userId)),
    db
      .select({
        earnings: sql<string>`coalesce(sum(${royalties.amount}), 0)`.mapWith(String),
        paidOut: sql<string>`coalesce(sum(${royalties.amount}) filter (where ${payouts.status} = 'paid'), 0)`.mapWith(
          String,
        ),
      })
      .from(royalties)
      .leftJoin(payouts, eq(payouts.id, royalties.payoutId))
      .where(eq(royalties.creatorId, userId)),
  ]);
  return {
    posters: row?.posters ?? 0,
    public: row?.public ?? 0,
    inReview: row?.inReview ?? 0,
    editionsSold: row?.editionsSold ?? 0,
    earnings: Number(money?.earnings ?? 0),
    paidOut: Number(money?.paidOut ?? 0),
  };
}
