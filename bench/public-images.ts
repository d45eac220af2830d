/**
 * GET /api/public-images benchmark (ARCHITECTURE §9: ≥ 3,000 req/s at 50 connections, p99 ≤ 50 ms, real
 * PostgreSQL): a scratch database with 10,000 approved public posters by 500 creators, the server in its own
 * process (NODE_ENV=production), and 50 keep-alive connections asking for catalogue pages (12 posters, the
 * first ten pages, as browsers do) for 10 s after a 2 s warm-up. The load generator runs on the same machine
 * and takes part of its cores, so the figure is a floor.
 *
 * Needs a PostgreSQL server: BENCH_DATABASE_URL, else TEST_DATABASE_URL (an admin connection; the scratch
 * database is created and dropped). Run: `npx node bench/public-images.ts`; BENCH_NODE_OPTIONS (e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof`) is passed to the server process for profiling.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { STYLES } from '../src/shared/styles.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { startServer } from '../src/server/testing/server-process.ts';

const POSTERS = 10_000;
const CREATORS = 500;
const CONNECTIONS = 50;
const WARM_UP_MS = 2_000;
const MEASURE_MS = 10_000;

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.log('public-images: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)');
  process.exit(0);
}

const name = `affiche_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

try {
  const database = await openDatabase({ databaseUrl, dataDir: tmpdir() });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`insert into users (email, username, password_hash)
    select 'creator' || g || '@example.ch', 'creator_' || g, 'x' from generate_series(1, ${CREATORS}) g`);
  await client.query(`insert into user_images (user_id, style, original_path, generated_path, preview_path, thumbnail_path,
      is_public, is_approved, name, city, total_supply, sold_count, price_per_unit, published_at, approved_at)
    select (select min(id) from users) + (g % ${CREATORS}), 'popart', 'originals/' || md5(g::text) || '.jpg', 'posters/' || md5(g::text) || '.jpg',
      'previews/' || md5(g::text) || '.webp', 'thumbnails/' || md5(g::text) || '.webp', true, true, 'Poster ' || g, 'Bern', 200, g % 200, 30,
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, ${POSTERS}) g`);
  await client.query('vacuum analyze');
  await client.end();
  await database.close();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'affiche-bench-'));
  const server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, NODE_ENV: 'production', SEED_DEMO: 'false', ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}) });
  try {
    // A fresh store renders the style thumbnails at start: wait for that job so it does not share the cores.
    const thumbnails = path.join(dataDir, 'storage', 'styles', 'thumbnails');
    for (let waited = 0; waited < 120_000 && (existsSync(thumbnails) ? readdirSync(thumbnails).length : 0) < STYLES.length; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const target = new URL(server.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const get = (offset: number) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const request = http.get(
          { host: target.hostname, port: target.port, path: `/api/public-images?limit=12&offset=${offset}`, agent, headers: { 'accept-encoding': 'gzip, deflate, br' } },
          (response) => {
            response.resume();
            response.on('end', () => (response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`status ${response.statusCode}`))));
          },
        );
        request.on('error', reject);
      });

    const run = async (durationMs: number) => {
      const latencies: number[] = [];
      const until = performance.now() + durationMs;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, connection) => {
          for (let i = connection; performance.now() < until; i++) latencies.push(await get((i % 10) * 12));
        }),
      );
      return latencies;
    };
    await run(WARM_UP_MS);
    const latencies = (await run(MEASURE_MS)).sort((a, b) => a - b);
    const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]!;
    console.log(
      `public-images: ${Math.round(latencies.length / (MEASURE_MS / 1000))} req/s, p50 ${percentile(50).toFixed(1)} ms, p99 ${percentile(99).toFixed(1)} ms ` +
        `(${CONNECTIONS} connections, ${POSTERS.toLocaleString('en')} public posters, ${latencies.length} requests)`,
    );
    agent.destroy();
  } finally {
    await server.stop();
  }
} finally {
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
