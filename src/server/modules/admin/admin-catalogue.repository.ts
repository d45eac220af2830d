import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userImages, users } from '../../db/schema.ts';
import { catalogueColumns, containsPattern } from '../posters/posters.repository.ts';

/** Data access of the admin catalogue and the review queue. */

const adminPosterColumns = {
  ...catalogueColumns,
  userId: userImages.userId,
  publishedAt: userImages.publishedAt,
  isPublic: userImages.isPublic,
  isApproved: userImages.isApproved,
  email: users.email,
};

const selectAdminPosters = (db: Database) => db.select(adminPosterColumns).from(userImages).leftJoin(users, eq(users.id, userImages.userId));

export type AdminPosterRow = Awaited<ReturnType<typeof selectAdminPosters>>[number];

/**
 * The admin catalogue: every approved poster, in the catalogue or removed from it by an admin (the visibility
 * toggle keeps the approval, so a restore puts it straight back).
 */
function adminCatalogueWhere(search: string): SQL {
  const approved = eq(userImages.isApproved, true);
  if (!search) return approved;
  const pattern = containsPattern(search);
  return and(approved, sql`(${userImages.name} ilike ${pattern} escape '\\' or ${users.username} ilike ${pattern} escape '\\')`)!;
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
