import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_FAILS_CARD, sandboxRefundFailure } from '../../adapters/payments/sandbox-payment-provider.ts';
import {
  adminAudit,
  catalogueOrderItems,
  catalogueOrders,
  orderEvents,
  orders,
  refunds,
  royalties,
  sandboxObjects,
  userImages,
} from '../../db/schema.ts';
import { makeCataloguePoster, makePoster } from '../../testing/posters.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import type { TestSmtpServer } from '../../testing/smtp.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';
import { waitFor } from '../../testing/wait-for.ts';
import { waitForQueueToDrain } from '../../testing/jobs.ts';
import { sendMailQueue } from '../mail/mail.jobs.ts';
import { english } from '../../i18n/messages.ts';
import { signInAdmin } from '../../testing/admin-session.ts';
import { guestCheckoutCookie } from '../../testing/guest-checkout.ts';
import { createOrderCancellationService } from './order-cancellation.service.ts';

const m = english.afterSale;

const ADMIN = { username: 'operator', password: 'an after-sale admin password' };

let t: TestApp;
let smtp: TestSmtpServer;
let adminCookie: string;
let buyer: TestUser;
let creator: TestUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
      SHOP_ADDRESS: 'Affiche Print AG, Seestrasse 5, 8002 Zürich, Switzerland',
    },
  });
  adminCookie = await adminSession();
  buyer = await signedInUser(t);
  creator = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.runtime.database.db;

/** The admin's session: password and second factor, as an admin signs in. */
const adminSession = () => signInAdmin(t, ADMIN);

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: adminCookie }, payload: payload as object | undefined });

let visitor = 0;
const anonymous = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.9.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}`,
  });
const pay = (clientSecret: string, cardNumber = '4242424242424242') =>
  anonymous('/api/payments/sandbox/confirm', { clientSecret, cardNumber, expMonth: 12, expYear: 2040, cvc: '123' });

let customerNumber = 0;
const shippingFor = () => ({
  firstName: 'Zoë',
  lastName: 'Müller',
  email: `zoe.${++customerNumber}.${randomUUID().slice(0, 6)}@example.ch`,
  address: 'Bahnhofstrasse 12',
  city: 'Zürich',
  state: 'Zürich',
  zipCode: '8001',
  country: 'CH',
});

/** A custom poster order of `quantity` prints paid in the shop (29.95 CHF each). */
async function posterOrder(quantity = 2, card?: string) {
  const shipping = shippingFor();
  const imageId = await makePoster(t, buyer.id);
  const prepared = await buyer.post('/api/prepare-checkout', { ...shipping, imageId, quantity });
  expect(prepared.statusCode, prepared.body).toBe(200);
  const checkout = prepared.json();
  const paid = await pay(checkout.clientSecret, card);
  expect(paid.statusCode, paid.body).toBe(200);
  const { paymentIntentId } = paid.json();
  const completed = await buyer.post('/api/complete-order', {
    paymentIntentId,
    confirmationId: checkout.confirmationId,
  });
  expect(completed.statusCode, completed.body).toBe(200);
  const [order] = await db().select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
  return { ...order!, shipping };
}

/** A catalogue order of one print of each poster, paid in the shop. */
async function catalogueOrder(posterIds: number[]) {
  const shipping = shippingFor();
  const checkout = (
    await anonymous('/api/prepare-checkout', { ...shipping, cartItems: posterIds.map((id) => ({ id, quantity: 1 })) })
  ).json();
  const { paymentIntentId } = (await pay(checkout.clientSecret)).json();
  const completed = await t.app.inject({
    method: 'POST',
    url: '/api/complete-catalogue-order',
    payload: { paymentIntentId, orderConfirmationId: checkout.confirmationId },
    headers: { cookie: guestCheckoutCookie(t, checkout.confirmationId) },
  });
  expect(completed.statusCode).toBe(200);
  const [order] = await db().select().from(catalogueOrders).where(eq(catalogueOrders.paymentIntentId, paymentIntentId));
  const items = await db().select().from(catalogueOrderItems).where(eq(catalogueOrderItems.orderId, order!.id));
  return { ...order!, items, shipping };
}

const refundsOf = (kind: 'order' | 'catalogue', orderId: number) =>
  db()
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderKind, kind), eq(refunds.orderId, orderId)));
const settledRefunds = (kind: 'order' | 'catalogue', orderId: number, count = 1) =>
  waitFor('the provider to settle the refunds', async () => {
    const rows = await refundsOf(kind, orderId);
    return rows.length >= count && rows.every((row) => row.status !== 'pending') && rows;
  });
const providerRefunds = async (paymentIntentId: string) =>
  (
    await db()
      .select()
      .from(sandboxObjects)
      .where(
        and(eq(sandboxObjects.kind, 'refund'), sql`${sandboxObjects.data}->>'paymentIntentId' = ${paymentIntentId}`),
      )
  ).length;
const eventsOf = (kind: 'order' | 'catalogue', orderId: number) =>
  db()
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderKind, kind), eq(orderEvents.orderId, orderId)));
const mailsTo = (address: string, subject: RegExp) =>
  smtp.mails.filter(
    (mail) =>
      mail.to &&
      [mail.to].flat().some((to) => to.text.toLowerCase().includes(address.toLowerCase())) &&
      subject.test(mail.subject ?? ''),
  );

describe('cancelling an order', () => {
  it('returns a limited edition to stock so the next buyer gets that number, reverses the royalty and refunds in full', async () => {
    const limited = await makeCataloguePoster(t, creator.id, {
      name: 'Rhône at Dusk',
      totalSupply: 10,
      pricePerUnit: 80,
    });
    const first = await catalogueOrder([limited]);
    const second = await catalogueOrder([limited]);
    expect(first.items[0]).toMatchObject({ firstEdition: 1, lastEdition: 1 });
    expect(second.items[0]).toMatchObject({ firstEdition: 2, lastEdition: 2 });

    const cancelled = await admin('POST', `/api/admin/catalogue-orders/${first.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund: { amount: 80, status: 'pending' } });
    const [refund] = await settledRefunds('catalogue', first.id);
    expect(refund).toMatchObject({ amount: 8000, status: 'succeeded', requestedBy: ADMIN.username });
    expect((await db().select().from(userImages).where(eq(userImages.id, limited)))[0]!.soldCount).toBe(1);

    const ledger = await db().select().from(royalties).where(eq(royalties.imageId, limited));
    expect(ledger).toHaveLength(3);
    expect(ledger.reduce((sum, entry) => sum + Number(entry.amount), 0)).toBeCloseTo(
      Number(ledger.find((e) => e.orderItemId === second.items[0]!.id)!.amount),
      2,
    );
    expect(ledger.find((entry) => entry.reversalOf !== null)).toMatchObject({
      orderItemId: first.items[0]!.id,
      amount: (-Number(ledger[0]!.amount)).toFixed(2),
    });

    const next = await catalogueOrder([limited]);
    expect(next.items[0]).toMatchObject({ firstEdition: 1, lastEdition: 1, totalSupply: 10 });
    const after = await catalogueOrder([limited]);
    expect(after.items[0]).toMatchObject({ firstEdition: 3, lastEdition: 3 });
    expect((await db().select().from(userImages).where(eq(userImages.id, limited)))[0]!.soldCount).toBe(3);

    const csv = (
      await admin('GET', `/api/admin/orders/export/csv?type=catalogue&search=${first.confirmationId}`)
    ).rawPayload
      .toString('utf8')
      .slice(1)
      .split('\r\n');
    const header = csv[0]!.split(',');
    expect(csv[1]!.split(',')[header.indexOf('Cancelled At')]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(csv[1]!.split(',')[header.indexOf('Refunded (CHF)')]).toBe('80.00');
    const audit = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subjectType, 'catalogue_order'), eq(adminAudit.subjectId, first.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'catalogue_order.cancel',
        adminUsername: ADMIN.username,
        before: { status: 'pending' },
      }),
    ]);
    await waitFor('the refunded notice', async () =>
      (await eventsOf('catalogue', first.id)).some((row) => row.event === 'refunded'),
    );
    expect((await eventsOf('catalogue', first.id)).map((row) => row.event).sort()).toEqual(['cancelled', 'refunded']);
    await smtp.waitForMail(first.shipping.email, { since: 0 });
    await waitFor(
      'the cancellation and refund mails',
      async () => mailsTo(first.shipping.email, /cancelled|refunded/).length >= 2,
    );
  });

  it('cancels once when two admins cancel at once', async () => {
    const order = await posterOrder(1);
    const answers = await Promise.all([1, 2].map(() => admin('POST', `/api/admin/orders/${order.id}/cancel`, {})));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      code: expect.any(String),
      message: m.alreadyCancelled,
    });
    await settledRefunds('order', order.id);
    expect(await providerRefunds(order.paymentIntentId)).toBe(1);
  });

  it('refuses to cancel an order already in production', async () => {
    const inProduction = await posterOrder(1);
    expect(
      (await admin('PATCH', `/api/admin/orders/${inProduction.id}/status`, { status: 'processing' })).statusCode,
    ).toBe(200);
    const refused = await admin('POST', `/api/admin/orders/${inProduction.id}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: expect.any(String), message: m.notCancellableInProduction });
    expect(await refundsOf('order', inProduction.id)).toEqual([]);
  });

  it('lets the customer cancel their own paid order within the window, and nobody else’s', async () => {
    const order = await posterOrder(1);
    const service = t.runtime.orderCancellation;
    await expect(
      service.cancelOrder({ kind: 'order', orderId: order.id, by: { customerUserId: creator.id, reason: 'customer' } }),
    ).rejects.toMatchObject({ status: 404, message: m.orderNotFound });
    const late = createOrderCancellationService({
      db: db(),
      refunds: t.runtime.orderRefunds,
      mail: { enqueue: async () => {} },
      brand: { brandName: 'Affiche', publicUrl: 'http://localhost' },
      customerWindowMinutes: 60,
      now: () => new Date(Date.now() + 61 * 60_000),
    });
    await expect(
      late.cancelOrder({ kind: 'order', orderId: order.id, by: { customerUserId: buyer.id, reason: 'customer' } }),
    ).rejects.toMatchObject({ status: 409, message: m.cancelWindowPassed({ unit: 'hours', hours: 1, minutes: 60 }) });
    const done = await service.cancelOrder({
      kind: 'order',
      orderId: order.id,
      by: { customerUserId: buyer.id, reason: 'customer' },
    });
    expect(done).toMatchObject({
      status: 'cancelled',
      confirmationId: order.confirmationId,
      refund: { amount: 29.95, requestedBy: 'customer' },
    });
    expect(
      await db()
        .select()
        .from(adminAudit)
        .where(and(eq(adminAudit.subjectType, 'order'), eq(adminAudit.subjectId, order.id))),
    ).toEqual([]);
  });
});

describe('refunds', () => {
  it('refunds in part, then the rest, never more than was paid, and tells the customer each time', async () => {
    const order = await posterOrder(2);
    const partial = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      amount: 10,
      reason: 'A scratch on one print',
      requestKey: randomUUID(),
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().refund).toMatchObject({ amount: 10, status: 'pending', reason: 'A scratch on one print' });
    await settledRefunds('order', order.id);

    const tooMuch = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      amount: 50,
      reason: 'Too much',
      requestKey: randomUUID(),
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ code: expect.any(String), message: m.refundTooLarge({ amount: '49.90 CHF' }) });
    const rest = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      reason: 'The customer returned both',
      requestKey: randomUUID(),
    });
    expect(rest.json().refund).toMatchObject({ amount: 49.9 });
    await settledRefunds('order', order.id, 2);
    const none = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      amount: 0.01,
      reason: 'Again',
      requestKey: randomUUID(),
    });
    expect(none.json()).toEqual({ code: expect.any(String), message: m.nothingLeftToRefund });

    const detail = (await admin('GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail.afterSale).toMatchObject({ refunded: 59.9, refundable: 0 });
    expect(detail.audit.filter((entry: { action: string }) => entry.action === 'order.refund')).toHaveLength(2);
    await waitFor('both refund notices', async () => (await eventsOf('order', order.id)).length === 2);
    expect((await eventsOf('order', order.id)).map((row) => row.event).sort()).toEqual([
      'partially_refunded',
      'refunded',
    ]);
    await waitFor('both refund mails', async () => mailsTo(order.shipping.email, /refund/i).length === 2);
    expect(mailsTo(order.shipping.email, /A refund for your order/)[0]!.text).toContain('10.00 CHF');

    const csv = (
      await admin('GET', `/api/admin/orders/export/csv?type=standard&search=${order.confirmationId}`)
    ).rawPayload
      .toString('utf8')
      .slice(1)
      .split('\r\n');
    const header = csv[0]!.split(',');
    const fields = csv[1]!.split(',');
    expect(fields[header.indexOf('Confirmation ID')]).toBe(order.confirmationId);
    expect(fields[header.indexOf('Refunded (CHF)')]).toBe('59.90');
    expect(fields[header.indexOf('Refund Pending (CHF)')]).toBe('0.00');
  });

  it('refunds once for a double click, and once when two refunds of everything arrive together', async () => {
    const order = await posterOrder(1);
    const requestKey = randomUUID();
    const clicks = await Promise.all(
      [1, 2, 3].map(() =>
        admin('POST', `/api/admin/orders/${order.id}/refunds`, { amount: 5, reason: 'Late', requestKey }),
      ),
    );
    expect(clicks.map((click) => click.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(clicks.map((click) => click.json().refund.id)).size).toBe(1);

    const together = await Promise.all(
      [1, 2].map(() =>
        admin('POST', `/api/admin/orders/${order.id}/refunds`, { reason: 'Everything', requestKey: randomUUID() }),
      ),
    );
    expect(
      together
        .map((answer) =>
          answer.statusCode === 409 ? `409 ${answer.json().message}` : `${answer.statusCode} ${answer.body}`,
        )
        .sort(),
    ).toEqual([expect.stringMatching(/^200 /), `409 ${m.nothingLeftToRefund}`]);
    const rows = await settledRefunds('order', order.id, 2);
    expect(rows.map((row) => row.amount).sort((a, b) => a - b)).toEqual([500, 2495]);
    expect(await providerRefunds(order.paymentIntentId)).toBe(2);
  });

  it('shows a refund the provider failed with its message, and a retry refunds it', async () => {
    const order = await posterOrder(1, REFUND_FAILS_CARD);
    const asked = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      amount: 12.5,
      reason: 'Damaged tube',
      requestKey: randomUUID(),
    });
    const refundId = asked.json().refund.id;
    const [failed] = await settledRefunds('order', order.id);
    expect(failed).toMatchObject({ status: 'failed', failureMessage: sandboxRefundFailure });
    expect((await admin('GET', `/api/admin/orders/${order.id}`)).json().afterSale).toMatchObject({
      refunded: 0,
      refundable: 29.95,
      refunds: [expect.objectContaining({ status: 'failed', failureMessage: sandboxRefundFailure })],
    });
    expect(await eventsOf('order', order.id)).toEqual([]);

    const retried = await admin('POST', `/api/admin/orders/${order.id}/refunds/${refundId}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().refund).toMatchObject({ id: refundId, status: 'pending' });
    const [succeeded] = await settledRefunds('order', order.id);
    expect(succeeded).toMatchObject({ status: 'succeeded', attempt: 2, failureMessage: null });
    const again = await admin('POST', `/api/admin/orders/${order.id}/refunds/${refundId}/retry`);
    expect(again.json()).toEqual({ code: expect.any(String), message: m.refundNotRetryable });
  });

  it('refuses a bad amount, reason or key with the form’s words', async () => {
    const order = await posterOrder(1);
    const ask = (payload: object) => admin('POST', `/api/admin/orders/${order.id}/refunds`, payload);
    expect((await ask({ amount: 0, reason: 'x', requestKey: randomUUID() })).json()).toEqual({
      code: expect.any(String),
      message: m.refundInvalidAmount,
    });
    expect((await ask({ amount: 1.234, reason: 'x', requestKey: randomUUID() })).json()).toEqual({
      code: expect.any(String),
      message: m.refundInvalidAmount,
    });
    expect((await ask({ amount: 1, reason: ' ', requestKey: randomUUID() })).json()).toEqual({
      code: expect.any(String),
      message: m.refundReasonRequired,
    });
    expect((await ask({ amount: 1, reason: 'x', requestKey: '../' })).json()).toEqual({
      code: expect.any(String),
      message: m.refundKeyInvalid,
    });
    expect(
      (await admin('POST', '/api/admin/orders/999999/refunds', { amount: 1, reason: 'x', requestKey: randomUUID() }))
        .statusCode,
    ).toBe(404);
  });
});

describe('shipping', () => {
  it('keeps the carrier and tracking number and mails the shipped notice once when two admins ship at once', async () => {
    const order = await posterOrder(1);
    const ship = { status: 'shipped', carrier: 'swiss-post', trackingNumber: '99.00.123456.12345678' };
    const answers = await Promise.all([1, 2].map(() => admin('PATCH', `/api/admin/orders/${order.id}/status`, ship)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await admin('PATCH', `/api/admin/orders/${order.id}/status`, ship)).statusCode).toBe(200);

    const mail = await smtp
      .waitForMail(order.shipping.email, { since: 0, timeoutMs: 20_000 })
      .then(() => waitFor('the shipped mail', async () => mailsTo(order.shipping.email, /has shipped/)[0]));
    expect(mail.text).toContain('https://service.post.ch/ekp-web/ui/entry/search/990012345612345678');
    expect(mail.html).toContain('Track your parcel');
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'shipped', carrier: 'swiss-post', trackingNumber: '990012345612345678' });
    expect((await eventsOf('order', order.id)).map((event) => event.event)).toEqual(['shipped']);
    // Every mail to the customer that was queued has left by now: a second shipped notice would be among them.
    await waitForQueueToDrain(t.runtime.jobs, sendMailQueue, { data: { to: order.shipping.email } });
    expect(mailsTo(order.shipping.email, /has shipped/)).toHaveLength(1);
    expect((await admin('GET', `/api/admin/orders/${order.id}`)).json().afterSale).toMatchObject({
      carrier: 'swiss-post',
      trackingUrl: 'https://service.post.ch/ekp-web/ui/entry/search/990012345612345678',
    });
  });

  it('writes the shipped notice in the language the order was placed in', async () => {
    const order = await posterOrder(1);
    await db().update(orders).set({ language: 'fr' }).where(eq(orders.id, order.id));
    const shipped = await admin('PATCH', `/api/admin/orders/${order.id}/status`, {
      status: 'shipped',
      carrier: 'swiss-post',
      trackingNumber: '99.00.123456.12345678',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mail = await waitFor(
      'the French shipped mail',
      async () => mailsTo(order.shipping.email, /a été expédiée/)[0],
    );
    expect(mail.subject).toBe(`Votre commande ${order.confirmationId} a été expédiée`);
    expect(mail.text).toContain(
      `Votre commande ${order.confirmationId} est en route avec Swiss Post, numéro de suivi 990012345612345678.`,
    );
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Suivre votre colis');
  });

  it('refuses a tracking number that is not the carrier’s, and a carrier off the list', async () => {
    const order = await posterOrder(1);
    const bad = await admin('PATCH', `/api/admin/orders/${order.id}/status`, {
      status: 'shipped',
      carrier: 'swiss-post',
      trackingNumber: '12345',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: expect.any(String), message: m.trackingNumberInvalid['swiss-post'] });
    expect(
      (
        await admin('PATCH', `/api/admin/orders/${order.id}/status`, {
          status: 'shipped',
          carrier: 'pigeon',
          trackingNumber: '1Z999AA10123456784',
        })
      ).json(),
    ).toEqual({ code: expect.any(String), message: m.invalidCarrier });
    const ups = await admin('PATCH', `/api/admin/orders/${order.id}/status`, {
      status: 'shipped',
      carrier: 'ups',
      trackingNumber: '1Z 999 AA1 01 2345 6784',
    });
    expect(ups.statusCode).toBe(200);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
  });
});

describe('the confirmation mail', () => {
  /** The pictures of a mail, fetched from the shop as a mail client would: content type, first bytes, format. */
  async function picturesOf(html: string) {
    const sources = [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
    return Promise.all(
      sources.map(async (source) => {
        const url = new URL(source);
        const response = await t.app.inject({ method: 'GET', url: url.pathname });
        return {
          path: url.pathname,
          status: response.statusCode,
          contentType: response.headers['content-type'],
          magic: response.rawPayload.subarray(0, 3).toString('hex'),
          metadata: response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : null,
        };
      }),
    );
  }

  it('shows the posters as JPEG pictures, never WebP, for a custom poster and a catalogue order', async () => {
    const custom = await posterOrder(1);
    const catalogue = await catalogueOrder([
      await makeCataloguePoster(t, creator.id, { name: 'Morning in Interlaken' }),
      await makeCataloguePoster(t, creator.id, { name: 'Ascona by night' }),
    ]);
    for (const [order, count] of [
      [custom, 1],
      [catalogue, 2],
    ] as const) {
      const mail = await smtp.waitForMail(order.shipping.email);
      const html = String(mail.html);
      expect(html).not.toMatch(/\.webp/);
      const pictures = await picturesOf(html);
      expect(pictures).toHaveLength(count);
      for (const picture of pictures) {
        expect(picture.path).toMatch(/^\/api\/storage-image\/mail-pictures\/[0-9a-f]{32}\.jpg$/);
        expect(picture.status).toBe(200);
        expect(picture.contentType).toBe('image/jpeg');
        expect(picture.magic).toBe('ffd8ff');
        expect(picture.metadata).toMatchObject({ format: 'jpeg', width: 168 });
      }
    }
  });
});

describe('the receipt', () => {
  it('is a PDF with the shop, the customer, the items, the total and its Swiss VAT share, and comes with the confirmation mail', async () => {
    const order = await posterOrder(2);
    const response = await admin('GET', `/api/admin/orders/${order.id}/receipt`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${order.confirmationId}.pdf"`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Affiche Print AG');
    expect(text).toContain('8002 Zürich');
    expect(text).toContain('8001 Zürich');
    expect(text).toContain(order.confirmationId);
    expect(text).toContain(order.paymentIntentId);
    expect(text).toContain('29.95 CHF');
    expect(text).toContain('59.90 CHF');
    // 59.90 × 8.1 / 108.1 = 4.488… → 4.49
    expect(text).toMatch(/Including VAT 8\.1%\s*4\.49 CHF/);
    expect(text).toMatch(/Shipping[^]*included/);

    const confirmation = await smtp.waitForMail(order.shipping.email);
    expect(confirmation.subject).toBe(`Your order ${order.confirmationId}`);
    expect(confirmation.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`receipt-${order.confirmationId}.pdf`, 'application/pdf'],
    ]);
    const attached = await extractText(await getDocumentProxy(new Uint8Array(confirmation.attachments[0]!.content)), {
      mergePages: true,
    });
    expect(attached.text).toContain('59.90 CHF');
  });

  it('is written in the order’s language, with its amounts as that language writes them', async () => {
    const order = await posterOrder(2);
    await db().update(orders).set({ language: 'de' }).where(eq(orders.id, order.id));
    const response = await admin('GET', `/api/admin/orders/${order.id}/receipt`);
    expect(response.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Quittung');
    expect(text).toContain('Rechnungs- und Lieferadresse');
    expect(text).toContain('Stückpreis');
    expect(text).toContain('CHF 29.95');
    expect(text).toMatch(/Total\s*CHF 59\.90/);
    expect(text).toMatch(/Inkl\. MWST 8\.1%\s*CHF 4\.49/);
    expect(text).toMatch(/Versand \(mit Sendungsverfolgung\)[^]*inbegriffen/);
    expect(text).not.toContain('Receipt');
  });

  it('names the poster’s style and the customer’s country in the order’s language, never by their ids', async () => {
    const order = await posterOrder(1);
    const expected = {
      en: ['Poster, Pop Art style A3, unframed', 'Switzerland'],
      de: ['Poster im Stil Pop Art A3, ohne Rahmen', 'Schweiz'],
      fr: ['Affiche, style Pop Art A3, sans cadre', 'Suisse'],
      it: ['Poster, stile Pop Art A3, senza cornice', 'Svizzera'],
    } as const;
    for (const [language, [item, country]] of Object.entries(expected)) {
      await db().update(orders).set({ language }).where(eq(orders.id, order.id));
      const response = await admin('GET', `/api/admin/orders/${order.id}/receipt`);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
        mergePages: true,
      });
      expect(text.replace(/\s+/g, ' '), language).toContain(item);
      expect(text, language).toMatch(new RegExp(`8001 Zürich\\s+Zürich\\s+${country}\\s`));
      // The shop's own country too (SHOP_COUNTRY; this shop's address still ends in "Switzerland", left out).
      expect(text, language).toMatch(new RegExp(`Seestrasse 5\\s+8002 Zürich\\s+${country}\\s`));
      if (language !== 'en') expect(text, language).not.toContain('Switzerland');
      expect(text, language).not.toContain('popart');
    }
  });

  it('lists a catalogue order’s editions', async () => {
    const poster = await makeCataloguePoster(t, creator.id, {
      name: 'Genève, quai du Mont-Blanc',
      totalSupply: 50,
      pricePerUnit: 45,
    });
    const order = await catalogueOrder([poster]);
    const response = await admin('GET', `/api/admin/catalogue-orders/${order.id}/receipt`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Genève, quai du Mont-Blanc');
    expect(text).toContain('#1/50');
    // 45.00 × 8.1 / 108.1 = 3.371… → 3.37
    expect(text).toMatch(/45\.00 CHF[^]*Including VAT 8\.1%\s*3\.37 CHF/);
  });
});
