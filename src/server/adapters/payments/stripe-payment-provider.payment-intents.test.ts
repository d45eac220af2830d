import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';
import { createOrder, provider, requestsTo, standIn, useStripeStandIn } from './stripe-provider-test-helpers.ts';

useStripeStandIn();

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
