import Stripe from 'stripe';
import { WebhookSignatureError } from './payment-provider.ts';
import type {
  CreatePaymentIntent,
  CreateRefund,
  CreateSubscription,
  PaymentCard,
  PaymentEvent,
  PaymentIntent,
  PaymentProvider,
  PayoutAccount,
  Refund,
  SetupIntent,
  Subscription,
} from './payment-provider.ts';
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
 * The production provider (docs/architecture.md#adapters): Stripe's API through its SDK, reduced to the interface's shapes.
 * Each concern lives in its own file, as the sandbox's do: payments and refunds (stripe-payments.ts), customers and
 * setup intents (stripe-cards.ts), subscriptions (stripe-subscriptions.ts), creators' payouts (stripe-payouts.ts),
 * webhook events (stripe-events.ts), and the SDK's errors (stripe-calls.ts).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string | undefined;
  readonly #payments: StripePayments;
  readonly #cards: StripeCards;
  readonly #subscriptions: StripeSubscriptions;
  readonly #payouts: StripePayouts;

  constructor({ secretKey, webhookSecret, apiBase }: StripePaymentProviderOptions) {
    this.#stripe = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 30_000,
      ...(apiBase ? serverOf(apiBase) : {}),
    });
    this.#webhookSecret = webhookSecret;
    this.#payments = new StripePayments(this.#stripe);
    this.#cards = new StripeCards(this.#stripe);
    this.#subscriptions = new StripeSubscriptions(this.#stripe);
    this.#payouts = new StripePayouts(this.#stripe);
  }

  // ---- payments and refunds

  createPaymentIntent(input: CreatePaymentIntent): Promise<PaymentIntent> {
    return this.#payments.createPaymentIntent(input);
  }

  retrievePaymentIntent(id: string): Promise<PaymentIntent | null> {
    return this.#payments.retrievePaymentIntent(id);
  }

  retrievePaymentCard(paymentIntentId: string): Promise<PaymentCard | null> {
    return this.#payments.retrievePaymentCard(paymentIntentId);
  }

  cancelPaymentIntent(id: string): Promise<void> {
    return this.#payments.cancelPaymentIntent(id);
  }

  refundPaymentIntent(id: string, idempotencyKey: string): Promise<void> {
    return this.#payments.refundPaymentIntent(id, idempotencyKey);
  }

  createRefund(input: CreateRefund): Promise<Refund> {
    return this.#payments.createRefund(input);
  }

  retrieveRefund(id: string): Promise<Refund | null> {
    return this.#payments.retrieveRefund(id);
  }

  // ---- cards: customers and setup intents

  createCustomer(input: {
    email: string;
    name: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string }> {
    return this.#cards.createCustomer(input);
  }

  createSetupIntent(input: {
    customerId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<SetupIntent> {
    return this.#cards.createSetupIntent(input);
  }

  retrieveSetupIntent(id: string): Promise<SetupIntent | null> {
    return this.#cards.retrieveSetupIntent(id);
  }

  // ---- subscriptions

  createSubscription(input: CreateSubscription): Promise<Subscription> {
    return this.#subscriptions.createSubscription(input);
  }

  retrieveSubscription(id: string): Promise<Subscription | null> {
    return this.#subscriptions.retrieveSubscription(id);
  }

  setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<Subscription> {
    return this.#subscriptions.setCancelAtPeriodEnd(id, cancelAtPeriodEnd);
  }

  // ---- payout accounts (creators)

  createPayoutAccount(input: {
    email: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<PayoutAccount> {
    return this.#payouts.createPayoutAccount(input);
  }

  retrievePayoutAccount(id: string): Promise<PayoutAccount | null> {
    return this.#payouts.retrievePayoutAccount(id);
  }

  createOnboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string> {
    return this.#payouts.createOnboardingLink(accountId, urls);
  }

  createDashboardLink(accountId: string): Promise<string> {
    return this.#payouts.createDashboardLink(accountId);
  }

  transfer(input: {
    accountId: string;
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<string> {
    return this.#payouts.transfer(input);
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
