import type Stripe from 'stripe';
import type {
  CreatePaymentIntent,
  CreateRefund,
  PaymentCard,
  PaymentIntent,
  PaymentIntentStatus,
  PaymentsAndRefunds,
  Refund,
  RefundStatus,
} from './payment-provider.ts';
import { call, idOf, orNull } from './stripe-calls.ts';

/** Stripe's payment intents and refunds, reduced to the interface's shapes. */
export class StripePayments implements PaymentsAndRefunds {
  readonly #stripe: Stripe;

  constructor(stripe: Stripe) {
    this.#stripe = stripe;
  }

  async createPaymentIntent({
    amount,
    currency,
    description,
    receiptEmail,
    metadata,
    idempotencyKey,
  }: CreatePaymentIntent): Promise<PaymentIntent> {
    const intent = await call(() =>
      this.#stripe.paymentIntents.create(
        {
          amount,
          currency,
          description,
          receipt_email: receiptEmail,
          metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      ),
    );
    return paymentIntentOf(intent);
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntent | null> {
    const intent = await orNull(() => this.#stripe.paymentIntents.retrieve(id));
    return intent && paymentIntentOf(intent);
  }

  async retrievePaymentCard(paymentIntentId: string): Promise<PaymentCard | null> {
    const intent = await orNull(() =>
      this.#stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }),
    );
    const charge = intent?.latest_charge;
    const card = charge && typeof charge === 'object' ? charge.payment_method_details?.card : null;
    return card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : null;
  }

  async cancelPaymentIntent(id: string): Promise<void> {
    await call(() => this.#stripe.paymentIntents.cancel(id));
  }

  async refundPaymentIntent(id: string, idempotencyKey: string): Promise<void> {
    await call(() => this.#stripe.refunds.create({ payment_intent: id }, { idempotencyKey }));
  }

  async createRefund({ paymentIntentId, amount, reason, metadata, idempotencyKey }: CreateRefund): Promise<Refund> {
    const refund = await call(() =>
      this.#stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount,
          reason: 'requested_by_customer',
          metadata: { ...metadata, reason: reason.slice(0, 500) },
        },
        { idempotencyKey },
      ),
    );
    return refundOf(refund);
  }

  async retrieveRefund(id: string): Promise<Refund | null> {
    const refund = await orNull(() => this.#stripe.refunds.retrieve(id));
    return refund && refundOf(refund);
  }
}

export function paymentIntentOf(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status as PaymentIntentStatus,
    metadata: intent.metadata ?? {},
    lastError: intent.last_payment_error?.message ?? null,
  };
}

/** Stripe's refund failure reasons, in the words the admin reads. */
const refundFailureMessages: Record<string, string> = {
  lost_or_stolen_card: "The refund failed: the customer's card was reported lost or stolen.",
  expired_or_canceled_card: "The refund failed: the customer's card has expired or was cancelled.",
  charge_for_pending_refund_disputed: 'The refund failed: the customer disputed the payment.',
  insufficient_funds: "The refund failed: the shop's Stripe balance is too low.",
  declined: "The refund failed: the customer's bank declined it.",
  merchant_request: "The refund was cancelled at the shop's request.",
};

export function refundOf(refund: Stripe.Refund): Refund {
  const failed = refund.status === 'failed' || refund.status === 'canceled';
  return {
    id: refund.id,
    paymentIntentId: idOf(refund.payment_intent) ?? '',
    amount: refund.amount,
    currency: refund.currency,
    status: (refund.status ?? 'pending') as RefundStatus,
    failureMessage: failed
      ? (refundFailureMessages[refund.failure_reason ?? ''] ??
        `The refund failed (${refund.failure_reason ?? 'unknown reason'}).`)
      : null,
    metadata: refund.metadata ?? {},
  };
}
