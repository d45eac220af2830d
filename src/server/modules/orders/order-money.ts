import type { OrderKind } from '../../../shared/after-sale.ts';
import { orderMoneyOf } from '../../../shared/order-status-rules.ts';
import type { OrderMoney } from '../../../shared/order-status-rules.ts';
import type { Executor } from '../../db/executor.ts';
import { refundTotalsOfOrder } from './order-refunds.repository.ts';

/**
 * Where an order's money stands (decision 022), from its refunds: confirmed ones against its amount, and the
 * pending ones that will take the rest unless the provider refuses. Read by a caller holding the order's row
 * lock, it cannot change under it: refunds are written only under that lock (decision 013), and a refund that
 * fails only gives the shop more room.
 */
export async function orderMoneyIn(
  tx: Executor,
  kind: OrderKind,
  orderId: number,
  amount: number,
): Promise<OrderMoney> {
  const { refunded, pending } = await refundTotalsOfOrder(tx, kind, orderId);
  return orderMoneyOf(amount, refunded, pending);
}
