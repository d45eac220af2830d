import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import {
  catalogueOrderItems,
  catalogueOrders,
  checkouts,
  creditPurchases,
  editionHolds,
  orders,
  royalties,
  userImages,
  users,
} from '../../db/schema.ts';

/**
 * Data access of checkouts: the checkout rows, their edition holds, the posters they sell, and the rows a paid
 * checkout becomes (an order, a catalogue order with its items and royalties, or a credit purchase). Statements
 * that must commit together run on the transaction the caller passes.
 */

export type CheckoutRow = typeof checkouts.$inferSelect;
type NewCheckout = typeof checkouts.$inferInsert;
export type PosterRow = typeof userImages.$inferSelect;

// — Checkouts —

export async function insertCheckout(db: Executor, values: NewCheckout): Promise<CheckoutRow> {
  const [row] = await db.insert(checkouts).values(values).returning();
  return row!;
}

export async function setCheckoutPaymentIntent(
  db: Executor,
  checkoutId: number,
  paymentIntentId: string,
): Promise<void> {
  await db.update(checkouts).set({ paymentIntentId }).where(eq(checkouts.id, checkoutId));
}

export async function findCheckout(db: Executor, checkoutId: number): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  return row ?? null;
}

/** The checkout of a reference (CAT-…, ORD-…, CRD-…), or without one, of a payment intent. */
export async function findCheckoutByReference(
  db: Executor,
  reference: { confirmationId: string | null; paymentIntentId: string },
): Promise<CheckoutRow | null> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(
      reference.confirmationId === null
        ? eq(checkouts.paymentIntentId, reference.paymentIntentId)
        : eq(checkouts.confirmationId, reference.confirmationId),
    );
  return row ?? null;
}

/** Reads a checkout and takes its row lock for the rest of the transaction. */
export async function lockCheckout(tx: Executor, checkoutId: number): Promise<CheckoutRow | null> {
  const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
  return row ?? null;
}

export async function markCheckoutPaid(tx: Executor, checkoutId: number): Promise<void> {
  await tx.update(checkouts).set({ status: 'paid', completedAt: new Date() }).where(eq(checkouts.id, checkoutId));
}

/** Closes a checkout that is still open (or already released: a refund after a release). */
export async function closeOpenCheckout(
  tx: Executor,
  checkoutId: number,
  status: 'released' | 'refunded',
): Promise<void> {
  await tx
    .update(checkouts)
    .set({ status })
    .where(and(eq(checkouts.id, checkoutId), inArray(checkouts.status, ['open', 'released'])));
}

/** Open checkouts past their hold, a batch at a time. */
export async function listExpiredOpenCheckouts(db: Executor, now: Date, limit: number): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.status, 'open'), lt(checkouts.expiresAt, now)))
    .limit(limit);
}

// — Edition holds —

export async function insertEditionHolds(
  tx: Executor,
  checkoutId: number,
  expiresAt: Date,
  holds: { imageId: number; quantity: number }[],
): Promise<void> {
  await tx.insert(editionHolds).values(holds.map((hold) => ({ ...hold, checkoutId, expiresAt })));
}

/** Prints of a poster held by unexpired holds (of checkouts other than `exceptCheckoutId`, when given). */
export async function heldQuantity(tx: Executor, imageId: number, exceptCheckoutId?: number): Promise<number> {
  const [row] = await tx
    .select({ held: sql<string>`coalesce(sum(${editionHolds.quantity}), 0)` })
    .from(editionHolds)
    .where(
      and(
        eq(editionHolds.imageId, imageId),
        eq(editionHolds.state, 'held'),
        gt(editionHolds.expiresAt, new Date()),
        exceptCheckoutId === undefined ? undefined : ne(editionHolds.checkoutId, exceptCheckoutId),
      ),
    );
  return Number(row?.held ?? 0);
}

/** The checkout's unexpired hold on a poster, if it still has one. */
export async function findLiveHold(tx: Executor, checkoutId: number, imageId: number): Promise<{ id: number } | null> {
  const [hold] = await tx
    .select({ id: editionHolds.id })
    .from(editionHolds)
    .where(
      and(
        eq(editionHolds.checkoutId, checkoutId),
        eq(editionHolds.imageId, imageId),
        eq(editionHolds.state, 'held'),
        gt(editionHolds.expiresAt, new Date()),
      ),
    );
  return hold ?? null;
}

/** Moves a checkout's held holds to `state` (sold with the order, or released). */
export async function settleHolds(tx: Executor, checkoutId: number, state: 'sold' | 'released'): Promise<void> {
  await tx
    .update(editionHolds)
    .set({ state })
    .where(and(eq(editionHolds.checkoutId, checkoutId), eq(editionHolds.state, 'held')));
}

// — Posters —

/** A poster its owner created (a custom poster's checkout), or null. */
export async function findOwnPoster(db: Executor, userId: number, imageId: number): Promise<PosterRow | null> {
  const [image] = await db
    .select()
    .from(userImages)
    .where(and(eq(userImages.id, imageId), eq(userImages.userId, userId)));
  return image ?? null;
}

/** A public, approved poster, with its row locked while its free editions are counted. */
export async function lockCataloguePoster(tx: Executor, imageId: number): Promise<PosterRow | null> {
  const [poster] = await tx
    .select()
    .from(userImages)
    .where(and(eq(userImages.id, imageId), eq(userImages.isPublic, true), eq(userImages.isApproved, true)))
    .for('update');
  return poster ?? null;
}

export async function lockPoster(tx: Executor, imageId: number): Promise<PosterRow | null> {
  const [poster] = await tx.select().from(userImages).where(eq(userImages.id, imageId)).for('update');
  return poster ?? null;
}

/** Raises a poster's sold count, never past its supply; false when it would have gone past. */
export async function raiseSoldCount(tx: Executor, imageId: number, quantity: number): Promise<boolean> {
  const [updated] = await tx
    .update(userImages)
    .set({ soldCount: sql`${userImages.soldCount} + ${quantity}` })
    .where(and(eq(userImages.id, imageId), sql`${userImages.soldCount} + ${quantity} <= ${userImages.totalSupply}`))
    .returning({ soldCount: userImages.soldCount });
  return updated !== undefined;
}

// — What a paid checkout becomes —

export async function insertPosterOrder(tx: Executor, values: typeof orders.$inferInsert): Promise<void> {
  await tx.insert(orders).values(values);
}

export async function insertCatalogueOrder(
  tx: Executor,
  values: typeof catalogueOrders.$inferInsert,
): Promise<{ id: number }> {
  const [order] = await tx.insert(catalogueOrders).values(values).returning({ id: catalogueOrders.id });
  return order!;
}

export async function insertCatalogueOrderItems(tx: Executor, values: (typeof catalogueOrderItems.$inferInsert)[]) {
  return tx.insert(catalogueOrderItems).values(values).returning({
    id: catalogueOrderItems.id,
    imageId: catalogueOrderItems.imageId,
    creatorId: catalogueOrderItems.creatorId,
    totalSupply: catalogueOrderItems.totalSupply,
    price: catalogueOrderItems.price,
    printPrice: catalogueOrderItems.printPrice,
    quantity: catalogueOrderItems.quantity,
  });
}

export async function insertRoyalties(tx: Executor, values: (typeof royalties.$inferInsert)[]): Promise<void> {
  await tx.insert(royalties).values(values);
}

export async function insertCreditPurchase(tx: Executor, values: typeof creditPurchases.$inferInsert): Promise<void> {
  await tx.insert(creditPurchases).values(values);
}

/** Adds bought credits to a user's balance; returns whom to tell (undefined if the user is gone). */
export async function addPaidCredits(
  tx: Executor,
  userId: number,
  credits: number,
): Promise<{ email: string; username: string } | undefined> {
  const [user] = await tx
    .update(users)
    .set({ paidCredits: sql`${users.paidCredits} + ${credits}` })
    .where(eq(users.id, userId))
    .returning({ email: users.email, username: users.username });
  return user;
}

export async function findUserContact(
  db: Executor,
  userId: number,
): Promise<{ email: string; username: string } | undefined> {
  const [user] = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

export async function findCreditBalance(
  db: Executor,
  userId: number,
): Promise<{ freeCreditsRemaining: number; paidCredits: number } | undefined> {
  const [user] = await db
    .select({ freeCreditsRemaining: users.freeCreditsRemaining, paidCredits: users.paidCredits })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}
