import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import {
  authAttempts,
  catalogueOrderItems,
  catalogueOrders,
  creditPurchases,
  emailVerifications,
  generations,
  memberships,
  orders,
  payoutAccounts,
  payouts,
  posterLikes,
  royalties,
  userImages,
  userVideos,
  users,
} from '../../db/schema.ts';

/** Data access of privacy: everything kept about one user (the export), and what deleting an account removes. */

// — The export —

/** Runs named queries side by side; the answer has the same names. */
async function allOf<T extends Record<string, PromiseLike<unknown>>>(
  queries: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const answers = await Promise.all(Object.entries(queries).map(async ([name, query]) => [name, await query] as const));
  return Object.fromEntries(answers) as { [K in keyof T]: Awaited<T[K]> };
}

/** Every row the shop keeps about a user, each query bound to the user's id. */
export async function readUserRecords(db: Executor, userId: number) {
  const records = await allOf({
    posters: db.select().from(userImages).where(eq(userImages.userId, userId)).orderBy(desc(userImages.createdAt)),
    videos: db.select().from(userVideos).where(eq(userVideos.userId, userId)).orderBy(desc(userVideos.createdAt)),
    generated: db.select().from(generations).where(eq(generations.userId, userId)).orderBy(desc(generations.createdAt)),
    purchases: db
      .select()
      .from(creditPurchases)
      .where(eq(creditPurchases.userId, userId))
      .orderBy(desc(creditPurchases.createdAt)),
    membership: db.select().from(memberships).where(eq(memberships.userId, userId)),
    customOrders: db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)),
    shopOrders: db
      .select()
      .from(catalogueOrders)
      .where(eq(catalogueOrders.userId, userId))
      .orderBy(desc(catalogueOrders.createdAt)),
    likes: db
      .select({ posterId: posterLikes.imageId, name: userImages.name, likedAt: posterLikes.createdAt })
      .from(posterLikes)
      .innerJoin(userImages, eq(userImages.id, posterLikes.imageId))
      .where(eq(posterLikes.userId, userId)),
    earned: db.select().from(royalties).where(eq(royalties.creatorId, userId)).orderBy(desc(royalties.createdAt)),
    paid: db.select().from(payouts).where(eq(payouts.creatorId, userId)).orderBy(desc(payouts.createdAt)),
    payoutAccount: db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)),
  });
  const shopOrderIds = records.shopOrders.map((order) => order.id);
  const items = shopOrderIds.length
    ? await db.select().from(catalogueOrderItems).where(inArray(catalogueOrderItems.orderId, shopOrderIds))
    : [];
  return { ...records, items };
}

// — Account deletion —

/** A poster some order refers to: the shop prints it and keeps its books, so it stays (decision 019). */
const orderedPoster = sql<boolean>`(
  exists (select 1 from orders where orders.image_id = user_images.id)
  or exists (select 1 from catalogue_order_items where catalogue_order_items.image_id = user_images.id)
)`;

/** A user's posters with their files, and whether an order refers to each (`kept`). */
export async function listPostersOfUser(db: Executor, userId: number) {
  return db
    .select({
      id: userImages.id,
      kept: orderedPoster,
      originalPath: userImages.originalPath,
      generatedPath: userImages.generatedPath,
      previewPath: userImages.previewPath,
      thumbnailPath: userImages.thumbnailPath,
      picturesId: userImages.picturesId,
      originalVideoPath: userImages.originalVideoPath,
      compressedVideoPath: userImages.compressedVideoPath,
    })
    .from(userImages)
    .where(eq(userImages.userId, userId));
}

export async function listVideoFilesOfUser(db: Executor, userId: number) {
  return db
    .select({ originalPath: userVideos.originalPath, compressedPath: userVideos.compressedPath })
    .from(userVideos)
    .where(eq(userVideos.userId, userId));
}

export async function deletePosters(tx: Executor, ids: number[]): Promise<void> {
  await tx.delete(userImages).where(inArray(userImages.id, ids));
}

/** The user's own photo and video are not needed to print: the print file stands in for the original. */
export async function dropOwnFilesOfPosters(tx: Executor, ids: number[]): Promise<void> {
  await tx
    .update(userImages)
    .set({
      originalPath: userImages.generatedPath,
      originalVideoPath: null,
      compressedVideoPath: null,
      videoFrameTimestamp: null,
    })
    .where(inArray(userImages.id, ids));
}

/**
 * The account row, its codes and its counted attempts.
 * Cascades: sessions, likes, generations, videos, credit purchases, membership, payout account.
 * Set null: orders, catalogue orders, checkouts, sold items' creator, royalties, payouts, kept posters.
 */
export async function deleteAccountRows(tx: Executor, user: { id: number; email: string }): Promise<void> {
  await tx.delete(users).where(eq(users.id, user.id));
  await tx.delete(emailVerifications).where(eq(emailVerifications.email, user.email));
  await tx
    .delete(authAttempts)
    .where(inArray(authAttempts.subject, [user.email.toLowerCase(), `account_deletion:${user.email}`]));
}
