import { ORDER_STATUSES } from './admin.ts';
import type { OrderStatus } from './admin.ts';

/**
 * What an order may become (decision 022). Among pending, processing, shipped and delivered the admin may set
 * any status from any other (corrections happen), as long as the money is still the shop's. What money has
 * settled does not move back:
 * - a cancelled order is final (its refund is written, its editions are back on sale);
 * - an order refunded in full, or with refunds of its whole amount pending at the provider, goes nowhere but
 *   to a cancellation, and only while it is still pending (paid, not in production: decision 013);
 * - "cancelled" is reached only through the cancellation (refund, editions back, royalties reversed), which
 *   decision 013 allows from pending only.
 * The server decides under the order's row lock; the admin's selectors show the same answer.
 */

/** Where the order's money stands: with the shop, on its way back (refunds pending), or back with the customer. */
export type OrderMoney = 'paid' | 'refund_pending' | 'refunded';

/** Why a change is refused (the 409's code), or null when it is allowed. */
export type StatusRefusal = 'cancelled_final' | 'refunded_final' | 'refund_pending' | 'not_cancellable';

/**
 * The money state of an order of `amount` Rappen with `refunded` Rappen confirmed by the provider and `pending`
 * Rappen written but not yet confirmed. A partial refund leaves the order 'paid'; a failed one counts for nothing.
 */
export function orderMoneyOf(amount: number, refunded: number, pending: number): OrderMoney {
  if (amount <= 0) return 'paid';
  if (refunded >= amount) return 'refunded';
  if (refunded + pending >= amount) return 'refund_pending';
  return 'paid';
}

/**
 * Why `from` may not become `to` with the money where it stands (null: it may). Setting the same status again
 * (new tracking on a shipped order) follows the same rule: nothing is shipped after the money went back.
 */
export function statusRefusalOf(from: OrderStatus, to: OrderStatus, money: OrderMoney): StatusRefusal | null {
  if (from === 'cancelled') return to === 'cancelled' ? null : 'cancelled_final';
  if (to === 'cancelled') return from === 'pending' ? null : 'not_cancellable';
  if (money === 'refunded') return 'refunded_final';
  if (money === 'refund_pending') return 'refund_pending';
  return null;
}

/** The statuses an order may be set to from where it is (the current one not included), in the list's order. */
export function allowedStatusesOf(from: OrderStatus, money: OrderMoney): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => to !== from && statusRefusalOf(from, to, money) === null);
}
