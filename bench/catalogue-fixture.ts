/**
 * The benches' PostgreSQL fixture: a scratch database (created and dropped on an admin connection), migrated,
 * and optionally filled with 10,000 approved public posters by 500 creators, the newest 50 liked by 20 users.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';

export const POSTERS = 10_000;
const CREATORS = 500;

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/** A new, migrated database on the server `adminUrl` points at. */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `affiche_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
  await database.close();
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** The public catalogue the API benches read: 10,000 approved posters (no files: the API serves rows). */
export async function fillCatalogue(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`insert into users (email, username, password_hash)
      select 'creator' || g || '@example.ch', 'creator_' || g, 'x' from generate_series(1, ${CREATORS}) g`);
    await client.query(
      `insert into user_images (user_id, style, original_path, generated_path, preview_path, ` +
        `thumbnail_path,
        is_public, is_approved, name, city, total_supply, sold_count, price_per_unit, published_at, approved_at)
      select (select min(id) from users) + (g % ${CREATORS}), 'popart', 'originals/' || md5(g::text) || '.jpg', ` +
        `'posters/' || md5(g::text) || '.jpg',
        'previews/' || md5(g::text) || '.webp', 'thumbnails/' || md5(g::text) || '.webp', true, true, ` +
        `'Poster ' || g, 'Bern', 200, g % 200, 30,
        now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      from generate_series(1, ${POSTERS}) g`,
    );
    // a few likes on the newest posters, so the feed's counts have something to count
    await client.query(`insert into poster_likes (image_id, user_id)
      select i.id, u.id from (select id from user_images order by approved_at desc limit 50) i
      cross join (select id from users order by id limit 20) u`);
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
