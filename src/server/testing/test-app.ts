import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { loadConfig } from '../config.ts';
import { pgliteFolder } from '../db/client.ts';
import type { WorkTracker } from '../idle-memory.ts';
import { openRuntime } from '../runtime.ts';
import type { Runtime } from '../runtime.ts';
import { adminConnectionString, databaseUrlFor } from './postgres.ts';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  runtime: Runtime;
  dataDir: string;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** Extra environment for loadConfig (e.g. FREE_CREDITS). */
  env?: Record<string, string>;
  /** Where the built web app is; a missing folder makes the app answer its "not built" page. */
  webDistFolder?: string;
  /** Told when each request and job starts and ends, as the server's idle-time collection is (decision 020). */
  work?: WorkTracker;
  /**
   * How long the catalogue's and the feed's pages are reused (2 s by default). 0 reads every page afresh, for tests
   * that write posters straight into the database, which the app's own changes would have cleared the pages for.
   */
  catalogueCacheTtlMs?: number;
  /** Posters per sitemap file (10,000 by default), so a test pages with a few. */
  sitemapPageSize?: number;
  /** How long a suggested window is waited for (a few seconds by default): longer where the test needs its answer. */
  suggestionWaitMs?: number;
};

/**
 * The real app on a fresh copy of the migrated template database (PGlite, or PostgreSQL when the
 * test project says so), with its own DATA_DIR for storage and outbox. Call close() in afterAll.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'affiche-test-'));
  const testDatabase = inject('testDatabase');
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};

  if (testDatabase.kind === 'pglite') {
    await cp(pgliteFolder(testDatabase.templateDataDir), pgliteFolder(dataDir), { recursive: true });
  } else {
    const name = `affiche_test_${randomBytes(6).toString('hex')}`;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: adminConnectionString() });
    await admin.connect();
    await admin.query(`create database "${name}" template "${testDatabase.templateName}"`);
    await admin.end();
    databaseUrl = databaseUrlFor(name);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminConnectionString() });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  }

  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const logger = pino({ level: config.LOG_LEVEL });
  const runtime = await openRuntime(config, logger, {
    work: options.work,
    catalogueCacheTtlMs: options.catalogueCacheTtlMs,
  });
  const app = await buildApp({
    config,
    logger,
    ...runtime,
    work: options.work,
    catalogueCacheTtlMs: options.catalogueCacheTtlMs,
    sitemapPageSize: options.sitemapPageSize,
    suggestionWaitMs: options.suggestionWaitMs,
    webDistFolder: options.webDistFolder ?? path.join(dataDir, 'no-web-build'),
  });
  await app.ready();

  return {
    app,
    config,
    runtime,
    dataDir,
    async close() {
      await app.close();
      await runtime.close();
      await dropDatabase();
      // A file written while the app closed can land during the removal (ENOTEMPTY): rm tries again.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
