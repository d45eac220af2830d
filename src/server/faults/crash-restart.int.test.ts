import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  catalogueOrderItems,
  catalogueOrders,
  checkouts,
  editionHolds,
  generations,
  paymentEvents,
  userImages,
} from '../db/schema.ts';
import { signInAdminAt } from '../testing/admin-session.ts';
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
import type { SeededUser, ServerData } from '../testing/server-data.ts';

/**
 * The server killed with SIGKILL while generations and checkouts are in flight, then started again on the same
 * data. `npm test` runs a reduced form; `npm run test:faults` the full one (10 generations,
 * 5 checkouts) through FAULT_GENERATIONS and FAULT_CHECKOUTS.
 */
const GENERATIONS = Number(process.env.FAULT_GENERATIONS ?? 4);
const CHECKOUTS = Math.max(3, Number(process.env.FAULT_CHECKOUTS ?? 3));
/**
 * How long a restarted server may take to finish every interrupted job (see the generation queue's options): on a
 * quiet machine about 50 s; beside the end-to-end suite on two slower cores 150 s was not always enough.
 */
const RECOVERY_DEADLINE_MS = 240_000;

let data: ServerData;
let server: ServerProcess | undefined;
afterAll(() => endFaultRun(server, data));

type Checkout = {
  confirmationId: string;
  clientSecret: string;
  buyer: SeededUser;
  paymentIntentId?: string;
  completedAs?: string;
};

describe('a server killed while generations and checkouts are in flight', () => {
  it(
    'finishes every generation, makes one order per paid checkout and loses or doubles no credit or edition',
    { timeout: 420_000 },
    async () => {
      data = await serverData();

      // ---- the shop before the crash: creators, buyers, catalogue posters (limited and open editions)
      const { makers, buyers, posters, creditsBefore } = await seedFaultShop(data, async (db, creatorId) => ({
        limited: await seedCataloguePoster(db, creatorId, { name: 'Dents du Midi', totalSupply: 10, price: 45 }),
        open: await seedCataloguePoster(db, creatorId, { name: 'Lavaux Terraces', totalSupply: 200 }),
      }));
      const { limited, open } = posters;

      server = await startServer(data.env);
      const url = server.url;

      // ---- checkouts: some completed by the browser, one paid but left to the server, some paid as the server dies
      const prepare = async (index: number): Promise<Checkout> => {
        const buyer = buyers[index % buyers.length]!;
        const cartItems =
          index % 2 === 0
            ? [{ id: limited, quantity: 1 }]
            : [
                { id: open, quantity: 2 },
                { id: limited, quantity: 1 },
              ];
        const prepared = await call(url, 'POST', '/api/prepare-checkout', {
          cookie: buyer.cookie,
          body: { ...shipping, cartItems },
        });
        expect(prepared.status, prepared.text).toBe(200);
        return { confirmationId: prepared.json.confirmationId, clientSecret: prepared.json.clientSecret, buyer };
      };
      const confirm = (checkout: Checkout) =>
        call(url, 'POST', '/api/payments/sandbox/confirm', {
          cookie: checkout.buyer.cookie,
          body: { clientSecret: checkout.clientSecret, ...card },
        });
      const complete = (checkout: Checkout) =>
        call(url, 'POST', '/api/complete-catalogue-order', {
          cookie: checkout.buyer.cookie,
          body: { paymentIntentId: checkout.paymentIntentId, orderConfirmationId: checkout.confirmationId },
        });

      const all: Checkout[] = [];
      for (let index = 0; index < CHECKOUTS; index++) all.push(await prepare(index));
      const completedGroup = all.slice(0, Math.max(1, Math.round((CHECKOUTS * 2) / 5)));
      const paidGroup = all.slice(completedGroup.length, completedGroup.length + 1);
      const inFlightGroup = all.slice(completedGroup.length + 1);
      for (const checkout of [...completedGroup, ...paidGroup]) {
        const paid = await confirm(checkout);
        expect(paid.status, paid.text).toBe(200);
        checkout.paymentIntentId = paid.json.paymentIntentId;
      }
      for (const checkout of completedGroup) {
        const completed = await complete(checkout);
        expect(completed.status, completed.text).toBe(200);
        checkout.completedAs = completed.json.confirmationId;
      }

      // ---- generations: sent with their own confirmation ids so they can be polled whatever happens to the POST
      const { requested, posts } = await sendGenerations(url, makers, GENERATIONS);

      // Kill once every generation is accepted (its credit taken) and the renders are under way, none finished by then
      // being fine but not all: the kill must land in the middle of the work.
      const acceptedAt = Date.now();
      const atKill = await waitFor(
        'every generation to be accepted and the renders to be under way',
        async () => {
          const states = await Promise.all(
            requested.map(
              async (generation) => (await checkGeneration(url, generation)).json?.status as string | undefined,
            ),
          );
          if (states.some((state) => state !== 'pending' && state !== 'done')) return null;
          const done = states.filter((state) => state === 'done').length;
          return done >= 1 || Date.now() - acceptedAt > 3000 ? states : null;
        },
        60_000,
        100,
      );
      const pendingAtKill = atKill.filter((state) => state === 'pending').length;
      expect(pendingAtKill, 'generations still rendering when the server is killed').toBeGreaterThan(0);

      // The last checkouts are paid at the very moment the server dies: their browsers may never hear back.
      const inFlight = inFlightGroup.map((checkout) => confirm(checkout).catch(() => null));
      await new Promise((resolve) => setTimeout(resolve, 15));
      const killedAt = Date.now();
      await server.stop('SIGKILL');
      const inFlightAnswers = await Promise.all(inFlight);
      await Promise.all(posts);

      // ---- the restart on the same data
      server = await startServer(data.env);
      const restartedAt = Date.now();
      const url2 = server.url;
      const restartMs = restartedAt - killedAt;

      // Browsers that completed before the crash ask again: the same order.
      const completeAgain = (checkout: Checkout) =>
        call(url2, 'POST', '/api/complete-catalogue-order', {
          cookie: checkout.buyer.cookie,
          body: { paymentIntentId: checkout.paymentIntentId, orderConfirmationId: checkout.confirmationId },
        });
      for (const checkout of completedGroup) {
        const again = await completeAgain(checkout);
        expect(again.status, again.text).toBe(200);
        expect(again.json.confirmationId).toBe(checkout.completedAs);
      }

      // The checkout paid but never completed by its browser: the server makes its order on its own (payment event job,
      // or the sweep re-queueing a lost event), then the browser's late completion returns that same order.
      const adminCookie = await adminSignIn(url2, data);
      let ordersSeen: unknown[] = [];
      const paidWithoutBrowser = await waitFor(
        () =>
          'the server to make the orders of payments no browser completed ' +
          `(orders seen: ${JSON.stringify(ordersSeen)})${serverTail(server)}`,
        async () => {
          const list = await call(url2, 'GET', '/api/admin/catalogue-orders?limit=100', { cookie: adminCookie });
          ordersSeen = (list.json?.orders ?? []).map((order: { confirmationId: string }) => order.confirmationId);
          const made = new Set(ordersSeen);
          return paidGroup.every((checkout) => made.has(checkout.confirmationId)) ? Date.now() : null;
        },
        RECOVERY_DEADLINE_MS,
        500,
      );
      for (const checkout of paidGroup) {
        const late = await completeAgain(checkout);
        expect(late.status, late.text).toBe(200);
        expect(late.json.confirmationId).toBe(checkout.confirmationId);
      }

      // Browsers whose payment was in flight retry it (the sandbox answers "succeeded" for a paid intent) and complete.
      for (const [index, checkout] of inFlightGroup.entries()) {
        const retried = await call(url2, 'POST', '/api/payments/sandbox/confirm', {
          cookie: checkout.buyer.cookie,
          body: { clientSecret: checkout.clientSecret, ...card },
        });
        expect(retried.status, retried.text).toBe(200);
        checkout.paymentIntentId = retried.json.paymentIntentId;
        const first = inFlightAnswers[index];
        if (first?.status === 200) expect(first.json.paymentIntentId).toBe(checkout.paymentIntentId);
        const completed = await completeAgain(checkout);
        expect(completed.status, completed.text).toBe(200);
        expect(completed.json.confirmationId).toBe(checkout.confirmationId);
        expect((await completeAgain(checkout)).json.confirmationId).toBe(checkout.confirmationId);
      }

      // Every generation finishes after the restart.
      let generationsSeen: ({ ready?: boolean } | null)[] = [];
      const generationsDone = await waitFor(
        () =>
          `every interrupted generation to finish after the restart (last seen: ${JSON.stringify(generationsSeen)})` +
          serverTail(server),
        async () => {
          generationsSeen = await unfailedGenerations(url2, requested);
          return generationsSeen.every((state) => state?.ready === true) ? Date.now() : null;
        },
        RECOVERY_DEADLINE_MS,
        500,
      );

      console.log(
        `[faults] crash and restart (${data.kind}): killed with ${pendingAtKill} of ${GENERATIONS} generations ` +
          `rendering and ` +
          `${inFlightGroup.length} of ${CHECKOUTS} payments in flight ` +
          `(${inFlightAnswers.filter((answer) => answer?.status === 200).length} answered); ` +
          `restart ${restartMs} ms; server-made orders ${paidWithoutBrowser - restartedAt} ms after restart; ` +
          `every generation done ${generationsDone - restartedAt} ms after restart`,
      );

      // Every paid checkout has its order before the books are checked (a late payment's event may still be
      // waiting for its job: the books below allow that only when its checkout is paid).
      await waitFor(
        'an order for every paid checkout',
        async () => {
          const list = await call(url2, 'GET', '/api/admin/catalogue-orders?limit=100', { cookie: adminCookie });
          return (list.json?.orders ?? []).length >= CHECKOUTS;
        },
        30_000,
      );
      expect(await server.stop()).toBe(0);
      server = undefined;

      // ---- the books, read from the database
      const after = await data.open();
      try {
        const db = after.db;
        const rows = await db.select().from(generations);
        expect(rows).toHaveLength(GENERATIONS);
        expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'done'));
        const images = await db
          .select({ count: sql<number>`count(*)::int` })
          .from(userImages)
          .where(sql`${userImages.id} in (select image_id from generations)`);
        expect(images[0]!.count).toBe(GENERATIONS);
        const made = rows.filter((row) => row.status === 'done').length;
        expect(await creditsOf(db, makers)).toBe(creditsBefore - made);

        const intents = await succeededIntents(db);
        expect(intents).toHaveLength(CHECKOUTS);
        const orderRows = await db.select().from(catalogueOrders);
        expect(orderRows).toHaveLength(CHECKOUTS);
        for (const intent of intents)
          expect(orderRows.filter((order) => order.paymentIntentId === intent.id)).toHaveLength(1);
        for (const checkout of all) {
          const [row] = await db.select().from(checkouts).where(eq(checkouts.confirmationId, checkout.confirmationId));
          expect(row!.status).toBe('paid');
          expect(orderRows.find((order) => order.checkoutId === row!.id)?.confirmationId).toBe(checkout.confirmationId);
        }
        expect(await db.select().from(editionHolds).where(eq(editionHolds.state, 'held'))).toHaveLength(0);
        // An event still waiting for its job when the server stopped (a late payment's) must have nothing left to do:
        // its checkout is paid already. Anything else would be a payment the shop has not acted on.
        const waiting = await db
          .select()
          .from(paymentEvents)
          .where(sql`${paymentEvents.processedAt} is null`);
        for (const event of waiting) {
          const payload = event.payload as { type: string; paymentIntent?: { metadata: { checkoutId?: string } } };
          expect(payload.type, 'an unhandled event other than a succeeded payment').toBe('payment_intent.succeeded');
          const [checkout] = await db
            .select()
            .from(checkouts)
            .where(eq(checkouts.id, Number(payload.paymentIntent?.metadata.checkoutId)));
          expect(checkout?.status, `the checkout of unhandled event ${event.id}`).toBe('paid');
        }

        // soldCount = the editions on paid lines, numbered 1…n without a gap or a repeat
        for (const poster of [limited, open]) {
          const [row] = await db
            .select({ soldCount: userImages.soldCount })
            .from(userImages)
            .where(eq(userImages.id, poster));
          const items = await db.select().from(catalogueOrderItems).where(eq(catalogueOrderItems.imageId, poster));
          const sold = items.reduce((sum, item) => sum + item.quantity, 0);
          expect(row!.soldCount).toBe(sold);
          const editions = items
            .flatMap((item) => Array.from({ length: item.quantity }, (_, offset) => item.firstEdition! + offset))
            .sort((a, b) => a - b);
          expect(editions).toEqual(Array.from({ length: sold }, (_, index) => index + 1));
        }
      } finally {
        await after.close();
      }
    },
  );
});

/** The last lines the server logged, for a wait that timed out: what the restarted server was doing. */
const serverTail = (server: ServerProcess | undefined) =>
  `\n--- the server's last lines:\n${(server?.output() ?? '').split('\n').slice(-60).join('\n')}`;

/** The admin of the server data signs in with their password and TOTP code (enrolling on the first sign-in). */
const adminSignIn = (url: string, data: ServerData) => signInAdminAt(url, data.admin);
