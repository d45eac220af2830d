import { z } from 'zod';
import { clampedInteger } from './catalogue.ts';
import { key } from './i18n/catalogue.ts';
import type { Frame, PrintSize } from './print-formats.ts';

/**
 * My orders (docs/product/after-the-sale.md#my-orders): what the customer sees of their orders, single-poster (ORD-)
 * and catalogue (CAT-) alike.
 */

export const MY_ORDERS_PAGE_SIZE = 10;
export const MAX_MY_ORDERS_PAGE_SIZE = 50;
export const MAX_MY_ORDERS_OFFSET = 100_000;
/** How long a guest's order link works (decision 014). */
export const ORDER_LINK_TTL_DAYS = 30;

/** GET /api/orders: paging never fails, values out of range are clamped (as the catalogue's, decision 007). */
export const myOrdersQuerySchema = z.object({
  limit: clampedInteger(MY_ORDERS_PAGE_SIZE, 1, MAX_MY_ORDERS_PAGE_SIZE),
  offset: clampedInteger(0, 0, MAX_MY_ORDERS_OFFSET),
});

/** POST /api/orders/links: a guest asks for fresh links to their orders. */
export const orderLinksRequestSchema = z.object({
  email: z
    .string({ error: key('orders.invalidEmail') })
    .trim()
    .toLowerCase()
    .max(254, key('orders.invalidEmail'))
    .pipe(z.email({ error: key('orders.invalidEmail') })),
});

/** An order's reference as the customer knows it: ORD-XXXXXXXX (a custom poster) or CAT-nnnnnn (the catalogue). */
export const ORDER_REFERENCE_PATTERN = /^(ORD-[0-9A-Z]{8}|CAT-\d{6})$/;
export const isOrderReference = (value: string) => ORDER_REFERENCE_PATTERN.test(value);

export type CustomerOrderKind = 'order' | 'catalogue';
export type OrderStep = 'paid' | 'in_production' | 'shipped' | 'delivered';
export type OrderClosure = 'cancelled' | 'refunded';
export const ORDER_STEPS: readonly OrderStep[] = ['paid', 'in_production', 'shipped', 'delivered'];

/** An order's life as the customer reads it: the steps reached (with when, once known) and how it ended, if it did. */
export type OrderTimeline = {
  steps: { step: OrderStep; state: 'done' | 'current' | 'upcoming'; at: string | null }[];
  closed: { as: OrderClosure; at: string | null } | null;
  /** Part of the payment was given back (the order goes on). */
  partiallyRefunded: boolean;
};

/** A stored status as a step of the timeline (docs/product/after-the-sale.md#order-timeline). */
const stepOfStatus: Record<string, OrderStep> = {
  pending: 'paid',
  processing: 'in_production',
  shipped: 'shipped',
  delivered: 'delivered',
};

/**
 * The timeline of an order from its status and the events recorded for it (each with its time). The
 * status decides where the order stands; an event only gives a step its date.
 */
export function orderTimeline(
  status: string,
  placedAt: string,
  events: { event: string; at: string }[] = [],
): OrderTimeline {
  const when = (event: string) => events.filter((entry) => entry.event === event).at(-1)?.at ?? null;
  const closedAs: OrderClosure | null =
    status === 'cancelled' ? 'cancelled' : status === 'refunded' ? 'refunded' : null;
  const current = stepOfStatus[status];
  // A closed order shows the steps it had reached before it closed.
  const reachedIndex = current
    ? ORDER_STEPS.indexOf(current)
    : Math.max(0, ...ORDER_STEPS.map((step, index) => (step !== 'paid' && when(step) ? index : 0)));
  const steps = ORDER_STEPS.map((step, index) => ({
    step,
    state:
      index < reachedIndex || (closedAs && index === reachedIndex)
        ? ('done' as const)
        : index === reachedIndex
          ? ('current' as const)
          : ('upcoming' as const),
    at: index > reachedIndex ? null : step === 'paid' ? placedAt : when(step),
  }));
  return {
    steps: current === 'delivered' ? steps.map((entry) => ({ ...entry, state: 'done' as const })) : steps,
    closed: closedAs ? { as: closedAs, at: when(closedAs) } : null,
    partiallyRefunded: events.some((entry) => entry.event === 'partially_refunded'),
  };
}

export type EditionRange = { first: number; last: number; total: number };

/** `#12/200`, or `#12–13/200` for two prints of one line. */
export const formatEdition = ({ first, last, total }: EditionRange) =>
  first === last ? `#${first}/${total}` : `#${first}–${last}/${total}`;

export type CustomerOrderItem = {
  /** The poster's name; null when it has none (the page names it in the visitor's language). */
  name: string | null;
  style: string | null;
  quantity: number;
  /** The print's format (docs/product/pay.md#sizes-and-frames); an order from before sizes is A3 unframed. */
  size: PrintSize;
  frame: Frame;
  passepartout: boolean;
  /** CHF per print. */
  unitPrice: number;
  /** The poster's thumbnail, or null once the poster was deleted. */
  thumbnailUrl: string | null;
  /** Limited editions only. */
  edition: EditionRange | null;
};

export type CustomerOrderSummary = {
  reference: string;
  kind: CustomerOrderKind;
  placedAt: string;
  /** CHF. */
  amount: number;
  currency: string;
  status: string;
  timeline: OrderTimeline;
  items: CustomerOrderItem[];
};

export type PaymentCard = { brand: string; last4: string };

export type CustomerOrderDetail = CustomerOrderSummary & {
  /**
   * `country` is the stored code ('CH'): the page names it in the visitor's language
   * (`formatterFor(language).country`).
   */
  shipping: {
    firstName: string;
    lastName: string;
    email: string;
    address: string;
    city: string;
    state: string | null;
    zipCode: string;
    country: string;
  };
  /** The card that paid, as the payment provider reports it; null when it cannot tell (or is unreachable). */
  paymentCard: PaymentCard | null;
  /** Once shipped. */
  tracking: { carrier: string; number: string; url: string } | null;
  /** Until when the customer may still cancel (paid, not yet in production, within the window); null when not. */
  cancellableUntil: string | null;
  /**
   * When it arrives (docs/product/after-the-sale.md#delivery-estimate): the window counted from when it was paid, as
   * calendar days in Europe/Zurich; null once it is delivered, cancelled or refunded in full.
   */
  delivery: { from: string; to: string } | null;
};

export type CustomerOrdersPage = {
  orders: CustomerOrderSummary[];
  pagination: { limit: number; offset: number; total: number };
};
