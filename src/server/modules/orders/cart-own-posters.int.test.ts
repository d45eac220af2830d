import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrderDetail } from '../../../shared/orders.ts';
import { catalogueOrderItems, catalogueOrders, editionHolds, refunds, royalties, userImages } from '../../db/schema.ts';
import { english, messagesFor } from '../../i18n/messages.ts';
import { signInAdmin } from '../../testing/admin-session.ts';
import { makeCataloguePoster, makePoster } from '../../testing/posters.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';

/** A cart with one's own posters beside catalogue posters: one payment, one catalogue order (decision 028). */

const m = english.checkout;
const ADMIN = { username: 'operator', password: 'a cart test admin password' };

let t: TestApp;
let adminCookie: string;
let buyer: TestUser;
let creator: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SHOP_ADDRESS: 'Affiche Print AG, Seestrasse 5, 8002 Zürich',
    },
  });
  adminCookie = await signInAdmin(t, ADMIN);
  buyer = await signedInUser(t);
  creator = await signedInUser(t);
});
afterAll(() => t.close());

const db = () => t.runtime.database.db;
const shipping = {
  firstName: 'Zoë',
  lastName: 'Keller',
  email: 'zoe.cart@example.ch',
  address: 'Bahnhofstrasse 12, Apt. 3',
  city: 'Zürich',
  state: 'Zürich',
  zipCode: '8001',
  country: 'CH',
};

let visitor = 0;
const inject = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    payload,
    headers,
    remoteAddress: `10.7.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}`,
  });
const as = (user: TestUser, headers: Record<string, string> = {}) => ({ cookie: user.cookie, ...headers });
const pay = (clientSecret: string) =>
  inject('POST', '/api/payments/sandbox/confirm', {
    clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });
const admin = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
const pdfText = async (payload: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true })).text;
const posterRow = async (id: number) => (await db().select().from(userImages).where(eq(userImages.id, id)))[0]!;

/** Prepares, pays and completes a cart as `user`; answers the checkout and the order's rows. */
async function buyCart(user: TestUser, cartItems: object[]) {
  const prepared = await inject('POST', '/api/prepare-checkout', { ...shipping, cartItems }, as(user));
  expect(prepared.statusCode, prepared.body).toBe(200);
  const checkout = prepared.json();
  const { paymentIntentId } = (await pay(checkout.clientSecret)).json();
  // The browser's completion, twice at once: one order.
  const completions = await Promise.all(
    [1, 2].map(() =>
      inject(
        'POST',
        '/api/complete-catalogue-order',
        { paymentIntentId, orderConfirmationId: checkout.confirmationId },
        as(user),
      ),
    ),
  );
  for (const completion of completions) expect(completion.statusCode, completion.body).toBe(200);
  const made = await db().select().from(catalogueOrders).where(eq(catalogueOrders.paymentIntentId, paymentIntentId));
  expect(made).toHaveLength(1);
  const items = await db()
    .select()
    .from(catalogueOrderItems)
    .where(eq(catalogueOrderItems.orderId, made[0]!.id))
    .orderBy(catalogueOrderItems.id);
  return { checkout, order: made[0]!, items, completed: completions[0]!.json() };
}

describe('a cart with one’s own poster and a catalogue poster', () => {
  it('is priced by the server: the own poster at the single poster’s price, the catalogue poster at its own, editions held for the catalogue poster only', async () => {
    const own = await makePoster(t, buyer.id, { style: 'popart' });
    const listed = await makeCataloguePoster(t, creator.id, {
      name: 'Lake at dusk',
      pricePerUnit: 45,
      totalSupply: 200,
    });
    const prepared = await inject(
      'POST',
      '/api/prepare-checkout',
      {
        ...shipping,
        amount: 0.01,
        cartItems: [
          { id: own, quantity: 2, own: true, price: 0.01 },
          { id: listed, quantity: 1, unitPrice: 1 },
        ],
      },
      as(buyer),
    );
    expect(prepared.statusCode, prepared.body).toBe(200);
    const checkout = prepared.json();
    expect(checkout.confirmationId).toMatch(/^CAT-\d{6}$/);
    // 2 × 29.95 + 45.00
    expect(checkout.amount).toBe(104.9);
    expect(checkout.lines).toEqual([
      expect.objectContaining({ imageId: listed, quantity: 1, unitPrice: 45, name: 'Lake at dusk' }),
      expect.objectContaining({ imageId: own, quantity: 2, unitPrice: 29.95, own: true, name: 'Pop Art' }),
    ]);
    expect(JSON.stringify(checkout.lines)).not.toContain('/posters/');
    const holds = await db().select().from(editionHolds).where(eq(editionHolds.imageId, own));
    expect(holds).toEqual([]);
    expect(await db().select().from(editionHolds).where(eq(editionHolds.imageId, listed))).toHaveLength(1);
  });

  it('is paid once and becomes one order: the catalogue item with its edition and royalty, the own poster without either', async () => {
    const own = await makePoster(t, buyer.id, { style: 'popart' });
    const listed = await makeCataloguePoster(t, creator.id, {
      name: 'Lake at dusk',
      pricePerUnit: 45,
      totalSupply: 200,
    });
    const { checkout, order, items, completed } = await buyCart(buyer, [
      { id: own, quantity: 2, own: true },
      { id: listed, quantity: 1 },
    ]);
    expect(completed).toMatchObject({ confirmationId: checkout.confirmationId, amount: 104.9, itemCount: 3 });
    expect(order).toMatchObject({
      confirmationId: checkout.confirmationId,
      amount: '104.90',
      quantity: 3,
      userId: buyer.id,
      status: 'pending',
    });
    expect(items).toEqual([
      expect.objectContaining({
        imageId: listed,
        creatorId: creator.id,
        quantity: 1,
        price: '45.00',
        firstEdition: 1,
        lastEdition: 1,
        totalSupply: 200,
      }),
      expect.objectContaining({
        imageId: own,
        creatorId: null,
        quantity: 2,
        price: '29.95',
        firstEdition: null,
        lastEdition: null,
        totalSupply: null,
        name: 'Pop Art',
        style: 'popart',
      }),
    ]);
    // The print master of the own poster goes to the print shop.
    expect(items[1]!.posterImageUrl).toMatch(/^\/api\/storage-image\/posters\//);
    // Only the catalogue poster earns a royalty and counts a sale.
    const ledger = await db().select().from(royalties).where(eq(royalties.orderItemId, items[0]!.id));
    expect(ledger).toHaveLength(1);
    expect(await db().select().from(royalties).where(eq(royalties.orderItemId, items[1]!.id))).toEqual([]);
    expect(await db().select().from(royalties).where(eq(royalties.imageId, own))).toEqual([]);
    expect((await posterRow(own)).soldCount).toBe(0);
    expect((await posterRow(listed)).soldCount).toBe(1);

    // My orders and the order page list both posters.
    const mine = (await inject('GET', '/api/orders', undefined, as(buyer))).json();
    const listedOrder = mine.orders.find((entry: { reference: string }) => entry.reference === checkout.confirmationId);
    expect(listedOrder.items).toHaveLength(2);
    const detail: CustomerOrderDetail = (
      await inject('GET', `/api/orders/${checkout.confirmationId}`, undefined, as(buyer))
    ).json();
    expect(detail.items).toEqual([
      expect.objectContaining({ name: 'Lake at dusk', quantity: 1, unitPrice: 45 }),
      expect.objectContaining({ name: 'Pop Art', style: 'popart', quantity: 2, unitPrice: 29.95, edition: null }),
    ]);

    // The admin's order shows both, and the receipt lists both.
    const adminDetail = (await admin(`/api/admin/catalogue-orders/${order.id}`)).json();
    expect(adminDetail.items).toEqual([
      expect.objectContaining({ imageId: listed, firstEdition: 1, totalSupply: 200 }),
      expect.objectContaining({
        imageId: own,
        firstEdition: null,
        lastEdition: null,
        totalSupply: null,
        quantity: 2,
        price: 29.95,
      }),
    ]);
    const receipt = await inject('GET', `/api/orders/${checkout.confirmationId}/receipt`, undefined, as(buyer));
    expect(receipt.statusCode).toBe(200);
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain('Lake at dusk');
    expect(text).toContain('#1/200');
    expect(text).toContain('Poster, Pop Art style');
    expect(text).toContain('A3, unframed');
    // Prices as the formatter writes them in English ("59.90 CHF").
    expect(text).toMatch(/59\.90\s*CHF/);
    expect(text).toMatch(/Total\s*104\.90\s*CHF/);
  });

  it('of own posters only is a cart too', async () => {
    const first = await makePoster(t, buyer.id, { name: 'Our balcony' });
    const second = await makePoster(t, buyer.id, { style: 'impressionist' });
    const { order, items } = await buyCart(buyer, [
      { id: first, quantity: 1, own: true },
      { id: second, quantity: 1, own: true },
    ]);
    expect(order.amount).toBe('59.90');
    expect(items.map((item) => [item.name, item.totalSupply])).toEqual([
      ['Our balcony', null],
      ['Impressionist', null],
    ]);
  });

  it('is cancelled whole: the catalogue edition goes back and its royalty is reversed, the own poster has nothing to give back, all is refunded', async () => {
    const own = await makePoster(t, buyer.id);
    const listed = await makeCataloguePoster(t, creator.id, { pricePerUnit: 30, totalSupply: 50 });
    const { checkout, order } = await buyCart(buyer, [
      { id: listed, quantity: 1 },
      { id: own, quantity: 1, own: true },
    ]);
    const cancelled = await inject('POST', `/api/orders/${checkout.confirmationId}/cancel`, {}, as(buyer));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await posterRow(listed)).soldCount).toBe(0);
    expect((await posterRow(own)).soldCount).toBe(0);
    const ledger = await db().select().from(royalties).where(eq(royalties.imageId, listed));
    expect(ledger.map((entry) => Number(entry.amount)).reduce((sum, amount) => sum + amount, 0)).toBe(0);
    expect((await db().select().from(catalogueOrders).where(eq(catalogueOrders.id, order.id)))[0]).toMatchObject({
      status: 'cancelled',
    });
    // 30.00 + 29.95, in Rappen
    const written = await db()
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderKind, 'catalogue'), eq(refunds.orderId, order.id)));
    expect(written.map((refund) => refund.amount)).toEqual([5995]);
  });
});

describe('a cart’s own poster is refused', () => {
  const prepare = (who: Record<string, string>, cartItems: object[], language?: string) =>
    inject(
      'POST',
      '/api/prepare-checkout',
      { ...shipping, cartItems },
      { ...who, ...(language ? { 'accept-language': language } : {}) },
    );

  it('when the poster is someone else’s, in the visitor’s language, and holds nothing', async () => {
    const theirs = await makePoster(t, creator.id);
    const listed = await makeCataloguePoster(t, creator.id);
    for (const language of ['en', 'de', 'fr', 'it'] as const) {
      const refused = await prepare(
        as(buyer),
        [
          { id: listed, quantity: 1 },
          { id: theirs, quantity: 1, own: true },
        ],
        language,
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        code: 'poster_not_yours',
        message: messagesFor(language).checkout.posterNotYours,
      });
    }
    // The catalogue poster priced before the refusal was not left held.
    expect(await db().select().from(editionHolds).where(eq(editionHolds.imageId, listed))).toEqual([]);
  });

  it('when someone else’s poster is in the catalogue: it is bought as a catalogue poster, never at the own poster’s price', async () => {
    const listed = await makeCataloguePoster(t, creator.id, { pricePerUnit: 120 });
    const refused = await prepare(as(buyer), [{ id: listed, quantity: 1, own: true }]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(m.posterNotYours);
    const asCatalogue = await prepare(as(buyer), [{ id: listed, quantity: 1 }]);
    expect(asCatalogue.json()).toMatchObject({ amount: 120 });
  });

  it('when it does not exist (a generation still running or failed has no poster yet, a deleted one none any more)', async () => {
    const refused = await prepare(as(buyer), [{ id: 987_654_321, quantity: 1, own: true }]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(m.posterNotYours);
  });

  it('for a guest, who has no posters of their own', async () => {
    const own = await makePoster(t, buyer.id);
    const refused = await prepare({}, [{ id: own, quantity: 1, own: true }], 'fr');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(messagesFor('fr').common.signInRequired);
  });

  it('when one’s private poster is sent as a catalogue poster', async () => {
    const own = await makePoster(t, buyer.id);
    const refused = await prepare(as(buyer), [{ id: own, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.posterNotForSale);
  });

  it.each([
    [[{ quantity: 21 }], m.quantityInvalid],
    [[{ quantity: 0 }], m.quantityInvalid],
    [[{ own: 'yes' }], m.posterNotForSale],
    [[{}, {}], m.cartDuplicate],
  ])('for lines %o', async (overrides, message) => {
    const own = await makePoster(t, buyer.id);
    const refused = await prepare(
      as(buyer),
      overrides.map((override) => ({ id: own, quantity: 1, own: true, ...override })),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
  });
});
