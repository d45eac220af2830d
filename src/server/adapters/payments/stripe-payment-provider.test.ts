import { createServer } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn } from '../../testing/stripe-stand-in.ts';
import type { StripeObject, StripeStandIn } from '../../testing/stripe-stand-in.ts';
import { PaymentProviderError, WebhookSignatureError } from './payment-provider.ts';
import { MEMBERSHIP_PRODUCT_ID, StripePaymentProvider } from './stripe-payment-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_affiche';

let standIn: StripeStandIn;
let provider: StripePaymentProvider;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  provider = newProvider();
});
afterAll(() => standIn.close());

function newProvider({ webhookSecret }: { webhookSecret: string | undefined } = { webhookSecret: WEBHOOK_SECRET }) {
  return new StripePaymentProvider({ secretKey: 'sk_test_affiche', webhookSecret, apiBase: standIn.url });
}

const requestsTo = (method: string, path: string) =>
  standIn.requests.filter((request) => request.method === method && request.path === path);

let keys = 0;
const key = (name: string) => `${name}-generated-${++keys}`;

function createOrder(metadata: Record<string, string> = { checkoutId: '41' }) {
  return provider.createPaymentIntent({
    amount: 4900,
    currency: 'chf',
    description: 'Affiche order',
    receiptEmail: 'anna@example.ch',
    metadata,
    idempotencyKey: key('checkout'),
  });
}

async function savedCard(testCard: string) {
  const customer = await provider.createCustomer({
    email: 'member@example.ch',
    name: 'Mia Member',
    metadata: { userId: '7' },
    idempotencyKey: key('customer'),
  });
  const setup = await provider.createSetupIntent({
    customerId: customer.id,
    metadata: { userId: '7' },
    idempotencyKey: key('setup'),
  });
  standIn.confirmSetupIntent(setup.id, testCard);
  const confirmed = await provider.retrieveSetupIntent(setup.id);
  return { customerId: customer.id, paymentMethodId: confirmed!.paymentMethodId! };
}

function subscribe(
  card: { customerId: string; paymentMethodId: string },
  firstMonthPercentOff: number | null = null,
  target = provider,
) {
  return target.createSubscription({
    ...card,
    unitAmount: 900,
    currency: 'chf',
    firstMonthPercentOff,
    metadata: { userId: '7' },
    idempotencyKey: key('membership'),
  });
}

describe('payment intents', () => {
  it('creates an intent with the amount, metadata and automatic payment methods', async () => {
    const intent = await createOrder({ checkoutId: '41', userId: '3' });
    expect(intent).toMatchObject({
      amount: 4900,
      currency: 'chf',
      status: 'requires_payment_method',
      metadata: { checkoutId: '41', userId: '3' },
      lastError: null,
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const [request] = requestsTo('POST', '/v1/payment_intents').slice(-1);
    expect(request.body).toMatchObject({
      amount: '4900',
      currency: 'chf',
      receipt_email: 'anna@example.ch',
      automatic_payment_methods: { enabled: 'true' },
      metadata: { checkoutId: '41' },
    });
    expect(request.idempotencyKey).toMatch(/^checkout-/);
    expect(await provider.retrievePaymentIntent(intent.id)).toEqual(intent);
  });

  it('returns the first intent when a create is retried with the same idempotency key', async () => {
    const input = {
      amount: 1200,
      currency: 'chf',
      description: 'Retry',
      metadata: { checkoutId: '42' },
      idempotencyKey: 'checkout-retried',
    };
    const first = await provider.createPaymentIntent(input);
    const second = await provider.createPaymentIntent(input);
    expect(second.id).toBe(first.id);
    expect(
      requestsTo('POST', '/v1/payment_intents').filter((request) => request.idempotencyKey === 'checkout-retried'),
    ).toHaveLength(2);
  });

  it('reports a succeeded payment and a declined card with its message', async () => {
    const paid = await createOrder();
    standIn.confirmPaymentIntent(paid.id, 'pm_card_visa');
    expect(await provider.retrievePaymentIntent(paid.id)).toMatchObject({ status: 'succeeded', lastError: null });

    const declined = await createOrder();
    standIn.confirmPaymentIntent(declined.id, 'pm_card_chargeDeclined');
    expect(await provider.retrievePaymentIntent(declined.id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
    });
  });

  it('reads the card of a paid payment from its latest charge, and none of an unpaid one', async () => {
    const paid = await createOrder();
    standIn.confirmPaymentIntent(paid.id, 'pm_card_mastercard');
    expect(await provider.retrievePaymentCard(paid.id)).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(requestsTo('GET', `/v1/payment_intents/${paid.id}`).at(-1)?.body).toMatchObject({
      expand: ['latest_charge'],
    });
    expect(await provider.retrievePaymentCard((await createOrder()).id)).toBeNull();
    expect(await provider.retrievePaymentCard('pi_unknown')).toBeNull();
  });

  it('refunds a succeeded payment once', async () => {
    const intent = await createOrder();
    standIn.confirmPaymentIntent(intent.id, 'pm_card_visa');
    await provider.refundPaymentIntent(intent.id, 'refund-a');
    expect(requestsTo('POST', '/v1/refunds').at(-1)).toMatchObject({
      body: { payment_intent: intent.id },
      idempotencyKey: 'refund-a',
    });
    await provider.refundPaymentIntent(intent.id, 'refund-a');
    await expect(provider.refundPaymentIntent(intent.id, 'refund-b')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      code: 'charge_already_refunded',
      status: 400,
    });
  });

  it('cancels an unpaid intent', async () => {
    const intent = await createOrder();
    await provider.cancelPaymentIntent(intent.id);
    expect(await provider.retrievePaymentIntent(intent.id)).toMatchObject({ status: 'canceled' });
  });

  it('answers null for ids Stripe does not know', async () => {
    expect(await provider.retrievePaymentIntent('pi_unknown')).toBeNull();
    expect(await provider.retrieveSetupIntent('seti_unknown')).toBeNull();
    expect(await provider.retrieveSubscription('sub_unknown')).toBeNull();
    expect(await provider.retrievePayoutAccount('acct_unknown')).toBeNull();
  });

  it('turns other Stripe errors into PaymentProviderError', async () => {
    const error = await provider.cancelPaymentIntent('pi_unknown').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ code: 'resource_missing', status: 404 });
  });

  it('turns a network failure into PaymentProviderError after its retries', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const offline = new StripePaymentProvider({
      secretKey: 'sk_test_affiche',
      webhookSecret: undefined,
      apiBase: `http://127.0.0.1:${closedPort}`,
    });
    await expect(offline.retrievePaymentIntent('pi_1')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('membership', () => {
  it('saves a card with a setup intent for off-session charges', async () => {
    const customer = await provider.createCustomer({
      email: 'member@example.ch',
      name: 'Mia Member',
      metadata: { userId: '7' },
      idempotencyKey: 'customer-7',
    });
    expect(customer.id).toMatch(/^cus_/);
    const setup = await provider.createSetupIntent({
      customerId: customer.id,
      metadata: { userId: '7' },
      idempotencyKey: 'setup-7',
    });
    expect(setup).toMatchObject({
      status: 'requires_payment_method',
      customerId: customer.id,
      paymentMethodId: null,
      metadata: { userId: '7' },
    });
    expect(requestsTo('POST', '/v1/setup_intents').at(-1)?.body).toMatchObject({
      usage: 'off_session',
      automatic_payment_methods: { enabled: 'true' },
    });

    standIn.confirmSetupIntent(setup.id, 'pm_card_visa');
    const confirmed = await provider.retrieveSetupIntent(setup.id);
    expect(confirmed).toMatchObject({ status: 'succeeded', customerId: customer.id });
    expect(confirmed?.paymentMethodId).toMatch(/^pm_/);
  });

  it('subscribes at the monthly price, creating the membership product once', async () => {
    const card = await savedCard('pm_card_visa');
    const before = Date.now();
    const subscription = await subscribe(card);
    expect(subscription).toMatchObject({
      customerId: card.customerId,
      status: 'active',
      cancelAtPeriodEnd: false,
      metadata: { userId: '7' },
    });
    const inAMonth = new Date(before);
    inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
    expect(Math.abs(subscription.currentPeriodEnd!.getTime() - inAMonth.getTime())).toBeLessThan(60_000);

    const request = requestsTo('POST', '/v1/subscriptions').at(-1)!;
    expect(request.body).toMatchObject({
      customer: card.customerId,
      default_payment_method: card.paymentMethodId,
      payment_behavior: 'error_if_incomplete',
      items: [
        {
          price_data: {
            currency: 'chf',
            product: MEMBERSHIP_PRODUCT_ID,
            unit_amount: '900',
            recurring: { interval: 'month' },
          },
        },
      ],
    });
    expect(request.body.discounts).toBeUndefined();
    expect(request.idempotencyKey).toMatch(/^membership-/);

    await subscribe(await savedCard('pm_card_mastercard'));
    await subscribe(await savedCard('pm_card_visa'), null, newProvider());
    expect(requestsTo('POST', '/v1/products')).toHaveLength(1);
    expect(standIn.get(MEMBERSHIP_PRODUCT_ID)).toMatchObject({ object: 'product', active: true });
  });

  it('discounts the first month of a promo subscription with a coupon created once', async () => {
    const subscription = await subscribe(await savedCard('pm_card_visa'), 20);
    expect(subscription.status).toBe('active');
    expect(requestsTo('POST', '/v1/subscriptions').at(-1)?.body.discounts).toEqual([{ coupon: 'first_month_20_off' }]);
    expect(standIn.get('first_month_20_off')).toMatchObject({ object: 'coupon', percent_off: 20, duration: 'once' });

    await subscribe(await savedCard('pm_card_visa'), 20);
    await subscribe(await savedCard('pm_card_visa'), 20, newProvider());
    expect(
      requestsTo('POST', '/v1/coupons').filter((request) => request.body.id === 'first_month_20_off'),
    ).toHaveLength(1);
  });

  it('throws card_declined when the first month cannot be charged', async () => {
    const card = await savedCard('pm_card_chargeCustomerFail');
    const error = await subscribe(card).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ code: 'card_declined', status: 402, message: 'Your card was declined.' });
  });

  it('cancels at the period end and resumes', async () => {
    const subscription = await subscribe(await savedCard('pm_card_visa'));
    expect(await provider.setCancelAtPeriodEnd(subscription.id, true)).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
    });
    expect(await provider.retrieveSubscription(subscription.id)).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: subscription.currentPeriodEnd,
    });
    expect(await provider.setCancelAtPeriodEnd(subscription.id, false)).toMatchObject({ cancelAtPeriodEnd: false });
  });
});

describe('creator payouts', () => {
  it('creates an Express account, onboards it through the link and pays out to it', async () => {
    const account = await provider.createPayoutAccount({
      email: 'creator@example.ch',
      metadata: { userId: '9' },
      idempotencyKey: 'payout-account-9',
    });
    expect(account).toMatchObject({ detailsSubmitted: false, payoutsEnabled: false, metadata: { userId: '9' } });
    expect(account.id).toMatch(/^acct_/);
    expect(requestsTo('POST', '/v1/accounts').at(-1)).toMatchObject({
      body: { type: 'express', email: 'creator@example.ch', capabilities: { transfers: { requested: 'true' } } },
      idempotencyKey: 'payout-account-9',
    });
    const transfer = {
      accountId: account.id,
      amount: 750,
      currency: 'chf',
      metadata: { payoutId: '1' },
      idempotencyKey: 'payout-1',
    };
    await expect(provider.transfer(transfer)).rejects.toMatchObject({ code: 'insufficient_capabilities_for_transfer' });

    const onboarding = await provider.createOnboardingLink(account.id, {
      returnUrl: 'http://shop.test/creator/payouts?done=1',
      refreshUrl: 'http://shop.test/creator/payouts',
    });
    expect(requestsTo('POST', '/v1/account_links').at(-1)?.body).toMatchObject({
      account: account.id,
      type: 'account_onboarding',
      return_url: 'http://shop.test/creator/payouts?done=1',
    });
    const completed = await fetch(onboarding, { redirect: 'manual' });
    expect(completed.headers.get('location')).toBe('http://shop.test/creator/payouts?done=1');
    expect(await provider.retrievePayoutAccount(account.id)).toMatchObject({
      detailsSubmitted: true,
      payoutsEnabled: true,
    });

    expect(await provider.createDashboardLink(account.id)).toMatch(/^http/);
    const transferId = await provider.transfer({ ...transfer, idempotencyKey: 'payout-2' });
    expect(transferId).toMatch(/^tr_/);
    expect(standIn.get(transferId)).toMatchObject({
      amount: 750,
      currency: 'chf',
      destination: account.id,
      metadata: { payoutId: '1' },
    });
  });
});

describe('webhooks', () => {
  const signed = (payload: string, secret = WEBHOOK_SECRET) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const parse = (payload: string) => provider.parseWebhook(Buffer.from(payload), signed(payload));
  const eventIdOf = (payload: string) => (JSON.parse(payload) as { id: string }).id;

  it('reads payment intent events', async () => {
    const intent = await createOrder();
    const object = standIn.confirmPaymentIntent(intent.id, 'pm_card_visa');
    const payload = standIn.eventPayload('payment_intent.succeeded', object);
    expect(parse(payload)).toEqual({
      id: eventIdOf(payload),
      type: 'payment_intent.succeeded',
      paymentIntent: { ...intent, status: 'succeeded' },
    });
    expect(parse(standIn.eventPayload('payment_intent.payment_failed', object))).toMatchObject({
      type: 'payment_intent.failed',
      paymentIntent: { id: intent.id },
    });
    expect(parse(standIn.eventPayload('payment_intent.canceled', object))).toMatchObject({
      type: 'payment_intent.canceled',
      paymentIntent: { id: intent.id },
    });
  });

  it('reads subscription events, a deletion as a canceled subscription', async () => {
    const subscription = await subscribe(await savedCard('pm_card_visa'));
    const object = standIn.get(subscription.id)!;
    for (const type of ['customer.subscription.created', 'customer.subscription.updated']) {
      expect(parse(standIn.eventPayload(type, object))).toMatchObject({ type: 'subscription.updated', subscription });
    }
    const deleted = parse(standIn.eventPayload('customer.subscription.deleted', { ...object, status: 'canceled' }));
    expect(deleted).toMatchObject({
      type: 'subscription.updated',
      subscription: { id: subscription.id, status: 'canceled' },
    });
  });

  it('reads the period end from an older API version subscription', () => {
    const legacy = {
      id: 'sub_legacy',
      object: 'subscription',
      customer: { id: 'cus_1', object: 'customer' },
      status: 'past_due',
      current_period_end: 1_900_000_000,
      cancel_at_period_end: false,
      metadata: {},
    };
    expect(parse(standIn.eventPayload('customer.subscription.updated', legacy))).toMatchObject({
      subscription: {
        id: 'sub_legacy',
        customerId: 'cus_1',
        status: 'past_due',
        currentPeriodEnd: new Date(1_900_000_000_000),
      },
    });
  });

  it('reads invoice events with the subscription id, new and old shapes', () => {
    const invoice = (fields: Record<string, unknown>): StripeObject => ({ id: 'in_1', object: 'invoice', ...fields });
    const current = invoice({
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_new' } },
    });
    expect(parse(standIn.eventPayload('invoice.paid', current))).toMatchObject({
      type: 'invoice.paid',
      subscriptionId: 'sub_new',
    });
    expect(parse(standIn.eventPayload('invoice.payment_failed', invoice({ subscription: 'sub_old' })))).toMatchObject({
      type: 'invoice.payment_failed',
      subscriptionId: 'sub_old',
    });
    expect(
      parse(
        standIn.eventPayload('invoice.paid', invoice({ subscription: { id: 'sub_expanded', object: 'subscription' } })),
      ),
    ).toMatchObject({ subscriptionId: 'sub_expanded' });
    expect(parse(standIn.eventPayload('invoice.paid', invoice({ parent: null })))).toBeNull();
  });

  it('reads account updates', async () => {
    const account = await provider.createPayoutAccount({
      email: 'c@example.ch',
      metadata: { userId: '10' },
      idempotencyKey: 'payout-account-10',
    });
    const object = standIn.setAccount(account.id, { details_submitted: true, payouts_enabled: false });
    expect(parse(standIn.eventPayload('account.updated', object))).toMatchObject({
      type: 'account.updated',
      account: { id: account.id, detailsSubmitted: true, payoutsEnabled: false, metadata: { userId: '10' } },
    });
  });

  it('ignores event types the shop does not act on', () => {
    expect(parse(standIn.eventPayload('charge.succeeded', { id: 'ch_1', object: 'charge' }))).toBeNull();
  });

  it('rejects a bad, missing or unverifiable signature', () => {
    const payload = standIn.eventPayload('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    expect(() => provider.parseWebhook(Buffer.from(payload), signed(payload, 'whsec_someone_else'))).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider.parseWebhook(Buffer.from(payload.replace('pi_1', 'pi_2')), signed(payload))).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(Buffer.from(payload), 'garbage')).toThrow(WebhookSignatureError);
    expect(() => newProvider({ webhookSecret: undefined }).parseWebhook(Buffer.from(payload), signed(payload))).toThrow(
      WebhookSignatureError,
    );
  });
});
