import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueOrders, checkouts, generations, paymentEvents } from '../db/schema.ts';
import { startServer } from '../testing/server-process.ts';
import type { ServerProcess } from '../testing/server-process.ts';
import {
  checkGeneration,
  endFaultRun,
  seedFaultShop,
  sendGenerations,
  succeededIntents,
  unfailedGenerations,
} from '../testing/fault-shop.ts';
import { call, card, creditsOf, seedCataloguePoster, serverData, shipping, waitFor } from '../testing/server-data.ts';
import type { ServerData } from '../testing/server-data.ts';

/**
 * SIGTERM while checkouts and generations run (decision 017): the server stops taking requests, finishes those in
 * flight and the jobs' current step within SHUTDOWN_GRACE_SECONDS, closes the database and exits 0, leaving nothing
 * half-done: every paid checkout has its order (or its payment event waits for the next start, which makes it),
 * every generation is done or pending with its job kept, and each credit is taken once.
 */
const GENERATIONS = 4;
const CHECKOUTS = 4;
const GRACE_SECONDS = 20;

let data: ServerData;
let server: ServerProcess | undefined;
afterAll(() => endFaultRun(server, data));

describe('a server stopped with SIGTERM while checkouts and generations run', () => {
  it('finishes what is in flight, exits 0 and leaves nothing half-done', { timeout: 300_000 }, async () => {
    data = await serverData();
    const shop = await seedFaultShop(data, (db, creatorId) =>
      seedCataloguePoster(db, creatorId, { name: 'Aletsch', totalSupply: 50, price: 40 }),
    );
    const { makers, buyers, posters: poster, creditsBefore } = shop;

    server = await startServer({ ...data.env, SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) });
    const url = server.url;

    // Generations, each with its own confirmation id so the books can be checked whatever its POST answered.
    const { requested, posts } = await sendGenerations(url, makers, GENERATIONS);
    await waitFor(
      'every generation to be accepted',
      async () => {
        const states = await Promise.all(
          requested.map(async (generation) => (await checkGeneration(url, generation)).json?.status),
        );
        return states.every((state) => state === 'pending' || state === 'done');
      },
      60_000,
      100,
    );

    // Checkouts from prepare to completion, running as the signal arrives (sent once some are prepared).
    let preparedCount = 0;
    const checkoutRuns = Array.from({ length: CHECKOUTS }, async (_, index) => {
      const buyer = buyers[index % buyers.length]!;
      const prepared = await call(url, 'POST', '/api/prepare-checkout', {
        cookie: buyer.cookie,
        body: { ...shipping, cartItems: [{ id: poster, quantity: 1 }] },
      });
      if (prepared.status !== 200) return { stage: 'prepare', status: prepared.status };
      preparedCount++;
      const paid = await call(url, 'POST', '/api/payments/sandbox/confirm', {
        cookie: buyer.cookie,
        body: { clientSecret: prepared.json.clientSecret, ...card },
      });
      if (paid.status !== 200) return { stage: 'confirm', status: paid.status };
      const completed = await call(url, 'POST', '/api/complete-catalogue-order', {
        cookie: buyer.cookie,
        body: { paymentIntentId: paid.json.paymentIntentId, orderConfirmationId: prepared.json.confirmationId },
      });
      return { stage: 'complete', status: completed.status };
    }).map((run) => run.catch((error: Error) => ({ stage: 'network', status: 0, error: error.message })));

    await waitFor('two checkouts to be prepared', async () => preparedCount >= 2, 30_000, 5);
    const signalledAt = Date.now();
    const exitCode = await server.stop('SIGTERM');
    const stopMs = Date.now() - signalledAt;
    const output = server.output();
    server = undefined;
    const answers = [
      ...(await Promise.all(checkoutRuns)),
      ...(await Promise.all(posts)).map((post) => ({ stage: 'generate', status: post?.status ?? 0 })),
    ];

    expect(exitCode, output).toBe(0);
    // Exit 0 means the stop finished before its forced end (grace + 5 s); the margin here is for a loaded machine.
    expect(stopMs).toBeLessThan((GRACE_SECONDS + 10) * 1000);
    // A request is answered (2xx, 202, or 503 for one that arrived on a kept-alive connection while closing) or
    // refused at the door (the listener closed): never a 500.
    for (const answer of answers) expect([0, 200, 201, 202, 503], JSON.stringify(answer)).toContain(answer.status);

    // ---- the books, read from the database the server closed
    const after = await data.open();
    let pendingGenerations: number;
    let waitingEvents: number;
    try {
      const db = after.db;
      const rows = await db.select().from(generations);
      expect(rows).toHaveLength(GENERATIONS);
      for (const row of rows) expect(['done', 'pending'], row.confirmationId).toContain(row.status);
      pendingGenerations = rows.filter((row) => row.status === 'pending').length;
      // A credit for every generation not failed, once.
      expect(await creditsOf(db, makers)).toBe(creditsBefore - rows.length);
      if (pendingGenerations > 0) {
        // Its job is kept for the next start: created, retry or active (failed by the stop, so retried).
        const jobs = await db.execute(
          sql`select state from pgboss.job where name = 'poster.generate' and state in ('created', 'retry', 'active')`,
        );
        const kept = (Array.isArray(jobs) ? jobs : (jobs as unknown as { rows: unknown[] }).rows).length;
        expect(kept).toBeGreaterThanOrEqual(pendingGenerations);
      }

      const intents = await succeededIntents(db);
      const orderRows = await db.select().from(catalogueOrders);
      const waiting = await db
        .select()
        .from(paymentEvents)
        .where(sql`${paymentEvents.processedAt} is null`);
      waitingEvents = waiting.length;
      for (const intent of intents) {
        const orders = orderRows.filter((order) => order.paymentIntentId === intent.id);
        const eventWaits = waiting.some(
          (event) => (event.payload as { paymentIntent?: { id?: string } }).paymentIntent?.id === intent.id,
        );
        expect(
          orders.length === 1 || (orders.length === 0 && eventWaits),
          `payment ${intent.id}: an order, or its event waiting`,
        ).toBe(true);
      }
      for (const order of orderRows) {
        const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, order.checkoutId!));
        expect(checkout!.status).toBe('paid');
      }
    } finally {
      await after.close();
    }

    // ---- the next start finishes whatever was left
    server = await startServer(data.env);
    await waitFor(
      'the pending generations and payment events to be finished after the restart',
      async () => {
        const states = await unfailedGenerations(server!.url, requested);
        return states.every((state) => state?.ready === true);
      },
      150_000,
      500,
    );
    expect(await server.stop()).toBe(0);
    server = undefined;
    const final = await data.open();
    try {
      const intents = await succeededIntents(final.db);
      const orderRows = await final.db.select().from(catalogueOrders);
      for (const intent of intents)
        expect(orderRows.filter((order) => order.paymentIntentId === intent.id)).toHaveLength(1);
      expect(await creditsOf(final.db, makers)).toBe(creditsBefore - GENERATIONS);
    } finally {
      await final.close();
    }
    console.log(
      `[faults] SIGTERM (${data.kind}): stopped in ${stopMs} ms with exit 0; ${pendingGenerations} of ` +
        `${GENERATIONS} generations and ` +
        (`${waitingEvents} payment events left for the next start; answers ` +
          `${answers.map((answer) => `${answer.stage}:${answer.status}`).join(' ')}`),
    );
  });
});
