import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { OrderKind } from '../../../shared/after-sale.ts';
import type { ShippingData } from '../../../shared/checkout.ts';
import { formatOf } from '../../../shared/print-formats.ts';
import type { PrintFormat } from '../../../shared/print-formats.ts';
import type { LabOrderState, LabStage } from '../../adapters/fulfilment/print-lab.ts';
import type { Executor } from '../../db/executor.ts';
import { catalogueOrderItems, catalogueOrders, labOrders, orders, userImages } from '../../db/schema.ts';
import { printFileKeyOf, shippingColumnsOf } from '../orders/index.ts';

/** Data access of the print lab's side of an order (decision 038). */

export type LabOrderRow = typeof labOrders.$inferSelect;

/** One print line to send: its format, copies and the storage key of its master (null: not made yet). */
export type LineToSend = { reference: string; format: PrintFormat; copies: number; masterKey: string | null };

export type OrderToSend = { shipping: ShippingData; lines: LineToSend[] };

export async function orderToSend(db: Executor, kind: OrderKind, orderId: number): Promise<OrderToSend | null> {
  const table = kind === 'order' ? orders : catalogueOrders;
  const [shipping] = await db.select(shippingColumnsOf(table)).from(table).where(eq(table.id, orderId));
  if (!shipping) return null;
  const source = kind === 'order' ? orders : catalogueOrderItems;
  const rows = await db
    .select({
      id: source.id,
      quantity: source.quantity,
      size: source.size,
      frame: source.frame,
      passepartout: source.passepartout,
      masterPath: source.masterPath,
      posterImageUrl: source.posterImageUrl,
      generatedPath: userImages.generatedPath,
    })
    .from(source)
    .leftJoin(userImages, eq(userImages.id, source.imageId))
    .where(eq(kind === 'order' ? orders.id : catalogueOrderItems.orderId, orderId))
    .orderBy(source.id);
  return {
    shipping,
    lines: rows.map((row, index) => ({
      reference: `${index + 1}`,
      format: formatOf(row),
      copies: row.quantity,
      masterKey: printFileKeyOf(row),
    })),
  };
}

/** The order's lab row, written once (the first send); the same row for every later call. */
export async function claimLabOrder(
  db: Executor,
  values: { orderKind: OrderKind; orderId: number; lab: string; idempotencyKey: string; callbackToken: string },
): Promise<LabOrderRow> {
  await db.insert(labOrders).values(values).onConflictDoNothing();
  return (await findLabOrder(db, values.orderKind, values.orderId))!;
}

export async function findLabOrder(db: Executor, kind: OrderKind, orderId: number): Promise<LabOrderRow | null> {
  const [row] = await db
    .select()
    .from(labOrders)
    .where(and(eq(labOrders.orderKind, kind), eq(labOrders.orderId, orderId)));
  return row ?? null;
}

export async function findLabOrderById(db: Executor, id: number): Promise<LabOrderRow | null> {
  const [row] = await db.select().from(labOrders).where(eq(labOrders.id, id));
  return row ?? null;
}

export async function findLabOrderByToken(db: Executor, token: string): Promise<LabOrderRow | null> {
  const [row] = await db.select().from(labOrders).where(eq(labOrders.callbackToken, token));
  return row ?? null;
}

/** The lab rows of some orders of one kind (the admin's pages). */
export async function labOrdersOf(db: Executor, kind: OrderKind, orderIds: number[]): Promise<LabOrderRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(labOrders)
    .where(and(eq(labOrders.orderKind, kind), inArray(labOrders.orderId, orderIds)));
}

/** Stores the lab's order id; true only for the call that stored it first (two workers: one counts the send). */
export async function markSent(db: Executor, id: number, state: LabOrderState): Promise<boolean> {
  const updated = await db
    .update(labOrders)
    .set({
      labOrderId: state.labOrderId,
      labStage: state.labStage,
      stage: 'sent',
      sentAt: new Date(),
      needsAttention: false,
      lastError: null,
      updatedAt: new Date(),
    })
    .where(and(eq(labOrders.id, id), isNull(labOrders.labOrderId)))
    .returning({ id: labOrders.id });
  return updated.length > 0;
}

/** A call the lab did not answer: counted, with its message; the count after it. */
export async function countFailedAttempt(db: Executor, id: number, message: string): Promise<number> {
  const [row] = await db
    .update(labOrders)
    .set({ failedAttempts: sql`${labOrders.failedAttempts} + 1`, lastError: message, updatedAt: new Date() })
    .where(eq(labOrders.id, id))
    .returning({ failedAttempts: labOrders.failedAttempts });
  return row?.failedAttempts ?? 0;
}

export async function flagAttention(db: Executor, id: number, message: string): Promise<void> {
  await db
    .update(labOrders)
    .set({ needsAttention: true, lastError: message, updatedAt: new Date() })
    .where(eq(labOrders.id, id));
}

/** "Send again": the count starts over and the flag goes; false when the lab has the order already. */
export async function resetForResend(db: Executor, kind: OrderKind, orderId: number): Promise<boolean> {
  const updated = await db
    .update(labOrders)
    .set({ needsAttention: false, failedAttempts: 0, lastError: null, updatedAt: new Date() })
    .where(and(eq(labOrders.orderKind, kind), eq(labOrders.orderId, orderId), isNull(labOrders.labOrderId)))
    .returning({ id: labOrders.id });
  return updated.length > 0;
}

/**
 * Orders the lab holds and has not finished (sent up to shipped), sent since `sentSince`, whose state the shop has not
 * read since `before` (`updated_at` moves with each change and each read): the hourly check's list, oldest first.
 */
export async function labOrdersToCheck(
  db: Executor,
  { before, sentSince, limit }: { before: Date; sentSince: Date; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: labOrders.id })
    .from(labOrders)
    .where(
      and(
        isNotNull(labOrders.labOrderId),
        inArray(labOrders.stage, ['sent', 'in_production', 'shipped']),
        gte(labOrders.sentAt, sentSince),
        lt(labOrders.updatedAt, before),
      ),
    )
    .orderBy(asc(labOrders.updatedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The shop has just read the lab's state of this order. */
export async function markChecked(db: Executor, id: number): Promise<void> {
  await db.update(labOrders).set({ updatedAt: new Date() }).where(eq(labOrders.id, id));
}

export async function setStage(db: Executor, id: number, stage: LabStage, labStage: string): Promise<void> {
  await db.update(labOrders).set({ stage, labStage, updatedAt: new Date() }).where(eq(labOrders.id, id));
}

/** The id of an order of one kind by its reference. */
export async function orderIdOf(db: Executor, kind: OrderKind, reference: string): Promise<number | null> {
  const table = kind === 'order' ? orders : catalogueOrders;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.confirmationId, reference));
  return row?.id ?? null;
}
