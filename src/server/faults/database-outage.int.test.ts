import { connect, createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Server, Socket } from 'node:net';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { catalogueOrders } from '../db/schema.ts';
import { startServer } from '../testing/server-process.ts';
import type { ServerProcess } from '../testing/server-process.ts';
import { call, card, seedCataloguePoster, seedUser, serverData, shipping, waitFor } from '../testing/server-data.ts';
import type { ServerData } from '../testing/server-data.ts';

/**
 * PostgreSQL unreachable for a while: the server reaches its database through a TCP proxy the test
 * controls. Cutting the proxy closes every connection and refuses new ones, as a database restart or a failover
 * does. PostgreSQL only: an embedded PGlite cannot become unreachable.
 */
const OUTAGE_MS = Number(process.env.FAULT_OUTAGE_SECONDS ?? 8) * 1000;

/**
 * A TCP proxy to the database that can be cut (connections dropped, new ones refused) and restored on the same port.
 */
async function databaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let listener: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        listener = server;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async cut() {
      const server = listener;
      listener = null;
      const closed = new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
  };
}

const onPostgres = inject('testDatabase').kind === 'postgres';

let data: ServerData | undefined;
let server: ServerProcess | undefined;
let proxy: Awaited<ReturnType<typeof databaseProxy>> | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  await proxy?.cut();
  await data?.remove();
});

describe.runIf(onPostgres)('the database unreachable for a while', () => {
  it('answers a clear 503 while it is gone, and recovers alone when it is back', { timeout: 120_000 }, async () => {
    data = await serverData();
    const seeded = await data.open();
    const creator = await seedUser(seeded.db, data);
    const buyer = await seedUser(seeded.db, data);
    const poster = await seedCataloguePoster(seeded.db, creator.id, { name: 'Aletsch', totalSupply: 200 });
    await seeded.close();

    const direct = new URL(data.databaseUrl!);
    proxy = await databaseProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    server = await startServer({ ...data.env, DATABASE_URL: viaProxy.toString() });
    const url = server.url;

    // What a visitor does, each answered from the database (the catalogue list is cached for a moment, so it is left
    // out).
    const visits = [
      () => call(url, 'GET', '/api/auth/check', { cookie: buyer.cookie }),
      () => call(url, 'GET', '/api/user-images', { cookie: buyer.cookie }),
      () => call(url, 'GET', `/api/images/${poster}/availability`),
      () => call(url, 'GET', '/api/feed?page=1', { cookie: buyer.cookie }),
      () =>
        call(url, 'POST', '/api/prepare-checkout', {
          cookie: buyer.cookie,
          body: { ...shipping, cartItems: [{ id: poster, quantity: 1 }] },
        }),
      () => call(url, 'POST', `/api/posters/${poster}/like`, { cookie: buyer.cookie }),
    ];
    for (const visit of visits) {
      const answer = await visit();
      expect(answer.status, answer.text).toBe(200);
    }

    // ---- the database goes away
    await proxy.cut();
    const cutAt = Date.now();
    let slowest = 0;
    let asked = 0;
    const statuses = new Map<number, number>();
    while (Date.now() - cutAt < OUTAGE_MS) {
      for (const visit of visits) {
        const answer = await visit();
        asked++;
        slowest = Math.max(slowest, answer.ms);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.status, answer.text).toBe(503);
        expect(answer.json).toEqual({ code: 'unavailable', message: expect.stringMatching(/\w/) });
        expect(answer.headers.get('retry-after')).toBeTruthy();
      }
      const health = await call(url, 'GET', '/api/health');
      if (Date.now() - cutAt > 2000) {
        expect(health.status).toBe(503);
        expect(health.json).toMatchObject({ status: 'degraded', database: 'unavailable' });
      }
      // the visitors' pace through the outage, which lasts OUTAGE_MS whatever happens: nothing here is waited for
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(server.child.exitCode, 'the server keeps running while its database is gone').toBeNull();

    // ---- the database comes back: no restart, the same process answers again
    await proxy.restore();
    const restoredAt = Date.now();
    await waitFor(
      'the health check to answer 200 again',
      async () => (await call(url, 'GET', '/api/health')).status === 200,
      30_000,
      100,
    );
    const healthyAfterMs = Date.now() - restoredAt;
    await waitFor(
      'every visit to answer 200 again',
      async () => {
        for (const visit of visits) if ((await visit()).status !== 200) return false;
        return true;
      },
      30_000,
      250,
    );
    const servingAfterMs = Date.now() - restoredAt;

    // The job workers came back too: a payment made now becomes an order through the payment event job alone.
    const checkout = await call(url, 'POST', '/api/prepare-checkout', {
      cookie: buyer.cookie,
      body: { ...shipping, cartItems: [{ id: poster, quantity: 1 }] },
    });
    expect(checkout.status, checkout.text).toBe(200);
    const paid = await call(url, 'POST', '/api/payments/sandbox/confirm', {
      cookie: buyer.cookie,
      body: { clientSecret: checkout.json.clientSecret, ...card },
    });
    expect(paid.status, paid.text).toBe(200);
    const reopened = await data.open();
    try {
      const pg = reopened.db;
      await waitFor(
        'the payment event job to make the order',
        async () =>
          (
            await pg
              .select()
              .from(catalogueOrders)
              .where(eq(catalogueOrders.paymentIntentId, paid.json.paymentIntentId))
          ).length === 1,
        30_000,
      );
    } finally {
      await reopened.close();
    }
    expect(server.child.exitCode).toBeNull();

    console.log(
      `[faults] database outage (postgres): ${OUTAGE_MS / 1000} s cut, ${asked} requests answered ` +
        `${[...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')} (slowest ` +
        `${Math.round(slowest)} ms); ` +
        `healthy ${healthyAfterMs} ms and every route serving ${servingAfterMs} ms after the database returned`,
    );
  });
});
