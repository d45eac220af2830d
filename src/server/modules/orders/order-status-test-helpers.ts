import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
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
import { makePoster } from '../../testing/posters.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';
import { waitFor } from '../../testing/wait-for.ts';

/**
 * What the tests of the order status rules share (docs/product/admin.md#order-statuses, decision 022): the real app
 * with its admin, a buyer and a creator, paid orders of both kinds, and readers of statuses, refunds and editions.
 * `useOrderStatusApp()` starts the app before the calling file's tests and stops it after them; the exported `let`s are
 * live bindings.
 */
/**
 * Decision 022: money decides what an order may become. Every rule through the API on a real database,
 * and the races (the customer's cancel against the admin's status change, two cancels, a cancel and a
 * refund) many times over, each ending with one winner, whole.
 */

export const a = english.admin;
export const m = english.afterSale;
export const ADMIN = { username: 'cashier', password: 'a money-decides admin password' };

export let t: TestApp;
export let adminCookie: string;
export let buyer: TestUser;
export let creator: TestUser;

/** Starts the app before the calling file's tests and stops it after them: call it once, at the file's top. */
export function useOrderStatusApp() {
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
    adminCookie = await signInAdmin(t, ADMIN);
    buyer = await signedInUser(t);
    creator = await signedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });
}

export const db = () => t.runtime.database.db;

export let address = 0;
/** Each request from its own address, so the per-visitor limits never take part in a race. */
export const remoteAddress = () => `10.21.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`;

export const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, language?: string) =>
  t.app.inject({
    method,
    url,
    remoteAddress: remoteAddress(),
    headers: { cookie: language ? `${adminCookie}; lang=${language}` : adminCookie },
    payload,
  });
export const setStatus = (path: 'orders' | 'catalogue-orders', id: number, status: string, language?: string) =>
  admin('PATCH', `/api/admin/${path}/${id}/status`, { status }, language);
export const customerCancel = (reference: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${reference}/cancel`,
    remoteAddress: remoteAddress(),
    headers: { cookie: buyer.cookie },
    payload: {},
  });

export const anonymous = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: remoteAddress() });
export const pay = (clientSecret: string) =>
  anonymous('/api/payments/sandbox/confirm', {
    clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });

export const shipping = () => ({
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
export async function posterOrder() {
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
export async function catalogueOrder(posterId: number) {
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

export const statusOf = async (kind: 'order' | 'catalogue', id: number) =>
  (
    await db()
      .select({ status: (kind === 'order' ? orders : catalogueOrders).status })
      .from(kind === 'order' ? orders : catalogueOrders)
      .where(eq((kind === 'order' ? orders : catalogueOrders).id, id))
  )[0]!.status;
export const refundsOf = (kind: 'order' | 'catalogue', id: number) =>
  db()
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderKind, kind), eq(refunds.orderId, id)));
export const settled = (kind: 'order' | 'catalogue', id: number, count = 1) =>
  waitFor('the provider to settle the refunds', async () => {
    const rows = await refundsOf(kind, id);
    return rows.length >= count && rows.every((row) => row.status !== 'pending') && rows;
  });
export const soldCountOf = async (posterId: number) =>
  (await db().select({ soldCount: userImages.soldCount }).from(userImages).where(eq(userImages.id, posterId)))[0]!
    .soldCount;
export const returnedOf = async (posterId: number) =>
  (
    await db()
      .select({ number: returnedEditions.editionNumber })
      .from(returnedEditions)
      .where(eq(returnedEditions.imageId, posterId))
  )
    .map((row) => row.number)
    .sort((x, y) => x - y);
export const reversalsOf = async (itemId: number) =>
  (
    await db()
      .select()
      .from(royalties)
      .where(and(eq(royalties.orderItemId, itemId), sql`${royalties.reversalOf} is not null`))
  ).length;
export const detailOf = async (path: 'orders' | 'catalogue-orders', id: number) =>
  (await admin('GET', `/api/admin/${path}/${id}`)).json();
