import { tmpdir } from 'node:os';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { startJobQueue } from '../db/jobs.ts';
import { migrationsFingerprint, pgliteTemplate } from './pglite-template.ts';
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
    const templateDataDir = await pgliteTemplate(fingerprint);
    project.provide('testDatabase', { kind: 'pglite', templateDataDir });
  }
}

const silent = pino({ level: 'silent' });

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
