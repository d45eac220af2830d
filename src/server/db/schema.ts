import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The database schema. One set of tables for PGlite and PostgreSQL; migrations are generated
 * from this file with `npm run db:generate` and applied at start.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 'standard' or 'artistic_collective' (an active membership). */
    userType: text('user_type').notNull().default('standard'),
    freeCreditsRemaining: integer('free_credits_remaining').notNull().default(0),
    paidCredits: integer('paid_credits').notNull().default(0),
    /** The language the user chose (decision 021): their mails are written in it. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    // the catalogue search: a case-insensitive substring of the username (ILIKE '%…%'), see decision 007
    index('users_username_trgm_idx').using('gin', table.username.op('gin_trgm_ops')),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a leaked table cannot be replayed. */
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Sign-up codes: sent before the account exists, stored as an HMAC, 10 minutes, 5 tries. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /**
     * 'signup', 'account_deletion' (the code that confirms deleting the signed-in account), 'password_reset', or
     * 'email_change:<user id>' (the code sent to the address that account moves to).
     */
    purpose: text('purpose').notNull().default('signup'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** HMAC of the token given (as a cookie) to the browser that entered the code: only it may register. */
    signupTokenHash: text('signup_token_hash'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_verifications_email_idx').on(table.email, table.createdAt)],
);

/**
 * Failed attempts that count towards a limit (sign-in per account and per address, code guesses…).
 * Kept in the database so the limits hold across every API process.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('auth_attempts_lookup_idx').on(table.kind, table.subject, table.createdAt)],
);

/**
 * A poster a user generated: its files in storage, the style, the caption, the video moment it came from,
 * and (once the owner sells it) its catalogue life: review, edition size, price and sales.
 */
export const userImages = pgTable(
  'user_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * The creator. Null once the creator deleted their account: a poster that orders refer to is kept
     * (the shop prints it and keeps its books), shown as by a former creator (decision 019).
     */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    style: text('style').notNull(),
    captionText: text('caption_text'),
    captionX: doublePrecision('caption_x'),
    captionY: doublePrecision('caption_y'),
    originalPath: text('original_path').notNull(),
    generatedPath: text('generated_path').notNull(),
    previewPath: text('preview_path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    originalVideoPath: text('original_video_path'),
    compressedVideoPath: text('compressed_video_path'),
    videoFrameTimestamp: doublePrecision('video_frame_timestamp'),
    isPublic: boolean('is_public').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    name: text('name'),
    city: text('city'),
    momentLink: text('moment_link'),
    totalSupply: integer('total_supply'),
    soldCount: integer('sold_count').notNull().default(0),
    pricePerUnit: numeric('price_per_unit', { precision: 10, scale: 2 }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('user_images_user_idx').on(table.userId, table.createdAt),
    // The public catalogue, newest approval first: the list walks this index and stops at the page's end.
    index('user_images_catalogue_order_idx')
      .on(table.approvedAt.desc(), table.id.desc())
      .where(sql`is_public and is_approved`),
    // The review queue (the admin issue): oldest submission first.
    index('user_images_review_idx')
      .on(table.publishedAt, table.id)
      .where(sql`is_public and not is_approved`),
    // The catalogue search by poster name (ILIKE '%…%'), see decision 007.
    index('user_images_name_trgm_idx')
      .using('gin', table.name.op('gin_trgm_ops'))
      .where(sql`is_public and is_approved`),
  ],
);

/**
 * One generation request: the credit it took, its job's state and, when done, the poster it made.
 * The confirmation id is what the browser polls with.
 */
export const generations = pgTable(
  'generations',
  {
    confirmationId: uuid('confirmation_id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    style: text('style').notNull(),
    /** 'free', 'paid' or 'membership': what the generation was paid with, for a refund on failure. */
    creditSource: text('credit_source').notNull(),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    request: jsonb('request').notNull(),
    imageId: bigint('image_id', { mode: 'number' }).references(() => userImages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('generations_user_idx').on(table.userId, table.createdAt)],
);

/** Uploaded videos (the original as sent and the muted H.264 playback copy), owned by their uploader. */
export const userVideos = pgTable('user_videos', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  originalPath: text('original_path').notNull(),
  compressedPath: text('compressed_path').notNull(),
  durationSeconds: doublePrecision('duration_seconds').notNull(),
  createdAt: createdAt(),
});

/** Small key/value facts about this installation (e.g. that the demo catalogue was seeded). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
 * A3, quantity n.
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

/** One poster of a catalogue order: a catalogue poster with the edition numbers it was given, or a poster of the buyer's own. */
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
    /** CHF per print. */
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
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
    // An edition line has all three numbers, a line of one's own poster none of them.
    check(
      'catalogue_order_items_edition_check',
      sql`(${table.firstEdition} is null) = (${table.totalSupply} is null) and (${table.lastEdition} is null) = (${table.totalSupply} is null)`,
    ),
  ],
);

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

/**
 * Admin accounts (decision 018): each with their own argon2id password and TOTP second factor.
 * The TOTP secret is kept encrypted (AES-256-GCM under a key derived from the session secret) and is shown
 * only until the admin confirms enrolment; recovery codes are kept as SHA-256 hashes and used once.
 */
export const admins = pgTable(
  'admins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The encrypted TOTP secret; a new one waits here, unconfirmed, until the admin enrols. */
    totpSecret: text('totp_secret'),
    totpEnrolled: boolean('totp_enrolled').notNull().default(false),
    /** The time step of the last accepted code: a code of this step or an earlier one is a replay. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('admins_username_key').on(sql`lower(${table.username})`)],
);

/**
 * Admin sessions (docs/product/admin.md#admin-accounts-and-sign-in): apart from customers' sessions, 12 hours, stored
 * hashed, bound to their admin.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: bigint('admin_id', { mode: 'number' })
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('admin_sessions_admin_idx').on(table.adminId)],
);

/** Every admin change (order status, visibility, edition, approval): who, when, what before and after. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminUsername: text('admin_username').notNull(),
    /** 'order.status', 'catalogue_order.status', 'image.visibility', 'image.edition', 'image.approve', 'image.reject'. */
    action: text('action').notNull(),
    /** 'order', 'catalogue_order' or 'image'. */
    subjectType: text('subject_type').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [index('admin_audit_subject_idx').on(table.subjectType, table.subjectId, table.createdAt)],
);

/** A like of a catalogue poster in the Moments feed: one per user and poster. */
export const posterLikes = pgTable(
  'poster_likes',
  {
    imageId: bigint('image_id', { mode: 'number' })
      .notNull()
      .references(() => userImages.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.userId] }), index('poster_likes_user_idx').on(table.userId)],
);

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
    /** 'pending' until the provider accepted the transfer, then 'paid'; 'failed' gives the royalties back to the next run. */
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
