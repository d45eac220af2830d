import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import type { Writable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { appVersion } from '../../version.ts';

/**
 * One archive of the whole shop (decision 016): a gzipped tar holding
 *   affiche-backup.json   what it is (format, app version, time, database and storage kinds, file count)
 *   database/pgdata.tar   PGlite's own dump of its data folder (dumpDataDir), or
 *   database/postgres.dump pg_dump's custom format
 *   storage/<key>         every stored file (posters, previews, thumbnails, originals, videos)
 *   secrets/<name>        the secrets the shop generated and keeps in DATA_DIR (session secret, admin password)
 *
 * Consistency: the database is dumped first, as one snapshot (pg_dump's transaction; PGlite between two
 * transactions, see dumpPglite), then the files are read. A file is written before the row naming it commits, so
 * every file the dumped rows name is there when the files are read; files added meanwhile come along unnamed.
 */
export type BackupSources = { database: DatabaseHandle; storage: Storage; dataDir: string };

export type BackupManifest = {
  format: 'affiche-backup';
  formatVersion: 1;
  appVersion: string;
  createdAt: string;
  database: 'pglite' | 'postgres';
  storage: 'folder' | 's3';
  files: number;
};

export const manifestName = 'affiche-backup.json';
/** The secrets a shop generates in DATA_DIR when they are not configured (data-dir.ts keptSecret). */
export const keptSecretNames = ['session-secret', 'admin-password'];

export class BackupError extends Error {}

/** Writes the archive to `out` (a file, a socket); resolves with its manifest once the last byte is written. */
export async function writeBackup(sources: BackupSources, out: Writable): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'affiche-backup-'));
  try {
    await mkdir(path.join(staging, 'database'));
    await mkdir(path.join(staging, 'secrets'));
    if (sources.database.kind === 'pglite')
      await dumpPglite(sources.database.pglite!, path.join(staging, 'database', 'pgdata.tar'));
    else await dumpPostgres(sources.database.connectionString!, path.join(staging, 'database', 'postgres.dump'));
    const files = await stageStorage(sources, path.join(staging, 'storage'));
    for (const name of keptSecretNames) {
      await copyFile(path.join(sources.dataDir, name), path.join(staging, 'secrets', name)).catch(() => {});
    }
    const manifest: BackupManifest = {
      format: 'affiche-backup',
      formatVersion: 1,
      appVersion,
      createdAt: new Date().toISOString(),
      database: sources.database.kind,
      storage: sources.storage.kind,
      files,
    };
    await writeFile(path.join(staging, manifestName), JSON.stringify(manifest, null, 2));
    // follow: the folder storage is linked into the staging folder, not copied.
    await pipeline(
      tar.create({ cwd: staging, gzip: true, portable: true, follow: true }, [
        manifestName,
        'database',
        'secrets',
        'storage',
      ]),
      out,
    );
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Writes the archive to `file` through a temporary name, so a failed backup never leaves a half archive there. */
export async function writeBackupFile(sources: BackupSources, file: string): Promise<BackupManifest> {
  const partial = `${file}.partial`;
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  try {
    const manifest = await writeBackup(sources, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * PGlite's dump of its data folder, taken while no transaction is open: PGlite runs one query and one transaction
 * at a time, and dumpDataDir itself waits only for the running query, so it is wrapped in PGlite's transaction lock
 * (an internal method, present in 0.5; the check below fails loudly if a later version renames it). The copy is
 * then a committed state plus its WAL, which PostgreSQL replays on the restored folder's first start.
 */
async function dumpPglite(pglite: PGlite, file: string) {
  const exclusive = (pglite as unknown as { _runExclusiveTransaction?: <T>(fn: () => Promise<T>) => Promise<T> })
    ._runExclusiveTransaction;
  if (typeof exclusive !== 'function')
    throw new BackupError('This PGlite version has no transaction lock to dump under; the backup was not taken.');
  const dump = (await exclusive.call(pglite, () => pglite.dumpDataDir('none'))) as Blob;
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}

async function dumpPostgres(connectionString: string, file: string) {
  try {
    await promisify(execFile)(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${connectionString}`],
      { maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(
        'pg_dump was not found on the PATH. Install the PostgreSQL client tools (the same major version as the ' +
          'server or newer) and try again.',
      );
    }
    throw new BackupError(
      `pg_dump failed: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`,
    );
  }
}

/** The folder storage is linked (tar follows the link); an S3 bucket's objects are downloaded one by one. */
async function stageStorage({ storage, dataDir }: BackupSources, folder: string): Promise<number> {
  if (storage.kind === 'folder') {
    const root = path.resolve(dataDir, 'storage');
    await mkdir(root, { recursive: true });
    await symlink(root, folder, 'dir');
    let count = 0;
    for await (const _ of storage.list()) count++;
    return count;
  }
  await mkdir(folder);
  let count = 0;
  for await (const info of storage.list()) {
    const object = await storage.get(info.key);
    if (!object) continue; // deleted since the listing
    const target = path.join(folder, info.key);
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(object.body, createWriteStream(target));
    count++;
  }
  return count;
}

/** Reads an archive's manifest without unpacking the rest. */
export async function readManifest(file: string): Promise<BackupManifest> {
  let text: string | null = null;
  await tar.list({
    file,
    filter: (entry) => entry === manifestName,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => (text = Buffer.concat(chunks).toString('utf8')));
    },
  });
  const manifest = text ? (JSON.parse(text) as BackupManifest) : null;
  if (manifest?.format !== 'affiche-backup')
    throw new BackupError(`${file} is not an Affiche backup (no ${manifestName} inside).`);
  return manifest;
}
