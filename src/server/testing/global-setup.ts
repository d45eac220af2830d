import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase, pgliteFolder } from '../db/client.ts';
import { startJobQueue } from '../db/jobs.ts';
import { adminConnectionString, templateDatabaseName } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'pglite'; templateDataDir: string } | { kind: 'postgres'; templateName: string };
  }
}

/**
 * Migrates one template database per run (and reuses it while the migrations are unchanged);
 * every test file then copies it, which costs a fraction of creating a database.
 */
export default async function setup(project: TestProject) {
  const fingerprint = migrationsFingerprint();
  if (project.name === 'postgres') {
    const templateName = await preparePostgresTemplate(fingerprint);
    project.provide('testDatabase', { kind: 'postgres', templateName });
  } else {
    const templateDataDir = await preparePgliteTemplate(fingerprint);
    project.provide('testDatabase', { kind: 'pglite', templateDataDir });
  }
}

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  hash.update(readFileSync(new URL('../../../node_modules/pg-boss/package.json', import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

const silent = pino({ level: 'silent' });

async function preparePgliteTemplate(fingerprint: string): Promise<string> {
  const templateDataDir = path.join(tmpdir(), `affiche-test-template-${fingerprint}`);
  if (existsSync(path.join(pgliteFolder(templateDataDir), 'PG_VERSION'))) return templateDataDir;
  const building = `${templateDataDir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  const database = await openDatabase({ dataDir: building });
  const jobs = await startJobQueue(database, silent, { runWorkers: false });
  await jobs.stop();
  await database.close();
  await rm(templateDataDir, { recursive: true, force: true });
  await rename(building, templateDataDir);
  return templateDataDir;
}

async function preparePostgresTemplate(fingerprint: string): Promise<string> {
  const pg = (await import('pg')).default;
  const templateName = templateDatabaseName(fingerprint);
  const admin = new pg.Client({ connectionString: adminConnectionString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [templateName]);
    if (exists.rowCount) return templateName;
    await admin.query(`create database "${templateName}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminConnectionString());
  url.pathname = `/${templateName}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
  const jobs = await startJobQueue(database, silent, { runWorkers: false });
  await jobs.stop();
  await database.close();
  return templateName;
}
