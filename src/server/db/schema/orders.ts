/**
 * Checkouts and orders: edition holds, custom and catalogue orders with their items, refunds, returned editions and the
 * order timeline.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

import { createdAt } from './columns.ts';
import { userImages } from './posters.ts';

/**
 * A checkout the server priced: a custom poster order, a catalogue cart or a credit pack. It holds
 * everything needed to create the order from the payment alone (a webhook may arrive before the browser,
 * or the browser may never come back), and the payment intent that pays it.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The language the customer shopped in: the order's mails and receipt are written in it (decision 021). */
    language: text('language').notNull().default('en'),
    /** What the customer sees: ORD-… for a custom poster, CAT-nnnnnn for a catalogue order, CRD-… for credits. */
    confirmationId: text('confirmation_id').notNull(),
    /** 'poster', 'catalogue' or 'credits'. */
    kind: text('kind').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** Rappen. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('chf'),
    paymentIntentId: text('payment_intent_id'),
    /** 'open' (waiting for payment), 'paid' (order created), 'released' (payment failed or expired), 'refunded'. */
    status: text('status').notNull().default('open'),
    shipping: jsonb('shipping'),
    /** The priced lines (CheckoutLine[]) or, for credits, the pack. */
    lines: jsonb('lines').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('checkouts_confirmation_key').on(table.confirmationId),
    uniqueIndex('checkouts_payment_intent_key').on(table.paymentIntentId),
    index('checkouts_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`status = 'open'`),
  ],
);

/**
 * Editions a checkout holds while its payment runs (15 minutes). A poster's free editions are
 * totalSupply − soldCount − the unexpired held quantities; a paid checkout turns its hold into sales.
 */
export const editionHolds = pgTable(
  'edition_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    checkoutId: bigint('checkout_id', { mode: 'number' })
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    imageId: bigint('image_id', { mode: 'number' })
      .notNull()
      .references(() => userImages.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** 'held', 'sold' or 'released'. */
    state: text('state').notNull().default('held'),
  },
  (table) => [
    index('edition_holds_image_idx')
      .on(table.imageId, table.expiresAt)
      .where(sql`state = 'held'`),
    index('edition_holds_checkout_idx').on(table.checkoutId),
  ],
);

/**
 * What one print is made as (docs/product/pay.md#sizes-and-frames): an ISO A size, a frame and a passe-partout; an
 * order from before sizes reads as A3 unframed. `master_path` is the storage key of the print master rendered for
 * this size when the order was paid; null means the poster's A3 master (its generated file).
 */
const formatColumns = () => ({
  size: text('size').notNull().default('A3'),
  frame: text('frame').notNull().default('none'),
  passepartout: boolean('passepartout').notNull().default(false),
  masterPath: text('master_path'),
});

const shippingColumns = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  state: text('state'),
  zipCode: text('zip_code').notNull(),
  country: text('country').notNull(),
});

/**
 * How a shipped order travels (docs/product/after-the-sale.md#shipping-and-tracking): the carrier
 * (src/shared/shipping-carriers.ts) and its tracking number.
 */
const trackingColumns = () => ({
  carrier: text('carrier'),
  trackingNumber: text('tracking_number'),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
});

/**
 * A custom poster order, the admin's "standard order" (docs/product/pay.md#checkout): one poster the customer created,
 * in one size and frame, quantity n.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The language the customer shopped in: the order's mails and receipt are written in it (decision 021). */
    language: text('language').notNull().default('en'),
    confirmationId: text('confirmation_id').notNull(),
    checkoutId: bigint('checkout_id', { mode: 'number' }).references(() => checkouts.id, { onDelete: 'set null' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    imageId: bigint('image_id', { mode: 'number' }).references(() => userImages.id, { onDelete: 'set null' }),
    ...shippingColumns(),
    quantity: integer('quantity').notNull().default(1),
    ...formatColumns(),
    /** CHF. */
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('chf'),
    /** pending, processing, shipped, delivered or cancelled (docs/product/admin.md#order-statuses). */
    status: text('status').notNull().default('pending'),
    ...trackingColumns(),
    style: text('style'),
    posterImageUrl: text('poster_image_url'),
    originalImageUrl: text('original_image_url'),
    paymentIntentId: text('payment_intent_id').notNull(),
    /**
     * Placed without an account: only such an order may later be claimed by an account with its address
     * (docs/product/after-the-sale.md#order-links-for-guests).
     */
    placedAsGuest: boolean('placed_as_guest').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('orders_confirmation_key').on(table.confirmationId),
    uniqueIndex('orders_payment_intent_key').on(table.paymentIntentId),
    index('orders_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('orders_user_idx').on(table.userId),
    // My orders' link request and the claim at sign-up look orders up by their address.
    index('orders_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

/** A catalogue order (docs/product/catalogue.md#cart): one or more catalogue posters bought through the cart. */
export const catalogueOrders = pgTable(
  'catalogue_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The language the customer shopped in: the order's mails and receipt are written in it (decision 021). */
    language: text('language').notNull().default('en'),
    confirmationId: text('confirmation_id').notNull(),
    checkoutId: bigint('checkout_id', { mode: 'number' }).references(() => checkouts.id, { onDelete: 'set null' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    ...shippingColumns(),
    /** Prints in all. */
    quantity: integer('quantity').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('chf'),
    status: text('status').notNull().default('pending'),
    ...trackingColumns(),
    paymentIntentId: text('payment_intent_id').notNull(),
    /**
     * Placed without an account: only such an order may later be claimed by an account with its address
     * (docs/product/after-the-sale.md#order-links-for-guests).
     */
    placedAsGuest: boolean('placed_as_guest').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('catalogue_orders_confirmation_key').on(table.confirmationId),
    uniqueIndex('catalogue_orders_payment_intent_key').on(table.paymentIntentId),
    index('catalogue_orders_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // My orders: a user's catalogue orders, newest first.
    index('catalogue_orders_user_idx').on(table.userId, table.createdAt.desc()),
    index('catalogue_orders_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

/** `(a is null) = (b is null)`: both columns hold a value, or neither does. */
const bothOrNeither = (a: AnyPgColumn, b: AnyPgColumn) => sql`(${a} is null) = (${b} is null)`;

/**
 * One poster of a catalogue order: a catalogue poster with the edition numbers it was given, or a poster of the buyer's
 * own.
 */
export const catalogueOrderItems = pgTable(
  'catalogue_order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueOrders.id, { onDelete: 'cascade' }),
    imageId: bigint('image_id', { mode: 'number' }).references(() => userImages.id, { onDelete: 'set null' }),
    /** The poster's creator when sold: whose royalty this sale earns. */
    creatorId: bigint('creator_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    name: text('name'),
    style: text('style'),
    quantity: integer('quantity').notNull(),
    /** CHF per print, with its frame and mount. */
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    /** CHF per print without frame or mount: what the creator's royalty is a share of (null before sizes: price). */
    printPrice: numeric('print_price', { precision: 10, scale: 2 }),
    ...formatColumns(),
    isLimitedEdition: boolean('is_limited_edition').notNull().default(false),
    /**
     * The first and last edition numbers of this line (#first…#last of totalSupply). All three are null for a
     * poster of the buyer's own, which is printed for them and is no edition (decision 028).
     */
    firstEdition: integer('first_edition'),
    lastEdition: integer('last_edition'),
    totalSupply: integer('total_supply'),
    posterImageUrl: text('poster_image_url'),
    /**
     * When this line's edition numbers went back to stock (a cancellation). Set by the guarded statement that
     * returns them, only while null, so a line gives its numbers back at most once (decision 022).
     */
    editionsReturnedAt: timestamp('editions_returned_at', { withTimezone: true }),
  },
  (table) => [
    index('catalogue_order_items_order_idx').on(table.orderId),
    index('catalogue_order_items_creator_idx').on(table.creatorId),
    // An edition line has all three numbers, a line of one's own poster none of them. (Built of parts so that no line
    // break falls inside the SQL: the migrations' generator would read it as a changed check.)
    check(
      'catalogue_order_items_edition_check',
      sql.join(
        [bothOrNeither(table.firstEdition, table.totalSupply), bothOrNeither(table.lastEdition, table.totalSupply)],
        sql` and `,
      ),
    ),
  ],
);

/**
 * Edition numbers given back by a cancelled order (docs/product/pay.md#limited-editions-and-holds): the next buyer of
 * the poster gets the lowest
 * of them before any new number. Every number up to soldCount + (rows here) was issued once, so the next
 * new number is soldCount + returned + 1 (see src/server/modules/orders/edition-numbers.ts).
 */
export const returnedEditions = pgTable(
  'returned_editions',
  {
    imageId: bigint('image_id', { mode: 'number' })
      .notNull()
      .references(() => userImages.id, { onDelete: 'cascade' }),
    editionNumber: integer('edition_number').notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.editionNumber] })],
);

/**
 * A refund of an order through the payment provider (docs/product/after-the-sale.md#refunds). 'pending' until the
 * provider confirms
 * (a webhook or the sandbox's event), then 'succeeded' or 'failed' with the provider's message; a failed
 * one can be retried (attempt + 1, a new idempotency key at the provider). Amounts in Rappen.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'order' (a custom poster order) or 'catalogue'. */
    orderKind: text('order_kind').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('chf'),
    reason: text('reason').notNull(),
    /** 'pending', 'succeeded' or 'failed'. */
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    failureMessage: text('failure_message'),
    attempt: integer('attempt').notNull().default(1),
    /** The admin's username, or 'customer' for a customer's own cancellation. */
    requestedBy: text('requested_by').notNull(),
    /** The caller's key (one per refund dialog, or per cancellation): a double click makes one refund. */
    requestKey: text('request_key').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refunds_request_key').on(table.requestKey),
    uniqueIndex('refunds_provider_refund_key').on(table.providerRefundId),
    index('refunds_order_idx').on(table.orderKind, table.orderId),
  ],
);

/**
 * What happened to an order that its customer is told of (docs/product/after-the-sale.md#notices): one row per notice,
 * written in the
 * same transaction as the change; the mail is queued only when the row is new, so a double click or two
 * admins at once send one mail. The customer's timeline reads this table too.
 * `event`: 'in_production', 'shipped', 'delivered', 'cancelled', 'refunded' or 'partially_refunded'.
 * `dedupe_key` is '' but for partial refunds (the refund's id), which may happen more than once.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'order' or 'catalogue'. */
    orderKind: text('order_kind').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    event: text('event').notNull(),
    dedupeKey: text('dedupe_key').notNull().default(''),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('order_events_once_key').on(table.orderKind, table.orderId, table.event, table.dedupeKey)],
);
