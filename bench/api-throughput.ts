/**
 * API throughput (docs/architecture.md#budgets): a scratch PostgreSQL database with 10,000 approved public
 * posters by 500 creators (some liked), the server in its own process (NODE_ENV=production), and autocannon
 * in another process with 50 connections for 10 s per endpoint after a 2 s warm-up:
 *   - GET /api/health, the framework's ceiling (a trivial JSON answer through every hook);
 *   - GET /api/public-images, catalogue pages of 12 (the first ten pages, as browsers ask for them);
 *   - GET /api/feed, the first ten pages of the Moments feed (anonymous);
 *   - GET /catalogue?page=, the first ten pages of the catalogue drawn on the server (anonymous).
 * The load generator shares the machine's cores, so the figures are floors. Prints one line per endpoint.
 *
 * Needs a PostgreSQL server: BENCH_DATABASE_URL, else TEST_DATABASE_URL (an admin connection; the scratch
 * database is created and dropped). Run: `npx node bench/api-throughput.ts`; BENCH_NODE_OPTIONS (e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof`) is passed to the server process for profiling.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STYLES } from '../src/shared/styles.ts';
import { createScratchDatabase, fillCatalogue } from './catalogue-fixture.ts';
import { STAGING_STAND_INS, startServer } from '../src/server/testing/server-process.ts';
import { waitFor } from '../src/server/testing/wait-for.ts';

const CONNECTIONS = 50;
const WARM_UP_S = 2;
const MEASURE_S = 10;
const here = path.dirname(fileURLToPath(import.meta.url));

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.log('api-throughput: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)');
  process.exit(0);
}

const scratch = await createScratchDatabase(adminUrl);
const databaseUrl = scratch.url;

try {
  await fillCatalogue(databaseUrl);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'affiche-bench-'));
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    ...STAGING_STAND_INS,
    SEED_DEMO: 'false',
    ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
  });
  try {
    // A fresh store renders the style thumbnails at start: wait for that job so it does not share the cores.
    const thumbnails = path.join(dataDir, 'storage', 'styles', 'thumbnails');
    await waitFor(
      'the style thumbnails to be rendered',
      async () => (existsSync(thumbnails) ? readdirSync(thumbnails).length : 0) >= STYLES.length,
      120_000,
      250,
    );
    const load = (seconds: number, paths: string[]) =>
      JSON.parse(
        execFileSync(
          process.execPath,
          [path.join(here, 'autocannon-run.ts'), server.url, String(seconds), String(CONNECTIONS), ...paths],
          { encoding: 'utf8' },
        ),
      ) as { requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number; total: number };
    const pages = (make: (page: number) => string) => Array.from({ length: 10 }, (_, page) => make(page));
    const endpoints: [string, string[]][] = [
      ['health', ['/api/health']],
      ['public-images', pages((page) => `/api/public-images?limit=12&offset=${page * 12}`)],
      ['feed', pages((page) => `/api/feed?page=${page + 1}`)],
      // The catalogue page as a visitor's browser or a search engine asks for it: drawn on the server (decision 026).
      ['catalogue-html', pages((page) => `/catalogue${page === 0 ? '' : `?page=${page + 1}`}`)],
    ];
    const memory = () => {
      const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
      const megabytes = (field: string) =>
        Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
      return { rss: megabytes('VmRSS'), peak: megabytes('VmHWM') };
    };
    console.log(`memory before load: RSS ${memory().rss} MB`);
    for (const [label, paths] of endpoints) {
      load(WARM_UP_S, paths);
      const result = load(MEASURE_S, paths);
      console.log(
        `${label}: ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms ` +
          `(${CONNECTIONS} connections, ${result.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors)`,
      );
    }
    const after = memory();
    console.log(`memory under load: peak RSS ${after.peak} MB, RSS ${after.rss} MB after`);
  } finally {
    await server.stop();
  }
} finally {
  await scratch.drop();
}
