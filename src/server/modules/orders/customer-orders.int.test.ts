import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrderDetail, CustomerOrdersPage } from '../../../shared/orders.ts';
import { catalogueOrders, orderEvents, orders, users } from '../../db/schema.ts';
import { english } from '../../i18n/messages.ts';
import { makeCataloguePoster, makePoster } from '../../testing/posters.ts';
import { codeIn, startSmtpServer } from '../../testing/smtp.ts';
import type { TestSmtpServer } from '../../testing/smtp.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';
import { guestCheckoutCookie } from '../../testing/guest-checkout.ts';
import { LINK_REQUESTS_PER_ADDRESS_PER_HOUR } from './customer-orders.service.ts';

const m = english.orders;
const afterSaleMessages = english.afterSale;

let t: TestApp;
let smtp: TestSmtpServer;
let buyer: TestUser;
let other: TestUser;
let creator: TestUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, BRAND_NAME: 'Affiche', PUBLIC_URL: 'https://shop.example' } });
  [buyer, other, creator] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let visitor = 0;
const nextAddress = () => `10.9.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}`;
const anonymous = (method: 'GET' | 'POST', url: string, payload?: object, remoteAddress = nextAddress()) =>
  t.app.inject({ method, url, payload, remoteAddress });
const pay = (clientSecret: string, cardNumber = '4242424242424242') =>
  anonymous('POST', '/api/payments/sandbox/confirm', {
    clientSecret,
    cardNumber,
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });
const shippingFor = (email: string) => ({
  firstName: 'Zoë',
  lastName: 'Keller',
  email,
  address: 'Bahnhofstrasse 12, Apt. 3',
  city: 'Zürich',
  state: 'Zürich',
  zipCode: '8001',
  country: 'CH',
});

/** A custom poster bought through the real checkout, paid with `card`. */
async function buyPoster(user: TestUser, card = '4242424242424242'): Promise<string> {
  const imageId = await makePoster(t, user.id);
  const prepared = (
    await user.post('/api/prepare-checkout', { ...shippingFor(user.email), imageId, quantity: 2 })
  ).json();
  const { paymentIntentId } = (await pay(prepared.clientSecret, card)).json();
  const completed = await user.post('/api/complete-order', {
    paymentIntentId,
    confirmationId: prepared.confirmationId,
  });
  expect(completed.statusCode).toBe(200);
  return prepared.confirmationId;
}

/** A catalogue order, signed in (`user`) or as a guest (`user` null) with the address `email`. */
async function buyFromCatalogue(user: TestUser | null, email: string, supply = 200): Promise<string> {
  const posterId = await makeCataloguePoster(t, creator.id, { totalSupply: supply, name: 'Lake at dusk' });
  const body = { ...shippingFor(email), cartItems: [{ id: posterId, quantity: 1 }] };
  const prepared = (
    user ? await user.post('/api/prepare-checkout', body) : await anonymous('POST', '/api/prepare-checkout', body)
  ).json();
  const { paymentIntentId } = (await pay(prepared.clientSecret, '5555555555554444')).json();
  const completed = await t.app.inject({
    method: 'POST',
    url: '/api/complete-catalogue-order',
    payload: { paymentIntentId, orderConfirmationId: prepared.confirmationId },
    headers: { cookie: guestCheckoutCookie(t, prepared.confirmationId) },
  });
  expect(completed.statusCode).toBe(200);
  return prepared.confirmationId;
}

/** The first mail to `to` since `since` whose subject passes `subject` (order confirmations arrive in between). */
async function mailTo(to: string, since: number, subject: (text: string) => boolean) {
  for (let from = since; ;) {
    const mail = await smtp.waitForMail(to, { since: from });
    if (subject(mail.subject ?? '')) return mail;
    from = smtp.mails.indexOf(mail) + 1;
  }
}

const linkIn = (text: string, reference: string) => {
  const match = new RegExp(`https://shop\\.example/orders/${reference}\\?key=([\\w.-]+)`).exec(text);
  if (!match) throw new Error(`no link to ${reference} in ${text}`);
  return match[1]!;
};

describe('My orders', () => {
  it('lists a user’s own orders of both kinds, newest first, with thumbnails, editions and the timeline', async () => {
    const user = await signedInUser(t);
    const poster = await buyPoster(user);
    const catalogue = await buyFromCatalogue(user, user.email, 50);
    await buyPoster(other);

    const response = await user.get('/api/orders');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const page = response.json<CustomerOrdersPage>();
    expect(page.pagination).toEqual({ limit: 10, offset: 0, total: 2 });
    expect(page.orders.map((order) => order.reference)).toEqual([catalogue, poster]);
    const [cat, ord] = page.orders;
    expect(cat).toMatchObject({
      kind: 'catalogue',
      amount: 30,
      currency: 'chf',
      status: 'pending',
      items: [{ name: 'Lake at dusk', quantity: 1, unitPrice: 30, edition: { first: 1, last: 1, total: 50 } }],
    });
    expect(cat!.items[0]!.thumbnailUrl).toMatch(/^\/api\/storage-image\/thumbnails\//);
    expect(ord).toMatchObject({
      kind: 'order',
      amount: 59.9,
      items: [{ quantity: 2, unitPrice: 29.95, edition: null }],
    });
    expect(ord!.timeline.steps.map((step) => [step.step, step.state])).toEqual([
      ['paid', 'current'],
      ['in_production', 'upcoming'],
      ['shipped', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
    expect(ord!.timeline.closed).toBeNull();
  });

  it('pages through the orders with clamped paging, each order once', async () => {
    const user = await signedInUser(t);
    const made = [await buyPoster(user), await buyFromCatalogue(user, user.email), await buyPoster(user)];
    const first = (await user.get('/api/orders?limit=2')).json<CustomerOrdersPage>();
    const second = (await user.get('/api/orders?limit=2&offset=2')).json<CustomerOrdersPage>();
    expect(first.pagination).toEqual({ limit: 2, offset: 0, total: 3 });
    expect([...first.orders, ...second.orders].map((order) => order.reference)).toEqual([...made].reverse());
    const clamped = (await user.get('/api/orders?limit=9999&offset=-4')).json<CustomerOrdersPage>();
    expect(clamped.pagination).toEqual({ limit: 50, offset: 0, total: 3 });
    expect((await user.get('/api/orders?limit=abc')).json<CustomerOrdersPage>().pagination.limit).toBe(10);
  });

  it('needs a session', async () => {
    const response = await anonymous('GET', '/api/orders');
    expect(response.statusCode).toBe(401);
  });

  it('shows the detail with the address, the items and the card that paid', async () => {
    const reference = await buyPoster(buyer, '5555555555554444');
    const response = await buyer.get(`/api/orders/${reference}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<CustomerOrderDetail>();
    expect(detail).toMatchObject({
      reference,
      shipping: {
        firstName: 'Zoë',
        address: 'Bahnhofstrasse 12, Apt. 3',
        zipCode: '8001',
        city: 'Zürich',
        country: 'CH',
      },
      paymentCard: { brand: 'mastercard', last4: '4444' },
      tracking: null,
    });
    // The country travels as its code; the page names it in the visitor's language.
    expect(detail.shipping).not.toHaveProperty('countryName');
  });

  it('answers 404 for another customer’s order and for a made-up reference, the same way', async () => {
    const theirs = await buyPoster(other);
    const theirCatalogue = await buyFromCatalogue(other, other.email);
    for (const reference of [theirs, theirCatalogue, 'ORD-AAAAAAAA', 'CAT-000000', 'nonsense']) {
      const response = await buyer.get(`/api/orders/${reference}`);
      expect(response.statusCode, reference).toBe(404);
      expect(response.json()).toEqual({ code: expect.any(String), message: m.orderNotFound });
    }
  });
});

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

describe('after payment, on the order page', () => {
  it('shows the tracking link and the dates of the steps once the shop ships', async () => {
    const reference = await buyPoster(buyer);
    const [order] = await t.runtime.database.db
      .update(orders)
      .set({ status: 'shipped', carrier: 'swiss-post', trackingNumber: '990012345612345678' })
      .where(eq(orders.confirmationId, reference))
      .returning({ id: orders.id });
    const shippedAt = new Date('2026-11-20T09:00:00.000Z');
    await t.runtime.database.db
      .insert(orderEvents)
      .values({ orderKind: 'order', orderId: order!.id, event: 'shipped', createdAt: shippedAt });
    const detail = (await buyer.get(`/api/orders/${reference}`)).json<CustomerOrderDetail>();
    expect(detail.tracking).toEqual({
      carrier: 'Swiss Post',
      number: '990012345612345678',
      url: 'https://service.post.ch/ekp-web/ui/entry/search/990012345612345678',
    });
    expect(detail.timeline.steps.find((step) => step.step === 'shipped')).toEqual({
      step: 'shipped',
      state: 'current',
      at: shippedAt.toISOString(),
    });
    expect(detail.cancellableUntil).toBeNull();
  });

  it('lets the owner cancel within the window, once, and then shows it cancelled', async () => {
    const reference = await buyFromCatalogue(buyer, buyer.email, 30);
    const before = (await buyer.get(`/api/orders/${reference}`)).json<CustomerOrderDetail>();
    expect(new Date(before.cancellableUntil!).getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);

    expect((await other.post(`/api/orders/${reference}/cancel`, {})).statusCode).toBe(404);
    expect((await anonymous('POST', `/api/orders/${reference}/cancel`, {})).statusCode).toBe(401);

    const cancelled = await buyer.post(`/api/orders/${reference}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<CustomerOrderDetail>()).toMatchObject({
      status: 'cancelled',
      cancellableUntil: null,
      timeline: { closed: { as: 'cancelled' } },
    });
    const again = await buyer.post(`/api/orders/${reference}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: expect.any(String), message: afterSaleMessages.alreadyCancelled });
    const listed = (await buyer.get('/api/orders?limit=50'))
      .json<CustomerOrdersPage>()
      .orders.find((order) => order.reference === reference);
    expect(listed?.timeline.closed?.as).toBe('cancelled');
  });

  it('refuses to cancel after the window, and says so', async () => {
    const reference = await buyPoster(buyer);
    await t.runtime.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(orders.confirmationId, reference));
    expect((await buyer.get(`/api/orders/${reference}`)).json<CustomerOrderDetail>().cancellableUntil).toBeNull();
    const late = await buyer.post(`/api/orders/${reference}/cancel`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: expect.any(String),
      message: afterSaleMessages.cancelWindowPassed({ unit: 'hours', hours: 1, minutes: 60 }),
    });
  });

  it('says in Italian that the window has passed when the visitor reads Italian', async () => {
    const reference = await buyPoster(buyer);
    await t.runtime.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(orders.confirmationId, reference));
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${reference}/cancel`,
      headers: { cookie: `${buyer.cookie}; lang=it` },
      payload: {},
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: expect.any(String),
      message: 'Gli ordini possono essere annullati entro un’ora dal pagamento. In questo caso contattaci.',
    });
  });

  it('lets a guest cancel with the order’s link, and with no other', async () => {
    const email = `cancel.${Date.now()}@example.ch`;
    const reference = await buyFromCatalogue(null, email);
    const another = await buyFromCatalogue(null, email);
    const key = t.runtime.orderLinks.keyFor(reference);
    expect((await anonymous('POST', `/api/orders/${another}/cancel?key=${key}`, {})).statusCode).toBe(403);
    const cancelled = await anonymous('POST', `/api/orders/${reference}/cancel?key=${key}`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<CustomerOrderDetail>().status).toBe('cancelled');
    expect(
      (
        await anonymous('GET', `/api/orders/${another}?key=${t.runtime.orderLinks.keyFor(another)}`)
      ).json<CustomerOrderDetail>().status,
    ).toBe('pending');
  });

  it('gives the PDF receipt to the owner and the link’s holder only', async () => {
    const reference = await buyFromCatalogue(null, `receipt.${Date.now()}@example.ch`);
    const key = t.runtime.orderLinks.keyFor(reference);
    const pdf = await anonymous('GET', `/api/orders/${reference}/receipt?key=${key}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="receipt-${reference}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await anonymous('GET', `/api/orders/${reference}/receipt`)).statusCode).toBe(401);
    expect((await buyer.get(`/api/orders/${reference}/receipt`)).statusCode).toBe(404);
    const own = await buyPoster(buyer);
    expect((await buyer.get(`/api/orders/${own}/receipt`)).statusCode).toBe(200);
  });
});
