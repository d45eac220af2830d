/**
 * The payment provider (docs/architecture.md#adapters): Stripe when STRIPE_SECRET_KEY is set, the in-process sandbox
 * otherwise. Amounts are in minor units (Rappen). Both speak Stripe's shapes, reduced to what the shop
 * uses, and both report what happened as `PaymentEvent`s that go through the `payments.event` job.
 */

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export type PaymentIntent = {
  id: string;
  clientSecret: string;
  /** Minor units. */
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
  metadata: Record<string, string>;
  /** The latest failure's message (a declined card…), if any. */
  lastError: string | null;
};

/** The card that paid a payment, as the customer recognises it (brand as the provider names it: visa, mastercard…). */
export type PaymentCard = { brand: string; last4: string };

export type SetupIntent = {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  customerId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
};

export type SubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export type Subscription = {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
};

/** A creator's payout account (Stripe Connect Express, or the sandbox's own). */
export type PayoutAccount = {
  id: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  metadata: Record<string, string>;
};

export type RefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

/** A refund of (part of) a succeeded payment. */
export type Refund = {
  id: string;
  paymentIntentId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  status: RefundStatus;
  /** Why the provider could not refund (the customer's words), when it failed. */
  failureMessage: string | null;
  metadata: Record<string, string>;
};

export type CreateRefund = {
  paymentIntentId: string;
  /** Minor units; never more than what remains of the payment. */
  amount: number;
  /** The shop's reason, kept with the refund at the provider. */
  reason: string;
  metadata: Record<string, string>;
  /** A retried call makes no second refund. */
  idempotencyKey: string;
};

/** What a provider reports, reduced to what the shop acts on. `id` is unique per event (replays share it). */
export type PaymentEvent =
  | {
      id: string;
      type: 'payment_intent.succeeded' | 'payment_intent.failed' | 'payment_intent.canceled';
      paymentIntent: PaymentIntent;
    }
  | { id: string; type: 'subscription.updated'; subscription: Subscription }
  | { id: string; type: 'invoice.paid' | 'invoice.payment_failed'; subscriptionId: string }
  | { id: string; type: 'account.updated'; account: PayoutAccount }
  /** A refund's state changed (Stripe's refund.updated / refund.failed / charge.refund.updated, the sandbox's own). */
  | { id: string; type: 'refund.updated'; refund: Refund }
  /** Stripe's charge.refunded: a refund of this payment succeeded; the shop asks the provider which. */
  | { id: string; type: 'charge.refunded'; paymentIntentId: string };

export type CreatePaymentIntent = {
  /** Minor units. */
  amount: number;
  currency: string;
  description: string;
  receiptEmail?: string;
  metadata: Record<string, string>;
  /** Makes a retried create return the first intent instead of a second one. */
  idempotencyKey: string;
};

export type CreateSubscription = {
  customerId: string;
  paymentMethodId: string;
  /** Minor units per month. */
  unitAmount: number;
  currency: string;
  /** Percent off the first month (a promo code), or null. */
  firstMonthPercentOff: number | null;
  metadata: Record<string, string>;
  idempotencyKey: string;
};

export class PaymentProviderError extends Error {
  /** The provider's code (card_declined, resource_missing…) when it gave one. */
  readonly code: string | null;
  readonly status: number | null;
  constructor(message: string, code: string | null = null, status: number | null = null) {
    super(message);
    this.name = 'PaymentProviderError';
    this.code = code;
    this.status = status;
  }
}

/** A webhook whose signature does not verify: answered 400, never acted on. */
export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is not valid.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Payments and their refunds. */
export interface PaymentsAndRefunds {
  createPaymentIntent(input: CreatePaymentIntent): Promise<PaymentIntent>;
  /** Null when the provider does not know the id. */
  retrievePaymentIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * The card of a succeeded payment (Stripe: its latest charge's payment_method_details.card); null when not paid by
   * card.
   */
  retrievePaymentCard(paymentIntentId: string): Promise<PaymentCard | null>;
  cancelPaymentIntent(id: string): Promise<void>;
  /** Refunds a succeeded payment in full. */
  refundPaymentIntent(id: string, idempotencyKey: string): Promise<void>;
  /**
   * Refunds part or all of a succeeded payment. The answer is usually 'pending': the outcome arrives as a
   * 'refund.updated' event. Throws PaymentProviderError when the provider refuses it at once.
   */
  createRefund(input: CreateRefund): Promise<Refund>;
  /** Null when the provider does not know the id. */
  retrieveRefund(id: string): Promise<Refund | null>;
}

/** Customers and the cards they keep for later charges (the membership's renewals). */
export interface CardSetup {
  createCustomer(input: {
    email: string;
    name: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  createSetupIntent(input: {
    customerId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<SetupIntent>;
  retrieveSetupIntent(id: string): Promise<SetupIntent | null>;
}

/** Monthly subscriptions (the membership). */
export interface SubscriptionBilling {
  createSubscription(input: CreateSubscription): Promise<Subscription>;
  retrieveSubscription(id: string): Promise<Subscription | null>;
  setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<Subscription>;
}

/** Creators' payout accounts and the transfers that pay their royalties. */
export interface CreatorPayouts {
  createPayoutAccount(input: {
    email: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<PayoutAccount>;
  retrievePayoutAccount(id: string): Promise<PayoutAccount | null>;
  /** A link where the creator completes (or resumes) onboarding. */
  createOnboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  /** A link to the creator's payout dashboard. */
  createDashboardLink(accountId: string): Promise<string>;
  /** Moves money to a creator's payout account; returns the transfer id. */
  transfer(input: {
    accountId: string;
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<string>;
}

/** The provider: every concern above, and the events it reports. */
export interface PaymentProvider extends PaymentsAndRefunds, CardSetup, SubscriptionBilling, CreatorPayouts {
  readonly kind: 'sandbox' | 'stripe';

  /** Verifies a webhook's signature against the raw body and reads the event. Throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
}
