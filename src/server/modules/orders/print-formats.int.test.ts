import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A3_POSTER_PRICE, toMinorUnits } from '../../../shared/checkout.ts';
import { FRAMES, PRINT_SIZES, priceOf } from '../../../shared/print-formats.ts';
import { catalogueOrderItems, catalogueOrders, orders, royalties, userImages } from '../../db/schema.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { makeCataloguePoster, makePoster } from '../../testing/posters.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';

/**
 * Sizes and frames at the checkout (docs/product/pay.md#sizes-and-frames): the server prices every line by the table
 * whatever the browser sends, a cart holds one poster in several formats, and an edition counts every size.
 */

let t: TestApp;
let buyer: TestUser;
let creator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedInUser(t);
  creator = await signedInUser(t);
});
afterAll(() => t.close());

const db = () => t.runtime.database.db;
const shipping = {
  firstName: 'Lea',
  lastName: 'Brunner',
  email: 'lea.sizes@example.ch',
  address: 'Dorf 1',
  city: 'Interlaken',
  zipCode: '3800',
  country: 'CH',
};

let visitor = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: `10.33.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}`,
  });
const pay = async (clientSecret: string) =>
  (
    await post('/api/payments/sandbox/confirm', {
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
    })
  ).json().paymentIntentId as string;

/** Prepares, pays and completes a cart as `user`; answers the order's items. */
async function buyCart(user: TestUser, cartItems: object[]) {
  const prepared = await post('/api/prepare-checkout', { ...shipping, cartItems }, { cookie: user.cookie });
  expect(prepared.statusCode, prepared.body).toBe(200);
  const checkout = prepared.json();
  const paymentIntentId = await pay(checkout.clientSecret);
  const completed = await post(
    '/api/complete-catalogue-order',
    { paymentIntentId, orderConfirmationId: checkout.confirmationId },
    { cookie: user.cookie },
  );
  expect(completed.statusCode, completed.body).toBe(200);
  const [order] = await db().select().from(catalogueOrders).where(eq(catalogueOrders.paymentIntentId, paymentIntentId));
  const items = await db()
    .select()
    .from(catalogueOrderItems)
    .where(eq(catalogueOrderItems.orderId, order!.id))
    .orderBy(catalogueOrderItems.id);
  return { checkout, items };
}

describe('a poster of one’s own in any size and frame', () => {
  it('costs the table’s amount for any size × frame × mount × quantity, whatever amounts the browser adds', async () => {
    const own = await makePoster(t, buyer.id, { style: 'popart' });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PRINT_SIZES),
        fc.constantFrom(...FRAMES),
        fc.boolean(),
        fc.integer({ min: 1, max: 20 }),
        async (size, frame, mount, quantity) => {
          const passepartout = frame !== 'none' && mount;
          const response = await post(
            '/api/prepare-checkout',
            { ...shipping, imageId: own, quantity, size, frame, passepartout, amount: 0.01, unitPrice: 0.01 },
            { cookie: buyer.cookie },
          );
          expect(response.statusCode, response.body).toBe(200);
          const { amount, lines } = response.json();
          const { unitPrice, printPrice } = priceOf({ size, frame, passepartout }, A3_POSTER_PRICE);
          expect(toMinorUnits(amount)).toBe(toMinorUnits(unitPrice) * quantity);
          expect(lines[0]).toMatchObject({ size, frame, passepartout, unitPrice, printPrice, quantity });
        },
      ),
      { numRuns: 24 },
    );
  });

  it('makes an order that keeps its format; absent fields are an A3 unframed at 29.95', async () => {
    const own = await makePoster(t, buyer.id, { style: 'seaside' });
    const a3 = await post(
      '/api/prepare-checkout',
      { ...shipping, imageId: own, quantity: 1 },
      { cookie: buyer.cookie },
    );
    expect(a3.json()).toMatchObject({ amount: 29.95, lines: [{ size: 'A3', frame: 'none', passepartout: false }] });

    const prepared = await post(
      '/api/prepare-checkout',
      { ...shipping, imageId: own, quantity: 2, size: 'A1', frame: 'white', passepartout: true },
      { cookie: buyer.cookie },
    );
    const checkout = prepared.json();
    expect(checkout.amount).toBe(325.4); // 2 × (69.90 + 69.90 + 22.90)
    const paymentIntentId = await pay(checkout.clientSecret);
    const done = await post(
      '/api/complete-order',
      { paymentIntentId, confirmationId: checkout.confirmationId },
      { cookie: buyer.cookie },
    );
    expect(done.statusCode, done.body).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
    expect(order).toMatchObject({ size: 'A1', frame: 'white', passepartout: true, quantity: 2, amount: '325.40' });
  });

  it('refuses a bad size, frame or mount in the visitor’s language, and loses nothing', async () => {
    const own = await makePoster(t, buyer.id, { style: 'popart' });
    const de = messagesFor('de').prints;
    const cases = [
      [{ size: 'A5' }, de.sizeInvalid],
      [{ size: 'a3' }, de.sizeInvalid],
      [{ frame: 'gold' }, de.frameInvalid],
      [{ frame: null }, de.frameInvalid],
      [{ passepartout: 'yes', frame: 'oak' }, de.passepartoutInvalid],
      [{ passepartout: true }, de.passepartoutNeedsFrame],
    ] as const;
    for (const [fields, message] of cases) {
      const single = await post(
        '/api/prepare-checkout',
        { ...shipping, imageId: own, quantity: 1, ...fields },
        { cookie: buyer.cookie, 'accept-language': 'de-CH' },
      );
      expect(single.statusCode, JSON.stringify(fields)).toBe(400);
      expect(single.json().message).toBe(message);
      const cart = await post(
        '/api/prepare-checkout',
        { ...shipping, cartItems: [{ id: own, own: true, quantity: 1, ...fields }] },
        { cookie: buyer.cookie, 'accept-language': 'de-CH' },
      );
      expect(cart.statusCode, JSON.stringify(fields)).toBe(400);
      expect(cart.json().message).toBe(message);
    }
  });
});

describe('a cart of several formats', () => {
  it('prices an own A2 in oak, a catalogue A4 and one catalogue poster in two sizes; royalties are of the print only', async () => {
    const own = await makePoster(t, buyer.id, { style: 'popart' });
    const lake = await makeCataloguePoster(t, creator.id, { name: 'Lake', pricePerUnit: 34.95, totalSupply: 200 });
    const peak = await makeCataloguePoster(t, creator.id, { name: 'Peak', pricePerUnit: 29.95, totalSupply: 200 });
    const cart = [
      { id: own, own: true, quantity: 1, size: 'A2', frame: 'oak' },
      { id: lake, quantity: 1, size: 'A4' },
      { id: peak, quantity: 2, size: 'A3' },
      { id: peak, quantity: 1, size: 'A1', frame: 'black', passepartout: true },
    ];
    const { checkout, items } = await buyCart(buyer, cart);
    const expected = [44.9 + 49.9, 23.2, 2 * 29.95, 69.9 + 69.9 + 22.9];
    expect(toMinorUnits(checkout.amount)).toBe(expected.reduce((sum, chf) => sum + toMinorUnits(chf), 0));

    const byKey = new Map(items.map((item) => [`${item.imageId}:${item.size}`, item]));
    expect(byKey.get(`${own}:A2`)).toMatchObject({
      frame: 'oak',
      price: '94.80',
      printPrice: '44.90',
      creatorId: null,
    });
    expect(byKey.get(`${lake}:A4`)).toMatchObject({ frame: 'none', price: '23.20', printPrice: '23.20' });
    expect(byKey.get(`${peak}:A1`)).toMatchObject({ frame: 'black', passepartout: true, price: '162.70' });
    // One poster in two sizes takes consecutive numbers of one edition.
    const peakItems = items.filter((item) => item.imageId === peak);
    expect(peakItems.flatMap((item) => [item.firstEdition, item.lastEdition]).sort()).toEqual([1, 2, 3, 3].sort());
    const [peakRow] = await db().select().from(userImages).where(eq(userImages.id, peak));
    expect(peakRow!.soldCount).toBe(3);

    // The creator earns a share of 23.20, 2 × 29.95 and 69.90: the frame and the mount are the shop's.
    const earned = await db().select().from(royalties).where(eq(royalties.creatorId, creator.id));
    const sales = earned.map((row) => Number(row.saleAmount)).sort((a, b) => a - b);
    expect(sales).toEqual([23.2, 59.9, 69.9]);
  });

  it('takes the same poster twice only in different formats', async () => {
    const lake = await makeCataloguePoster(t, creator.id, { name: 'Twice', pricePerUnit: 30, totalSupply: 200 });
    const twice = await post('/api/prepare-checkout', {
      ...shipping,
      cartItems: [
        { id: lake, quantity: 1, size: 'A2' },
        { id: lake, quantity: 2, size: 'A2', frame: 'none', passepartout: false },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(messagesFor('en').checkout.cartDuplicate);
  });

  it('sells a limited edition one print per order, whatever the sizes', async () => {
    const rare = await makeCataloguePoster(t, creator.id, { name: 'Rare', pricePerUnit: 80, totalSupply: 10 });
    const response = await post('/api/prepare-checkout', {
      ...shipping,
      cartItems: [
        { id: rare, quantity: 1, size: 'A4' },
        { id: rare, quantity: 1, size: 'A2', frame: 'oak' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messagesFor('en').checkout.limitedEditionQuantity);
  });

  it('sells an edition of 3 to concurrent buyers of different sizes: three prints, never a fourth', async () => {
    const three = await makeCataloguePoster(t, creator.id, { name: 'Three', pricePerUnit: 60, totalSupply: 3 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signedInUser(t)));
    const formats = [
      { size: 'A4' },
      { size: 'A3' },
      { size: 'A2', frame: 'oak' },
      { size: 'A1', frame: 'black', passepartout: true },
      { size: 'A2' },
      { size: 'A4', frame: 'white' },
    ];
    const attempts = await Promise.all(
      buyers.map((user, index) =>
        post(
          '/api/prepare-checkout',
          { ...shipping, cartItems: [{ id: three, quantity: 1, ...formats[index] }] },
          { cookie: user.cookie },
        ),
      ),
    );
    const held = attempts.filter((response) => response.statusCode === 200);
    expect(held).toHaveLength(3);
    for (const refused of attempts.filter((response) => response.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(messagesFor('en').checkout.soldOut({ name: 'Three' }));
    }
    // The three who hold an edition pay, all at once; each gets one number of the three.
    await Promise.all(
      held.map(async (response) => {
        const checkout = response.json();
        const user = buyers[attempts.indexOf(response)]!;
        const paymentIntentId = await pay(checkout.clientSecret);
        const done = await post(
          '/api/complete-catalogue-order',
          { paymentIntentId, orderConfirmationId: checkout.confirmationId },
          { cookie: user.cookie },
        );
        expect(done.statusCode, done.body).toBe(200);
      }),
    );
    const sold = await db().select().from(catalogueOrderItems).where(eq(catalogueOrderItems.imageId, three));
    expect(sold.map((item) => item.firstEdition).sort()).toEqual([1, 2, 3]);
    expect(new Set(sold.map((item) => item.size)).size).toBeGreaterThan(1);
    const [row] = await db().select().from(userImages).where(eq(userImages.id, three));
    expect(row!.soldCount).toBe(3);
  });
});
