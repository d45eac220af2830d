import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
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
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    index('user_images_review_idx').on(table.publishedAt, table.id).where(sql`is_public and not is_approved`),
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
