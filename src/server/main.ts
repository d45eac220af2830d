import 'dotenv/config';
import path from 'node:path';
import sharp from 'sharp';
import { availableParallelism } from 'node:os';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, lockDataDir } from './data-dir.ts';
import { createLogger } from './logger.ts';
import { openRuntime } from './runtime.ts';

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

  const runtime = await openRuntime(config, logger);
  logger.info(
    { database: runtime.database.kind, storage: runtime.storage.kind, dataDir: path.resolve(config.DATA_DIR), role: config.ROLE },
    'data layer ready',
  );

  const app = config.ROLE === 'worker' ? null : await buildApp({ config, logger, ...runtime });
  if (app) {
    await app.listen({ port: config.PORT, host: config.HOST });
    logger.info(`${config.BRAND_NAME} is open at ${config.publicUrl}`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 15_000);
    forced.unref();
    try {
      await app?.close();
      await runtime.close();
    } finally {
      process.exit(0);
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
