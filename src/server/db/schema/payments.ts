/**
 * Money other than orders: credit packs, memberships, the payment provider's events and the sandbox provider's objects.
 */
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { checkouts } from './orders.ts';

/** Credits bought with a pack: one row per payment, so a payment adds its credits once. */
export const creditPurchases = pgTable(
  'credit_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutId: bigint('checkout_id', { mode: 'number' }).references(() => checkouts.id, { onDelete: 'set null' }),
    packId: text('pack_id').notNull(),
    credits: integer('credits').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('credit_purchases_payment_intent_key').on(table.paymentIntentId)],
);

/**
 * A user's Artistic Collective membership at the payment provider. `status` mirrors the provider's
 * subscription; the user is a member (userType artistic_collective) while it is active or trialing.
 */
export const memberships = pgTable(
  'memberships',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    /** The setup intent of the latest "Join" (its promo code is kept with it). */
    setupIntentId: text('setup_intent_id'),
    promoCode: text('promo_code'),
    subscriptionId: text('subscription_id'),
    /** 'none' until subscribed; then the provider's status: active, past_due, canceled, … */
    status: text('status').notNull().default('none'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('memberships_subscription_key').on(table.subscriptionId),
    uniqueIndex('memberships_customer_key').on(table.customerId),
  ],
);

/** Payment provider events (webhooks, and the sandbox's own), kept by id: a replay is recognised and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/**
 * The sandbox provider's objects (payment intents, setup intents, customers, subscriptions, refunds),
 * Stripe-shaped, kept in the database so a checkout in flight survives a restart.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    clientSecret: text('client_secret'),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_objects_client_secret_key').on(table.clientSecret),
    index('sandbox_objects_kind_idx').on(table.kind),
  ],
);
