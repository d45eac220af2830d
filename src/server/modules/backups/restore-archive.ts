import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import * as tar from 'tar';
import type { Storage } from '../../adapters/storage/storage.ts';
import { openDatabase, pgliteFolder } from '../../db/client.ts';
import { BackupError, keptSecretNames, manifestName } from './backup-archive.ts';
import type { BackupManifest } from './backup-archive.ts';

export type RestoreTarget = {
  dataDir: string;
  /** Set: the archive's PostgreSQL dump goes into this database. Unset: its PGlite folder into DATA_DIR/db. */
  databaseUrl?: string;
  storage: Storage;
  /** Replace a database and files that are already there. */
  force: boolean;
};

/**
 * Brings an archive of writeBackup back: the database (PGlite folder or pg_restore), then every stored file through
 * the storage adapter (folder or S3 alike), then the kept secrets. Refuses a target that already holds a shop
 * unless `force`. The caller makes sure no server runs on the target (restore CLI: the DATA_DIR lock).
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'affiche-restore-'));
  try {
    await tar.extract({ file, cwd: staging, strict: true });
    const manifest = JSON.parse(
      await readFile(path.join(staging, manifestName), 'utf8').catch(() => '{}'),
    ) as BackupManifest;
    if (manifest.format !== 'affiche-backup')
      throw new BackupError(`${file} is not an Affiche backup (no ${manifestName} inside).`);

    if (manifest.database === 'pglite') {
      if (target.databaseUrl) {
        throw new BackupError(
          'This backup holds an embedded (PGlite) database; unset DATABASE_URL to restore it into DATA_DIR.',
        );
      }
      await restorePglite(path.join(staging, 'database', 'pgdata.tar'), target);
    } else {
      if (!target.databaseUrl)
        throw new BackupError(
          'This backup holds a PostgreSQL database; set DATABASE_URL to the (empty) database to restore it into.',
        );
      await restorePostgres(path.join(staging, 'database', 'postgres.dump'), target.databaseUrl, target.force);
    }
    // Migrations a newer version added run now, so the restored shop starts on the current schema.
    const opened = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, migrate: true });
    await opened.close();

    await restoreFiles(path.join(staging, 'storage'), target.storage);
    for (const name of keptSecretNames) {
      await copyFile(path.join(staging, 'secrets', name), path.join(target.dataDir, name)).catch(() => {});
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Refuses a target that holds a shop already (database rows or stored files), unless forced. */
export async function checkRestoreTarget(target: RestoreTarget): Promise<void> {
  if (target.force) return;
  const taken: string[] = [];
  if (target.databaseUrl) {
    if (await postgresHasTables(target.databaseUrl)) taken.push('the database already has tables');
  } else if ((await readdir(pgliteFolder(target.dataDir)).catch(() => [])).length > 0) {
    taken.push(`${pgliteFolder(path.resolve(target.dataDir))} is not empty`);
  }
  for await (const _ of target.storage.list()) {
    taken.push(`the storage (${target.storage.kind}) already holds files`);
    break;
  }
  if (taken.length > 0)
    throw new BackupError(`Not restoring over an existing shop: ${taken.join('; ')}. Add --force to replace it.`);
}

async function restorePglite(dump: string, target: RestoreTarget) {
  const folder = pgliteFolder(target.dataDir);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const loadDataDir = new Blob([await readFile(dump)]);
  const pglite = await PGlite.create({ dataDir: folder, loadDataDir, extensions: { pg_trgm } });
  await pglite.query('select 1');
  await pglite.close();
}

async function restorePostgres(dump: string, databaseUrl: string, force: boolean) {
  if (force) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // What the shop's migrations and pg-boss create; the dump brings all of it back.
      await client.query(
        'drop schema if exists pgboss cascade; drop schema if exists drizzle cascade; drop schema if exists public ' +
          'cascade; create schema public',
      );
    } finally {
      await client.end();
    }
  }
  try {
    await promisify(execFile)(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${databaseUrl}`, dump],
      { maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(
        'pg_restore was not found on the PATH. Install the PostgreSQL client tools (the same major version as the ' +
          'server or newer) and try again.',
      );
    }
    throw new BackupError(
      `pg_restore failed: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`,
    );
  }
}

async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return result.rows[0].count > 0;
  } finally {
    await client.end();
  }
}

async function restoreFiles(folder: string, storage: Storage) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const key = path.relative(folder, full).split(path.sep).join('/');
    await storage.put(key, createReadStream(full));
  }
}
