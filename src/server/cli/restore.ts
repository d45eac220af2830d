import 'dotenv/config';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError, lockDataDir, useOwnerOnlyModes } from '../data-dir.ts';
import { BackupError, readManifest } from '../modules/backups/backup-archive.ts';
import { checkRestoreTarget, restoreBackup } from '../modules/backups/restore-archive.ts';
import { createStorage } from '../adapters/storage/create-storage.ts';

/**
 * `npm run restore -- <file> [--force]`: brings an archive of `npm run backup` back into an empty DATA_DIR (its
 * embedded database and files) or an empty PostgreSQL database (DATABASE_URL) and the configured storage.
 * A shop already there is replaced only with --force. No server may run on the target meanwhile.
 */
async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) fail('Usage: npm run restore -- <file.tar.gz> [--force]');
  await access(file).catch(() => fail(`No such file: ${path.resolve(file)}`));
  const config = loadConfig();
  const manifest = await readManifest(file);
  // What it writes is the shop user's alone, like the server's files (decision 024).
  useOwnerOnlyModes();

  let lock;
  try {
    lock = lockDataDir(config.DATA_DIR);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(`${error.message.split('. ')[0]}. Stop it before restoring.`);
    throw error;
  }
  try {
    const target = {
      dataDir: config.DATA_DIR,
      databaseUrl: config.DATABASE_URL,
      storage: await createStorage(config),
      force,
    };
    await checkRestoreTarget(target);
    await restoreBackup(file, target);
  } finally {
    lock.release();
  }
  console.log(
    `Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}): ${manifest.database} database ` +
      `into ` +
      `${config.DATABASE_URL ? 'DATABASE_URL' : path.resolve(config.DATA_DIR)}, ${manifest.files} stored files.`,
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
      `Restore failed: ${error instanceof BackupError ? error.message : ((error as Error)?.stack ?? error)}`,
    );
  process.exit(1);
});
