import type { Database } from './client.ts';

/** An open transaction, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a repository function runs its queries on: the database, or a transaction the service opened.
 * A service that needs several statements to commit together opens `db.transaction` and passes `tx`.
 */
export type Executor = Database | Transaction;

/** A unique key refused the insert (PostgreSQL 23505, as pg and PGlite report it). */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');
