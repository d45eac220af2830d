import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { catalogueOrderItems, catalogueOrders, orderEvents, orders, refunds, sandboxObjects } from '../../db/schema.ts';
import { makePoster } from '../../testing/posters.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import type { TestSmtpServer } from '../../testing/smtp.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';
import { waitFor } from '../../testing/wait-for.ts';
import { english } from '../../i18n/messages.ts';
import { signInAdmin } from '../../testing/admin-session.ts';
import { guestCheckoutCookie } from '../../testing/guest-checkout.ts';

/**
 * What the after-sale tests share (docs/product/after-the-sale.md): the real app with a real SMTP server and the admin,
 * a buyer and a creator, orders paid in the shop, and readers of refunds, events and mails. `useAfterSaleApp()` starts
 * the app before the calling file's tests and stops it after them; the exported `let`s are live bindings.
 */
export const m = english.afterSale;

export const ADMIN = { username: 'operator', password: 'an after-sale admin password' };

export let t: TestApp;
export let smtp: TestSmtpServer;
export let adminCookie: string;
export let buyer: TestUser;
export let creator: TestUser;

/** Starts the app before the calling file's tests and stops it after them: call it once, at the file's top. */
export function useAfterSaleApp() {
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
}

export const db = () => t.runtime.database.db;

/** The admin's session: password and second factor, as an admin signs in. */
export const adminSession = () => signInAdmin(t, ADMIN);

export const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: adminCookie }, payload: payload as object | undefined });

export let visitor = 0;
export const anonymous = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.9.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}`,
  });
export const pay = (clientSecret: string, cardNumber = '4242424242424242') =>
  anonymous('/api/payments/sandbox/confirm', { clientSecret, cardNumber, expMonth: 12, expYear: 2040, cvc: '123' });

export let customerNumber = 0;
export const shippingFor = () => ({
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
export async function posterOrder(quantity = 2, card?: string) {
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
export async function catalogueOrder(posterIds: number[]) {
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

export const refundsOf = (kind: 'order' | 'catalogue', orderId: number) =>
  db()
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderKind, kind), eq(refunds.orderId, orderId)));
export const settledRefunds = (kind: 'order' | 'catalogue', orderId: number, count = 1) =>
  waitFor('the provider to settle the refunds', async () => {
    const rows = await refundsOf(kind, orderId);
    return rows.length >= count && rows.every((row) => row.status !== 'pending') && rows;
  });
export const providerRefunds = async (paymentIntentId: string) =>
  (
    await db()
      .select()
      .from(sandboxObjects)
      .where(
        and(eq(sandboxObjects.kind, 'refund'), sql`${sandboxObjects.data}->>'paymentIntentId' = ${paymentIntentId}`),
      )
  ).length;
export const eventsOf = (kind: 'order' | 'catalogue', orderId: number) =>
  db()
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderKind, kind), eq(orderEvents.orderId, orderId)));
export const mailsTo = (address: string, subject: RegExp) =>
  smtp.mails.filter(
    (mail) =>
      mail.to &&
      [mail.to].flat().some((to) => to.text.toLowerCase().includes(address.toLowerCase())) &&
      subject.test(mail.subject ?? ''),
  );
