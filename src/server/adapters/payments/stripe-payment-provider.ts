import Stripe from 'stripe';
import { WebhookSignatureError } from './payment-provider.ts';
import type { PaymentEvent } from './payment-provider.ts';
import { ComposedPaymentProvider } from './composed-provider.ts';
import { serverOf } from './stripe-calls.ts';
import { StripeCards } from './stripe-cards.ts';
import { paymentEventOf } from './stripe-events.ts';
import { StripePayments } from './stripe-payments.ts';
import { StripePayouts } from './stripe-payouts.ts';
import { StripeSubscriptions } from './stripe-subscriptions.ts';

export { firstMonthCouponId, MEMBERSHIP_PRODUCT_ID } from './stripe-subscriptions.ts';

/**
 * `apiBase`: STRIPE_API_BASE, a local server that speaks Stripe's REST API (tests use
 * src/server/testing/stripe-stand-in.ts). Unset: api.stripe.com.
 */
export type StripePaymentProviderOptions = { secretKey: string; webhookSecret: string | undefined; apiBase?: string };

/**
 * The production provider (docs/architecture.md#adapters): Stripe's API through its SDK, reduced to the interface's
 * shapes. Each concern lives in its own file, as the sandbox's do: payments and refunds (stripe-payments.ts), customers
 * and setup intents (stripe-cards.ts), subscriptions (stripe-subscriptions.ts), creators' payouts (stripe-payouts.ts),
 * webhook events (stripe-events.ts), and the SDK's errors (stripe-calls.ts); composed-provider.ts sends each call to
 * its part.
 */
export class StripePaymentProvider extends ComposedPaymentProvider {
  readonly kind = 'stripe' as const;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string | undefined;

  constructor({ secretKey, webhookSecret, apiBase }: StripePaymentProviderOptions) {
    const stripe = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 30_000,
      ...(apiBase ? serverOf(apiBase) : {}),
    });
    super({
      payments: new StripePayments(stripe),
      cards: new StripeCards(stripe),
      subscriptions: new StripeSubscriptions(stripe),
      payouts: new StripePayouts(stripe),
    });
    this.#stripe = stripe;
    this.#webhookSecret = webhookSecret;
  }

  // ---- webhooks

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null {
    if (!this.#webhookSecret)
      throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set, so no webhook can be verified.');
    if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, signature, this.#webhookSecret);
    } catch {
      throw new WebhookSignatureError();
    }
    return paymentEventOf(event);
  }
}
