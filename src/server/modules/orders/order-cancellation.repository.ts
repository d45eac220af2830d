import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { OrderKind } from '../../../shared/after-sale.ts';
import type { Executor } from '../../db/executor.ts';
import { catalogueOrderItems, royalties } from '../../db/schema.ts';
import { orderTableOf } from './order-records.ts';

/** Data access of a cancellation: the order's status, its lines' returned editions, and the royalty reversals. */

export type RoyaltyRow = typeof royalties.$inferSelect;

/** Moves a pending order to cancelled; false when it was no longer pending (decision 022). */
export async function markOrderCancelled(tx: Executor, kind: OrderKind, orderId: number): Promise<boolean> {
  const table = orderTableOf(kind);
  const moved = await tx
    .update(table)
    .set({ status: 'cancelled' })
    .where(and(eq(table.id, orderId), eq(table.status, 'pending')))
    .returning({ id: table.id });
  return moved.length > 0;
}

/** Claims the order's lines whose editions were not returned yet, marking them returned. */
export async function claimUnreturnedItems(tx: Executor, orderId: number) {
  return tx
    .update(catalogueOrderItems)
    .set({ editionsReturnedAt: new Date() })
    .where(and(eq(catalogueOrderItems.orderId, orderId), isNull(catalogueOrderItems.editionsReturnedAt)))
    .returning();
}

/** The royalties earned by these order lines (not the reversals). */
export async function royaltiesEarnedBy(tx: Executor, orderItemIds: number[]): Promise<RoyaltyRow[]> {
  if (orderItemIds.length === 0) return [];
  return tx
    .select()
    .from(royalties)
    .where(and(inArray(royalties.orderItemId, orderItemIds), isNull(royalties.reversalOf)));
}

/** Writes reversal entries; one already written for an entry is kept (unique on the entry it reverses). */
export async function insertRoyaltyReversals(tx: Executor, values: (typeof royalties.$inferInsert)[]): Promise<void> {
  if (values.length === 0) return;
  await tx.insert(royalties).values(values).onConflictDoNothing();
}
