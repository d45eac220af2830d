import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { checkouts, generations, paymentEvents } from '../../db/schema.ts';

/** Data access of the shop's figures: counts grouped in the database, never rows read one by one. */

/**
 * Paid checkouts are the orders of every kind (a custom poster, a catalogue cart, a credit pack); revenue in francs.
 */
export async function paidOrderFigures(db: Executor): Promise<{ kind: string; count: number; revenue: number }[]> {
  return db
    .select({
      kind: checkouts.kind,
      count: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(${checkouts.amount}), 0)::float8 / 100`,
    })
    .from(checkouts)
    .where(eq(checkouts.status, 'paid'))
    .groupBy(checkouts.kind);
}

export async function generationCountsByStatus(db: Executor): Promise<{ status: string; count: number }[]> {
  return db
    .select({ status: generations.status, count: sql<number>`count(*)::int` })
    .from(generations)
    .groupBy(generations.status);
}

/** Provider events by type, `waiting` until handled, then `processed`. */
export async function paymentEventCounts(db: Executor): Promise<{ type: string; state: string; count: number }[]> {
  const state = sql<string>`case when ${paymentEvents.processedAt} is null then 'waiting' else 'processed' end`;
  return db
    .select({ type: paymentEvents.type, state, count: sql<number>`count(*)::int` })
    .from(paymentEvents)
    .groupBy(paymentEvents.type, state);
}
