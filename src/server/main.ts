import 'dotenv/config';
import path from 'node:path';
import sharp from 'sharp';
import { availableParallelism } from 'node:os';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, keepFilesPrivate, lockDataDir } from './data-dir.ts';
import { createLogger } from './logger.ts';
import { listenForBackupRequests } from './modules/backups/backup-socket.ts';
import { collectAllGarbage, createIdleMemory, IDLE_COLLECTED } from './idle-memory.ts';
import { openRuntime } from './runtime.ts';

/** How long the process must have had no request and no job before the idle-time collection. */
const IDLE_COLLECTION_MS = 10_000;

/**
 * Starts the process: configuration, the data-folder lock, the database and job queue,
 * then HTTP (ROLE api or all) and the workers (ROLE worker or all).
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(config);
  sharp.concurrency(availableParallelism());

  // The data folder, the stored files and the backups are this user's alone (decision 024).
  const tightened = keepFilesPrivate([config.DATA_DIR, config.backupDir]);
  if (tightened > 0)
    logger.warn(
      { dataDir: path.resolve(config.DATA_DIR), backupDir: path.resolve(config.backupDir), tightened },
      'other users could read files of the shop: their modes are now 0700 (folders) and 0600 (files)',
    );

  // Only one process may own an embedded database folder.
  if (!config.DATABASE_URL) {
    try {
      lockDataDir(config.DATA_DIR);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(75);
      }
      throw error;
    }
  }

  // Launched with --expose-gc (package.json): once nothing has run for a while, one full collection gives the heap
  // grown at start-up and by bursts of work back to the system (decision 020).
  const idleMemory = globalThis.gc
    ? createIdleMemory({
        idleMs: IDLE_COLLECTION_MS,
        collect: () => {
          const before = process.memoryUsage.rss();
          const started = performance.now();
          collectAllGarbage();
          logger.debug(
            {
              rssBeforeMb: Math.round(before / 2 ** 20),
              rssAfterMb: Math.round(process.memoryUsage.rss() / 2 ** 20),
              ms: Math.round(performance.now() - started),
            },
            IDLE_COLLECTED,
          );
        },
      })
    : undefined;

  const runtime = await openRuntime(config, logger, { work: idleMemory });
  logger.info(
    {
      database: runtime.database.kind,
      storage: runtime.storage.kind,
      dataDir: path.resolve(config.DATA_DIR),
      role: config.ROLE,
    },
    'data layer ready',
  );

  // The embedded database can be read only by this process: `npm run backup` asks it over DATA_DIR/backup.sock.
  const backupRequests =
    runtime.database.kind === 'pglite'
      ? await listenForBackupRequests(
          { database: runtime.database, storage: runtime.storage, dataDir: config.DATA_DIR },
          logger,
        )
      : null;

  const app = config.ROLE === 'worker' ? null : await buildApp({ config, logger, ...runtime, work: idleMemory });
  if (app) {
    await app.listen({ port: config.PORT, host: config.HOST });
    logger.info(`${config.BRAND_NAME} is open at ${config.publicUrl}`);
  }

  // SIGTERM (or Ctrl-C): stop taking requests, let those in flight and the jobs' current steps finish within the
  // grace period, close the database, exit 0. Past the grace period (and a little for closing) the process exits 1.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    idleMemory?.stop();
    const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
    const deadline = Date.now() + graceMs;
    logger.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutting down');
    const forced = setTimeout(() => {
      logger.error('shutdown took longer than the grace period; exiting');
      process.exit(1);
    }, graceMs + 5000);
    forced.unref();
    let code = 0;
    try {
      // Fastify stops listening, answers 503 on kept-alive connections and waits for the requests in flight. It closes
      // the connections idle at that moment only; those that fall idle later (a request just answered) would hold the
      // close for the keep-alive timeout (72 s), so they are closed as they fall idle.
      const idleSweep = setInterval(() => app?.server.closeIdleConnections(), 100);
      await app?.close();
      clearInterval(idleSweep);
      await backupRequests?.close();
      logger.info({ ms: graceMs - (deadline - Date.now()) }, 'requests finished; waiting for the running jobs');
      // The jobs get the grace period less a margin for failing what still runs and closing the database.
      const closingMargin = Math.min(5000, graceMs / 4);
      await runtime.close(Math.max(1000, deadline - closingMargin - Date.now()));
      logger.info({ ms: graceMs - (deadline - Date.now()) }, 'stopped');
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      code = 1;
    } finally {
      process.exit(code);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  if (process.env.LOG_LEVEL === 'debug') console.error(error);
  process.exit(1);
});
