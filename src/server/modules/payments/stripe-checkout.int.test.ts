import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOrders, memberships, refunds, users } from '../../db/schema.ts';
import { signInAdmin } from '../../testing/admin-session.ts';
import { makeCataloguePoster } from '../../testing/posters.ts';
import { startStripeStandIn } from '../../testing/stripe-stand-in.ts';
import type { StripeStandIn } from '../../testing/stripe-stand-in.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { waitFor } from '../../testing/wait-for.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { guestCheckoutCookie } from '../../testing/guest-checkout.ts';
import { signedInUser } from '../../testing/users.ts';

/**
 * The whole shop on the Stripe provider: the real `stripe` SDK against a local stand-in, and webhooks
 * signed with the SDK's own test helper, as Stripe would send them.
 */
const webhookSecret = 'whsec_test_affiche_webhooks';
const ADMIN = { username: 'operator', password: 'a stripe admin password' };
let stripe: StripeStandIn;
let t: TestApp;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_affiche',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_affiche',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: stripe.url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const shipping = {
  firstName: 'Luca',
  lastName: 'Bernasconi',
  email: 'luca@example.ch',
  address: 'Via Nassa 5',
  city: 'Lugano',
  state: 'Ticino',
  zipCode: '6900',
  country: 'CH',
};

function sendWebhook(
  payload: string,
  signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/** A guest's checkout of one catalogue poster: the answer, and the id of its PaymentIntent. */
async function prepareCheckout(poster: number, quantity = 1) {
  const prepared = await t.app.inject({
    method: 'POST',
    url: '/api/prepare-checkout',
    payload: { ...shipping, cartItems: [{ id: poster, quantity }] },
  });
  const checkout = prepared.json();
  return { prepared, checkout, intentId: checkout.clientSecret?.split('_secret_')[0] as string };
}

/** The guest's browser completing the checkout after the payment. */
const completeCheckout = (confirmationId: string, intentId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/complete-catalogue-order',
    payload: { paymentIntentId: intentId, orderConfirmationId: confirmationId },
    headers: { cookie: guestCheckoutCookie(t, confirmationId) },
  });

const ordersPaidBy = (intentId: string) =>
  t.runtime.database.db.select().from(catalogueOrders).where(eq(catalogueOrders.paymentIntentId, intentId));

describe('checkout on Stripe', () => {
  it('creates the PaymentIntent in CHF with automatic payment methods and an idempotency key', async () => {
    const creator = await signedInUser(t);
    const poster = await makeCataloguePoster(t, creator.id, { pricePerUnit: 40 });
    const { prepared } = await prepareCheckout(poster, 2);
    expect(prepared.statusCode).toBe(200);
    expect(prepared.json().clientSecret).toMatch(/^pi_.+_secret_/);
    const create = stripe.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
    );
    expect(create).toMatchObject({
      body: {
        amount: '8000',
        currency: 'chf',
        automatic_payment_methods: { enabled: 'true' },
        metadata: { confirmationId: prepared.json().confirmationId, kind: 'catalogue' },
      },
    });
    expect(create!.idempotencyKey).toMatch(/^checkout-\d+$/);
  });

  it('makes one order from a webhook that arrives before the browser, ignores its replay, and refuses a bad signature', async () => {
    const creator = await signedInUser(t);
    const poster = await makeCataloguePoster(t, creator.id, { totalSupply: 20, soldCount: 3, pricePerUnit: 60 });
    const { checkout, intentId } = await prepareCheckout(poster);

    // an order exists only when Stripe says the payment succeeded
    const early = await completeCheckout(checkout.confirmationId, intentId);
    expect(early.statusCode).toBe(402);

    const paid = stripe.confirmPaymentIntent(intentId, 'pm_card_visa');
    const payload = stripe.eventPayload('payment_intent.succeeded', paid);
    expect((await sendWebhook(payload, 't=1,v1=forged')).statusCode).toBe(400);
    const tampered = payload.replace('"amount":6000', '"amount":1');
    expect(
      (await sendWebhook(tampered, Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })))
        .statusCode,
    ).toBe(400);

    const received = await sendWebhook(payload);
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ received: true, duplicate: false });
    const order = await waitFor('the order made by the webhook', async () => (await ordersPaidBy(intentId))[0]);
    expect(order).toMatchObject({ confirmationId: checkout.confirmationId, amount: '60.00', quantity: 1 });

    expect((await sendWebhook(payload)).json()).toMatchObject({ duplicate: true });
    const browser = await completeCheckout(checkout.confirmationId, intentId);
    expect(browser.json()).toMatchObject({ confirmationId: checkout.confirmationId, amount: 60 });
    expect(await ordersPaidBy(intentId)).toHaveLength(1);
  });

  it('a declined card makes no order', async () => {
    const creator = await signedInUser(t);
    const poster = await makeCataloguePoster(t, creator.id);
    const { checkout, intentId } = await prepareCheckout(poster);
    const failed = stripe.confirmPaymentIntent(intentId, 'pm_card_chargeDeclined');
    expect((await sendWebhook(stripe.eventPayload('payment_intent.payment_failed', failed))).statusCode).toBe(200);
    const completed = await completeCheckout(checkout.confirmationId, intentId);
    expect(completed.statusCode).toBe(402);
    expect(await ordersPaidBy(intentId)).toHaveLength(0);
  });
});

describe('the membership on Stripe', () => {
  it('subscribes with the confirmed setup and the promo coupon, and ends when Stripe deletes the subscription', async () => {
    const user = await signedInUser(t);
    const started = await user.post('/api/create-subscription', { promoCode: 'early60' });
    expect(started.statusCode).toBe(200);
    const setupIntentId = started.json().clientSecret.split('_secret_')[0];
    const setup = stripe.confirmSetupIntent(setupIntentId, 'pm_card_visa');
    const confirmed = await user.post('/api/confirm-subscription', {
      setupIntentId,
      paymentMethodId: setup.payment_method,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ isActive: true, userType: 'artistic_collective' });
    const subscriptionCreate = stripe.requests.find(
      (request) => request.path === '/v1/subscriptions' && request.method === 'POST',
    );
    expect(subscriptionCreate?.body).toMatchObject({
      customer: expect.stringMatching(/^cus_/),
      default_payment_method: setup.payment_method,
      discounts: [{ coupon: expect.any(String) }],
    });

    const [row] = await t.runtime.database.db.select().from(memberships).where(eq(memberships.userId, user.id));
    const subscription = { ...stripe.get(row!.subscriptionId!)!, status: 'canceled' };
    expect((await sendWebhook(stripe.eventPayload('customer.subscription.deleted', subscription))).statusCode).toBe(
      200,
    );
    await waitFor('the member to become a standard user again', async () => {
      const [current] = await t.runtime.database.db
        .select({ userType: users.userType })
        .from(users)
        .where(eq(users.id, user.id));
      return current!.userType === 'standard' ? true : undefined;
    });
    expect((await user.get('/api/subscription-info')).json()).toMatchObject({ isActive: false });
  });
});

/** The admin's session: password and second factor, as an admin signs in. */
const adminSession = () => signInAdmin(t, ADMIN);

describe('refunds on Stripe', () => {
  it('refunds part of an order with an idempotency key, marks it refunded only on the webhook, and shows a later failure', async () => {
    const cookie = await adminSession();
    const creator = await signedInUser(t);
    const poster = await makeCataloguePoster(t, creator.id, { pricePerUnit: 50 });
    const { checkout, intentId } = await prepareCheckout(poster);
    stripe.confirmPaymentIntent(intentId, 'pm_card_visa');
    const completed = await completeCheckout(checkout.confirmationId, intentId);
    expect(completed.statusCode).toBe(200);
    const [order] = await ordersPaidBy(intentId);

    const refund = (amount: number, requestKey: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/catalogue-orders/${order!.id}/refunds`,
        headers: { cookie },
        payload: { amount, reason: 'Bent corner', requestKey },
      });
    const first = await refund(12.5, 'stripe-refund-key-1');
    expect(first.statusCode, first.body).toBe(200);
    const create = stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds');
    expect(create).toHaveLength(1);
    expect(create[0]).toMatchObject({
      body: { payment_intent: intentId, amount: '1250', metadata: { reason: 'Bent corner' } },
      idempotencyKey: `refund-${first.json().refund.id}-1`,
    });
    const [pending] = await t.runtime.database.db.select().from(refunds).where(eq(refunds.id, first.json().refund.id));
    expect(pending).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^re_/) });

    expect(
      (await sendWebhook(stripe.eventPayload('refund.updated', stripe.get(pending!.providerRefundId!)!))).statusCode,
    ).toBe(200);
    await waitFor(
      'the refund to be confirmed',
      async () =>
        (await t.runtime.database.db.select().from(refunds).where(eq(refunds.id, pending!.id)))[0]!.status ===
        'succeeded',
    );

    const tooMuch = await refund(40, 'stripe-refund-key-2');
    expect(tooMuch.statusCode).toBe(409);
    const second = await refund(37.5, 'stripe-refund-key-3');
    const [secondRow] = await t.runtime.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.id, second.json().refund.id));
    const failed = stripe.failRefund(secondRow!.providerRefundId!, 'expired_or_canceled_card');
    expect((await sendWebhook(stripe.eventPayload('refund.failed', failed))).statusCode).toBe(200);
    const settled = await waitFor('the failure', async () => {
      const [row] = await t.runtime.database.db.select().from(refunds).where(eq(refunds.id, secondRow!.id));
      return row!.status === 'failed' && row;
    });
    expect(settled.failureMessage).toBe("The refund failed: the customer's card has expired or was cancelled.");
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/admin/catalogue-orders/${order!.id}`, headers: { cookie } })
    ).json();
    expect(detail.afterSale).toMatchObject({ refunded: 12.5, refundable: 37.5 });
  });
});
