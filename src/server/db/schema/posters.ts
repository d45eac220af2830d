/** Posters and what makes them: the owner's images, generation requests, uploaded videos, likes. */
import { sql } from 'drizzle-orm';
import type { PosterWindow } from '../../../shared/create.ts';
import type { PlainErrorCode } from '../../../shared/error-codes.ts';
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
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

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
    /**
     * The id of the poster's public pictures, `pictures/<width>-<id>.<avif|webp>` (decision 039); null until the
     * pictures job has stored every one of them (the pages show the preview meanwhile).
     */
    picturesId: text('pictures_id'),
    originalVideoPath: text('original_video_path'),
    compressedVideoPath: text('compressed_video_path'),
    videoFrameTimestamp: doublePrecision('video_frame_timestamp'),
    /**
     * The width in pixels of the part of the customer's photo (a video's frame) the poster shows: the engine's crop
     * of the original, for the low-DPI warning of the size picker (docs/product/create.md#print-masters-per-size).
     * Null when unknown (a poster from before, whose original is gone).
     */
    shownPhotoWidth: integer('shown_photo_width'),
    /**
     * The part of the photo the poster shows as the customer placed it before generating (left, top, width, height in
     * fractions of the photo, decision 041), used again by the print masters of other sizes. Null when the engine
     * chose it (a poster from before, a client that sent none): the engine composes the same crop again.
     */
    posterWindow: jsonb('poster_window').$type<PosterWindow>(),
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
    /**
     * When the review last sent this poster back to its creator, and the reviewer's note to them (null without one);
     * both cleared when the creator publishes it again. Only the owner and the admin area read them.
     */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
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
    // The posters whose pictures are still to be made (decision 039): the filling job walks it, empty once done.
    index('user_images_without_pictures_idx')
      .on(table.id)
      .where(sql`pictures_id is null`),
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
    /** A failed generation's code of the error contract (src/shared/error-codes.ts): what the poll answers. */
    errorCode: text('error_code').$type<PlainErrorCode>(),
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
