import { and, eq, isNull, lt } from 'drizzle-orm';
import type { PaymentEvent } from '../../adapters/payments/payment-provider.ts';
import type { Executor } from '../../db/executor.ts';
import { paymentEvents } from '../../db/schema.ts';

/** Data access of the payment event log: each provider event written down by id, and when it was handled. */

export type PaymentEventRow = typeof paymentEvents.$inferSelect;

/** Writes an event down; false when its id was already known (a replay). */
export async function insertPaymentEvent(db: Executor, event: PaymentEvent): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, payload: event })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** The ids of events still unhandled that arrived before `receivedBefore`, at most `limit` of them. */
export async function findUnhandledPaymentEventIds(
  db: Executor,
  receivedBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(isNull(paymentEvents.processedAt), lt(paymentEvents.receivedAt, receivedBefore)))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function findPaymentEvent(db: Executor, id: string): Promise<PaymentEventRow | null> {
  const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
  return row ?? null;
}

export async function markPaymentEventHandled(db: Executor, id: string): Promise<void> {
  await db.update(paymentEvents).set({ processedAt: new Date() }).where(eq(paymentEvents.id, id));
}
