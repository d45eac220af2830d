import type { SandboxConfirmResponse } from '../../../shared/checkout.ts';
import type { Database } from '../../db/client.ts';
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
import { SandboxCards } from './sandbox-cards.ts';
import { SandboxPayments } from './sandbox-payments.ts';
import { SandboxPayouts } from './sandbox-payouts.ts';
import { SandboxStore } from './sandbox-store.ts';
import { SandboxSubscriptions } from './sandbox-subscriptions.ts';

export { REFUND_FAILS_CARD } from './sandbox-cards.ts';
export { sandboxRefundFailure } from './sandbox-payments.ts';

/**
 * The sandbox provider (docs/product/pay.md#sandbox-payments): Stripe's life cycle in-process, so every flow works
 * offline
 * and in tests. Its objects live in the database (a checkout in flight survives a restart). The
 * browser's built-in card form confirms through `confirm()`, where Stripe's test card numbers decide
 * the outcome, and every outcome is reported as the same PaymentEvent a Stripe webhook would give.
 *
 * Each concern lives in its own file: payments and refunds (sandbox-payments.ts), cards, customers and setup
 * intents with the card form (sandbox-cards.ts), subscriptions (sandbox-subscriptions.ts), creators' payouts
 * (sandbox-payouts.ts), all on one store of objects and events (sandbox-store.ts).
 */

export type SandboxOptions = {
  db: Database;
  /** Where the provider's events go (recorded and handled by the payments.event job). */
  emit: (event: PaymentEvent) => Promise<void>;
  publicUrl: string;
};

export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  readonly #payments: SandboxPayments;
  readonly #cards: SandboxCards;
  readonly #subscriptions: SandboxSubscriptions;
  readonly #payouts: SandboxPayouts;

  constructor(options: SandboxOptions) {
    const store = new SandboxStore(options.db, options.emit);
    this.#payments = new SandboxPayments(store);
    this.#cards = new SandboxCards(store, this.#payments);
    this.#subscriptions = new SandboxSubscriptions(store);
    this.#payouts = new SandboxPayouts(store, options.publicUrl);
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

  /** True once a refund was made (tests and the admin look at it). */
  isRefunded(paymentIntentId: string): Promise<boolean> {
    return this.#payments.isRefunded(paymentIntentId);
  }

  // ---- cards: customers, setup intents and the browser's card form

  createCustomer(input: { email: string; name: string; metadata: Record<string, string> }): Promise<{ id: string }> {
    return this.#cards.createCustomer(input);
  }

  createSetupIntent(input: { customerId: string; metadata: Record<string, string> }): Promise<SetupIntent> {
    return this.#cards.createSetupIntent(input);
  }

  retrieveSetupIntent(id: string): Promise<SetupIntent | null> {
    return this.#cards.retrieveSetupIntent(id);
  }

  /** POST /api/payments/sandbox/confirm (see SandboxCards.confirm). */
  confirm(input: {
    clientSecret: string;
    cardNumber: string;
    expMonth: number;
    expYear: number;
  }): Promise<SandboxConfirmResponse | null> {
    return this.#cards.confirm(input);
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

  /** Invoices the sandbox has made for a subscription (amounts in minor units), oldest first. */
  invoicesOf(subscriptionId: string): Promise<{ amount: number; paid: boolean }[]> {
    return this.#subscriptions.invoicesOf(subscriptionId);
  }

  /** The monthly renewal Stripe does on its own (see SandboxSubscriptions.renewDueSubscriptions). */
  renewDueSubscriptions(now = new Date()): Promise<number> {
    return this.#subscriptions.renewDueSubscriptions(now);
  }

  // ---- payout accounts (creators)

  createPayoutAccount(input: { email: string; metadata: Record<string, string> }): Promise<PayoutAccount> {
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

  /** Completes a sandbox account's onboarding (the local onboarding page's button). */
  completeOnboarding(accountId: string): Promise<PayoutAccount | null> {
    return this.#payouts.completeOnboarding(accountId);
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

  parseWebhook(): PaymentEvent | null {
    throw new WebhookSignatureError('Webhooks are not used with the sandbox payment provider.');
  }
}
