import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderKind } from '../../../shared/after-sale.ts';
import type { Executor } from '../../db/executor.ts';
import { refunds } from '../../db/schema.ts';

/** Data access of refunds: one row per refund of an order, its attempts at the provider, and what they add up to. */

export type RefundRow = typeof refunds.$inferSelect;
type Attempt = { id: number; attempt: number };

/** Rappen of the order held by pending and succeeded refunds (other than `exceptId`, when given). */
export async function committedRefundAmount(
  db: Executor,
  kind: OrderKind,
  orderId: number,
  exceptId?: number,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderKind, kind),
        eq(refunds.orderId, orderId),
        inArray(refunds.status, ['pending', 'succeeded']),
        exceptId === undefined ? undefined : sql`${refunds.id} <> ${exceptId}`,
      ),
    );
  return Number(row?.total ?? 0);
}

/** Rappen of the order refunded by succeeded refunds. */
export async function succeededRefundAmount(db: Executor, kind: OrderKind, orderId: number): Promise<number> {
  const [totals] = await db
    .select({ refunded: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderKind, kind), eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded')));
  return Number(totals?.refunded ?? 0);
}

export async function insertRefund(tx: Executor, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

export async function findRefund(db: Executor, id: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row ?? null;
}

export async function findRefundByRequestKey(db: Executor, requestKey: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.requestKey, requestKey));
  return row ?? null;
}

/** Locks the refund the provider knows by this id. */
export async function lockRefundByProviderId(tx: Executor, providerRefundId: string): Promise<RefundRow | null> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId)).for('update');
  return row ?? null;
}

export async function lockRefund(tx: Executor, id: number): Promise<RefundRow | null> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row ?? null;
}

/** Locks a refund of this order. */
export async function lockRefundOfOrder(
  tx: Executor,
  id: number,
  kind: OrderKind,
  orderId: number,
): Promise<RefundRow | null> {
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, id), eq(refunds.orderKind, kind), eq(refunds.orderId, orderId)))
    .for('update');
  return refund ?? null;
}

/** Notes the provider's id of an attempt (unless one was noted already); null when nothing changed. */
export async function setProviderRefundId(
  db: Executor,
  refund: Attempt,
  providerRefundId: string,
): Promise<RefundRow | null> {
  const [saved] = await db
    .update(refunds)
    .set({ providerRefundId, updatedAt: new Date() })
    .where(and(eq(refunds.id, refund.id), eq(refunds.attempt, refund.attempt), isNull(refunds.providerRefundId)))
    .returning();
  return saved ?? null;
}

/** Marks a still-pending attempt failed with the provider's words; null when it was no longer pending. */
export async function failPendingAttempt(
  db: Executor,
  refund: Attempt,
  failureMessage: string,
): Promise<RefundRow | null> {
  const [failed] = await db
    .update(refunds)
    .set({ status: 'failed', failureMessage, updatedAt: new Date(), settledAt: new Date() })
    .where(and(eq(refunds.id, refund.id), eq(refunds.attempt, refund.attempt), eq(refunds.status, 'pending')))
    .returning();
  return failed ?? null;
}

/** The provider's final word on a refund. */
export async function settleRefund(
  tx: Executor,
  id: number,
  outcome: { status: 'succeeded' | 'failed'; failureMessage: string | null; providerRefundId: string },
): Promise<void> {
  await tx
    .update(refunds)
    .set({ ...outcome, updatedAt: new Date(), settledAt: new Date() })
    .where(eq(refunds.id, id));
}

/** A failed refund's next attempt: pending again, with no provider id or failure yet. */
export async function startNextAttempt(tx: Executor, refund: Attempt): Promise<RefundRow> {
  const [retried] = await tx
    .update(refunds)
    .set({
      status: 'pending',
      attempt: refund.attempt + 1,
      providerRefundId: null,
      failureMessage: null,
      settledAt: null,
      updatedAt: new Date(),
    })
    .where(eq(refunds.id, refund.id))
    .returning();
  return retried!;
}

/** An order's refunds, newest first. */
export async function listRefundsOfOrder(db: Executor, kind: OrderKind, orderId: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderKind, kind), eq(refunds.orderId, orderId)))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
}

/** The provider ids of a payment's refunds still pending. */
export async function listPendingRefundsOfPayment(
  db: Executor,
  paymentIntentId: string,
): Promise<{ providerRefundId: string | null }[]> {
  return db
    .select({ providerRefundId: refunds.providerRefundId })
    .from(refunds)
    .where(and(eq(refunds.paymentIntentId, paymentIntentId), eq(refunds.status, 'pending')));
}

/** Rappen of the order's succeeded refunds and of its pending ones, apart. */
export async function refundTotalsOfOrder(
  db: Executor,
  kind: OrderKind,
  orderId: number,
): Promise<{ refunded: number; pending: number }> {
  const [row] = await db
    .select({
      refunded: sql<string>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} = 'succeeded'), 0)`,
      pending: sql<string>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} = 'pending'), 0)`,
    })
    .from(refunds)
    .where(and(eq(refunds.orderKind, kind), eq(refunds.orderId, orderId)));
  return { refunded: Number(row?.refunded ?? 0), pending: Number(row?.pending ?? 0) };
}
