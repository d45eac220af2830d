import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { STAGING_STAND_INS, startServer } from './testing/server-process.ts';
import type { ServerProcess } from './testing/server-process.ts';
import { call, card, seedUser, serverData, shipping, waitFor } from './testing/server-data.ts';
import type { SeededUser, ServerData } from './testing/server-data.ts';

/**
 * Load: concurrent shoppers against the real server on PostgreSQL — catalogue pages and searches, feed
 * scrolling, likes, availability checks and sandbox checkouts (prepare → confirm → complete) — with zero 5xx and
 * the books exact afterwards: every succeeded payment has exactly one order, every sold edition is counted once.
 * `npm test` runs 50 shoppers for 10 s; `npm run test:load` 200 shoppers for 60 s (LOAD_SHOPPERS, LOAD_SECONDS).
 * Shoppers are signed-in users (the per-route limits count per user) who pause 100–300 ms between steps, as people do.
 */
const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const POSTERS = 300;
const LIMITED_POSTERS = 5;
const LIMITED_SUPPLY = 15;

const onPostgres = inject('testDatabase').kind === 'postgres';

let data: ServerData | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  await data?.remove();
});

type Sample = { route: string; status: number; ms: number };

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
const pause = () => new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

describe.runIf(onPostgres)(`${SHOPPERS} concurrent shoppers for ${SECONDS} s`, () => {
  it('answers no 5xx and loses or duplicates no order', { timeout: (SECONDS + 180) * 1000 }, async () => {
    data = await serverData();
    const seeded = await data.open();
    const shoppers: SeededUser[] = [];
    let limitedIds: number[];
    let openIds: number[];
    try {
      const db = seeded.db;
      await db.execute(sql`insert into users (email, username, password_hash)
        select 'creator' || g || '@example.ch', 'creator_' || g, 'x' from generate_series(1, 20) g`);
      await db.execute(sql`insert into user_images (user_id, style, original_path, generated_path, preview_path,
          thumbnail_path, is_public, is_approved, name, city, total_supply, sold_count, price_per_unit, published_at,
          approved_at)
        select (select min(id) from users) + (g % 20), 'popart', 'originals/' || md5(g::text) || '.jpg',
          'posters/' || md5(g::text) || '.jpg',
          'previews/' || md5(g::text) || '.webp', 'thumbnails/' || md5(g::text) || '.webp', true, true,
          case when g % 3 = 0 then 'Lake ' else 'Alps ' end || g, case when g % 2 = 0 then 'Bern' else 'Genève' end,
          case when g <= ${LIMITED_POSTERS} then ${LIMITED_SUPPLY} else 200 end, 0, 30 + (g % 4) * 5,
          now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
        from generate_series(1, ${POSTERS}) g`);
      const rows = await db.execute<{ id: number; total_supply: number }>(
        sql`select id, total_supply from user_images order by id`,
      );
      const posters =
        (rows as unknown as { rows: { id: number; total_supply: number }[] }).rows ??
        (rows as unknown as { id: number; total_supply: number }[]);
      limitedIds = posters
        .filter((poster) => poster.total_supply === LIMITED_SUPPLY)
        .map((poster) => Number(poster.id));
      openIds = posters.filter((poster) => poster.total_supply !== LIMITED_SUPPLY).map((poster) => Number(poster.id));
      for (let index = 0; index < SHOPPERS; index++) shoppers.push(await seedUser(db, data));
    } finally {
      await seeded.close();
    }
    expect(limitedIds).toHaveLength(LIMITED_POSTERS);

    server = await startServer({ ...data.env, NODE_ENV: 'production', ...STAGING_STAND_INS });
    const url = server.url;

    const samples: Sample[] = [];
    const failures: string[] = [];
    const paid: { shopper: number; confirmationId: string; paymentIntentId: string }[] = [];
    const likedState = new Map<string, boolean>();
    let soldOut = 0;
    const request = async (
      route: string,
      method: string,
      path: string,
      options: { body?: unknown; cookie?: string } = {},
    ) => {
      try {
        const answer = await call(url, method, path, options);
        samples.push({ route, status: answer.status, ms: answer.ms });
        if (answer.status >= 500) failures.push(`${method} ${path} → ${answer.status} ${answer.text.slice(0, 200)}`);
        return answer;
      } catch (error) {
        samples.push({ route, status: 0, ms: 0 });
        failures.push(`${method} ${path} → ${(error as Error).message}`);
        return null;
      }
    };
    const searches = ['', '', '', 'lake', 'Alps 1', 'bern', 'creator_7', 'genève'];

    const deadline = Date.now() + SECONDS * 1000;
    const shop = async (shopperIndex: number) => {
      const shopper = shoppers[shopperIndex]!;
      const cookie = shopper.cookie;
      while (Date.now() < deadline) {
        const search = pick(searches);
        const searchQuery = search ? `&search=${encodeURIComponent(search)}` : '';
        const page = await request(
          'catalogue',
          'GET',
          `/api/public-images?limit=12&offset=${12 * Math.floor(Math.random() * 5)}${searchQuery}`,
          { cookie },
        );
        const seen: number[] = (page?.json?.images ?? []).map((image: { id: number }) => image.id);
        await pause();
        const feed = await request('feed', 'GET', `/api/feed?page=${1 + Math.floor(Math.random() * 4)}`, { cookie });
        const posts: number[] = (feed?.json?.posts ?? []).map((post: { id: number }) => post.id);
        await pause();
        if (posts.length && Math.random() < 0.5) {
          const poster = pick(posts);
          const liked = await request('like', 'POST', `/api/posters/${poster}/like`, { cookie });
          if (liked?.status === 200) likedState.set(`${shopper.id}:${poster}`, liked.json.hasLiked);
          await pause();
        }
        const wanted = Math.random() < 0.3 ? pick(limitedIds) : seen.length ? pick(seen) : pick(openIds);
        await request('availability', 'GET', `/api/images/${wanted}/availability`, { cookie });
        await pause();
        if (Math.random() < 0.35) {
          const limitedWanted = limitedIds.includes(wanted);
          const cartItems = [{ id: wanted, quantity: limitedWanted ? 1 : 1 + Math.floor(Math.random() * 2) }];
          const extra = pick(openIds);
          if (Math.random() < 0.3 && extra !== wanted) cartItems.push({ id: extra, quantity: 1 });
          const prepared = await request('prepare-checkout', 'POST', '/api/prepare-checkout', {
            cookie,
            body: { ...shipping, cartItems },
          });
          if (prepared?.status === 409) soldOut++;
          else if (prepared?.status !== 200) {
            if (prepared) failures.push(`prepare-checkout → ${prepared.status} ${prepared.text.slice(0, 200)}`);
          } else {
            await pause();
            const confirmed = await request('confirm', 'POST', '/api/payments/sandbox/confirm', {
              cookie,
              body: { clientSecret: prepared.json.clientSecret, ...card },
            });
            if (confirmed?.status !== 200) {
              if (confirmed) failures.push(`confirm → ${confirmed.status} ${confirmed.text.slice(0, 200)}`);
            } else {
              const paymentIntentId = confirmed.json.paymentIntentId as string;
              paid.push({ shopper: shopperIndex, confirmationId: prepared.json.confirmationId, paymentIntentId });
              const completed = await request('complete', 'POST', '/api/complete-catalogue-order', {
                cookie,
                body: { paymentIntentId, orderConfirmationId: prepared.json.confirmationId },
              });
              if (completed?.status !== 200 || completed.json.confirmationId !== prepared.json.confirmationId) {
                failures.push(
                  `complete ${prepared.json.confirmationId} → ${completed?.status} ${completed?.text.slice(0, 200)}`,
                );
              }
            }
          }
          await pause();
        }
      }
    };
    const startedAt = Date.now();
    await Promise.all(shoppers.map((_, index) => shop(index)));
    const elapsedS = (Date.now() - startedAt) / 1000;

    // ---- figures
    const byRoute = new Map<string, number[]>();
    for (const sample of samples) byRoute.set(sample.route, [...(byRoute.get(sample.route) ?? []), sample.ms]);
    const all = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    const statusCounts = new Map<number, number>();
    for (const sample of samples) statusCounts.set(sample.status, (statusCounts.get(sample.status) ?? 0) + 1);
    const lines = [...byRoute].map(([route, times]) => {
      const sorted = times.sort((a, b) => a - b);
      const [p50, p99] = [50, 99].map((rank) => percentile(sorted, rank).toFixed(0));
      const count = String(sorted.length).padStart(6);
      return `  ${route.padEnd(17)} ${count} req  p50 ${p50!.padStart(4)} ms  p99 ${p99!.padStart(5)} ms`;
    });
    console.log(
      [
        `[load] ${SHOPPERS} shoppers for ${elapsedS.toFixed(1)} s on PostgreSQL: ${samples.length} requests ` +
          `(${(samples.length / elapsedS).toFixed(0)} req/s), ` +
          `p50 ${percentile(all, 50).toFixed(0)} ms, p95 ${percentile(all, 95).toFixed(0)} ms, p99 ` +
          `${percentile(all, 99).toFixed(0)} ms; ` +
          `statuses ${[...statusCounts]
            .sort(([a], [b]) => a - b)
            .map(([status, count]) => `${status}: ${count}`)
            .join(', ')}; ` +
          `${paid.length} paid checkouts, ${soldOut} refused as sold out`,
        ...lines,
      ].join('\n'),
    );

    expect(failures.slice(0, 10), `${failures.length} failed requests`).toEqual([]);
    expect(statusCounts.get(429) ?? 0, 'shoppers stay under the per-user limits').toBe(0);
    expect(paid.length).toBeGreaterThan(0);

    // ---- the books
    const after = await data.open();
    try {
      const db = after.db;
      const rowsOf = async <T>(query: ReturnType<typeof sql>) => {
        const result = await db.execute(query);
        return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
      };
      await waitFor(
        'every payment event to be handled',
        async () =>
          (
            await rowsOf<{ n: number }>(sql`select count(*)::int as n from payment_events where processed_at is null`)
          )[0]!.n === 0,
        60_000,
        250,
      ).catch(async (error) => {
        const jobs = await rowsOf(
          sql`select name, state, count(*)::int as n, max(retry_count) as retries, min(output::text) as
            output from pgboss.job group by name, state order by name`,
        );
        const sessions = await rowsOf(
          sql`select application_name, state, wait_event_type, wait_event, now() - state_change as for,
            left(query, 160) as query from pg_stat_activity where datname = current_database() and pid
            <> pg_backend_pid()`,
        );
        throw new Error(
          `${(error as Error).message}; jobs: ${JSON.stringify(jobs)}; sessions: ${JSON.stringify(sessions)}; ` +
            `server: ${server?.output().slice(-3000)}`,
        );
      });

      const succeeded = await rowsOf<{ id: string }>(
        sql`select id from sandbox_objects where kind = 'payment_intent' and data->>'status' = 'succeeded'`,
      );
      expect(new Set(succeeded.map((row) => row.id))).toEqual(new Set(paid.map((payment) => payment.paymentIntentId)));
      const orders = await rowsOf<{ payment_intent_id: string; confirmation_id: string }>(
        sql`select payment_intent_id, confirmation_id from catalogue_orders`,
      );
      expect(orders).toHaveLength(paid.length);
      const orderOf = new Map(orders.map((order) => [order.payment_intent_id, order.confirmation_id]));
      for (const payment of paid)
        expect(orderOf.get(payment.paymentIntentId), payment.confirmationId).toBe(payment.confirmationId);
      expect(
        await rowsOf(
          sql`select id from checkouts where payment_intent_id in (select payment_intent_id from
            catalogue_orders) and status <> 'paid'`,
        ),
      ).toEqual([]);

      const editions = await rowsOf<{
        id: number;
        sold_count: number;
        total_supply: number;
        sold: number;
        numbered: number;
        distinct_numbers: number;
        max_number: number;
      }>(sql`
        select p.id, p.sold_count, p.total_supply, coalesce(sum(i.quantity), 0)::int as sold,
          coalesce((select count(*) from catalogue_order_items j,
            generate_series(j.first_edition, j.last_edition) n where j.image_id = p.id), 0)::int as numbered,
          coalesce((select count(distinct n) from catalogue_order_items j,
            generate_series(j.first_edition, j.last_edition) n where j.image_id = p.id), 0)::int as distinct_numbers,
          coalesce(max(i.last_edition), 0)::int as max_number
        from user_images p left join catalogue_order_items i on i.image_id = p.id group by p.id`);
      for (const poster of editions) {
        expect({ id: poster.id, soldCount: poster.sold_count }).toEqual({ id: poster.id, soldCount: poster.sold });
        expect(poster.sold_count).toBeLessThanOrEqual(poster.total_supply);
        expect([poster.numbered, poster.distinct_numbers, poster.max_number]).toEqual([
          poster.sold,
          poster.sold,
          poster.sold,
        ]);
      }

      const likes = new Set(
        (await rowsOf<{ key: string }>(sql`select user_id || ':' || image_id as key from poster_likes`)).map(
          (row) => row.key,
        ),
      );
      for (const [key, liked] of likedState) expect(likes.has(key), `like ${key}`).toBe(liked);
      console.log(
        `[load] books exact: ${orders.length} orders for ${succeeded.length} succeeded payments; ` +
          `${editions.reduce((sum, poster) => sum + poster.sold, 0)} editions sold; ${likes.size} likes`,
      );
    } finally {
      await after.close();
    }
  });
});
