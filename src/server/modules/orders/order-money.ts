import { and, eq, sql } from 'drizzle-orm';
import type { OrderKind } from '../../../shared/after-sale.ts';
import { orderMoneyOf } from '../../../shared/order-status-rules.ts';
import type { OrderMoney } from '../../../shared/order-status-rules.ts';
import type { Database } from '../../db/client.ts';
import { refunds } from '../../db/schema.ts';
import type { Transaction } from './edition-numbers.ts';

/**
 * Where an order's money stands (decision 022), from its refunds: confirmed ones against its amount, and the
 * pending ones that will take the rest unless the provider refuses. Read by a caller holding the order's row
 * lock, it cannot change under it: refunds are written only under that lock (decision 013), and a refund that
 * fails only gives the shop more room.
 */
export async function orderMoneyIn(tx: Database | Transaction, kind: OrderKind, orderId: number, amount: number): Promise<OrderMoney> {
  const [row] = await tx
    .select({
      refunded: sql<string>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} = 'succeeded'), 0)`,
      pending: sql<string>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} = 'pending'), 0)`,
    })
    .from(refunds)
    .where(and(eq(refunds.orderKind, kind), eq(refunds.orderId, orderId)));
  return orderMoneyOf(amount, Number(row?.refunded ?? 0), Number(row?.pending ?? 0));
}
