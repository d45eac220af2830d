import type {
  CardSetup,
  CreatePaymentIntent,
  CreateRefund,
  CreateSubscription,
  CreatorPayouts,
  PaymentCard,
  PaymentEvent,
  PaymentIntent,
  PaymentProvider,
  PaymentsAndRefunds,
  PayoutAccount,
  Refund,
  SetupIntent,
  Subscription,
  SubscriptionBilling,
} from './payment-provider.ts';

/** The four concerns a provider is made of, each in a file of its own (stripe-*.ts, sandbox-*.ts). */
export type ProviderParts = {
  payments: PaymentsAndRefunds;
  cards: CardSetup;
  subscriptions: SubscriptionBilling;
  payouts: CreatorPayouts;
};

/**
 * A payment provider put together from its parts: each call of the interface goes to the part that answers it. The
 * Stripe and sandbox providers differ only in their parts, their webhooks and the sandbox's own extras.
 */
export abstract class ComposedPaymentProvider implements PaymentProvider {
  abstract readonly kind: PaymentProvider['kind'];
  readonly #parts: ProviderParts;

  constructor(parts: ProviderParts) {
    this.#parts = parts;
  }

  abstract parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;

  // ---- payments and refunds

  createPaymentIntent(input: CreatePaymentIntent): Promise<PaymentIntent> {
    return this.#parts.payments.createPaymentIntent(input);
  }

  retrievePaymentIntent(id: string): Promise<PaymentIntent | null> {
    return this.#parts.payments.retrievePaymentIntent(id);
  }

  retrievePaymentCard(paymentIntentId: string): Promise<PaymentCard | null> {
    return this.#parts.payments.retrievePaymentCard(paymentIntentId);
  }

  cancelPaymentIntent(id: string): Promise<void> {
    return this.#parts.payments.cancelPaymentIntent(id);
  }

  refundPaymentIntent(id: string, idempotencyKey: string): Promise<void> {
    return this.#parts.payments.refundPaymentIntent(id, idempotencyKey);
  }

  createRefund(input: CreateRefund): Promise<Refund> {
    return this.#parts.payments.createRefund(input);
  }

  retrieveRefund(id: string): Promise<Refund | null> {
    return this.#parts.payments.retrieveRefund(id);
  }

  // ---- cards: customers and setup intents

  createCustomer(input: Parameters<CardSetup['createCustomer']>[0]): Promise<{ id: string }> {
    return this.#parts.cards.createCustomer(input);
  }

  createSetupIntent(input: Parameters<CardSetup['createSetupIntent']>[0]): Promise<SetupIntent> {
    return this.#parts.cards.createSetupIntent(input);
  }

  retrieveSetupIntent(id: string): Promise<SetupIntent | null> {
    return this.#parts.cards.retrieveSetupIntent(id);
  }

  // ---- subscriptions

  createSubscription(input: CreateSubscription): Promise<Subscription> {
    return this.#parts.subscriptions.createSubscription(input);
  }

  retrieveSubscription(id: string): Promise<Subscription | null> {
    return this.#parts.subscriptions.retrieveSubscription(id);
  }

  setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<Subscription> {
    return this.#parts.subscriptions.setCancelAtPeriodEnd(id, cancelAtPeriodEnd);
  }

  // ---- payout accounts (creators)

  createPayoutAccount(input: Parameters<CreatorPayouts['createPayoutAccount']>[0]): Promise<PayoutAccount> {
    return this.#parts.payouts.createPayoutAccount(input);
  }

  retrievePayoutAccount(id: string): Promise<PayoutAccount | null> {
    return this.#parts.payouts.retrievePayoutAccount(id);
  }

  createOnboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string> {
    return this.#parts.payouts.createOnboardingLink(accountId, urls);
  }

  createDashboardLink(accountId: string): Promise<string> {
    return this.#parts.payouts.createDashboardLink(accountId);
  }

  transfer(input: Parameters<CreatorPayouts['transfer']>[0]): Promise<string> {
    return this.#parts.payouts.transfer(input);
  }
}
