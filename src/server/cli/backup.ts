import 'dotenv/config';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError, lockDataDir, useOwnerOnlyModes } from '../data-dir.ts';
import { openDatabase } from '../db/client.ts';
import { BackupError, readManifest, writeBackupFile } from '../modules/backups/backup-archive.ts';
import { requestBackupFromServer } from '../modules/backups/backup-socket.ts';
import { createStorage } from '../adapters/storage/create-storage.ts';

/**
 * `npm run backup -- <file>`: one archive of the whole shop (database and stored files), consistent while it runs.
 * PostgreSQL: pg_dump's snapshot, taken from here. The embedded database: from here when no server runs, else the
 * running server (the only process that may open it) writes the archive and streams it here.
 */
async function main() {
  const file = process.argv[2];
  if (!file || file.startsWith('-')) fail('Usage: npm run backup -- <file.tar.gz>');
  const config = loadConfig();
  const target = path.resolve(file);
  // What it writes is the shop user's alone, like the server's files (decision 024); the server keeps its folder so.
  useOwnerOnlyModes();
  const storage = await createStorage(config);

  if (config.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: false });
    try {
      await writeBackupFile({ database, storage, dataDir: config.DATA_DIR }, target);
    } finally {
      await database.close();
    }
  } else {
    let lock;
    try {
      lock = lockDataDir(config.DATA_DIR);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
    }
    if (lock) {
      const database = await openDatabase({ dataDir: config.DATA_DIR, migrate: false });
      try {
        await writeBackupFile({ database, storage, dataDir: config.DATA_DIR }, target);
      } finally {
        await database.close();
        lock.release();
      }
    } else {
      console.log(`A server is running on ${path.resolve(config.DATA_DIR)}: asking it for the backup.`);
      await requestBackupFromServer(config.DATA_DIR, target);
    }
  }
  const manifest = await readManifest(target);
  console.log(
    `Backup written to ${target}: ${manifest.database} database and ${manifest.files} stored files ` +
      `(${manifest.storage}), version ${manifest.appVersion}.`,
  );
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

main().catch((error) => {
  if (error instanceof ConfigError)
    for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
  else
    console.error(
      `Backup failed: ${error instanceof BackupError ? error.message : ((error as Error)?.stack ?? error)}`,
    );
  process.exit(1);
});
