import type { SandboxConfirmResponse } from '../../../shared/checkout.ts';
import type { Database } from '../../db/client.ts';
import { WebhookSignatureError } from './payment-provider.ts';
import type { PaymentEvent, PayoutAccount } from './payment-provider.ts';
import { ComposedPaymentProvider } from './composed-provider.ts';
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

export class SandboxPaymentProvider extends ComposedPaymentProvider {
  readonly kind = 'sandbox' as const;
  readonly #payments: SandboxPayments;
  readonly #cards: SandboxCards;
  readonly #subscriptions: SandboxSubscriptions;
  readonly #payouts: SandboxPayouts;

  constructor(options: SandboxOptions) {
    const store = new SandboxStore(options.db, options.emit);
    const payments = new SandboxPayments(store);
    const parts = {
      payments,
      cards: new SandboxCards(store, payments),
      subscriptions: new SandboxSubscriptions(store),
      payouts: new SandboxPayouts(store, options.publicUrl),
    };
    super(parts);
    this.#payments = parts.payments;
    this.#cards = parts.cards;
    this.#subscriptions = parts.subscriptions;
    this.#payouts = parts.payouts;
  }

  // ---- the sandbox's own: what Stripe does on its side, and what tests and the local pages look at

  /** True once a refund was made (tests and the admin look at it). */
  isRefunded(paymentIntentId: string): Promise<boolean> {
    return this.#payments.isRefunded(paymentIntentId);
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

  /** Invoices the sandbox has made for a subscription (amounts in minor units), oldest first. */
  invoicesOf(subscriptionId: string): Promise<{ amount: number; paid: boolean }[]> {
    return this.#subscriptions.invoicesOf(subscriptionId);
  }

  /** The monthly renewal Stripe does on its own (see SandboxSubscriptions.renewDueSubscriptions). */
  renewDueSubscriptions(now = new Date()): Promise<number> {
    return this.#subscriptions.renewDueSubscriptions(now);
  }

  /** Completes a sandbox account's onboarding (the local onboarding page's button). */
  completeOnboarding(accountId: string): Promise<PayoutAccount | null> {
    return this.#payouts.completeOnboarding(accountId);
  }

  parseWebhook(): PaymentEvent | null {
    throw new WebhookSignatureError('Webhooks are not used with the sandbox payment provider.');
  }
}
