import type { SandboxConfirmResponse } from '../../../shared/checkout.ts';
import { PaymentProviderError } from './payment-provider.ts';
import type {
  CreatePaymentIntent,
  CreateRefund,
  PaymentCard,
  PaymentIntent,
  PaymentsAndRefunds,
  Refund,
} from './payment-provider.ts';
import { refusalKeys } from './sandbox-cards.ts';
import type { CardOutcome } from './sandbox-cards.ts';
import { newId, newSecret } from './sandbox-store.ts';
import type { SandboxStore } from './sandbox-store.ts';

/**
 * The sandbox's payment intents and refunds, with Stripe's rules (idempotent creates, refunds up to the amount paid).
 */

const m = refusalKeys;

export type StoredPaymentIntent = Omit<PaymentIntent, 'clientSecret'> & {
  idempotencyKey: string;
  refunded: boolean;
  card?: PaymentCard;
  refundFailuresLeft?: number;
};
type StoredRefund = Refund & { idempotencyKey: string };

export const sandboxRefundFailure = "The refund failed: the customer's bank declined it.";

export class SandboxPayments implements PaymentsAndRefunds {
  readonly #store: SandboxStore;

  constructor(store: SandboxStore) {
    this.#store = store;
  }

  async createPaymentIntent(input: CreatePaymentIntent): Promise<PaymentIntent> {
    const existing = await this.#store.findByIdempotencyKey('payment_intent', input.idempotencyKey);
    if (existing) return (await this.retrievePaymentIntent(existing.id))!;
    const id = newId('pi');
    const intent: StoredPaymentIntent = {
      id,
      amount: input.amount,
      currency: input.currency,
      status: 'requires_payment_method',
      metadata: input.metadata,
      lastError: null,
      idempotencyKey: input.idempotencyKey,
      refunded: false,
    };
    await this.#store.insert(id, 'payment_intent', intent, newSecret(id));
    return (await this.retrievePaymentIntent(id))!;
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntent | null> {
    const found = await this.#store.find<StoredPaymentIntent>(id, 'payment_intent');
    if (!found) return null;
    const {
      idempotencyKey: _key,
      refunded: _refunded,
      card: _card,
      refundFailuresLeft: _failures,
      ...intent
    } = found.data;
    return { ...intent, clientSecret: found.clientSecret! };
  }

  async retrievePaymentCard(paymentIntentId: string): Promise<PaymentCard | null> {
    const found = await this.#store.find<StoredPaymentIntent>(paymentIntentId, 'payment_intent');
    return found?.data.status === 'succeeded' ? (found.data.card ?? null) : null;
  }

  async cancelPaymentIntent(id: string): Promise<void> {
    const found = await this.#store.find<StoredPaymentIntent>(id, 'payment_intent');
    if (!found) throw new PaymentProviderError(m.intentNotFound, 'resource_missing', 404);
    if (found.data.status === 'succeeded' || found.data.status === 'canceled') return;
    const canceled = { ...found.data, status: 'canceled' as const };
    await this.#store.save(id, canceled);
    await this.#store.event({
      type: 'payment_intent.canceled',
      paymentIntent: { ...canceled, clientSecret: found.clientSecret! },
    });
  }

  /**
   * The card form's confirmation of a payment (sandbox-cards.ts decided the card's outcome): the intent succeeds
   * or keeps asking for a card, and the outcome is reported as Stripe's webhook would.
   */
  async confirmWithCard(
    id: string,
    intent: StoredPaymentIntent,
    clientSecret: string,
    outcome: CardOutcome,
    card: PaymentCard,
  ): Promise<SandboxConfirmResponse> {
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: id };
    if (intent.status === 'canceled') {
      return {
        status: 'requires_payment_method',
        paymentIntentId: id,
        error: { code: 'payment_intent_unexpected_state', message: m.intentCanceled },
      };
    }
    const updated: StoredPaymentIntent = outcome.ok
      ? { ...intent, status: 'succeeded', lastError: null, card }
      : { ...intent, status: 'requires_payment_method', lastError: outcome.message };
    await this.#store.save(id, updated);
    const {
      idempotencyKey: _key,
      refunded: _refunded,
      card: _card,
      refundFailuresLeft: _failures,
      ...visible
    } = updated;
    await this.#store.event({
      type: outcome.ok ? 'payment_intent.succeeded' : 'payment_intent.failed',
      paymentIntent: { ...visible, clientSecret },
    });
    if (outcome.ok) return { status: 'succeeded', paymentIntentId: id };
    return {
      status: 'requires_payment_method',
      paymentIntentId: id,
      error: { code: outcome.code, message: outcome.message },
    };
  }

  async refundPaymentIntent(id: string, idempotencyKey: string): Promise<void> {
    const found = await this.#store.find<StoredPaymentIntent>(id, 'payment_intent');
    if (!found) throw new PaymentProviderError(m.intentNotFound, 'resource_missing', 404);
    if (found.data.refunded) return;
    if (found.data.status !== 'succeeded')
      throw new PaymentProviderError('Only a succeeded payment can be refunded.', 'charge_not_refundable', 400);
    await this.#store.save(id, { ...found.data, refunded: true });
    await this.#store.insert(newId('re'), 'refund', { paymentIntentId: id, amount: found.data.amount, idempotencyKey });
  }

  /**
   * A partial or full refund, like Stripe's: answered 'pending' at once; the outcome follows as a
   * 'refund.updated' event (a payment made with REFUND_FAILS_CARD fails its first refund).
   */
  async createRefund(input: CreateRefund): Promise<Refund> {
    const existing = await this.#store.findByIdempotencyKey('refund', input.idempotencyKey);
    if (existing) return toRefund(existing.data as StoredRefund);
    const found = await this.#store.find<StoredPaymentIntent>(input.paymentIntentId, 'payment_intent');
    if (!found) throw new PaymentProviderError(m.intentNotFound, 'resource_missing', 404);
    if (found.data.status !== 'succeeded')
      throw new PaymentProviderError('This payment has no successful charge to refund.', 'charge_not_refundable', 400);
    const refunded = await this.#store.refundedAmount(input.paymentIntentId);
    if (input.amount < 1 || refunded + input.amount > found.data.amount) {
      throw new PaymentProviderError(
        `The refund of ${input.amount} is greater than the unrefunded amount ${found.data.amount - refunded}.`,
        'amount_too_large',
        400,
      );
    }
    const fails = (found.data.refundFailuresLeft ?? 0) > 0;
    if (fails)
      await this.#store.save(input.paymentIntentId, {
        ...found.data,
        refundFailuresLeft: found.data.refundFailuresLeft! - 1,
      });
    const id = newId('re');
    const pending: StoredRefund = {
      id,
      paymentIntentId: input.paymentIntentId,
      amount: input.amount,
      currency: found.data.currency,
      status: 'pending',
      failureMessage: null,
      metadata: { ...input.metadata, reason: input.reason },
      idempotencyKey: input.idempotencyKey,
    };
    await this.#store.insert(id, 'refund', pending);
    const settled: StoredRefund = fails
      ? { ...pending, status: 'failed', failureMessage: sandboxRefundFailure }
      : { ...pending, status: 'succeeded' };
    await this.#store.save(id, settled);
    await this.#store.event({ type: 'refund.updated', refund: toRefund(settled) });
    return toRefund(pending);
  }

  async retrieveRefund(id: string): Promise<Refund | null> {
    const found = await this.#store.find<StoredRefund>(id, 'refund');
    return found ? toRefund(found.data) : null;
  }

  /** True once a refund was made (tests and the admin look at it). */
  async isRefunded(paymentIntentId: string): Promise<boolean> {
    const found = await this.#store.find<StoredPaymentIntent>(paymentIntentId, 'payment_intent');
    return found?.data.refunded ?? false;
  }
}

function toRefund({ idempotencyKey: _key, ...refund }: StoredRefund): Refund {
  return refund;
}
