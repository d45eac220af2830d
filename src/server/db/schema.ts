/**
 * The database schema, one file per area under db/schema/. One set of tables for PGlite and PostgreSQL; migrations
 * are generated from it with `npm run db:generate` and applied at start.
 */
export * from './schema/accounts.ts';
export * from './schema/posters.ts';
export * from './schema/orders.ts';
export * from './schema/payments.ts';
export * from './schema/admin.ts';
export * from './schema/community.ts';
export * from './schema/settings.ts';
export * from './schema/fulfilment.ts';
