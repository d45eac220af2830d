import { chmod, cp, lstat, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { pgliteFolder } from './db/client.ts';
import { runServer, startServer } from './testing/server-process.ts';
import { databaseUrlFor } from './testing/postgres.ts';
import { waitFor } from './testing/wait-for.ts';

const testDatabase = inject('testDatabase');

async function dataDirWithDatabase(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'affiche-main-'));
  if (testDatabase.kind === 'pglite')
    await cp(pgliteFolder(testDatabase.templateDataDir), pgliteFolder(dataDir), { recursive: true });
  return dataDir;
}

/** The code of the newest mail in the outbox, waiting for the mail job to write it. */
async function codeFromOutbox(dataDir: string): Promise<string> {
  const folder = path.join(dataDir, 'outbox');
  const newest = await waitFor('a mail in the outbox', async () =>
    (await readdir(folder).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .at(-1),
  );
  return /\b(\d{6})\b/.exec(JSON.parse(await readFile(path.join(folder, newest), 'utf8')).subject)![1]!;
}

// Each test boots the real server two or three times, a few seconds each on a busy machine.
describe.runIf(testDatabase.kind === 'pglite')(
  'starting the server on the embedded database',
  { timeout: 120_000 },
  () => {
    it('refuses a second server on the same DATA_DIR with a clear message, and restarts after a clean stop', async () => {
      const dataDir = await dataDirWithDatabase();
      const first = await startServer({ DATA_DIR: dataDir });
      try {
        const second = runServer({ DATA_DIR: dataDir, PORT: '0' });
        expect(await second.exited).toBe(75);
        expect(second.output()).toContain('Another server');
        expect(second.output()).toContain(dataDir);
      } finally {
        expect(await first.stop()).toBe(0);
      }
      const again = await startServer({ DATA_DIR: dataDir });
      const health = await (await fetch(`${again.url}/api/health`)).json();
      // Started by node itself, not npm: the version still comes from package.json.
      const { version } = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));
      expect(health).toMatchObject({ database: 'ok', storage: 'ok', version });
      expect(version).not.toBe('0.0.0');
      await again.stop();
    });

    it('keeps an account across a restart', async () => {
      const dataDir = await dataDirWithDatabase();
      const account = { email: 'restart@example.ch', username: 'restart_user', password: 'kept across restarts' };
      const first = await startServer({ DATA_DIR: dataDir });
      try {
        const post = (path: string, body: unknown, cookie = '') =>
          fetch(`${first.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify(body),
          });
        expect((await post('/api/send-verification', { email: account.email })).status).toBe(200);
        const code = await codeFromOutbox(dataDir);
        const verified = await post('/api/verify-email', { email: account.email, code });
        const signupCookie = verified.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0])
          .join('; ');
        expect((await post('/api/auth/register', account, signupCookie)).status).toBe(201);
      } finally {
        await first.stop();
      }
      const second = await startServer({ DATA_DIR: dataDir });
      try {
        const login = await fetch(`${second.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: account.email, password: account.password }),
        });
        expect(login.status).toBe(200);
        expect((await login.json()).user.username).toBe(account.username);
      } finally {
        await second.stop();
      }
    });

    it('keeps every file it writes under DATA_DIR from other users, and tightens what it finds looser', async () => {
      const dataDir = await dataDirWithDatabase();
      await chmod(dataDir, 0o755);
      await chmod(pgliteFolder(dataDir), 0o777);
      const server = await startServer({ DATA_DIR: dataDir });
      try {
        const post = (path: string, body: unknown) =>
          fetch(`${server.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
        expect((await post('/api/send-verification', { email: 'private@example.ch' })).status).toBe(200);
        await codeFromOutbox(dataDir);
        expect(server.output()).toContain('other users could read files of the shop');
      } finally {
        await server.stop();
      }
      // what `find DATA_DIR -perm /o+r,g+r` would list: nothing, the database, the outbox and the kept secrets included
      const open: string[] = [];
      for (const name of ['.', ...(await readdir(dataDir, { recursive: true }))]) {
        const stats = await lstat(path.join(dataDir, name));
        if (!stats.isSymbolicLink() && (stats.mode & 0o077) !== 0)
          open.push(`${name} ${(stats.mode & 0o777).toString(8)}`);
      }
      expect(open).toEqual([]);
      expect((await readdir(path.join(dataDir, 'outbox'))).length).toBeGreaterThan(0);
    });

    it('starts again at once after being killed (SIGKILL leaves a stale lock)', async () => {
      const dataDir = await dataDirWithDatabase();
      const first = await startServer({ DATA_DIR: dataDir });
      await first.stop('SIGKILL');
      const second = await startServer({ DATA_DIR: dataDir });
      expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
      await second.stop();
    });

    it('stops at start-up with one line naming a bad setting', async () => {
      const run = runServer({ DATA_DIR: await dataDirWithDatabase(), PORT: 'eighty' });
      expect(await run.exited).toBe(78);
      expect(run.output()).toMatch(/^Configuration error: PORT: .*"eighty"/m);
    });
  },
);

describe.runIf(testDatabase.kind === 'postgres')('starting the server on PostgreSQL', () => {
  it('runs on DATABASE_URL with the same migrations', async () => {
    const pg = (await import('pg')).default;
    const name = `affiche_main_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    try {
      const server = await startServer({
        DATA_DIR: await mkdtemp(path.join(tmpdir(), 'affiche-main-')),
        DATABASE_URL: databaseUrlFor(name),
      });
      expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({ database: 'ok' });
      await server.stop();
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
