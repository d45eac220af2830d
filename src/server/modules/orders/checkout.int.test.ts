import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPaymentProvider } from '../../adapters/payments/sandbox-payment-provider.ts';
import { catalogueOrderItems, catalogueOrders, checkouts, editionHolds, orders, userImages } from '../../db/schema.ts';
import { english } from '../../i18n/messages.ts';
import { makeCataloguePoster, makePoster } from '../../testing/posters.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { waitFor } from '../../testing/wait-for.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import { guestCheckoutCookie } from '../../testing/guest-checkout.ts';
import type { TestUser } from '../../testing/users.ts';

const m = english.checkout;

let t: TestApp;
let buyer: TestUser;
let creator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await signedInUser(t);
  creator = await signedInUser(t);
});
afterAll(() => t.close());

const shipping = {
  firstName: 'Zoë',
  lastName: "O'Neill-Müller",
  email: 'zoe@example.ch',
  address: 'Bahnhofstrasse 12, Apt. 3',
  city: 'Zürich',
  state: 'Zürich',
  zipCode: '8001',
  country: 'CH',
};

// Visitors from many addresses, as in a real shop (the per-visitor rate limits are tested on their own).
let visitor = 0;
const anonymous = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
  t.app.inject({
    method,
    url,
    payload,
    remoteAddress: `10.0.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}`,
    headers: cookie ? { cookie } : {},
  });
const pay = (clientSecret: string, cardNumber = '4242424242424242') =>
  anonymous('POST', '/api/payments/sandbox/confirm', {
    clientSecret,
    cardNumber,
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });

const posterRow = async (id: number) =>
  (await t.runtime.database.db.select().from(userImages).where(eq(userImages.id, id)))[0]!;

describe('a custom poster order', () => {
  it('is priced by the server, paid with 4242 and completed once however often it is completed', async () => {
    const imageId = await makePoster(t, buyer.id);
    const prepared = await buyer.post('/api/prepare-checkout', {
      ...shipping,
      imageId,
      quantity: 2,
      amount: 0.01,
      price: 1,
      discount: 100,
    });
    expect(prepared.statusCode).toBe(200);
    const checkout = prepared.json();
    expect(checkout).toMatchObject({
      amount: 59.9,
      currency: 'chf',
      lines: [{ imageId, quantity: 2, unitPrice: 29.95 }],
    });
    expect(checkout.confirmationId).toMatch(/^ORD-[0-9A-Z]{8}$/);

    const paid = await pay(checkout.clientSecret);
    expect(paid.statusCode).toBe(200);
    const { paymentIntentId } = paid.json();

    const completions = await Promise.all(
      [1, 2, 3].map(() =>
        buyer.post('/api/complete-order', {
          paymentIntentId,
          confirmationId: checkout.confirmationId,
          shippingData: shipping,
          quantity: 1,
        }),
      ),
    );
    for (const completion of completions) {
      expect(completion.statusCode).toBe(200);
      expect(completion.json()).toMatchObject({
        confirmationId: checkout.confirmationId,
        amount: 59.9,
        itemCount: 2,
        email: 'zoe@example.ch',
      });
    }
    const made = await t.runtime.database.db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      quantity: 2,
      amount: '59.90',
      status: 'pending',
      style: 'popart',
      firstName: 'Zoë',
      city: 'Zürich',
      country: 'CH',
    });
    expect(made[0]!.posterImageUrl).toMatch(/^\/api\/storage-image\/posters\//);
    expect(made[0]!.originalImageUrl).toMatch(/^\/api\/storage-image\/originals\//);
  });

  it('is refused for a poster of someone else, signed out, or without a poster', async () => {
    const theirs = await makePoster(t, creator.id);
    expect((await buyer.post('/api/prepare-checkout', { ...shipping, imageId: theirs, quantity: 1 })).json()).toEqual({
      code: expect.any(String),
      message: m.posterNotYours,
    });
    const signedOut = await anonymous('POST', '/api/prepare-checkout', { ...shipping, imageId: theirs, quantity: 1 });
    expect(signedOut.statusCode).toBe(401);
    const none = await buyer.post('/api/prepare-checkout', { ...shipping, quantity: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(m.posterRequired);
  });

  it.each([0, -1, 1.5, 1e9, '2', null])('refuses the quantity %s', async (quantity) => {
    const imageId = await makePoster(t, buyer.id);
    const response = await buyer.post('/api/prepare-checkout', { ...shipping, imageId, quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/quantity|missing or has the wrong type/i);
  });

  it.each([
    [{ firstName: 'Z' }, m.firstNameTooShort],
    [{ lastName: 'x'.repeat(51) }, m.lastNameTooLong],
    [{ firstName: 'R2D2' }, m.firstNameCharacters],
    [{ email: 'not-an-address' }, m.invalidEmail],
    [{ address: 'D1' }, m.addressTooShort],
    [{ address: 'Bahnhofstrasse 1 <script>' }, m.addressCharacters],
    [{ city: 'Z' }, m.cityTooShort],
    [{ state: 'Z1' }, m.stateCharacters],
    [{ zipCode: '80' }, m.zipTooShort],
    [{ zipCode: '8001!' }, m.zipFormat],
    [{ zipCode: '1234567890123' }, m.zipTooLong],
    [{ country: 'US' }, m.countryRequired],
    [{ country: '' }, m.countryRequired],
  ])('refuses shipping %o with the form’s message', async (override, message) => {
    const imageId = await makePoster(t, buyer.id);
    const response = await buyer.post('/api/prepare-checkout', { ...shipping, ...override, imageId, quantity: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: expect.any(String), message });
  });

  it('makes no order for a declined card, and completing it says the payment did not succeed', async () => {
    const imageId = await makePoster(t, buyer.id);
    const checkout = (await buyer.post('/api/prepare-checkout', { ...shipping, imageId, quantity: 1 })).json();
    const declined = await pay(checkout.clientSecret, '4000000000000002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ message: m.cardDeclined, error: { code: 'card_declined' } });
    const poor = await pay(checkout.clientSecret, '4000000000009995');
    expect(poor.json().message).toBe(m.insufficientFunds);

    const completed = await buyer.post('/api/complete-order', {
      paymentIntentId: declined.json().paymentIntentId,
      confirmationId: checkout.confirmationId,
    });
    expect(completed.statusCode).toBe(402);
    expect(completed.json()).toEqual({ code: expect.any(String), message: m.paymentNotSucceeded });
    expect(
      await t.runtime.database.db.select().from(orders).where(eq(orders.confirmationId, checkout.confirmationId)),
    ).toHaveLength(0);

    // the same checkout can still be paid with another card
    expect((await pay(checkout.clientSecret)).statusCode).toBe(200);
  });

  it('refuses a payment of another checkout, an unknown payment and an unknown checkout', async () => {
    const first = (
      await buyer.post('/api/prepare-checkout', { ...shipping, imageId: await makePoster(t, buyer.id), quantity: 1 })
    ).json();
    const second = (
      await buyer.post('/api/prepare-checkout', { ...shipping, imageId: await makePoster(t, buyer.id), quantity: 1 })
    ).json();
    const { paymentIntentId } = (await pay(second.clientSecret)).json();
    const crossed = await buyer.post('/api/complete-order', { paymentIntentId, confirmationId: first.confirmationId });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual({ code: expect.any(String), message: m.paymentMismatch });
    const unknownPayment = await buyer.post('/api/complete-order', {
      paymentIntentId: 'pi_made_up',
      confirmationId: first.confirmationId,
    });
    expect(unknownPayment.json()).toEqual({ code: expect.any(String), message: m.paymentMismatch });
    const unknownCheckout = await buyer.post('/api/complete-order', {
      paymentIntentId,
      confirmationId: 'ORD-NOTHERE1',
    });
    expect(unknownCheckout.statusCode).toBe(404);
    // someone else cannot complete (or read) this buyer's order
    const other = await signedInUser(t);
    expect(
      (await other.post('/api/complete-order', { paymentIntentId, confirmationId: second.confirmationId })).statusCode,
    ).toBe(404);
  });

  it('is made by the payment event alone when the browser never comes back, and sends one confirmation', async () => {
    const imageId = await makePoster(t, buyer.id);
    const checkout = (
      await buyer.post('/api/prepare-checkout', {
        ...shipping,
        email: 'webhook.first@example.ch',
        imageId,
        quantity: 1,
      })
    ).json();
    const { paymentIntentId } = (await pay(checkout.clientSecret)).json();
    const order = await waitFor(
      'the order made by the payment event',
      async () =>
        (await t.runtime.database.db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId)))[0],
    );
    expect(order.confirmationId).toBe(checkout.confirmationId);
    const late = await buyer.post('/api/complete-order', { paymentIntentId, confirmationId: checkout.confirmationId });
    expect(late.json().confirmationId).toBe(checkout.confirmationId);
    expect(
      await t.runtime.database.db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId)),
    ).toHaveLength(1);

    const mails = await waitFor('the confirmation mail', async () => {
      const outbox = (
        await (
          t.runtime.mailer as unknown as { list(): Promise<{ to: string; subject: string; text: string }[]> }
        ).list()
      ).filter((mail) => mail.to === 'webhook.first@example.ch');
      return outbox.length > 0 ? outbox : undefined;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your order ${checkout.confirmationId}`);
    expect(mails[0]!.text).toContain('Bahnhofstrasse 12, Apt. 3');
  });
});

describe('a catalogue order', () => {
  it('prices each poster at its own price, numbers the editions and answers a CAT- reference', async () => {
    const standard = await makeCataloguePoster(t, creator.id, { name: 'Aare Bend', pricePerUnit: 30, soldCount: 7 });
    const limited = await makeCataloguePoster(t, creator.id, {
      name: 'Sails at Dusk',
      totalSupply: 50,
      soldCount: 19,
      pricePerUnit: 45.5,
    });
    const prepared = await anonymous('POST', '/api/prepare-checkout', {
      ...shipping,
      cartItems: [
        { id: standard, quantity: 3, price: 0.6 },
        { id: limited, quantity: 1 },
      ],
      quantity: 4,
    });
    expect(prepared.statusCode).toBe(200);
    const checkout = prepared.json();
    expect(checkout.amount).toBe(135.5);
    expect(checkout.confirmationId).toMatch(/^CAT-\d{6}$/);
    expect(checkout.lines).toEqual([
      expect.objectContaining({
        imageId: standard,
        quantity: 3,
        unitPrice: 30,
        isLimitedEdition: false,
        name: 'Aare Bend',
      }),
      expect.objectContaining({ imageId: limited, quantity: 1, unitPrice: 45.5, isLimitedEdition: true }),
    ]);

    const { paymentIntentId } = (await pay(checkout.clientSecret)).json();
    const completed = await anonymous(
      'POST',
      '/api/complete-catalogue-order',
      {
        ...shipping,
        paymentIntentId,
        orderConfirmationId: checkout.confirmationId,
        cartItems: [{ imageUrl: 'x', style: 'popart', quantity: 99 }],
      },
      guestCheckoutCookie(t, checkout.confirmationId),
    );
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toEqual({
      confirmationId: checkout.confirmationId,
      amount: 135.5,
      itemCount: 4,
      email: 'zoe@example.ch',
      firstName: 'Zoë',
      lastName: "O'Neill-Müller",
      country: 'CH',
    });

    const [order] = await t.runtime.database.db
      .select()
      .from(catalogueOrders)
      .where(eq(catalogueOrders.paymentIntentId, paymentIntentId));
    expect(order).toMatchObject({ quantity: 4, amount: '135.50', status: 'pending' });
    const items = await t.runtime.database.db
      .select()
      .from(catalogueOrderItems)
      .where(eq(catalogueOrderItems.orderId, order!.id));
    expect(
      items.map(({ imageId, firstEdition, lastEdition, price, creatorId }) => ({
        imageId,
        firstEdition,
        lastEdition,
        price,
        creatorId,
      })),
    ).toEqual(
      expect.arrayContaining([
        { imageId: standard, firstEdition: 8, lastEdition: 10, price: '30.00', creatorId: creator.id },
        { imageId: limited, firstEdition: 20, lastEdition: 20, price: '45.50', creatorId: creator.id },
      ]),
    );
    expect((await posterRow(standard)).soldCount).toBe(10);
    expect((await posterRow(limited)).soldCount).toBe(20);
  });

  it('refuses unknown, unpublished and unreviewed posters, limited editions twice and duplicate lines', async () => {
    const pending = await makePoster(t, creator.id, {
      isPublic: true,
      isApproved: false,
      totalSupply: 200,
      name: 'Waiting',
    });
    const limited = await makeCataloguePoster(t, creator.id, { totalSupply: 10 });
    const cases: [unknown, number, string][] = [
      [[{ id: 999_999_999, quantity: 1 }], 409, m.posterNotForSale],
      [[{ id: pending, quantity: 1 }], 409, m.posterNotForSale],
      [[{ id: limited, quantity: 2 }], 400, m.limitedEditionQuantity],
      [
        [
          { id: limited, quantity: 1 },
          { id: limited, quantity: 1 },
        ],
        400,
        m.cartDuplicate,
      ],
      [[], 400, m.cartEmpty],
      [[{ id: 'abc', quantity: 1 }], 400, m.posterNotForSale],
      [Array.from({ length: 21 }, (_, index) => ({ id: index + 1, quantity: 1 })), 400, m.cartTooLarge],
    ];
    for (const [cartItems, status, message] of cases) {
      const response = await anonymous('POST', '/api/prepare-checkout', { ...shipping, cartItems });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status,
        body: { code: expect.any(String), message },
      });
    }
  });

  it('answers a completed order only to its buyer: the browser that prepared it, or the signed-in buyer', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Whose Order', pricePerUnit: 30 });
    const prepared = await anonymous('POST', '/api/prepare-checkout', {
      ...shipping,
      cartItems: [{ id: poster, quantity: 1 }],
    });
    const proof = prepared.cookies.find((cookie) => cookie.name === 'affiche_checkouts');
    expect(proof).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    const checkout = prepared.json();
    const { paymentIntentId } = (await pay(checkout.clientSecret)).json();
    const complete = (cookie?: string) =>
      anonymous(
        'POST',
        '/api/complete-catalogue-order',
        { paymentIntentId, orderConfirmationId: checkout.confirmationId },
        cookie,
      );

    // someone who read the payment and the reference (a shared screen, a log) learns nothing, nor does another guest
    const stranger = await complete();
    expect({ status: stranger.statusCode, body: stranger.json() }).toEqual({
      status: 404,
      body: { code: expect.any(String), message: m.checkoutNotFound },
    });
    const otherGuest = await anonymous('POST', '/api/prepare-checkout', {
      ...shipping,
      cartItems: [{ id: poster, quantity: 1 }],
    });
    const theirProof = otherGuest.cookies.find((cookie) => cookie.name === 'affiche_checkouts')!;
    expect((await complete(`affiche_checkouts=${theirProof.value}`)).statusCode).toBe(404);
    expect(
      (
        await buyer.post('/api/complete-catalogue-order', {
          paymentIntentId,
          orderConfirmationId: checkout.confirmationId,
        })
      ).statusCode,
    ).toBe(404);

    const own = await complete(`affiche_checkouts=${proof!.value}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ confirmationId: checkout.confirmationId, email: 'zoe@example.ch' });

    // a signed-in buyer is known by the session, wherever the completion comes from
    const signedIn = (
      await buyer.post('/api/prepare-checkout', { ...shipping, cartItems: [{ id: poster, quantity: 1 }] })
    ).json();
    const signedInPayment = (await pay(signedIn.clientSecret)).json();
    expect(
      (
        await buyer.post('/api/complete-catalogue-order', {
          paymentIntentId: signedInPayment.paymentIntentId,
          orderConfirmationId: signedIn.confirmationId,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('sells exactly the last 5 editions to 40 concurrent checkouts', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Last Five', totalSupply: 50, soldCount: 45 });
    const attempts = await Promise.all(
      Array.from({ length: 40 }, () =>
        anonymous('POST', '/api/prepare-checkout', { ...shipping, cartItems: [{ id: poster, quantity: 1 }] }),
      ),
    );
    const held = attempts.filter((attempt) => attempt.statusCode === 200);
    expect(held).toHaveLength(5);
    for (const refused of attempts.filter((attempt) => attempt.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'sold_out', message: m.soldOut({ name: 'Last Five' }) });
    }
    await Promise.all(
      held.map(async (attempt) => {
        const checkout = attempt.json();
        const { paymentIntentId } = (await pay(checkout.clientSecret)).json();
        const done = await anonymous(
          'POST',
          '/api/complete-catalogue-order',
          { paymentIntentId, orderConfirmationId: checkout.confirmationId },
          guestCheckoutCookie(t, checkout.confirmationId),
        );
        expect(done.statusCode).toBe(200);
      }),
    );
    expect((await posterRow(poster)).soldCount).toBe(50);
    const editions = await t.runtime.database.db
      .select({ first: catalogueOrderItems.firstEdition })
      .from(catalogueOrderItems)
      .where(eq(catalogueOrderItems.imageId, poster));
    expect(editions.map((edition) => edition.first!).sort((a, b) => a - b)).toEqual([46, 47, 48, 49, 50]);
    expect((await anonymous('GET', `/api/images/${poster}/availability`)).json()).toMatchObject({
      isAvailable: false,
      remainingSupply: 0,
    });
  });

  it('releases an expired hold; a payment that arrives after its edition sold elsewhere is refunded', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Only One', totalSupply: 1 });
    const first = (
      await anonymous('POST', '/api/prepare-checkout', { ...shipping, cartItems: [{ id: poster, quantity: 1 }] })
    ).json();
    const blocked = await anonymous('POST', '/api/prepare-checkout', {
      ...shipping,
      cartItems: [{ id: poster, quantity: 1 }],
    });
    expect(blocked.statusCode).toBe(409);

    // the first buyer's 15 minutes pass; a second buyer takes the edition and pays
    const db = t.runtime.database.db;
    const [firstRow] = await db.select().from(checkouts).where(eq(checkouts.confirmationId, first.confirmationId));
    await db
      .update(editionHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(editionHolds.checkoutId, firstRow!.id));
    const second = (
      await anonymous('POST', '/api/prepare-checkout', { ...shipping, cartItems: [{ id: poster, quantity: 1 }] })
    ).json();
    const secondPayment = (await pay(second.clientSecret)).json();
    expect(
      (
        await anonymous(
          'POST',
          '/api/complete-catalogue-order',
          { paymentIntentId: secondPayment.paymentIntentId, orderConfirmationId: second.confirmationId },
          guestCheckoutCookie(t, second.confirmationId),
        )
      ).statusCode,
    ).toBe(200);

    // the first buyer pays late: refused, refunded, nothing sold twice
    const latePayment = (await pay(first.clientSecret)).json();
    const late = await anonymous(
      'POST',
      '/api/complete-catalogue-order',
      { paymentIntentId: latePayment.paymentIntentId, orderConfirmationId: first.confirmationId },
      guestCheckoutCookie(t, first.confirmationId),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'refunded', message: m.soldOutRefunded });
    expect(await (t.runtime.payments.provider as SandboxPaymentProvider).isRefunded(latePayment.paymentIntentId)).toBe(
      true,
    );
    expect((await posterRow(poster)).soldCount).toBe(1);
    expect(
      await db.select().from(catalogueOrders).where(eq(catalogueOrders.paymentIntentId, latePayment.paymentIntentId)),
    ).toHaveLength(0);
    // asking again gives the same answer, and no second refund
    expect(
      (
        await anonymous(
          'POST',
          '/api/complete-catalogue-order',
          { paymentIntentId: latePayment.paymentIntentId, orderConfirmationId: first.confirmationId },
          guestCheckoutCookie(t, first.confirmationId),
        )
      ).statusCode,
    ).toBe(409);
  });

  it('sweeps a checkout past its hold: cancels its payment and frees its editions', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { totalSupply: 150, soldCount: 148 });
    const checkout = (
      await anonymous('POST', '/api/prepare-checkout', { ...shipping, cartItems: [{ id: poster, quantity: 2 }] })
    ).json();
    const db = t.runtime.database.db;
    await db
      .update(checkouts)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(checkouts.confirmationId, checkout.confirmationId));
    await t.runtime.checkout.sweepExpired();
    const [row] = await db.select().from(checkouts).where(eq(checkouts.confirmationId, checkout.confirmationId));
    expect(row!.status).toBe('released');
    expect((await pay(checkout.clientSecret)).statusCode).toBe(409);
    expect(
      (await anonymous('POST', '/api/prepare-checkout', { ...shipping, cartItems: [{ id: poster, quantity: 2 }] }))
        .statusCode,
    ).toBe(200);
  });
});

describe('the sandbox card form', () => {
  it('refuses malformed cards and unknown secrets clearly', async () => {
    const imageId = await makePoster(t, buyer.id);
    const { clientSecret } = (await buyer.post('/api/prepare-checkout', { ...shipping, imageId, quantity: 1 })).json();
    const cases: [object, number, string][] = [
      [{ cardNumber: '4242' }, 400, m.cardNumberInvalid],
      [{ cardNumber: '4242424242424241' }, 402, m.cardIncorrect],
      [{ expMonth: 13 }, 400, m.cardExpiryInvalid],
      [{ expYear: 2001 }, 402, m.cardExpiryInvalid],
      [{ cvc: '1' }, 400, m.cardCvcInvalid],
      [{ clientSecret: 'pi_nothing_secret_nothing' }, 404, m.intentNotFound],
    ];
    for (const [override, status, message] of cases) {
      const response = await anonymous('POST', '/api/payments/sandbox/confirm', {
        clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: 40,
        cvc: '123',
        ...override,
      });
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
    }
  });

  it('answers a Stripe webhook without a valid signature with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/webhook/i);
  });
});
