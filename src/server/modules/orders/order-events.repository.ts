import { and, asc, eq } from 'drizzle-orm';
import type { OrderEventName, OrderKind } from '../../../shared/after-sale.ts';
import type { Executor } from '../../db/executor.ts';
import { orderEvents } from '../../db/schema.ts';

/** Data access of an order's timeline: one order_events row per thing that happened to it, recorded once. */

/** Writes the event down; false when a row with the same order, event and dedupe key exists already. */
export async function insertOrderEvent(
  tx: Executor,
  values: {
    orderKind: OrderKind;
    orderId: number;
    event: OrderEventName;
    details: Record<string, unknown>;
    dedupeKey: string;
  },
): Promise<boolean> {
  const inserted = await tx.insert(orderEvents).values(values).onConflictDoNothing().returning({ id: orderEvents.id });
  return inserted.length > 0;
}

/** The order's timeline (the customer's pages read it too), oldest first. */
export async function orderEventsOf(db: Executor, kind: OrderKind, orderId: number) {
  return db
    .select({ event: orderEvents.event, details: orderEvents.details, createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderKind, kind), eq(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}
