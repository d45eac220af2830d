import { deliveryWindow, deliveryZoneOf } from '../../../shared/delivery.ts';
import type { DeliveryRules } from '../../../shared/delivery.ts';
import type { Logger } from 'pino';
import { carrierOf, trackingUrlOf } from '../../../shared/shipping-carriers.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { isOrderReference, orderTimeline } from '../../../shared/orders.ts';
import type { CustomerOrderDetail, CustomerOrderSummary, CustomerOrdersPage } from '../../../shared/orders.ts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound, tooManyRequests, unauthorized } from '../../errors.ts';
import { reserveAttempts } from '../accounts/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import {
  eventsOf,
  itemsOf,
  orderByReference,
  referencesForEmail,
  userOrdersPage,
} from './customer-orders.repository.ts';
import type { CustomerOrderRow } from './customer-orders.repository.ts';
import { noOrdersMail, orderLinksMail } from './order-link-mails.ts';
import type { OrderCancellationService } from './order-cancellation.service.ts';
import type { OrderLinks } from './order-links.ts';
import { receiptFilename } from './receipt.ts';
import type { ReceiptRenderer } from './receipt.ts';
import { shipmentsOf } from './order-shipments.repository.ts';

const HOUR_MS = 3600 * 1000;
/** A guest may ask for links to one address 5 times an hour, and one client 20 times. */
export const LINK_REQUESTS_PER_ADDRESS_PER_HOUR = 5;
export const LINK_REQUESTS_PER_CLIENT_PER_HOUR = 20;
/** The newest orders of an address that a link mail lists. */
const LINKS_PER_MAIL = 20;

type Dependencies = {
  db: Database;
  provider: PaymentProvider;
  links: OrderLinks;
  outbox: MailOutbox;
  brand: { brandName: string; publicUrl: string };
  /**
   * The shop's side (docs/product/after-the-sale.md#my-orders): cancelling with refund and stock, and the PDF receipt.
   */
  cancellation: OrderCancellationService;
  receipts: ReceiptRenderer;
  /** ORDER_CANCEL_WINDOW_MINUTES: how long after paying the customer may cancel. */
  cancelWindowMinutes: number;
  /** When an order arrives (docs/product/after-the-sale.md#delivery-estimate). */
  deliveryRules: DeliveryRules;
  logger: Logger;
};

/** Who is asking for an order: the signed-in user (by the session) and/or the key of a guest's link. */
export type OrderViewer = { userId: number | null; key: string | undefined };

/**
 * The customer's side of orders (docs/product/after-the-sale.md#my-orders): My orders for the signed-in user, one order
 * for its owner
 * or for the holder of a valid link, and the mail with fresh links a guest asks for.
 */
export function createCustomerOrdersService({
  db,
  provider,
  links,
  outbox,
  brand,
  cancellation,
  receipts,
  cancelWindowMinutes,
  deliveryRules,
  logger,
}: Dependencies) {
  type Events = Map<string, { event: string; at: string }[]>;
  const summaryOf = (
    row: CustomerOrderRow,
    items: Map<string, CustomerOrderSummary['items']>,
    events: Events,
  ): CustomerOrderSummary => ({
    reference: row.reference,
    kind: row.kind,
    placedAt: row.createdAt.toISOString(),
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    timeline: orderTimeline(row.status, row.createdAt.toISOString(), events.get(`${row.kind}:${row.id}`)),
    items: items.get(`${row.kind}:${row.id}`) ?? [],
  });

  async function list(userId: number, limit: number, offset: number): Promise<CustomerOrdersPage> {
    const { rows, total } = await userOrdersPage(db, userId, limit, offset);
    const [items, events] = await Promise.all([itemsOf(db, rows), eventsOf(db, rows)]);
    return { orders: rows.map((row) => summaryOf(row, items, events)), pagination: { limit, offset, total } };
  }

  /**
   * The order behind `reference` if the viewer may see it: a link's key opens its own order (and only
   * it) for anyone; without a key, only the account that placed (or claimed) it. Any other order
   * answers "not found", so a reference proves nothing.
   */
  async function authorise(reference: string, viewer: OrderViewer) {
    if (viewer.key !== undefined) {
      const check = isOrderReference(reference) ? links.check(reference, viewer.key) : 'invalid';
      if (check === 'invalid') throw forbidden('link_invalid');
      if (check === 'expired') throw new AppError('link_expired');
    } else if (viewer.userId === null) {
      throw unauthorized('sign_in_to_see_order');
    }
    const order = isOrderReference(reference) ? await orderByReference(db, reference) : null;
    if (!order || (viewer.key === undefined && order.userId !== viewer.userId)) throw notFound('order_not_found');
    return order;
  }

  async function detail(reference: string, viewer: OrderViewer): Promise<CustomerOrderDetail> {
    const order = await authorise(reference, viewer);
    const [items, events, paymentCard, labShipments] = await Promise.all([
      itemsOf(db, [order]),
      eventsOf(db, [order]),
      cardOf(order.paymentIntentId),
      shipmentsOf(db, order.kind, order.id),
    ]);
    const trackingUrl = trackingUrlOf(order.carrier, order.trackingNumber);
    // A lab's parcel (decision 038) names its carrier in the lab's words and brings its own tracking page.
    const labParcel = labShipments.find((shipment) => shipment.trackingNumber && shipment.trackingUrl);
    const cancellableUntil = new Date(order.createdAt.getTime() + cancelWindowMinutes * 60_000);
    return {
      ...summaryOf(order, items, events),
      shipping: order.shipping,
      paymentCard,
      tracking: labParcel
        ? { carrier: labParcel.carrier ?? '', number: labParcel.trackingNumber!, url: labParcel.trackingUrl! }
        : trackingUrl
          ? { carrier: carrierOf(order.carrier)!.name, number: order.trackingNumber!, url: trackingUrl }
          : null,
      cancellableUntil:
        order.status === 'pending' && cancellableUntil.getTime() > Date.now() ? cancellableUntil.toISOString() : null,
      delivery: ['pending', 'processing', 'shipped'].includes(order.status)
        ? deliveryWindow(order.createdAt, deliveryZoneOf(order.shipping.country), deliveryRules)
        : null,
    };
  }

  /**
   * The customer cancels their order (the shop's cancellation service decides: still paid, within the
   * window; it refunds, returns the editions and reverses royalties). A link's holder is the guest it was sent to.
   */
  async function cancel(reference: string, viewer: OrderViewer): Promise<CustomerOrderDetail> {
    const order = await authorise(reference, viewer);
    await cancellation.cancelOrder({
      kind: order.kind,
      orderId: order.id,
      by: { customerUserId: viewer.key === undefined ? viewer.userId : null, reason: 'customer' },
    });
    return detail(reference, viewer);
  }

  /** The order's PDF receipt, for the same viewers as the order. */
  async function receipt(reference: string, viewer: OrderViewer): Promise<{ filename: string; pdf: Buffer }> {
    const order = await authorise(reference, viewer);
    return { filename: receiptFilename(order.reference), pdf: await receipts.renderReceipt(order.kind, order.id) };
  }

  /** The card is the provider's to tell; an unreachable provider costs the line, not the page. */
  async function cardOf(paymentIntentId: string) {
    try {
      return await provider.retrievePaymentCard(paymentIntentId);
    } catch (error) {
      logger.warn({ err: error, paymentIntentId }, 'could not read the card of a payment');
      return null;
    }
  }

  /**
   * A guest asks for links to the orders of an address. The answer is the same whether it has orders
   * or not, and so is the work: a mail goes to the address either way (with the links, or saying there
   * are none), so neither the answer nor its timing tells the asker anything. The mail speaks the language asked in.
   */
  async function requestLinks(email: string, clientAddress: string, language: Language): Promise<void> {
    // Counted before they are allowed, so a burst mails no more than the limits (decision 024).
    const reservation = await reserveAttempts(db, [
      {
        kind: 'order-links:email',
        subject: email,
        limits: [{ max: LINK_REQUESTS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS }],
      },
      {
        kind: 'order-links:ip',
        subject: clientAddress,
        limits: [{ max: LINK_REQUESTS_PER_CLIENT_PER_HOUR, windowMs: HOUR_MS }],
      },
    ]);
    if (!reservation.granted) throw tooManyRequests('order_links_limited', reservation.retryAfterSeconds);

    const found = await referencesForEmail(db, email, LINKS_PER_MAIL);
    const mail =
      found.length > 0
        ? orderLinksMail(
            brand,
            language,
            found.map((order) => ({
              reference: order.reference,
              placedAt: order.createdAt,
              amount: Number(order.amount),
              url: links.urlFor(order.reference),
            })),
          )
        : noOrdersMail(brand, language);
    await outbox.enqueue({ to: email, ...mail });
  }

  return { list, detail, cancel, receipt, requestLinks };
}

export type CustomerOrdersService = ReturnType<typeof createCustomerOrdersService>;
