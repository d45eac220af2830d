import type { SandboxConfirmResponse } from '../../../shared/checkout.ts';
import type { MessageKey } from '../../../shared/i18n/catalogue.ts';
import type { CardSetup, SetupIntent } from './payment-provider.ts';
import type { SandboxPayments, StoredPaymentIntent } from './sandbox-payments.ts';
import { newId, newSecret } from './sandbox-store.ts';
import type { SandboxStore } from './sandbox-store.ts';

/**
 * The sandbox's cards: Stripe's test card numbers and what each does, customers and setup intents (a card kept
 * for the membership's renewals), and the browser's built-in card form, which confirms a payment or setup intent.
 */

export type CardOutcome = { ok: true } | { ok: false; code: string; message: string };

/**
 * The refusals' words are catalogue keys, as Stripe's would be English: the route that answers the customer words
 * them by their code in the request's language (src/server/adapters/payments/card-refusals.ts).
 */
export const refusalKeys = {
  cardDeclined: 'checkout.cardDeclined',
  insufficientFunds: 'checkout.insufficientFunds',
  cardExpired: 'checkout.cardExpired',
  cvcIncorrect: 'checkout.cvcIncorrect',
  cardIncorrect: 'checkout.cardIncorrect',
  cardExpiryInvalid: 'checkout.cardExpiryInvalid',
  intentNotFound: 'checkout.intentNotFound',
  intentCanceled: 'checkout.intentCanceled',
} as const satisfies Record<string, MessageKey>;
const m = refusalKeys;

/**
 * Stripe's test card whose payment succeeds and whose refunds fail later (refund.updated with status
 * failed). Stripe fails every refund of it; the sandbox fails the first one only, so a retry can be tried.
 */
export const REFUND_FAILS_CARD = '4000000000005126';

/** Stripe's test numbers (https://docs.stripe.com/testing): the ones the shop's tests and users rely on. */
const succeedingCards = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '378282246310005',
  REFUND_FAILS_CARD,
]);
const failingCards: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: m.cardDeclined },
  '4000000000009995': { code: 'insufficient_funds', message: m.insufficientFunds },
  '4000000000000069': { code: 'expired_card', message: m.cardExpired },
  '4000000000000127': { code: 'incorrect_cvc', message: m.cvcIncorrect },
};

export function cardOutcome(cardNumber: string): CardOutcome {
  if (!passesLuhn(cardNumber)) return { ok: false, code: 'incorrect_number', message: m.cardIncorrect };
  if (succeedingCards.has(cardNumber)) return { ok: true };
  const failure = failingCards[cardNumber];
  if (failure) return { ok: false, ...failure };
  // Like Stripe's test mode: a real card number is declined.
  return { ok: false, code: 'card_declined', message: m.cardDeclined };
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** The card network of a number, by its first digits (enough for the customer to recognise their card). */
function cardBrand(cardNumber: string): string {
  if (/^4/.test(cardNumber)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return 'mastercard';
  if (/^3[47]/.test(cardNumber)) return 'amex';
  if (/^(6011|65)/.test(cardNumber)) return 'discover';
  return 'card';
}

/** Stripe's 4000000000000341 attaches fine but every charge fails: the sandbox's renewal-failure card. */
function renewalOutcome(cardNumber: string): CardOutcome {
  if (cardNumber === '4000000000000341') return { ok: false, code: 'card_declined', message: m.cardDeclined };
  return cardOutcome(cardNumber);
}

type StoredSetupIntent = Omit<SetupIntent, 'clientSecret'>;
/** A card kept by a setup intent, with the outcome of every charge made with it. */
export type StoredPaymentMethod = { id: string; last4: string; outcome: CardOutcome };

export class SandboxCards implements CardSetup {
  readonly #store: SandboxStore;
  readonly #payments: SandboxPayments;

  constructor(store: SandboxStore, payments: SandboxPayments) {
    this.#store = store;
    this.#payments = payments;
  }

  async createCustomer(input: {
    email: string;
    name: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string }> {
    const id = newId('cus');
    await this.#store.insert(id, 'customer', { id, email: input.email, name: input.name, metadata: input.metadata });
    return { id };
  }

  async createSetupIntent(input: { customerId: string; metadata: Record<string, string> }): Promise<SetupIntent> {
    const id = newId('seti');
    const intent: StoredSetupIntent = {
      id,
      status: 'requires_payment_method',
      customerId: input.customerId,
      paymentMethodId: null,
      metadata: input.metadata,
    };
    await this.#store.insert(id, 'setup_intent', intent, newSecret(id));
    return (await this.retrieveSetupIntent(id))!;
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntent | null> {
    const found = await this.#store.find<StoredSetupIntent>(id, 'setup_intent');
    return found ? { ...found.data, clientSecret: found.clientSecret! } : null;
  }

  /**
   * POST /api/payments/sandbox/confirm: confirms the payment or setup intent behind a client secret
   * with a card. Null when no intent has that secret.
   */
  async confirm(input: {
    clientSecret: string;
    cardNumber: string;
    expMonth: number;
    expYear: number;
  }): Promise<SandboxConfirmResponse | null> {
    const row = await this.#store.findByClientSecret(input.clientSecret);
    if (!row) return null;

    const now = new Date();
    const expired =
      input.expYear < now.getUTCFullYear() ||
      (input.expYear === now.getUTCFullYear() && input.expMonth < now.getUTCMonth() + 1);
    const attachesOnly = row.kind === 'setup_intent' && input.cardNumber === '4000000000000341';
    const outcome: CardOutcome = expired
      ? { ok: false, code: 'invalid_expiry_year', message: m.cardExpiryInvalid }
      : attachesOnly
        ? { ok: true }
        : cardOutcome(input.cardNumber);

    if (row.kind === 'payment_intent') {
      const intent = row.data as StoredPaymentIntent;
      const withCard =
        input.cardNumber === REFUND_FAILS_CARD && intent.status !== 'succeeded'
          ? { ...intent, refundFailuresLeft: 1 }
          : intent;
      const card = { brand: cardBrand(input.cardNumber), last4: input.cardNumber.slice(-4) };
      return this.#payments.confirmWithCard(row.id, withCard, input.clientSecret, outcome, card);
    }
    if (row.kind === 'setup_intent')
      return this.#confirmSetup(row.id, row.data as StoredSetupIntent, input.cardNumber, outcome);
    return null;
  }

  async #confirmSetup(
    id: string,
    intent: StoredSetupIntent,
    cardNumber: string,
    outcome: CardOutcome,
  ): Promise<SandboxConfirmResponse> {
    if (intent.status === 'succeeded')
      return { status: 'succeeded', setupIntentId: id, paymentMethodId: intent.paymentMethodId ?? undefined };
    if (!outcome.ok) {
      return {
        status: 'requires_payment_method',
        setupIntentId: id,
        error: { code: outcome.code, message: outcome.message },
      };
    }
    // A card that passes setup may still fail later charges (Stripe's 4000000000000341 does that);
    // the sandbox keeps the number's own outcome for the first and every renewal charge.
    const paymentMethod: StoredPaymentMethod = {
      id: newId('pm'),
      last4: cardNumber.slice(-4),
      outcome: renewalOutcome(cardNumber),
    };
    await this.#store.insert(paymentMethod.id, 'payment_method', paymentMethod);
    await this.#store.save(id, { ...intent, status: 'succeeded', paymentMethodId: paymentMethod.id });
    return { status: 'succeeded', setupIntentId: id, paymentMethodId: paymentMethod.id };
  }
}
