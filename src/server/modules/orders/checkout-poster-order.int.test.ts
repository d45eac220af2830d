import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { makePoster } from '../../testing/posters.ts';
import { waitFor } from '../../testing/wait-for.ts';
import { signedInUser } from '../../testing/users.ts';
import { m, t, buyer, creator, shipping, anonymous, pay, useCheckoutApp } from './checkout-test-helpers.ts';

useCheckoutApp();

/** A custom poster's checkout and the sandbox's card form (docs/product/pay.md#checkout). */
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
