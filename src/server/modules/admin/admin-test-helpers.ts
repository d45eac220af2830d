import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { catalogueOrderItems, catalogueOrders, orders, userImages } from '../../db/schema.ts';
import { english } from '../../i18n/messages.ts';
import { signInAdmin } from '../../testing/admin-session.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import type { TestSmtpServer } from '../../testing/smtp.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';

/**
 * What the admin integration tests share: one app per test file with a configured admin signed in
 * (`useAdminApp()`), a signed-in shop user, a mailbox, the admin's calls and rows written straight to the database.
 */

export const m = english.admin;

export const ADMIN = { username: 'boss', password: 'a very secret admin password' };

export let t: TestApp;
export let smtp: TestSmtpServer;
export let adminCookie: string;
export let user: TestUser;

/** Boots the app (with SMTP) before the file's tests and signs the admin in; closes both after them. */
export function useAdminApp() {
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: smtp.url },
    });
    adminCookie = await signIn();
    user = await signedInUser(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
}

export const db = () => t.runtime.database.db;

export const signIn = (ip = '10.0.0.1') => signInAdmin(t, ADMIN, { ip });

export const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: adminCookie }, payload: payload as object | undefined });

let sequence = 0;
export async function insertOrder(values: Partial<typeof orders.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db()
    .insert(orders)
    .values({
      confirmationId: `ORD-${randomBytes(4).toString('hex').toUpperCase()}`,
      firstName: 'Anna',
      lastName: 'Muster',
      email: `anna${sequence}@example.ch`,
      address: 'Bahnhofstrasse 1',
      city: 'Zürich',
      zipCode: '8001',
      country: 'CH',
      amount: '29.95',
      style: 'popart',
      posterImageUrl: 'posters/abc.jpg',
      paymentIntentId: `pi_${randomBytes(8).toString('hex')}`,
      ...values,
    })
    .returning();
  return row!;
}

export async function insertCatalogueOrder(
  items: ({ name: string; quantity: number; price: string } & Partial<typeof catalogueOrderItems.$inferInsert>)[],
  values: Partial<typeof catalogueOrders.$inferInsert> = {},
) {
  const [order] = await db()
    .insert(catalogueOrders)
    .values({
      confirmationId: `CAT-${String(100000 + Math.floor(Math.random() * 899999))}`,
      firstName: 'Jean',
      lastName: 'Dupont',
      email: `jean${randomBytes(3).toString('hex')}@example.ch`,
      address: 'Rue du Lac 2',
      city: 'Genève',
      zipCode: '1201',
      country: 'CH',
      quantity: items.reduce((sum, item) => sum + item.quantity, 0),
      amount: items.reduce((sum, item) => sum + Number(item.price) * item.quantity, 0).toFixed(2),
      paymentIntentId: `pi_${randomBytes(8).toString('hex')}`,
      ...values,
    })
    .returning();
  for (const item of items) {
    await db()
      .insert(catalogueOrderItems)
      .values({
        orderId: order!.id,
        style: 'riso',
        firstEdition: 1,
        lastEdition: item.quantity,
        totalSupply: 50,
        ...item,
      });
  }
  return order!;
}

export async function insertPoster(owner: TestUser, values: Partial<typeof userImages.$inferInsert> = {}) {
  const tag = randomBytes(8).toString('hex');
  const [row] = await db()
    .insert(userImages)
    .values({
      userId: owner.id,
      style: 'popart',
      originalPath: `originals/${tag}.jpg`,
      generatedPath: `posters/${tag}.jpg`,
      previewPath: `previews/${tag}.webp`,
      thumbnailPath: `thumbnails/${tag}.webp`,
      name: `Poster ${tag}`,
      city: 'Bern',
      totalSupply: 10,
      pricePerUnit: '30.00',
      isPublic: true,
      isApproved: false,
      publishedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}
