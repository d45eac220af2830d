import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from './payment-provider.ts';
import { MEMBERSHIP_PRODUCT_ID } from './stripe-payment-provider.ts';
import {
  newProvider,
  provider,
  requestsTo,
  savedCard,
  standIn,
  subscribe,
  useStripeStandIn,
} from './stripe-provider-test-helpers.ts';

useStripeStandIn();

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
