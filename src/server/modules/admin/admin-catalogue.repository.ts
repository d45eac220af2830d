import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { userImages, users } from '../../db/schema.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { catalogueColumns, NO_REJECTION } from '../posters/index.ts';

/** Data access of the admin catalogue and the review queue. */

const adminPosterColumns = {
  ...catalogueColumns,
  userId: userImages.userId,
  publishedAt: userImages.publishedAt,
  isPublic: userImages.isPublic,
  isApproved: userImages.isApproved,
  email: users.email,
};

const selectAdminPosters = (db: Database) =>
  db.select(adminPosterColumns).from(userImages).leftJoin(users, eq(users.id, userImages.userId));

export type AdminPosterRow = Awaited<ReturnType<typeof selectAdminPosters>>[number];

/**
 * The admin catalogue: every approved poster, in the catalogue or removed from it by an admin (the visibility
 * toggle keeps the approval, so a restore puts it straight back).
 */
function adminCatalogueWhere(search: string): SQL {
  const approved = eq(userImages.isApproved, true);
  if (!search) return approved;
  const pattern = containsPattern(search);
  return and(
    approved,
    sql`(${userImages.name} ilike ${pattern} escape '\\' or ${users.username} ilike ${pattern} escape '\\')`,
  )!;
}

export async function listAdminCatalogue(db: Database, query: { limit: number; offset: number; search: string }) {
  const where = adminCatalogueWhere(query.search);
  const [rows, [total]] = await Promise.all([
    selectAdminPosters(db)
      .where(where)
      .orderBy(sql`${userImages.approvedAt} desc nulls last`, sql`${userImages.id} desc`)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(userImages).leftJoin(users, eq(users.id, userImages.userId)).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

const inReview = and(eq(userImages.isPublic, true), eq(userImages.isApproved, false))!;

/** The review queue, oldest submission first (the partial index user_images_review_idx). */
export async function listPendingReview(db: Database, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    selectAdminPosters(db)
      .where(inReview)
      .orderBy(sql`${userImages.publishedAt} asc nulls first`, asc(userImages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(userImages).where(inReview),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findAdminPoster(db: Database, id: number): Promise<AdminPosterRow | null> {
  const [row] = await selectAdminPosters(db).where(eq(userImages.id, id)).limit(1);
  return row ?? null;
}

/** A poster's visibility and edition counter, with its row locked for the rest of the transaction. */
export async function lockPosterState(tx: Executor, id: number) {
  const [before] = await tx
    .select({
      isPublic: userImages.isPublic,
      isApproved: userImages.isApproved,
      soldCount: userImages.soldCount,
      totalSupply: userImages.totalSupply,
    })
    .from(userImages)
    .where(eq(userImages.id, id))
    .for('update');
  return before ?? null;
}

/** Shows or hides a poster; shown, a rejection it had no longer stands. */
export async function setPosterVisibility(tx: Executor, id: number, isPublic: boolean): Promise<void> {
  await tx
    .update(userImages)
    .set(isPublic ? { isPublic, ...NO_REJECTION } : { isPublic })
    .where(eq(userImages.id, id));
}

/** Sets the sold count, never past the edition's supply (`defaultSupply` when it has none); false when it would be. */
export async function setPosterSoldCount(
  tx: Executor,
  id: number,
  soldCount: number,
  defaultSupply: number,
): Promise<boolean> {
  const [row] = await tx
    .update(userImages)
    .set({ soldCount })
    .where(sql`${userImages.id} = ${id} and ${soldCount} <= coalesce(${userImages.totalSupply}, ${defaultSupply})`)
    .returning({ soldCount: userImages.soldCount });
  return row !== undefined;
}

/** The language of a poster's creator (null when the poster has none any more). */
export async function findCreatorLanguage(db: Executor, imageId: number): Promise<string | null> {
  const [creator] = await db
    .select({ language: users.language })
    .from(userImages)
    .innerJoin(users, eq(users.id, userImages.userId))
    .where(eq(userImages.id, imageId))
    .limit(1);
  return creator?.language ?? null;
}
