import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { catalogueOrderItems, catalogueOrders, generations, orders, userImages } from '../../db/schema.ts';

/** A poster in one size that a paid order line needs a print master for. */
export type MasterWanted = { imageId: number; size: string };

/** The order lines of both tables that wait for a print master of their size (any size but A3), and `where` too. */
async function waitingLines(executor: Executor, where: { orders?: SQL; items?: SQL }, limit: number) {
  const own = await executor
    .selectDistinct({ imageId: orders.imageId, size: orders.size })
    .from(orders)
    .where(and(ne(orders.size, 'A3'), isNull(orders.masterPath), isNotNull(orders.imageId), where.orders))
    .limit(limit);
  const items = await executor
    .selectDistinct({ imageId: catalogueOrderItems.imageId, size: catalogueOrderItems.size })
    .from(catalogueOrderItems)
    .innerJoin(catalogueOrders, eq(catalogueOrders.id, catalogueOrderItems.orderId))
    .where(
      and(
        ne(catalogueOrderItems.size, 'A3'),
        isNull(catalogueOrderItems.masterPath),
        isNotNull(catalogueOrderItems.imageId),
        where.items,
      ),
    )
    .limit(limit);
  const seen = new Map<string, MasterWanted>();
  for (const { imageId, size } of [...own, ...items])
    if (imageId !== null) seen.set(`${imageId}:${size}`, { imageId, size });
  return [...seen.values()];
}

/** The masters a paid order's lines wait for (the order's confirmation id: ORD-… or CAT-…). */
export const mastersWantedByOrder = (executor: Executor, confirmationId: string) =>
  waitingLines(
    executor,
    { orders: eq(orders.confirmationId, confirmationId), items: eq(catalogueOrders.confirmationId, confirmationId) },
    100,
  );

/** Every master some paid line still waits for (the sweep that catches a job never sent), at most `limit` per table. */
export const mastersWanted = (executor: Executor, limit: number) => waitingLines(executor, {}, limit);

/** What a master is made from: the poster's style, caption, window, original and A3 master. */
export async function findPosterForMaster(executor: Executor, imageId: number) {
  const [poster] = await executor
    .select({
      id: userImages.id,
      style: userImages.style,
      captionText: userImages.captionText,
      captionX: userImages.captionX,
      captionY: userImages.captionY,
      originalPath: userImages.originalPath,
      generatedPath: userImages.generatedPath,
      previewPath: userImages.previewPath,
      posterWindow: userImages.posterWindow,
    })
    .from(userImages)
    .where(eq(userImages.id, imageId));
  return poster ?? null;
}

/** Names the master on every line of this poster and size still without one; a line already naming one keeps it. */
export async function recordMaster(executor: Executor, { imageId, size }: MasterWanted, key: string) {
  const own = await executor
    .update(orders)
    .set({ masterPath: key })
    .where(and(eq(orders.imageId, imageId), eq(orders.size, size), isNull(orders.masterPath)))
    .returning({ id: orders.id });
  const items = await executor
    .update(catalogueOrderItems)
    .set({ masterPath: key })
    .where(
      and(
        eq(catalogueOrderItems.imageId, imageId),
        eq(catalogueOrderItems.size, size),
        isNull(catalogueOrderItems.masterPath),
      ),
    )
    .returning({ id: catalogueOrderItems.id });
  return own.length + items.length;
}

/**
 * The caption as the customer placed it (its editor frame's size scales it), from the generation that made the poster.
 */
export async function findPosterCaption(executor: Executor, imageId: number): Promise<CaptionRequest | null> {
  const [row] = await executor
    .select({ request: generations.request })
    .from(generations)
    .where(and(eq(generations.imageId, imageId), eq(generations.status, 'done')))
    .limit(1);
  if (!row) return null;
  return (row.request as { caption?: CaptionRequest | null }).caption ?? null;
}

export type CaptionRequest = { text: string; x: number; y: number; frameWidth: number; frameHeight: number };
