/** The admin area: admin accounts, their sessions and the audit log of their changes. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt } from './columns.ts';

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
    /**
     * 'order.status', 'catalogue_order.status', 'image.visibility', 'image.edition', 'image.approve', 'image.reject'.
     */
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
