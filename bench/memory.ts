/**
 * Resident memory of the server (decision 020), each process started fresh as an operator would (NODE_ENV=production):
 *   - embedded: the default (PGlite, demo catalogue, fresh DATA_DIR): peak while the start-up renders run (30 demo
 *     posters and the style thumbnails, then the posters' pictures), RSS 60 s after it fell idle, and peak under an
 *     API load;
 *   - api: ROLE=api on a scratch PostgreSQL database with 10,000 public posters: RSS after start + 60 s idle and
 *     peak under the API load of bench/api-throughput.ts (catalogue and feed pages, 50 connections);
 *   - worker: ROLE=worker on a scratch PostgreSQL database: peak while it renders the demo catalogue, the style
 *     thumbnails and four customer posters from a 12 MP photo, and the posters' pictures, and RSS 60 s after it fell
 *     idle.
 * Peaks are the kernel's high-water mark (VmHWM), reset when the server is up (so the database's first open and
 * migration are not counted as rendering, and are reported on their own) and between phases. Prints one line per
 * scenario:
 *   `memory <scenario>: at rest <n> MB, peak <n> MB <while what>`.
 * Run: `npx node bench/memory.ts [embedded] [api] [worker]` (all three by default; api and worker need
 * BENCH_DATABASE_URL or TEST_DATABASE_URL). BENCH_IDLE_SECONDS shortens the idle minute while investigating;
 * BENCH_NODE_OPTIONS is passed to the server processes (e.g. `--import` of a probe).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { IDLE_COLLECTED } from '../src/server/idle-memory.ts';
import { makeLandscapePhoto } from '../src/server/modules/create/sample-photo.ts';
import { runServer, STAGING_STAND_INS, startServer } from '../src/server/testing/server-process.ts';
import { waitFor } from '../src/server/testing/wait-for.ts';
import { createScratchDatabase, fillCatalogue } from './catalogue-fixture.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const IDLE_S = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const CUSTOMER_POSTERS = 4;
const scenarios = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['embedded', 'api', 'worker'];
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const production = {
  NODE_ENV: 'production',
  // info, and the idle-time collection's line (`fellIdle`): nothing else of note logs at debug
  LOG_LEVEL: 'debug',
  ...STAGING_STAND_INS,
  ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
};

for (const scenario of scenarios) {
  if (scenario === 'embedded') await embedded();
  else if (!adminUrl)
    console.log(`memory ${scenario}: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)`);
  else if (scenario === 'api') await api(adminUrl);
  else if (scenario === 'worker') await worker(adminUrl);
  else throw new Error(`unknown scenario ${scenario} (embedded, api or worker)`);
}

/** The default: PGlite in a fresh DATA_DIR, the demo catalogue and style thumbnails rendered at start. */
async function embedded() {
  const started = Date.now();
  const server = await startServer({ ...production, DATA_DIR: freshDataDir(), SEED_DEMO: 'true' }, 120_000);
  try {
    const pid = server.child.pid!;
    const opening = memory(pid).peak; // creating, opening and migrating the database, before HTTP listens
    resetPeak(pid); // the peak of the renders, not of the database's first open and migration
    await until(
      () => server.output().includes('demo catalogue seeded') && server.output().includes('style thumbnails rendered'),
      900_000,
      'the start-up renders',
    );
    await fellIdle(() => server.output(), 'the demo posters’ pictures');
    const rendering = memory(pid).peak;
    const startUp = Math.round((Date.now() - started) / 1000);
    const rest = await idleRss(pid);
    resetPeak(pid);
    await apiLoad(server.url);
    const { peak: underLoad } = memory(pid);
    console.log(
      `memory embedded: at rest ${rest} MB, peak ${rendering} MB while rendering posters (start-up renders ` +
        `took ${startUp} s), peak ${underLoad} MB under the API load, peak ${opening} MB while the new ` +
        `database was created and migrated (before HTTP listens)`,
    );
  } finally {
    if (process.env.BENCH_SERVER_LOG) writeFileSync(process.env.BENCH_SERVER_LOG, server.output());
    await server.stop();
  }
}

/** ROLE=api on PostgreSQL: an API process carries neither the database nor the renderer's working set. */
async function api(admin: string) {
  const scratch = await createScratchDatabase(admin);
  try {
    await fillCatalogue(scratch.url);
    const server = await startServer({
      ...production,
      ROLE: 'api',
      DATABASE_URL: scratch.url,
      DATA_DIR: freshDataDir(),
      SEED_DEMO: 'false',
    });
    try {
      const pid = server.child.pid!;
      const rest = await idleRss(pid);
      resetPeak(pid);
      await apiLoad(server.url);
      console.log(`memory api: at rest ${rest} MB, peak ${memory(pid).peak} MB under the API load`);
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}

/** ROLE=worker on PostgreSQL: the demo catalogue, the style thumbnails and customer posters from a 12 MP photo. */
async function worker(admin: string) {
  const scratch = await createScratchDatabase(admin);
  try {
    const dataDir = freshDataDir();
    const { child, output, exited } = runServer({
      ...production,
      PUBLIC_URL: 'http://127.0.0.1',
      ROLE: 'worker',
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
    });
    try {
      const pid = child.pid!;
      await until(
        () => output().includes('data layer ready'),
        120_000,
        'the start',
        () => child.exitCode !== null && output(),
      );
      resetPeak(pid);
      const confirmations = await queueCustomerPosters(scratch.url, dataDir);
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      const done = async () => {
        const { rows } = await client.query<{ pending: number }>(
          `select count(*)::int as pending from generations where status = 'pending' and confirmation_id = any($1)`,
          [confirmations],
        );
        return (
          rows[0]!.pending === 0 &&
          output().includes('demo catalogue seeded') &&
          output().includes('style thumbnails rendered')
        );
      };
      await until(done, 900_000, 'the worker’s renders', () => child.exitCode !== null && output());
      await client.end();
      await fellIdle(output, 'the posters’ pictures');
      const rendering = memory(pid).peak;
      const rest = await idleRss(pid);
      console.log(
        `memory worker: at rest ${rest} MB, peak ${rendering} MB while rendering posters (demo catalogue, ` +
          `style thumbnails, ${CUSTOMER_POSTERS} customer posters from a 12 MP photo)`,
      );
    } finally {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    }
  } finally {
    await scratch.drop();
  }
}

/** Customer generations as the API leaves them (a credit taken, the photo kept, a job queued), for the worker. */
async function queueCustomerPosters(databaseUrl: string, dataDir: string): Promise<string[]> {
  const originalPath = 'originals/bench-12mp.jpg';
  await mkdir(path.join(dataDir, 'storage', 'originals'), { recursive: true });
  await writeFile(path.join(dataDir, 'storage', originalPath), await makeLandscapePhoto());
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false });
  await boss.start();
  try {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (email, username, password_hash) values ('bench@example.ch', 'bench', 'x') returning id`,
    );
    const confirmations: string[] = [];
    for (const style of ['popart', 'swissmidcentury', 'popart', 'swissmidcentury'].slice(0, CUSTOMER_POSTERS)) {
      const confirmationId = randomUUID();
      await client.query(
        `insert into generations (confirmation_id, user_id, style, credit_source, request) values ($1, $2, $3, ` +
          `'free', $4)`,
        [
          confirmationId,
          rows[0]!.id,
          style,
          { originalPath, caption: null, originalVideoPath: null, videoFrameTimestamp: null },
        ],
      );
      confirmations.push(confirmationId);
    }
    // the worker creates the queue at start
    await until(async () => Boolean(await boss.getQueue('poster.generate')), 120_000, 'the generation queue');
    for (const confirmationId of confirmations)
      await boss.send('poster.generate', { confirmationId }, { singletonKey: confirmationId });
    return confirmations;
  } finally {
    await client.end();
    await boss.stop({ graceful: false });
  }
}

/**
 * Catalogue and feed pages (as bench/api-throughput.ts asks them) for 10 s each, after a 2 s warm-up. The load runs in
 * a child process waited for asynchronously: this process keeps reading the server's output meanwhile, as a real log
 * collector would (a blocked reader makes the server hold its request log in memory).
 */
async function apiLoad(url: string) {
  const pages = (make: (page: number) => string) => Array.from({ length: 10 }, (_, page) => make(page));
  for (const paths of [
    pages((page) => `/api/public-images?limit=12&offset=${page * 12}`),
    pages((page) => `/api/feed?page=${page + 1}`),
  ]) {
    for (const seconds of [2, 10]) {
      await promisify(execFile)(process.execPath, [
        path.join(here, 'autocannon-run.ts'),
        url,
        String(seconds),
        '50',
        ...paths,
      ]);
    }
  }
}

/**
 * Waits until the server has fallen idle after what its output shows so far: the start-up renders are followed by
 * their posters' pictures (decision 039), encoded by jobs for a minute or more, and only then is the server at rest.
 * The server says so (at debug) when it gives memory back after 10 s without work.
 */
async function fellIdle(output: () => string, what: string) {
  const from = output().length;
  await until(() => output().includes(IDLE_COLLECTED, from), 900_000, what);
}

async function idleRss(pid: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  return memory(pid).rss;
}

/** Resident memory now and its high-water mark (MB), from the kernel. */
export function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const megabytes = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { rss: megabytes('VmRSS'), peak: megabytes('VmHWM') };
}

/** Starts a new high-water mark (Linux: writing 5 to clear_refs resets VmHWM to the current RSS). */
function resetPeak(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

function freshDataDir() {
  return mkdtempSync(path.join(tmpdir(), 'affiche-bench-memory-'));
}

async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
  failed?: () => string | false,
) {
  await waitFor(
    what,
    async () => {
      if (await check()) return true;
      const failure = failed?.();
      if (failure) throw new Error(`the server stopped before ${what}: ${failure}`);
      return false;
    },
    timeoutMs,
    500,
  );
}
