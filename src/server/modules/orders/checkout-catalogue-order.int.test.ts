import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SandboxPaymentProvider } from '../../adapters/payments/sandbox-payment-provider.ts';
import { catalogueOrderItems, catalogueOrders, checkouts, editionHolds } from '../../db/schema.ts';
import { makeCataloguePoster, makePoster } from '../../testing/posters.ts';
import { guestCheckoutCookie } from '../../testing/guest-checkout.ts';
import { m, t, buyer, creator, shipping, anonymous, pay, posterRow, useCheckoutApp } from './checkout-test-helpers.ts';

useCheckoutApp();

/** A catalogue cart's checkout (docs/product/pay.md#checkout, docs/product/pay.md#limited-editions-and-holds). */

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
      orderKey: expect.stringMatching(/^\d+\.[\w-]{43}$/),
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
    // the guest's answer carries the key of the order's link (the mail's), which opens that order's page
    const { orderKey } = own.json();
    expect(orderKey).toMatch(/^\d+\.[\w-]{43}$/);
    const opened = await anonymous('GET', `/api/orders/${checkout.confirmationId}?key=${orderKey}`);
    expect({ status: opened.statusCode, reference: opened.json().reference }).toEqual({
      status: 200,
      reference: checkout.confirmationId,
    });

    // a signed-in buyer is known by the session, wherever the completion comes from
    const signedIn = (
      await buyer.post('/api/prepare-checkout', { ...shipping, cartItems: [{ id: poster, quantity: 1 }] })
    ).json();
    const signedInPayment = (await pay(signedIn.clientSecret)).json();
    const signedInAnswer = await buyer.post('/api/complete-catalogue-order', {
      paymentIntentId: signedInPayment.paymentIntentId,
      orderConfirmationId: signedIn.confirmationId,
    });
    expect(signedInAnswer.statusCode).toBe(200);
    // their orders open by the session: no key is handed out
    expect(signedInAnswer.json()).not.toHaveProperty('orderKey');
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
