import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { masterPixels } from '../../../shared/print-formats.ts';
import { labOrders, orders, userImages } from '../../db/schema.ts';
import { signInAdmin } from '../../testing/admin-session.ts';
import { makePoster } from '../../testing/posters.ts';
import { startProdigiStandIn } from '../../testing/prodigi-stand-in.ts';
import type { ProdigiStandIn } from '../../testing/prodigi-stand-in.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import type { TestSmtpServer } from '../../testing/smtp.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';
import { waitFor } from '../../testing/wait-for.ts';

/**
 * What the print lab's integration tests share (decision 038): the app with FULFILMENT=prodigi pointed at the
 * stand-in lab over HTTP, a cancellation window of 0 (orders go to the lab at once), quick retries, SMTP, an admin
 * and a buyer; posters with a real A3 master; orders bought through the real checkout.
 */
export let t: TestApp;
export let lab: ProdigiStandIn;
export let smtp: TestSmtpServer;
export let buyer: TestUser;
export let adminCookie: string;

const ADMIN = { username: 'labadmin', password: 'a print lab admin password' };

export function usePrintLabApp() {
  beforeAll(async () => {
    [lab, smtp] = await Promise.all([startProdigiStandIn(), startSmtpServer()]);
    t = await createTestApp({
      env: {
        FULFILMENT: 'prodigi',
        PRODIGI_API_KEY: lab.apiKey,
        PRODIGI_API_URL: lab.url,
        ORDER_CANCEL_WINDOW_MINUTES: '0',
        LAB_SEND_RETRIES: '3',
        LAB_SEND_RETRY_SECONDS: '1',
        PUBLIC_URL: 'https://shop.example',
        SMTP_URL: smtp.url,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
      },
    });
    buyer = await signedInUser(t);
    adminCookie = await signInAdmin(t, ADMIN);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([lab.close(), smtp.close()]);
  });
}

export const db = () => t.runtime.database.db;

export const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: adminCookie }, payload });

let master: Promise<Buffer> | undefined;

/** A poster of `user` whose A3 master is in storage at the print size (3508 × 4961). */
export async function posterWithMaster(user: TestUser): Promise<number> {
  const { width, height } = masterPixels('A3');
  master ??= sharp({ create: { width, height, channels: 3, background: '#e76f51' } })
    .jpeg()
    .toBuffer();
  const imageId = await makePoster(t, user.id);
  const [row] = await db().select().from(userImages).where(eq(userImages.id, imageId));
  await t.runtime.storage.put(row!.generatedPath!, await master, { contentType: 'image/jpeg' });
  return imageId;
}

let visitor = 0;
const pay = (clientSecret: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    payload: { clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
    remoteAddress: `10.36.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}`,
  });

/** A custom poster bought and paid through the real checkout; its reference and order id. */
export async function buyPoster(
  options: { zipCode?: string; quantity?: number; format?: Record<string, unknown> } = {},
): Promise<{ reference: string; id: number }> {
  const imageId = await posterWithMaster(buyer);
  const prepared = (
    await buyer.post('/api/prepare-checkout', {
      firstName: 'Zoë',
      lastName: 'Keller',
      email: buyer.email,
      address: 'Bahnhofstrasse 12',
      city: 'Zürich',
      state: 'ZH',
      zipCode: options.zipCode ?? '8001',
      country: 'CH',
      imageId,
      quantity: options.quantity ?? 2,
      ...options.format,
    })
  ).json();
  const { paymentIntentId } = (await pay(prepared.clientSecret)).json();
  const completed = await buyer.post('/api/complete-order', {
    paymentIntentId,
    confirmationId: prepared.confirmationId,
  });
  expect(completed.statusCode).toBe(200);
  const [order] = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.confirmationId, prepared.confirmationId));
  return { reference: prepared.confirmationId, id: order!.id };
}

/** The stand-in lab's orders for a shop reference. */
export const labOrdersFor = (reference: string) =>
  [...lab.orders.values()].filter((order) => order.merchantReference === reference);

/** Waits until the lab has the order and the shop has stored the lab's id, and answers the lab's order. */
export const labOrderOf = (reference: string) =>
  waitFor(
    `the lab to have ${reference}`,
    async () => {
      const order = labOrdersFor(reference)[0];
      if (!order) return null;
      const [stored] = await db()
        .select({ id: labOrders.id })
        .from(labOrders)
        .where(eq(labOrders.labOrderId, order.id));
      return stored && order;
    },
    15_000,
  );

export async function labRowOf(id: number) {
  const [row] = await db()
    .select()
    .from(labOrders)
    .where(and(eq(labOrders.orderKind, 'order'), eq(labOrders.orderId, id)));
  return row;
}

export const orderStatusOf = async (id: number) =>
  (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

/** Posts the lab's callback to the shop as Prodigi would (its path on the shop, its CloudEvent body). */
export async function deliverCallback(labOrderId: string, type: string) {
  const { url, body } = lab.callback(labOrderId, type);
  return t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    payload: body,
    headers: { 'content-type': 'application/json' },
  });
}

export const randomToken = () => randomBytes(24).toString('base64url');
