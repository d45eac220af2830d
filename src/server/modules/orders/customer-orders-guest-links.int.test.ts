import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CustomerOrderDetail, CustomerOrdersPage } from '../../../shared/orders.ts';
import { catalogueOrders, orders, users } from '../../db/schema.ts';
import { codeIn } from '../../testing/smtp.ts';
import { signedInUser } from '../../testing/users.ts';
import { LINK_REQUESTS_PER_ADDRESS_PER_HOUR } from './customer-orders.service.ts';
import {
  anonymous,
  buyer,
  buyFromCatalogue,
  buyPoster,
  linkIn,
  m,
  mailTo,
  other,
  smtp,
  t,
  useCustomerOrdersApp,
} from './customer-orders-test-helpers.ts';

useCustomerOrdersApp();

describe('a guest’s order link', () => {
  it('comes in the confirmation mail and opens that order, and only it', async () => {
    const email = `guest.${Date.now()}@example.ch`;
    const since = smtp.mails.length;
    const reference = await buyFromCatalogue(null, email);
    const mail = await mailTo(email, since, (subject) => subject === `Your order ${reference}`);
    const key = linkIn(mail.text ?? '', reference);
    expect(mail.html).toContain(`/orders/${reference}?key=${key}`);

    const opened = await anonymous('GET', `/api/orders/${reference}?key=${key}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<CustomerOrderDetail>()).toMatchObject({
      reference,
      shipping: { email },
      paymentCard: { brand: 'mastercard', last4: '4444' },
    });

    const another = await buyFromCatalogue(null, email);
    const elsewhere = await anonymous('GET', `/api/orders/${another}?key=${key}`);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({ code: expect.any(String), message: m.linkInvalid });
    // nor someone else's order, nor a poster order
    expect((await anonymous('GET', `/api/orders/${await buyPoster(other)}?key=${key}`)).statusCode).toBe(403);
    // without the key the reference alone opens nothing
    expect((await anonymous('GET', `/api/orders/${reference}`)).statusCode).toBe(401);
    expect((await buyer.get(`/api/orders/${reference}`)).statusCode).toBe(404);
  });

  it('refuses a tampered link', async () => {
    const reference = await buyFromCatalogue(null, `tamper.${Date.now()}@example.ch`);
    const key = t.runtime.orderLinks.keyFor(reference);
    const [expiry, signature] = key.split('.') as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const tampered of [
      `${expiry}.${flipped}`,
      `${Number(expiry) + 86_400}.${signature}`,
      signature,
      '',
      'x'.repeat(500),
    ]) {
      const response = await anonymous('GET', `/api/orders/${reference}?key=${encodeURIComponent(tampered)}`);
      expect(response.statusCode, tampered).toBeOneOf([400, 403]);
      expect(response.json().message).toBe(m.linkInvalid);
    }
  });

  it('refuses an expired link with a clear message', async () => {
    const reference = await buyFromCatalogue(null, `late.${Date.now()}@example.ch`);
    const key = t.runtime.orderLinks.keyFor(reference, Date.now() - 31 * 24 * 3600 * 1000);
    const response = await anonymous('GET', `/api/orders/${reference}?key=${key}`);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ code: expect.any(String), message: m.linkExpired });
    const fresh = t.runtime.orderLinks.keyFor(reference, Date.now() - 29 * 24 * 3600 * 1000);
    expect((await anonymous('GET', `/api/orders/${reference}?key=${fresh}`)).statusCode).toBe(200);
  });
});

describe('asking for order links by e-mail', () => {
  it('answers the same for an address with orders and one without, and mails the links through SMTP', async () => {
    const known = `known.${Date.now()}@example.ch`;
    const unknown = `unknown.${Date.now()}@example.ch`;
    const first = await buyFromCatalogue(null, known);
    const second = await buyFromCatalogue(null, known);
    const since = smtp.mails.length;

    const forKnown = await anonymous('POST', '/api/orders/links', { email: known.toUpperCase() });
    const forUnknown = await anonymous('POST', '/api/orders/links', { email: unknown });
    expect(forKnown.statusCode).toBe(202);
    expect(forUnknown.statusCode).toBe(202);
    expect(forKnown.body).toBe(forUnknown.body);
    expect(forKnown.json()).toEqual({ message: m.linksRequested });

    const links = await mailTo(known, since, (subject) => subject === m.linkMailSubject);
    expect(links.subject).toBe(m.linkMailSubject);
    for (const reference of [first, second]) {
      const opened = await anonymous('GET', `/api/orders/${reference}?key=${linkIn(links.text ?? '', reference)}`);
      expect(opened.statusCode).toBe(200);
    }
    const none = await mailTo(unknown, since, (subject) => subject === m.noOrdersMailSubject);
    expect(none.subject).toBe(m.noOrdersMailSubject);
    expect(none.text).not.toContain('/orders/');
  });

  it('is limited per address and per client, whether the address has orders or not', async () => {
    const email = `often.${Date.now()}@example.ch`;
    for (let index = 0; index < LINK_REQUESTS_PER_ADDRESS_PER_HOUR; index += 1) {
      expect((await anonymous('POST', '/api/orders/links', { email })).statusCode).toBe(202);
    }
    const refused = await anonymous('POST', '/api/orders/links', { email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: expect.any(String), message: m.tooManyLinkRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const client = '10.200.0.1';
    const answers = [];
    for (let index = 0; index < 21; index += 1)
      answers.push(
        (await anonymous('POST', '/api/orders/links', { email: `c${index}.${Date.now()}@example.ch` }, client))
          .statusCode,
      );
    expect(answers.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('refuses an address that is not one', async () => {
    const response = await anonymous('POST', '/api/orders/links', { email: 'not an address' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: expect.any(String), message: m.invalidEmail });
  });
});

describe('claiming guest orders', () => {
  let counter = 0;
  async function signUp(email: string) {
    const remoteAddress = `10.77.0.${++counter}`;
    const cookies = new Map<string, string>();
    const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const response: LightMyRequestResponse = await t.app.inject({
        method,
        url,
        payload,
        remoteAddress,
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const cookie of response.cookies as { name: string; value: string }[])
        cookies.set(cookie.name, cookie.value);
      return response;
    };
    const since = smtp.mails.length;
    expect((await send('POST', '/api/send-verification', { email })).statusCode).toBe(200);
    const code = codeIn(await mailTo(email, since, (subject) => subject.includes('verification code')));
    expect((await send('POST', '/api/verify-email', { email, code })).statusCode).toBe(200);
    const registered = await send('POST', '/api/auth/register', {
      email,
      username: `claim_${Date.now().toString(36)}${counter}`.slice(0, 20),
      password: 'correct horse battery',
    });
    expect(registered.statusCode).toBe(201);
    return { get: (url: string) => send('GET', url) };
  }

  it('shows a guest’s earlier orders under My orders after sign-up with the same verified address', async () => {
    const email = `later.${Date.now()}@example.ch`;
    const guestOrder = await buyFromCatalogue(null, email.toUpperCase());
    const account = await signUp(email);
    const page = (await account.get('/api/orders')).json<CustomerOrdersPage>();
    expect(page.orders.map((order) => order.reference)).toEqual([guestOrder]);
    expect((await account.get(`/api/orders/${guestOrder}`)).statusCode).toBe(200);
  });

  it('never claims an order whose account was removed', async () => {
    const email = `gone.${Date.now()}@example.ch`;
    const leaving = await signedInUser(t);
    await t.runtime.database.db.update(users).set({ email }).where(eq(users.id, leaving.id));
    const hisOrder = await buyFromCatalogue(leaving, email);
    const hisPoster = await buyPoster(leaving);
    await t.runtime.database.db.update(orders).set({ email }).where(eq(orders.confirmationId, hisPoster));
    // Account deletion leaves the orders without a user (ON DELETE SET NULL).
    await t.runtime.database.db.delete(users).where(eq(users.id, leaving.id));
    const guestOrder = await buyFromCatalogue(null, email);

    const account = await signUp(email);
    const page = (await account.get('/api/orders')).json<CustomerOrdersPage>();
    expect(page.orders.map((order) => order.reference)).toEqual([guestOrder]);
    expect((await account.get(`/api/orders/${hisOrder}`)).statusCode).toBe(404);
    const [unclaimed] = await t.runtime.database.db
      .select()
      .from(catalogueOrders)
      .where(eq(catalogueOrders.confirmationId, hisOrder));
    expect(unclaimed).toMatchObject({ userId: null, placedAsGuest: false });
    const [poster] = await t.runtime.database.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.confirmationId, hisPoster));
    expect(poster!.userId).toBeNull();
  });

  it('records at creation whether an order was placed as a guest', async () => {
    const signedIn = await buyFromCatalogue(buyer, buyer.email);
    const guest = await buyFromCatalogue(null, `record.${Date.now()}@example.ch`);
    const rows = await t.runtime.database.db
      .select({ reference: catalogueOrders.confirmationId, placedAsGuest: catalogueOrders.placedAsGuest })
      .from(catalogueOrders)
      .where(sql`${catalogueOrders.confirmationId} in (${signedIn}, ${guest})`);
    expect(Object.fromEntries(rows.map((row) => [row.reference, row.placedAsGuest]))).toEqual({
      [signedIn]: false,
      [guest]: true,
    });
  });
});
