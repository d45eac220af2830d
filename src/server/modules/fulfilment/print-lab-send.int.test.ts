import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { masterPixels } from '../../../shared/print-formats.ts';
import { orders, userImages } from '../../db/schema.ts';
import { waitForQueueToDrain } from '../../testing/jobs.ts';
import { waitFor } from '../../testing/wait-for.ts';
import { labSendQueue } from './fulfilment.jobs.ts';
import {
  admin,
  buyPoster,
  db,
  lab,
  labOrderOf,
  labOrdersFor,
  labRowOf,
  orderStatusOf,
  t,
  usePrintLabApp,
} from './print-lab-test-helpers.ts';

usePrintLabApp();

const fulfilment = () => t.runtime.fulfilment!;

describe('sending a paid order to the print lab (Prodigi, over HTTP)', () => {
  it('sends one paid order as one lab order with its SKU, address, copies and a downloadable master', async () => {
    const { reference, id } = await buyPoster({ quantity: 2 });
    const sent = await labOrderOf(reference);
    expect(sent.idempotencyKey).toBe(`affiche-${reference}`);
    expect(sent.recipient).toMatchObject({
      name: 'Zoë Keller',
      address: { line1: 'Bahnhofstrasse 12', postalOrZipCode: '8001', countryCode: 'CH', townOrCity: 'Zürich' },
    });
    expect(sent.items).toHaveLength(1);
    expect(sent.items[0]).toMatchObject({ sku: 'GLOBAL-FAP-A3', copies: 2, sizing: 'fillPrintArea', attributes: {} });
    expect(sent.callbackUrl).toMatch(/^https:\/\/shop\.example\/api\/fulfilment\/callbacks\/[\w-]{20,}$/);

    // The master, without a cookie, at the A3 print size.
    const assetUrl = new URL(sent.items[0]!.assets[0]!.url);
    expect(assetUrl.origin).toBe('https://shop.example');
    const download = await t.app.inject({ method: 'GET', url: assetUrl.pathname });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    const { width, height } = await sharp(download.rawPayload).metadata();
    expect({ width, height }).toEqual(masterPixels('A3'));

    const row = (await labRowOf(id))!;
    expect(row).toMatchObject({ lab: 'prodigi', labOrderId: sent.id, stage: 'sent', needsAttention: false });
    // Sent is not in production: the order stays pending (decisions 013 and 022 keep their meaning).
    expect(await orderStatusOf(id)).toBe('pending');
  });

  it('answers 404 for a master without its signature, with another order’s, altered or expired', async () => {
    const first = await labOrderOf((await buyPoster()).reference);
    const second = await labOrderOf((await buyPoster()).reference);
    const [, , , , grantA, ...keyA] = new URL(first.items[0]!.assets[0]!.url).pathname.split('/');
    const [, , , , grantB] = new URL(second.items[0]!.assets[0]!.url).pathname.split('/');
    const key = keyA.join('/');
    const get = (path: string) => t.app.inject({ method: 'GET', url: path });
    expect((await get(`/api/fulfilment/assets/${grantA}/${key}`)).statusCode).toBe(200);
    expect((await get(`/api/fulfilment/assets/${grantB}/${key}`)).statusCode).toBe(404);
    expect(
      (await get(`/api/fulfilment/assets/${grantA!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}/${key}`)).statusCode,
    ).toBe(404);
    expect((await get(`/api/fulfilment/assets/x/${key}`)).statusCode).toBe(404);
    const [ref, , signature] = grantA!.split('.');
    expect((await get(`/api/fulfilment/assets/${ref}.1000000000.${signature}/${key}`)).statusCode).toBe(404);
    // The public storage route still refuses masters (decision 023).
    expect((await get(`/api/storage-image/${key}`)).statusCode).toBe(404);
  });

  it('makes one lab order however often the send runs: a retried job and two workers at once', async () => {
    const { reference, id } = await buyPoster();
    await labOrderOf(reference);
    await Promise.all([
      fulfilment().service.send('order', id),
      fulfilment().service.send('order', id),
      fulfilment().queueSend('order', id, { now: true }),
      fulfilment().queueSend('order', id, { now: true }),
    ]);
    await waitForQueueToDrain(t.runtime.jobs, labSendQueue, { data: { orderId: id } });
    expect(labOrdersFor(reference)).toHaveLength(1);
  });

  it('makes one lab order when two workers race before either has stored the lab’s id', async () => {
    const { reference, id } = await buyPoster();
    await labOrderOf(reference);
    await waitFor('the send to store the lab’s id', async () => (await labRowOf(id))?.labOrderId);
    // Forget the lab's id, as if the first worker died after the call: the next calls reuse the idempotency key.
    const { labOrders } = await import('../../db/schema.ts');
    await db().update(labOrders).set({ labOrderId: null, stage: 'queued' }).where(eq(labOrders.orderId, id));
    const before = lab.requests.filter((r) => r.method === 'POST' && r.path === '/v4.0/orders').length;
    lab.gatherNext(2);
    await Promise.all([fulfilment().service.send('order', id), fulfilment().service.send('order', id)]);
    expect(lab.requests.filter((r) => r.method === 'POST' && r.path === '/v4.0/orders').length - before).toBe(2);
    expect(labOrdersFor(reference)).toHaveLength(1);
    expect((await labRowOf(id))!.labOrderId).toBe(labOrdersFor(reference)[0]!.id);
  });

  it('sends an order later, once, when the lab is down for the first tries', async () => {
    lab.failNext(2, { status: 503 });
    const { reference, id } = await buyPoster();
    const sent = await labOrderOf(reference);
    expect(labOrdersFor(reference)).toHaveLength(1);
    const row = (await labRowOf(id))!;
    expect(row).toMatchObject({ labOrderId: sent.id, failedAttempts: 2, needsAttention: false, lastError: null });
  });

  it('flags an order whose address the lab refuses at once, with its reason, and never retries it', async () => {
    lab.refusePostcode('9999');
    const { reference, id } = await buyPoster({ zipCode: '9999' });
    const row = await waitFor(
      'the refusal to be flagged',
      async () => (await labRowOf(id))?.needsAttention && labRowOf(id),
    );
    expect(row!.lastError).toMatch(/InvalidPostcode/);
    await waitForQueueToDrain(t.runtime.jobs, labSendQueue, { data: { orderId: id } });
    const tries = lab.requests.filter(
      (r) => (r.body as { merchantReference?: string })?.merchantReference === reference,
    );
    expect(tries).toHaveLength(1);
    expect(labOrdersFor(reference)).toHaveLength(0);

    // The admin sees it, filters on it, and sees the lab's words.
    const list = (await admin('GET', '/api/admin/orders?needsAttention=true')).json();
    expect(list.printLab).toBe(true);
    expect(list.orders.map((order: { id: number }) => order.id)).toContain(id);
    expect(list.orders.every((order: { lab: { needsAttention: boolean } }) => order.lab.needsAttention)).toBe(true);
    const detail = (await admin('GET', `/api/admin/orders/${id}`)).json();
    expect(detail.order.lab).toMatchObject({ lab: 'prodigi', labOrderId: null, needsAttention: true });

    // A refunded order is never sent, even on "send again".
    const refund = await admin('POST', `/api/admin/orders/${id}/refunds`, {
      reason: 'Address abroad',
      requestKey: `refund-${reference}`,
    });
    expect(refund.statusCode).toBe(200);
    const again = await admin('POST', `/api/admin/orders/${id}/send-again`);
    expect(again.statusCode).toBe(200);
    await waitForQueueToDrain(t.runtime.jobs, labSendQueue, { data: { orderId: id } });
    expect(
      lab.requests.filter((r) => (r.body as { merchantReference?: string })?.merchantReference === reference),
    ).toHaveLength(1);
    expect(await fulfilment().service.send('order', id)).toBe('not_sendable');
  });

  it('flags an order after its last retry when the lab never answers, and sends it on "send again"', async () => {
    lab.failNext(4, { status: 500 });
    const { reference, id } = await buyPoster();
    const row = await waitFor(
      'the order to be flagged',
      async () => (await labRowOf(id))?.needsAttention && labRowOf(id),
      80_000,
    );
    expect(row).toMatchObject({ failedAttempts: 4, labOrderId: null });
    expect(row!.lastError).toMatch(/500/);
    expect(labOrdersFor(reference)).toHaveLength(0);
    expect((await admin('POST', `/api/admin/orders/${id}/send-again`)).statusCode).toBe(200);
    await labOrderOf(reference);
    expect(await labRowOf(id)).toMatchObject({ needsAttention: false, failedAttempts: 0, stage: 'sent' });
    // Once the lab has it, there is nothing to send again.
    expect((await admin('POST', `/api/admin/orders/${id}/send-again`)).statusCode).toBe(409);
  }, 120_000);

  it('waits for an A2 master before sending, and sends the framed, mounted product for it', async () => {
    const { reference, id } = await buyPoster({ format: { size: 'A2', frame: 'oak', passepartout: true } });
    await waitFor('a try that waits for the master', async () => ((await labRowOf(id))?.failedAttempts ?? 0) >= 1);
    expect(labOrdersFor(reference)).toHaveLength(0);
    // The A2 master is made (another helper's job renders it when the order is paid).
    const [image] = await db()
      .select()
      .from(userImages)
      .innerJoin(orders, eq(orders.imageId, userImages.id))
      .where(eq(orders.id, id));
    const key = image!.user_images.generatedPath!.replace('posters/', 'posters/a2-');
    await t.runtime.storage.put(
      key,
      await sharp({ create: { width: 40, height: 56, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
    );
    await db().update(orders).set({ masterPath: key }).where(eq(orders.id, id));
    const sent = await labOrderOf(reference);
    expect(sent.items[0]).toMatchObject({
      sku: 'GLOBAL-CFPM-A2',
      attributes: { color: 'natural', mountColor: 'Snow white' },
    });
    expect(new URL(sent.items[0]!.assets[0]!.url).pathname.endsWith(key.replace('posters/', 'posters/'))).toBe(true);
  });
});
