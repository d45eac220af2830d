import type { OrderKind, RefundView } from '../../../shared/after-sale.ts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordAdminChange } from '../audit/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import { returnEditionNumbers } from './edition-numbers.ts';
import type { Transaction } from './edition-numbers.ts';
import { recordOrderEvent, sendOrderNotice } from './order-notices.ts';
import {
  claimUnreturnedItems,
  insertRoyaltyReversals,
  markOrderCancelled,
  royaltiesEarnedBy,
} from './order-cancellation.repository.ts';
import { auditSubjectOf, findOrderRecord } from './order-records.ts';
import type { OrderRecord } from './order-records.ts';
import type { OrderRefundsService } from './order-refunds.service.ts';
import { toView } from './order-refunds.service.ts';

/**
 * Who cancels: an admin, or the customer (their user id; null for a guest the caller has already identified by their
 * order link).
 */
export type CancelledBy = { adminUsername: string } | { customerUserId: number | null; reason: 'customer' };

export type CancelOrderInput = { kind: OrderKind; orderId: number; by: CancelledBy };

export type CancelOrderResult = {
  kind: OrderKind;
  orderId: number;
  confirmationId: string;
  status: 'cancelled';
  /** The status it had before (always 'pending': decision 013). */
  previousStatus: 'pending';
  /** The full refund of what remained of the payment (null when nothing remained). */
  refund: RefundView | null;
};

export type OrderCancellationOptions = {
  db: Database;
  refunds: OrderRefundsService;
  mail: MailOutbox;
  brand: { brandName: string; publicUrl: string };
  /** ORDER_CANCEL_WINDOW_MINUTES: how long after paying a customer may cancel their own order. */
  customerWindowMinutes: number;
  now?: () => Date;
  /**
   * Asked before a pending order is cancelled: a print lab that already has it cancels it first, or the
   * cancellation is refused with the lab's reason (decision 038). Not set: nothing to ask.
   */
  beforeCancel?: (order: OrderRecord) => Promise<void>;
};

/**
 * Cancelling an order that is not yet in production (docs/product/after-the-sale.md#cancelling): in one transaction
 * holding the order's row
 * lock, the status becomes 'cancelled' (only from 'pending', the paid state), limited editions go back to
 * stock (the next buyer gets the returned numbers), the creators' royalties are reversed in the ledger, a
 * full refund of what remains is written, the audit row (admin) and the customer's notice. Then the refund
 * goes to the provider. Twice or at once, it cancels and refunds once: the second finds 'cancelled'.
 */
export function createOrderCancellationService({
  db,
  refunds,
  mail,
  brand,
  customerWindowMinutes,
  now = () => new Date(),
  beforeCancel,
}: OrderCancellationOptions) {
  async function cancelOrder(input: CancelOrderInput): Promise<CancelOrderResult> {
    const { kind, orderId, by } = input;
    const byAdmin = 'adminUsername' in by;
    if (beforeCancel) {
      // The same checks as below, without the lock, so the lab is not asked for an order that cannot be cancelled;
      // the transaction checks again under the lock.
      const order = await findOrderRecord(db, kind, orderId);
      if (
        order &&
        order.status === 'pending' &&
        (byAdmin || by.customerUserId === null || order.userId === by.customerUserId)
      ) {
        if (byAdmin || now().getTime() - order.createdAt.getTime() <= customerWindowMinutes * 60_000)
          await beforeCancel(order);
      }
    }
    const { order, refund, notice } = await db.transaction(async (tx) => {
      const order = await findOrderRecord(tx, kind, orderId, true);
      if (!order) throw notFound('sale_order_not_found');
      if (!byAdmin && by.customerUserId !== null && order.userId !== by.customerUserId)
        throw notFound('sale_order_not_found');
      if (order.status === 'cancelled') throw conflict('already_cancelled');
      if (order.status !== 'pending') throw conflict('in_production');
      if (!byAdmin && now().getTime() - order.createdAt.getTime() > customerWindowMinutes * 60_000) {
        throw conflict('cancel_window_passed', cancelWindowOf(customerWindowMinutes));
      }

      // Guarded as well as locked: only a pending order becomes cancelled (decision 022).
      if (!(await markOrderCancelled(tx, kind, orderId))) throw conflict('in_production');
      const returned = kind === 'catalogue' ? await returnStock(tx, orderId) : { editions: [], reversedRoyalties: 0 };
      const refund = await refunds.insertPendingRefund(tx, order, {
        amount: null,
        reason: byAdmin ? 'Order cancelled by the shop' : 'Order cancelled by the customer',
        requestedBy: byAdmin ? by.adminUsername : 'customer',
        requestKey: `cancel-${kind}-${orderId}`,
      });
      if (byAdmin) {
        await recordAdminChange(tx, {
          admin: by.adminUsername,
          action: `${auditSubjectOf(kind)}.cancel`,
          subjectType: auditSubjectOf(kind),
          subjectId: orderId,
          before: { status: order.status },
          after: {
            status: 'cancelled',
            refundId: refund?.id ?? null,
            refundAmount: refund ? refund.amount / 100 : 0,
            editionsReturned: returned.editions,
          },
        });
      }
      const notice = await recordOrderEvent(tx, cancelledOrder(order), 'cancelled', {
        by: byAdmin ? 'admin' : 'customer',
        amount: refund?.amount ?? 0,
      });
      return { order, refund, notice };
    });
    await sendOrderNotice(mail, brand, notice);
    const submitted = refund ? await refunds.submit(refund) : null;
    return {
      kind,
      orderId,
      confirmationId: order.confirmationId,
      status: 'cancelled',
      previousStatus: 'pending',
      refund: submitted && toView(submitted),
    };
  }

  return { cancelOrder };
}

export type OrderCancellationService = ReturnType<typeof createOrderCancellationService>;

/** The window in whole hours when it is some, else in minutes ("within 2 hours", "within 90 minutes"). */
const cancelWindowOf = (minutes: number) =>
  minutes >= 60 && minutes % 60 === 0
    ? { unit: 'hours', hours: minutes / 60, minutes }
    : { unit: 'minutes', hours: 0, minutes };

const cancelledOrder = (order: OrderRecord): OrderRecord => ({ ...order, status: 'cancelled' });

/**
 * Gives every line's edition numbers back and reverses each royalty earned by the order (a negative entry).
 * A line is claimed by the statement that marks it returned, and only while it is not (decision 022): a line
 * gives its numbers back at most once, whatever status the order went through, and a second caller finds
 * nothing to return. Its royalty reversal is unique on the entry it reverses.
 */
async function returnStock(tx: Transaction, orderId: number) {
  const claimed = await claimUnreturnedItems(tx, orderId);
  // Posters are locked in the order of their ids, as a checkout locks them.
  const items = claimed.sort((a, b) => (a.imageId ?? 0) - (b.imageId ?? 0) || a.id - b.id);
  const editions: { imageId: number; first: number; last: number }[] = [];
  for (const item of items) {
    // A poster of the buyer's own was no edition (decision 028): it has no number to give back.
    if (item.imageId === null || item.firstEdition === null || item.lastEdition === null) continue;
    await returnEditionNumbers(tx, item.imageId, { first: item.firstEdition, last: item.lastEdition });
    editions.push({ imageId: item.imageId, first: item.firstEdition, last: item.lastEdition });
  }
  const earned = await royaltiesEarnedBy(
    tx,
    items.map((item) => item.id),
  );
  await insertRoyaltyReversals(
    tx,
    earned.map((entry) => ({
      creatorId: entry.creatorId,
      orderItemId: entry.orderItemId,
      imageId: entry.imageId,
      saleAmount: negate(entry.saleAmount),
      rate: entry.rate,
      amount: negate(entry.amount),
      reversalOf: entry.id,
    })),
  );
  return { editions, reversedRoyalties: earned.length };
}

const negate = (amount: string) => (-Number(amount)).toFixed(2);
