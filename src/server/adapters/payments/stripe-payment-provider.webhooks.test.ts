import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { StripeObject } from '../../testing/stripe-stand-in.ts';
import { WebhookSignatureError } from './payment-provider.ts';
import {
  createOrder,
  newProvider,
  provider,
  savedCard,
  standIn,
  subscribe,
  useStripeStandIn,
  WEBHOOK_SECRET,
} from './stripe-provider-test-helpers.ts';

useStripeStandIn();

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
