import { randomBytes } from 'node:crypto';
import { invalid, metadataOf, newId, now, StripeApiError } from './memory.ts';
import type { StandInMemory, StripeObject } from './memory.ts';

/**
 * Payment and setup intents and what Stripe's test payment methods do to them: `pm_card_visa` /
 * `pm_card_mastercard` succeed, `pm_card_chargeDeclined` and `pm_card_chargeDeclinedInsufficientFunds` are
 * declined, `pm_card_chargeCustomerFail` can be saved but every charge on it is declined.
 */
type Outcome = { ok: true } | { ok: false; code: string; decline_code: string; message: string };
const DECLINED: Outcome = {
  ok: false,
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};
/** The card behind each test payment method, as its charges describe it. */
const TEST_CARD_DETAILS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
};

const TEST_PAYMENT_METHODS: Record<string, { setup: Outcome; charge: Outcome }> = {
  pm_card_visa: { setup: { ok: true }, charge: { ok: true } },
  pm_card_mastercard: { setup: { ok: true }, charge: { ok: true } },
  pm_card_chargeDeclined: { setup: DECLINED, charge: DECLINED },
  pm_card_chargeDeclinedInsufficientFunds: {
    setup: DECLINED,
    charge: {
      ok: false,
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  pm_card_chargeCustomerFail: { setup: { ok: true }, charge: DECLINED },
};

export function intentsIn(memory: StandInMemory) {
  const { savedCards, store } = memory;
  const outcomeOf = (paymentMethod: string): { setup: Outcome; charge: Outcome } => {
    const outcomes = TEST_PAYMENT_METHODS[savedCards.get(paymentMethod) ?? paymentMethod];
    if (!outcomes)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'resource_missing',
        `No such PaymentMethod: '${paymentMethod}'`,
        { param: 'payment_method' },
      );
    return outcomes;
  };

  /**
   * Confirms a payment or setup intent; returns the card error when declined (the intent keeps it as its last error).
   */
  const confirm = (intent: StripeObject, paymentMethod: string): Record<string, unknown> | null => {
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status as string)) {
      throw invalid(
        `${intent.object}_unexpected_state`,
        `This ${intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'}'s status is ` +
          `${String(intent.status)}.`,
      );
    }
    const isPayment = intent.object === 'payment_intent';
    const outcome = isPayment ? outcomeOf(paymentMethod).charge : outcomeOf(paymentMethod).setup;
    if (!outcome.ok) {
      const error = {
        type: 'card_error',
        code: outcome.code,
        decline_code: outcome.decline_code,
        message: outcome.message,
      };
      Object.assign(intent, {
        status: 'requires_payment_method',
        payment_method: null,
        [isPayment ? 'last_payment_error' : 'last_setup_error']: error,
      });
      return error;
    }
    let saved = paymentMethod;
    if (!savedCards.has(paymentMethod)) {
      saved = newId('pm');
      savedCards.set(saved, paymentMethod);
    }
    Object.assign(intent, {
      status: 'succeeded',
      payment_method: saved,
      [isPayment ? 'last_payment_error' : 'last_setup_error']: null,
    });
    if (isPayment) {
      // The charge that paid, with the card as Stripe describes it (its test cards' brands and last digits).
      const card = TEST_CARD_DETAILS[savedCards.get(saved) ?? saved] ?? { brand: 'visa', last4: '4242' };
      const charge = store({
        id: newId('ch'),
        object: 'charge',
        created: now(),
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        payment_method: saved,
        payment_method_details: { type: 'card', card: { ...card, exp_month: 12, exp_year: 2040, funding: 'credit' } },
      });
      intent.latest_charge = charge.id;
    }
    return null;
  };
  const confirmOrThrow = (intent: StripeObject, paymentMethod: unknown): StripeObject => {
    if (typeof paymentMethod !== 'string' || !paymentMethod)
      throw invalid('parameter_missing', 'Missing required param: payment_method.');
    const error = confirm(intent, paymentMethod);
    if (error)
      throw new StripeApiError(402, 'card_error', error.code as string, error.message as string, {
        ...error,
        [intent.object]: intent,
      });
    return intent;
  };

  const createIntent = (
    object: 'payment_intent' | 'setup_intent',
    body: Record<string, unknown>,
    fields: Record<string, unknown>,
  ) => {
    const id = newId(object === 'payment_intent' ? 'pi' : 'seti');
    return store({
      id,
      object,
      client_secret: `${id}_secret_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`,
      created: now(),
      livemode: false,
      status: 'requires_payment_method',
      payment_method: null,
      customer: body.customer ?? null,
      automatic_payment_methods: body.automatic_payment_methods ? { enabled: true, allow_redirects: 'always' } : null,
      metadata: metadataOf(body.metadata),
      ...fields,
    });
  };

  return { outcomeOf, confirm, confirmOrThrow, createIntent };
}
