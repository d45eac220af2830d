import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAudit,
  catalogueOrderItems,
  catalogueOrders,
  orders,
  refunds,
  returnedEditions,
  royalties,
  userImages,
} from '../../db/schema.ts';
import { english } from '../../i18n/messages.ts';
import { signInAdmin } from '../../testing/admin-session.ts';
import { makeCataloguePoster, makePoster } from '../../testing/posters.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';
import { waitFor } from '../../testing/wait-for.ts';
import deAdmin from '../../../shared/messages/de/admin.ts';

/**
 * Decision 022: money decides what an order may become. Every rule through the API on a real database,
 * and the races (the customer's cancel against the admin's status change, two cancels, a cancel and a
 * refund) many times over, each ending with one winner, whole.
 */

const a = english.admin;
const m = english.afterSale;
const ADMIN = { username: 'cashier', password: 'a money-decides admin password' };

let t: TestApp;
let adminCookie: string;
let buyer: TestUser;
let creator: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
  adminCookie = await signInAdmin(t, ADMIN);
  buyer = await signedInUser(t);
  creator = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.runtime.database.db;

let address = 0;
/** Each request from its own address, so the per-visitor limits never take part in a race. */
const remoteAddress = () => `10.21.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`;

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, language?: string) =>
  t.app.inject({
    method,
    url,
    remoteAddress: remoteAddress(),
    headers: { cookie: language ? `${adminCookie}; lang=${language}` : adminCookie },
    payload,
  });
const setStatus = (path: 'orders' | 'catalogue-orders', id: number, status: string, language?: string) =>
  admin('PATCH', `/api/admin/${path}/${id}/status`, { status }, language);
const customerCancel = (reference: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${reference}/cancel`,
    remoteAddress: remoteAddress(),
    headers: { cookie: buyer.cookie },
    payload: {},
  });

const anonymous = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: remoteAddress() });
const pay = (clientSecret: string) =>
  anonymous('/api/payments/sandbox/confirm', {
    clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });

const shipping = () => ({
  firstName: 'Léa',
  lastName: 'Rochat',
  email: `lea.${randomUUID().slice(0, 8)}@example.ch`,
  address: 'Rue du Marché 3',
  city: 'Genève',
  state: 'Genève',
  zipCode: '1204',
  country: 'CH',
});

/** A custom poster order of one print (29.95 CHF), paid by the signed-in buyer. */
async function posterOrder() {
  const imageId = await makePoster(t, buyer.id);
  const checkout = (await buyer.post('/api/prepare-checkout', { ...shipping(), imageId, quantity: 1 })).json();
  const { paymentIntentId } = (await pay(checkout.clientSecret)).json();
  expect(
    (await buyer.post('/api/complete-order', { paymentIntentId, confirmationId: checkout.confirmationId })).statusCode,
  ).toBe(200);
  const [order] = await db().select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
  return order!;
}

/** A catalogue order of one print of `posterId`, paid by the signed-in buyer. */
async function catalogueOrder(posterId: number) {
  const checkout = (
    await buyer.post('/api/prepare-checkout', { ...shipping(), cartItems: [{ id: posterId, quantity: 1 }] })
  ).json();
  expect(checkout.clientSecret, JSON.stringify(checkout)).toBeTruthy();
  const { paymentIntentId } = (await pay(checkout.clientSecret)).json();
  expect(
    (
      await buyer.post('/api/complete-catalogue-order', {
        paymentIntentId,
        orderConfirmationId: checkout.confirmationId,
      })
    ).statusCode,
  ).toBe(200);
  const [order] = await db().select().from(catalogueOrders).where(eq(catalogueOrders.paymentIntentId, paymentIntentId));
  const items = await db().select().from(catalogueOrderItems).where(eq(catalogueOrderItems.orderId, order!.id));
  return { ...order!, items };
}

const statusOf = async (kind: 'order' | 'catalogue', id: number) =>
  (
    await db()
      .select({ status: (kind === 'order' ? orders : catalogueOrders).status })
      .from(kind === 'order' ? orders : catalogueOrders)
      .where(eq((kind === 'order' ? orders : catalogueOrders).id, id))
  )[0]!.status;
const refundsOf = (kind: 'order' | 'catalogue', id: number) =>
  db()
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderKind, kind), eq(refunds.orderId, id)));
const settled = (kind: 'order' | 'catalogue', id: number, count = 1) =>
  waitFor('the provider to settle the refunds', async () => {
    const rows = await refundsOf(kind, id);
    return rows.length >= count && rows.every((row) => row.status !== 'pending') && rows;
  });
const soldCountOf = async (posterId: number) =>
  (await db().select({ soldCount: userImages.soldCount }).from(userImages).where(eq(userImages.id, posterId)))[0]!
    .soldCount;
const returnedOf = async (posterId: number) =>
  (
    await db()
      .select({ number: returnedEditions.editionNumber })
      .from(returnedEditions)
      .where(eq(returnedEditions.imageId, posterId))
  )
    .map((row) => row.number)
    .sort((x, y) => x - y);
const reversalsOf = async (itemId: number) =>
  (
    await db()
      .select()
      .from(royalties)
      .where(and(eq(royalties.orderItemId, itemId), sql`${royalties.reversalOf} is not null`))
  ).length;
const detailOf = async (path: 'orders' | 'catalogue-orders', id: number) =>
  (await admin('GET', `/api/admin/${path}/${id}`)).json();

describe('a refunded order is final', () => {
  it('cannot move to production, shipping or delivery once refunded in full, says why in the admin’s language, and may still be cancelled', async () => {
    const order = await posterOrder();
    const refund = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      reason: 'Customer changed their mind',
      requestKey: randomUUID(),
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await settled('order', order.id))[0]).toMatchObject({ status: 'succeeded', amount: 2995 });

    for (const status of ['processing', 'shipped', 'delivered']) {
      const refused = await setStatus('orders', order.id, status);
      expect(refused.statusCode, `${status}: ${refused.body}`).toBe(409);
      expect(refused.json()).toEqual({ code: expect.any(String), message: a.statusRefundedFinal });
    }
    expect((await setStatus('orders', order.id, 'processing', 'de')).json()).toEqual({
      code: expect.any(String),
      message: deAdmin.statusRefundedFinal,
    });
    expect(await statusOf('order', order.id)).toBe('pending');
    expect((await detailOf('orders', order.id)).order.allowedStatuses).toEqual(['cancelled']);
    const listed = (await admin('GET', `/api/admin/orders?search=${order.confirmationId}`)).json().orders;
    expect(listed).toEqual([
      expect.objectContaining({ id: order.id, status: 'pending', allowedStatuses: ['cancelled'] }),
    ]);

    // Cancelled from the list: the cancellation runs, with nothing left to refund.
    const cancelled = await setStatus('orders', order.id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ id: order.id, status: 'cancelled', previousStatus: 'pending' });
    expect(await refundsOf('order', order.id)).toHaveLength(1);
    expect((await detailOf('orders', order.id)).order.allowedStatuses).toEqual([]);
    for (const status of ['pending', 'processing', 'shipped', 'delivered']) {
      const refused = await setStatus('orders', order.id, status, 'fr');
      expect(refused.statusCode).toBe(409);
    }
    expect((await setStatus('orders', order.id, 'delivered')).json()).toEqual({
      code: expect.any(String),
      message: a.statusCancelledFinal,
    });
    expect(await statusOf('order', order.id)).toBe('cancelled');
  });

  it('holds a shipped order refunded in full where it is: no delivery and no new tracking after the money went back', async () => {
    const order = await posterOrder();
    expect(
      (
        await admin('PATCH', `/api/admin/orders/${order.id}/status`, {
          status: 'shipped',
          carrier: 'ups',
          trackingNumber: '1Z999AA10123456784',
        })
      ).statusCode,
    ).toBe(200);
    await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      reason: 'Parcel came back',
      requestKey: randomUUID(),
    });
    await settled('order', order.id);
    expect((await setStatus('orders', order.id, 'delivered')).json()).toEqual({
      code: expect.any(String),
      message: a.statusRefundedFinal,
    });
    expect(
      (
        await admin('PATCH', `/api/admin/orders/${order.id}/status`, {
          status: 'shipped',
          carrier: 'ups',
          trackingNumber: '1Z999AA10123456784',
        })
      ).statusCode,
    ).toBe(409);
    // Cancelling is for orders not yet in production (decision 013): refused with its reason, nothing refunded twice.
    const cancel = await setStatus('orders', order.id, 'cancelled');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ code: expect.any(String), message: m.notCancellableInProduction });
    expect((await detailOf('orders', order.id)).order).toMatchObject({ status: 'shipped', allowedStatuses: [] });
    expect(await refundsOf('order', order.id)).toHaveLength(1);
  });

  it('holds an order while a refund of its whole amount is pending, and lets it move again when that refund fails', async () => {
    const order = await posterOrder();
    // A refund the provider has not answered yet (decision 013: one that cannot be reached stays pending).
    const [pending] = await db()
      .insert(refunds)
      .values({
        orderKind: 'order',
        orderId: order.id,
        paymentIntentId: order.paymentIntentId,
        amount: 2995,
        currency: 'chf',
        reason: 'Waiting',
        requestedBy: ADMIN.username,
        requestKey: randomUUID(),
      })
      .returning();
    const held = await setStatus('orders', order.id, 'processing', 'it');
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({
      code: expect.any(String),
      message: (await import('../../../shared/messages/it/admin.ts')).default.statusRefundPending,
    });
    expect((await detailOf('orders', order.id)).order.allowedStatuses).toEqual(['cancelled']);

    await db()
      .update(refunds)
      .set({ status: 'failed', failureMessage: 'Declined', settledAt: new Date() })
      .where(eq(refunds.id, pending!.id));
    expect((await detailOf('orders', order.id)).order.allowedStatuses).toEqual([
      'processing',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    expect((await setStatus('orders', order.id, 'processing')).statusCode).toBe(200);
  });

  it('lets a partly refunded order move among pending, processing, shipped and delivered (corrections happen)', async () => {
    const order = await posterOrder();
    await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      amount: 10,
      reason: 'Scratch',
      requestKey: randomUUID(),
    });
    await settled('order', order.id);
    for (const status of ['delivered', 'pending', 'shipped', 'processing', 'pending']) {
      const changed = await setStatus('orders', order.id, status);
      expect(changed.statusCode, `${status}: ${changed.body}`).toBe(200);
    }
    expect((await detailOf('orders', order.id)).order.allowedStatuses).toEqual([
      'processing',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    expect((await setStatus('orders', order.id, 'processing')).statusCode).toBe(200);
    expect((await detailOf('orders', order.id)).order.allowedStatuses).toEqual(['pending', 'shipped', 'delivered']);
    const refused = await setStatus('orders', order.id, 'cancelled');
    expect(refused.json()).toEqual({ code: expect.any(String), message: m.notCancellableInProduction });
  });
});

describe('an order in production is not refunded in full (decision 036)', () => {
  it('refuses the refund that would cover the whole amount, in the admin’s language; a part is fine, and shipped orders may be refunded in full', async () => {
    const order = await posterOrder();
    expect((await setStatus('orders', order.id, 'processing')).statusCode).toBe(200);
    const whole = await admin(
      'POST',
      `/api/admin/orders/${order.id}/refunds`,
      { reason: 'All of it', requestKey: randomUUID() },
      'de',
    );
    expect(whole.statusCode).toBe(409);
    expect(whole.json()).toEqual({
      code: expect.any(String),
      message: (await import('../../../shared/messages/de/afterSale.ts')).default.refundInProduction,
    });
    const part = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      amount: 10,
      reason: 'A scratch',
      requestKey: randomUUID(),
    });
    expect(part.statusCode, part.body).toBe(200);
    const rest = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      amount: 19.95,
      reason: 'The rest',
      requestKey: randomUUID(),
    });
    expect(rest.json()).toEqual({ code: expect.any(String), message: m.refundInProduction });
    await settled('order', order.id);
    expect(await statusOf('order', order.id)).toBe('processing');

    expect((await setStatus('orders', order.id, 'shipped')).statusCode).toBe(200);
    const returned = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      reason: 'Parcel came back',
      requestKey: randomUUID(),
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().refund.amount).toBe(19.95);
  });
});

describe('"cancelled" in the list runs the cancellation', () => {
  it('refunds, gives the edition back and reverses the royalty; the customer’s cancel then finds it cancelled', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Lavaux', totalSupply: 10, pricePerUnit: 60 });
    const first = await catalogueOrder(poster);
    await catalogueOrder(poster);
    expect(await soldCountOf(poster)).toBe(2);

    const cancelled = await setStatus('catalogue-orders', first.id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [refund] = await settled('catalogue', first.id);
    expect(refund).toMatchObject({
      amount: 6000,
      status: 'succeeded',
      requestKey: `cancel-catalogue-${first.id}`,
      requestedBy: ADMIN.username,
    });
    expect(await soldCountOf(poster)).toBe(1);
    expect(await returnedOf(poster)).toEqual([first.items[0]!.firstEdition]);
    expect(await reversalsOf(first.items[0]!.id)).toBe(1);
    const audit = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subjectType, 'catalogue_order'), eq(adminAudit.subjectId, first.id)));
    expect(audit.map((row) => row.action)).toEqual(['catalogue_order.cancel']);

    const customer = await customerCancel(first.confirmationId);
    expect(customer.statusCode).toBe(409);
    expect(customer.json()).toEqual({ code: expect.any(String), message: m.alreadyCancelled });
    expect((await setStatus('catalogue-orders', first.id, 'processing')).json()).toEqual({
      code: expect.any(String),
      message: a.statusCancelledFinal,
    });
    expect((await setStatus('catalogue-orders', first.id, 'cancelled')).json()).toEqual({
      code: expect.any(String),
      message: m.alreadyCancelled,
    });
    expect(await soldCountOf(poster)).toBe(1);
    expect(await refundsOf('catalogue', first.id)).toHaveLength(1);
  });

  it('gives a line’s edition numbers back at most once, even for an order forced back to pending behind the rules’ back', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Aletsch', totalSupply: 20, pricePerUnit: 40 });
    const order = await catalogueOrder(poster);
    await catalogueOrder(poster);
    expect((await setStatus('catalogue-orders', order.id, 'cancelled')).statusCode).toBe(200);
    await settled('catalogue', order.id);
    expect(await soldCountOf(poster)).toBe(1);

    // What an old "any status to any other" could do: the order is pending again. Cancelling it once more
    // finds its line already returned: the sold count, the returned numbers and the ledger stay as they are.
    await db().update(catalogueOrders).set({ status: 'pending' }).where(eq(catalogueOrders.id, order.id));
    const again = await admin('POST', `/api/admin/catalogue-orders/${order.id}/cancel`, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().refund).toBeNull();
    expect(await soldCountOf(poster)).toBe(1);
    expect(await returnedOf(poster)).toEqual([order.items[0]!.firstEdition]);
    expect(await reversalsOf(order.items[0]!.id)).toBe(1);
    // The next buyer gets the returned number, once; the one after gets a new one.
    const next = await catalogueOrder(poster);
    const after = await catalogueOrder(poster);
    expect(next.items[0]!.firstEdition).toBe(order.items[0]!.firstEdition);
    expect(after.items[0]!.firstEdition).toBe(3);
    expect(await soldCountOf(poster)).toBe(3);
    expect(await returnedOf(poster)).toEqual([]);
  });
});

describe('races end with one winner, whole', () => {
  const ROUNDS = 8;

  it('the customer’s cancel against the admin’s "processing": cancelled with the money back and the edition returned, or in production with nothing refunded', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Säntis', totalSupply: 50, pricePerUnit: 35 });
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = await catalogueOrder(poster);
      const soldBefore = await soldCountOf(poster);
      const [cancel, change] = await Promise.all([
        customerCancel(order.confirmationId),
        setStatus('catalogue-orders', order.id, round % 2 ? 'processing' : 'shipped'),
      ]);
      const status = await statusOf('catalogue', order.id);
      const rows = await refundsOf('catalogue', order.id);
      const [item] = await db()
        .select()
        .from(catalogueOrderItems)
        .where(eq(catalogueOrderItems.id, order.items[0]!.id));
      if (cancel.statusCode === 200) {
        expect(change.statusCode, change.body).toBe(409);
        expect(change.json()).toEqual({ code: expect.any(String), message: a.statusCancelledFinal });
        expect(status).toBe('cancelled');
        expect(rows.map((row) => row.amount)).toEqual([3500]);
        expect(await soldCountOf(poster)).toBe(soldBefore - 1);
        expect(item!.editionsReturnedAt).not.toBeNull();
        expect(await reversalsOf(item!.id)).toBe(1);
        outcomes.push('cancelled');
      } else {
        expect(cancel.statusCode, cancel.body).toBe(409);
        expect(change.statusCode, change.body).toBe(200);
        expect(status).toBe(round % 2 ? 'processing' : 'shipped');
        expect(rows).toEqual([]);
        expect(await soldCountOf(poster)).toBe(soldBefore);
        expect(item!.editionsReturnedAt).toBeNull();
        expect(await reversalsOf(item!.id)).toBe(0);
        outcomes.push('in production');
      }
    }
    // Every edition ever issued is either sold once or waiting to be sold again, never both.
    const items = await db().select().from(catalogueOrderItems).where(eq(catalogueOrderItems.imageId, poster));
    const kept = items.filter((item) => item.editionsReturnedAt === null).map((item) => item.firstEdition!);
    const returned = await returnedOf(poster);
    expect(kept.filter((number) => returned.includes(number))).toEqual([]);
    expect(await soldCountOf(poster)).toBe(kept.length);
    expect(new Set(kept).size).toBe(kept.length);
    expect(outcomes).toHaveLength(ROUNDS);
  });

  it('two cancels at once (the list’s "cancelled" and the Cancel button) cancel, refund and return the edition once', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Pilatus', totalSupply: 30, pricePerUnit: 50 });
    for (let round = 0; round < ROUNDS; round++) {
      const order = await catalogueOrder(poster);
      const soldBefore = await soldCountOf(poster);
      const answers = await Promise.all([
        setStatus('catalogue-orders', order.id, 'cancelled'),
        admin('POST', `/api/admin/catalogue-orders/${order.id}/cancel`, {}),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
        code: expect.any(String),
        message: m.alreadyCancelled,
      });
      expect(await statusOf('catalogue', order.id)).toBe('cancelled');
      expect((await refundsOf('catalogue', order.id)).map((row) => row.amount)).toEqual([5000]);
      expect(await soldCountOf(poster)).toBe(soldBefore - 1);
      expect(await reversalsOf(order.items[0]!.id)).toBe(1);
    }
    // Each round's buyer took the number the round before gave back: one number waits, none was sold twice.
    expect(await returnedOf(poster)).toEqual([1]);
    expect(await soldCountOf(poster)).toBe(0);
  });

  it('a full refund against "processing" (decision 036): one is refused with its reason, the order is never in production refunded in full, and its editions come back once', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Rigi', totalSupply: 60, pricePerUnit: 45 });
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS * 2; round++) {
      const order = await catalogueOrder(poster);
      const soldBefore = await soldCountOf(poster);
      const fullRefund = () =>
        admin('POST', `/api/admin/catalogue-orders/${order.id}/refunds`, {
          reason: 'Everything back',
          requestKey: randomUUID(),
        });
      const toProduction = () => setStatus('catalogue-orders', order.id, 'processing');
      // Which one leaves first alternates, so both orders of arrival are tried.
      const [refund, change] =
        round % 2
          ? await Promise.all([fullRefund(), toProduction()])
          : await Promise.all([toProduction(), fullRefund()]).then(([b, a]) => [a, b] as const);
      const rows = await refundsOf('catalogue', order.id);
      const status = await statusOf('catalogue', order.id);
      if (refund.statusCode === 200) {
        expect(change.statusCode, change.body).toBe(409);
        expect([a.statusRefundPending, a.statusRefundedFinal]).toContain(change.json().message);
        expect(status).toBe('pending');
        expect(rows.map((row) => row.amount)).toEqual([4500]);
        outcomes.add('refunded');
      } else {
        expect(refund.statusCode, refund.body).toBe(409);
        expect(refund.json()).toEqual({ code: expect.any(String), message: m.refundInProduction });
        expect(change.statusCode, change.body).toBe(200);
        expect(status).toBe('processing');
        expect(rows).toEqual([]);
        // Out of production by hand, then cancelled: the money goes back and so do the editions.
        expect((await setStatus('catalogue-orders', order.id, 'pending')).statusCode).toBe(200);
        outcomes.add('in production');
      }
      expect(await soldCountOf(poster)).toBe(soldBefore);
      const cancelled = await admin('POST', `/api/admin/catalogue-orders/${order.id}/cancel`, {});
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await soldCountOf(poster)).toBe(soldBefore - 1);
      // Once: a second cancel and a move to production are refused, the count stays.
      expect((await admin('POST', `/api/admin/catalogue-orders/${order.id}/cancel`, {})).statusCode).toBe(409);
      expect((await setStatus('catalogue-orders', order.id, 'processing')).statusCode).toBe(409);
      expect(await soldCountOf(poster)).toBe(soldBefore - 1);
      expect((await refundsOf('catalogue', order.id)).reduce((sum, row) => sum + row.amount, 0)).toBe(4500);
      expect(await statusOf('catalogue', order.id)).toBe('cancelled');
    }
    // No order of this poster is in production with its money back.
    const orderIds = (await db().select().from(catalogueOrderItems).where(eq(catalogueOrderItems.imageId, poster))).map(
      (item) => item.orderId,
    );
    for (const id of orderIds) expect(await statusOf('catalogue', id)).not.toBe('processing');
    expect(await soldCountOf(poster)).toBe(0);
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('a cancel against a refund of everything never gives back more than was paid, and the order ends cancelled', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await posterOrder();
      const [cancel, refund] = await Promise.all([
        customerCancel(order.confirmationId),
        admin('POST', `/api/admin/orders/${order.id}/refunds`, { reason: 'Everything', requestKey: randomUUID() }),
      ]);
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect([200, 409]).toContain(refund.statusCode);
      const rows = await refundsOf('order', order.id);
      expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(2995);
      expect(rows).toHaveLength(1);
      expect(await statusOf('order', order.id)).toBe('cancelled');
      expect((await setStatus('orders', order.id, 'processing')).statusCode).toBe(409);
    }
  });
});
