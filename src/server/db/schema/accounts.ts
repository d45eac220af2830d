/** Customers and their sign-in: users, sessions, sign-up codes and counted attempts. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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
    /** 'signup', or 'account_deletion' (the code that confirms deleting the signed-in account). */
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
