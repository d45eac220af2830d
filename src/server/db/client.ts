import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { tightenModes } from '../data-dir.ts';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The open database: drizzle for the app, plus what pg-boss needs to share it. */
export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Present for PGlite: pg-boss runs on this same single connection. */
  pglite?: PGlite;
  /** Present for PostgreSQL. */
  connectionString?: string;
  ping: () => Promise<void>;
  /** The app's connections for /metrics: the pg pool's counts; PGlite is one connection, always open. */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string; dataDir: string; migrate?: boolean };

export async function openDatabase({ databaseUrl, dataDir, migrate = true }: DatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) return openPostgres(databaseUrl, migrate);
  return openPglite(pgliteFolder(dataDir), migrate);
}

export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'db');

/**
 * PGlite's own start parameters plus a smaller buffer cache. PostgreSQL's default shared_buffers (128 MB) is
 * touched in full inside PGlite's WASM heap at start, resident for the life of the process; the embedded shop's
 * database is a few MB to a few hundred, and the files below it stay in the operating system's page cache.
 * 16 MB saved about 120 MB of resident memory (decision 020).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

async function openPglite(folder: string, migrate: boolean): Promise<DatabaseHandle> {
  await mkdir(folder, { recursive: true });
  // pg_trgm backs the catalogue search indexes (migration 0002); PGlite loads contrib extensions on open.
  const pglite = await PGlite.create({ dataDir: folder, extensions: { pg_trgm }, startParams: pgliteStartParams });
  // A new database's files come out readable (some writable) by everyone, whatever the umask: they hold password
  // hashes and addresses, so they are made the shop user's alone (decision 024). Files written later follow the umask.
  tightenModes([folder]);
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  if (migrate) await migratePglite(db as never, { migrationsFolder });
  return {
    kind: 'pglite',
    db,
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    close: () => pglite.close(),
  };
}

async function openPostgres(connectionString: string, migrate: boolean): Promise<DatabaseHandle> {
  // keepAlive notices a connection the network dropped silently; query_timeout bounds a query whose answer
  // never comes (a partition), so a request fails with a clear 503 instead of hanging.
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    query_timeout: 30_000,
  });
  // An idle client losing its connection emits here; without a listener Node would crash.
  pool.on('error', () => {});
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
  if (migrate) await migrateNodePostgres(db as never, { migrationsFolder });
  return {
    kind: 'postgres',
    db,
    connectionString,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
