import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labOrders, orderEvents, shipments } from '../../db/schema.ts';
import { waitForQueueToDrain } from '../../testing/jobs.ts';
import { sendMailQueue } from '../mail/mail.jobs.ts';
import { labCheckQueue, labSyncQueue } from './fulfilment.jobs.ts';
import {
  admin,
  buyer,
  buyPoster,
  db,
  deliverCallback,
  lab,
  labOrderOf,
  labRowOf,
  orderStatusOf,
  randomToken,
  smtp,
  t,
  usePrintLabApp,
} from './print-lab-test-helpers.ts';

usePrintLabApp();

const STAGE = 'com.prodigi.order.status.stage.changed#InProgress';
const SHIPPED = 'com.prodigi.order.shipments.shipment#Complete';

const synced = () => waitForQueueToDrain(t.runtime.jobs, labSyncQueue);
const mailsWith = (subject: string) => smtp.mails.filter((mail) => mail.subject?.includes(subject));
const eventsOf = (id: number) =>
  db()
    .select({ event: orderEvents.event })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderKind, 'order'), eq(orderEvents.orderId, id)));

describe('the print lab’s callbacks, re-read from its API', () => {
  it('moves an order into production and to shipped, with one mail each, through repeated callbacks', async () => {
    const { reference, id } = await buyPoster();
    const sent = await labOrderOf(reference);

    // A callback before anything changed at the lab changes nothing.
    expect((await deliverCallback(sent.id, STAGE)).statusCode).toBe(202);
    await synced();
    expect(await orderStatusOf(id)).toBe('pending');

    lab.advance(sent.id, 'in_production');
    for (let i = 0; i < 3; i++) expect((await deliverCallback(sent.id, STAGE)).statusCode).toBe(202);
    await synced();
    expect(await orderStatusOf(id)).toBe('processing');
    expect((await labRowOf(id))!.stage).toBe('in_production');

    lab.ship(sent.id, { carrier: 'DHL Express', number: 'JD0146000033', url: 'https://track.example/JD0146000033' });
    await deliverCallback(sent.id, SHIPPED);
    await deliverCallback(sent.id, SHIPPED);
    await synced();
    expect(await orderStatusOf(id)).toBe('shipped');
    const parcels = await db().select().from(shipments).where(eq(shipments.orderId, id));
    expect(parcels).toHaveLength(1);
    expect(parcels[0]).toMatchObject({ carrier: 'DHL Express Standard', trackingNumber: 'JD0146000033' });

    // My orders shows the lab's parcel; the buyer got one mail per notice.
    const page = (await buyer.get(`/api/orders/${reference}`)).json();
    expect(page.tracking).toEqual({
      carrier: 'DHL Express Standard',
      number: 'JD0146000033',
      url: 'https://track.example/JD0146000033',
    });
    await waitForQueueToDrain(t.runtime.jobs, sendMailQueue);
    const shippedMails = mailsWith(`${reference} has shipped`);
    expect(shippedMails).toHaveLength(1);
    expect(shippedMails[0]!.text).toContain('https://track.example/JD0146000033');
    expect(mailsWith(`${reference} is being printed`)).toHaveLength(1);
    expect((await eventsOf(id)).map((row) => row.event).sort()).toEqual(['in_production', 'shipped']);

    // The admin may not move a lab's order between its stages, but may mark it delivered: the selector offers that.
    const { order } = (await admin('GET', `/api/admin/orders/${id}`)).json();
    expect(order.allowedStatuses).toContain('delivered');
    expect(order.allowedStatuses.filter((status: string) => !['delivered', 'cancelled'].includes(status))).toEqual([]);
    expect((await admin('PATCH', `/api/admin/orders/${id}/status`, { status: 'processing' })).statusCode).toBe(409);
    expect((await admin('PATCH', `/api/admin/orders/${id}/status`, { status: 'delivered' })).statusCode).toBe(200);
  });

  it('keeps stages moving forward only: a late, older state changes nothing', async () => {
    const { reference, id } = await buyPoster();
    const sent = await labOrderOf(reference);
    lab.ship(sent.id, { carrier: 'Royal Mail', number: 'RM123456789GB', url: 'https://track.example/RM' });
    await deliverCallback(sent.id, SHIPPED);
    await synced();
    expect(await orderStatusOf(id)).toBe('shipped');
    // What an out-of-order callback would have carried, applied as if re-read late: still shipped.
    const row = (await labRowOf(id))!;
    await t.runtime.fulfilment!.service.apply(row, {
      labOrderId: sent.id,
      labStage: 'InProgress',
      stage: 'in_production',
      shipments: [],
    });
    expect(await orderStatusOf(id)).toBe('shipped');
    expect((await labRowOf(id))!.stage).toBe('shipped');
  });

  it('reads an order again when its callback was lost: hourly, once its state has not been read for six hours', async () => {
    const { reference, id } = await buyPoster();
    const sent = await labOrderOf(reference);
    const row = (await labRowOf(id))!;
    lab.ship(sent.id, { carrier: 'La Poste', number: 'LP99887766CH', url: 'https://track.example/LP' });
    // No callback comes. Read five hours ago: not yet read again.
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await db()
      .update(labOrders)
      .set({ updatedAt: hoursAgo(5) })
      .where(eq(labOrders.id, row.id));
    expect(await t.runtime.fulfilment!.service.labOrdersToRead()).not.toContain(row.id);
    // Sent long ago and never finished: no longer read either.
    await db()
      .update(labOrders)
      .set({ updatedAt: hoursAgo(7), sentAt: hoursAgo(61 * 24) })
      .where(eq(labOrders.id, row.id));
    expect(await t.runtime.fulfilment!.service.labOrdersToRead()).not.toContain(row.id);
    // Sent a day ago, unread for seven hours: the hourly check reads it, and the order ships.
    await db()
      .update(labOrders)
      .set({ sentAt: hoursAgo(24) })
      .where(eq(labOrders.id, row.id));
    expect(await t.runtime.fulfilment!.service.labOrdersToRead()).toContain(row.id);
    await t.runtime.jobs.boss.send(labCheckQueue, {});
    await waitForQueueToDrain(t.runtime.jobs, labCheckQueue);
    await synced();
    expect(await orderStatusOf(id)).toBe('shipped');
    expect((await labRowOf(id))!.stage).toBe('shipped');
    // Just read: not read again before another six hours.
    expect(await t.runtime.fulfilment!.service.labOrdersToRead()).not.toContain(row.id);
  });

  it('answers 404 to a callback with a wrong or unknown token', async () => {
    const { reference } = await buyPoster();
    const sent = await labOrderOf(reference);
    const { body } = lab.callback(sent.id, STAGE);
    const post = (url: string) =>
      t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json' } });
    expect((await post(`/api/fulfilment/callbacks/${randomToken()}`)).statusCode).toBe(404);
    expect((await post('/api/fulfilment/callbacks/short')).statusCode).toBe(404);
  });
});

describe('cancelling an order the lab has', () => {
  it('cancels at the lab first, before production', async () => {
    const { reference, id } = await buyPoster();
    const sent = await labOrderOf(reference);
    const cancelled = await admin('POST', `/api/admin/orders/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(lab.orders.get(sent.id)!.status.stage).toBe('Cancelled');
    expect(await orderStatusOf(id)).toBe('cancelled');
    expect((await labRowOf(id))!.stage).toBe('cancelled');
  });

  it('refuses the cancellation with the lab’s reason once production started; a refund stays possible', async () => {
    const { reference, id } = await buyPoster();
    const sent = await labOrderOf(reference);
    lab.advance(sent.id, 'in_production');
    const refused = await admin('POST', `/api/admin/orders/${id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('lab_refused_cancel');
    expect(refused.json().message).toMatch(/FailedToCancel/);
    expect(await orderStatusOf(id)).toBe('pending');
    expect(lab.orders.get(sent.id)!.status.stage).toBe('InProgress');
    const refund = await admin('POST', `/api/admin/orders/${id}/refunds`, {
      amount: 5,
      reason: 'A goodwill gesture',
      requestKey: `goodwill-${reference}`,
    });
    expect(refund.statusCode).toBe(200);
  });
});
