import { asc, eq } from 'drizzle-orm';
import type { OrderKind } from '../../../shared/after-sale.ts';
import type { Executor } from '../../db/executor.ts';
import { catalogueOrderItems } from '../../db/schema.ts';
import { orderTableOf } from './order-records.ts';

/** Data access of receipts: the order as it was written, its items, and the order a reference names. */

/** The order's whole row (a poster order or a catalogue order); null when there is none. */
export async function findOrderRow(db: Executor, kind: OrderKind, orderId: number) {
  const table = orderTableOf(kind);
  const [order] = await db.select().from(table).where(eq(table.id, orderId));
  return order ?? null;
}

/** The items of a catalogue order, in the order they were bought. */
export async function catalogueItemsOf(db: Executor, orderId: number) {
  return db
    .select()
    .from(catalogueOrderItems)
    .where(eq(catalogueOrderItems.orderId, orderId))
    .orderBy(asc(catalogueOrderItems.id));
}

/** The id of the order of this kind with this reference; null when there is none. */
export async function findOrderIdByReference(
  db: Executor,
  kind: OrderKind,
  confirmationId: string,
): Promise<number | null> {
  const table = orderTableOf(kind);
  const [order] = await db.select({ id: table.id }).from(table).where(eq(table.confirmationId, confirmationId));
  return order?.id ?? null;
}
