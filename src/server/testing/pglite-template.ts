import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { migrationsFolder, openDatabase, pgliteFolder } from '../db/client.ts';
import { startJobQueue } from '../db/jobs.ts';

/** What the template databases are made of: the migrations and the job queue's version. */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  hash.update(readFileSync(new URL('../../../node_modules/pg-boss/package.json', import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated embedded database, made once while the migrations are unchanged and kept in the temporary folder: a test
 * copies its PGlite folder instead of creating a database (a second or more, and near 1.1 GB at its peak). Returns
 * the DATA_DIR that holds it. The unit and end-to-end runs may make it at the same moment: each builds a folder of its
 * own and the first to finish names it, so nobody copies a half-made one.
 */
export async function pgliteTemplate(fingerprint = migrationsFingerprint()): Promise<string> {
  const templateDataDir = path.join(tmpdir(), `affiche-test-template-${fingerprint}`);
  const made = () => existsSync(path.join(pgliteFolder(templateDataDir), 'PG_VERSION'));
  if (made()) return templateDataDir;
  const building = `${templateDataDir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  const database = await openDatabase({ dataDir: building });
  const jobs = await startJobQueue(database, pino({ level: 'silent' }), { runWorkers: false });
  await jobs.stop();
  await database.close();
  // The rename is the only test: if the other run named its build first, this one fails and its build goes.
  await rename(building, templateDataDir).catch((error: unknown) => {
    if (!made()) throw error;
  });
  await rm(building, { recursive: true, force: true });
  return templateDataDir;
}
