import type { OrderEventName } from '../../../shared/after-sale.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { Transaction } from './edition-numbers.ts';
import { insertOrderEvent } from './order-events.repository.ts';
import { orderNoticeMail } from './order-notice-mails.ts';
import type { NoticeDetails } from './order-notice-mails.ts';
import type { OrderRecord } from './order-records.ts';

/**
 * The notices an order's customer gets (docs/product/after-the-sale.md#notices): each is recorded once in order_events,
 * in the same
 * transaction as the change it tells of; only the call that wrote the row sends the mail, so a double
 * click or two admins at once send one mail.
 */

export type OrderNotice = { order: OrderRecord; event: OrderEventName; details: NoticeDetails };

/** The order_events row of a notice; null when it was recorded before (nothing to send). */
export async function recordOrderEvent(
  tx: Transaction,
  order: OrderRecord,
  event: OrderEventName,
  details: NoticeDetails = {},
  dedupeKey = '',
): Promise<OrderNotice | null> {
  const inserted = await insertOrderEvent(tx, { orderKind: order.kind, orderId: order.id, event, details, dedupeKey });
  return inserted ? { order, event, details } : null;
}

/** Queues the mail of a notice recorded by a committed transaction. */
export async function sendOrderNotice(
  mail: MailOutbox,
  brand: { brandName: string; publicUrl: string },
  notice: OrderNotice | null,
): Promise<void> {
  if (!notice) return;
  await mail.enqueue({ to: notice.order.email, ...orderNoticeMail(brand, notice) });
}
