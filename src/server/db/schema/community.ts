/** Creators and partners: café inquiries, payout accounts, payouts and royalties. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { catalogueOrderItems } from './orders.ts';
import { userImages } from './posters.ts';

/** A café's request to become a consignment partner (docs/product/community.md#partners-and-the-inquiry). */
export const partnerInquiries = pgTable('partner_inquiries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The language the café wrote in: the acknowledgement answers in it. */
  language: text('language').notNull().default('en'),
  name: text('name').notNull(),
  cafeName: text('cafe_name').notNull(),
  email: text('email').notNull(),
  location: text('location').notNull(),
  address: text('address').notNull(),
  createdAt: createdAt(),
});

/** A creator's payout account at the payment provider (docs/product/community.md#payouts). */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('payout_accounts_account_key').on(table.accountId)],
);

/** A monthly transfer of a creator's earned royalties to their payout account. */
export const payouts = pgTable(
  'payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null once the creator deleted their account: the shop's books keep the row. */
    creatorId: bigint('creator_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** CHF. */
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    /**
     * 'pending' until the provider accepted the transfer, then 'paid'; 'failed' gives the royalties back to the next
     * run.
     */
    status: text('status').notNull().default('pending'),
    transferId: text('transfer_id'),
    error: text('error'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [index('payouts_creator_idx').on(table.creatorId, table.createdAt)],
);

/**
 * The royalty ledger: the creator's share of every sold catalogue print (16% of a standard edition,
 * more for a limited one), written with the sale; a payout takes the unpaid entries.
 */
export const royalties = pgTable(
  'royalties',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null once the creator deleted their account: the shop's books keep the row. */
    creatorId: bigint('creator_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    orderItemId: bigint('order_item_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueOrderItems.id, { onDelete: 'cascade' }),
    imageId: bigint('image_id', { mode: 'number' }).references(() => userImages.id, { onDelete: 'set null' }),
    /** CHF. */
    saleAmount: numeric('sale_amount', { precision: 10, scale: 2 }).notNull(),
    rate: numeric('rate', { precision: 5, scale: 4 }).notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    payoutId: bigint('payout_id', { mode: 'number' }).references(() => payouts.id, { onDelete: 'set null' }),
    /**
     * A cancelled sale is reversed by a second entry of the opposite amount (the ledger is never rewritten):
     * it points at the entry it reverses, and the next payout nets it out if the first was already paid.
     */
    reversalOf: bigint('reversal_of', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('royalties_order_item_key')
      .on(table.orderItemId)
      .where(sql`reversal_of is null`),
    uniqueIndex('royalties_reversal_key').on(table.reversalOf),
    index('royalties_unpaid_idx')
      .on(table.creatorId)
      .where(sql`payout_id is null`),
  ],
);
