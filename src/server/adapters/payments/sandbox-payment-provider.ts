import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { SandboxConfirmResponse } from '../../../shared/checkout.ts';
import type { Database } from '../../db/client.ts';
import { english } from '../../i18n/messages.ts';
import { sandboxObjects } from '../../db/schema.ts';
import { PaymentProviderError, WebhookSignatureError } from './payment-provider.ts';
import type {
  CreatePaymentIntent,
  CreateRefund,
  Refund,
  CreateSubscription,
  PaymentCard,
  PaymentEvent,
  PaymentIntent,
  PaymentProvider,
  PayoutAccount,
  SetupIntent,
  Subscription,
} from './payment-provider.ts';

/**
 * The sandbox provider (docs/product/pay.md#sandbox-payments): Stripe's life cycle in-process, so every flow works
 * offline
 * and in tests. Its objects live in the database (a checkout in flight survives a restart). The
 * browser's built-in card form confirms through `confirm()`, where Stripe's test card numbers decide
 * the outcome, and every outcome is reported as the same PaymentEvent a Stripe webhook would give.
 */

type CardOutcome = { ok: true } | { ok: false; code: string; message: string };

/**
 * Like Stripe, the sandbox words its refusals in English; what the customer reads is worded by the routes from
 * the error's code (src/server/modules/payments/card-refusals.ts), so only the code matters to them.
 */
const m = english.checkout;

/**
 * Stripe's test card whose payment succeeds and whose refunds fail later (refund.updated with status
 * failed). Stripe fails every refund of it; the sandbox fails the first one only, so a retry can be tried.
 */
export const REFUND_FAILS_CARD = '4000000000005126';
export const sandboxRefundFailure = "The refund failed: the customer's bank declined it.";

/** Stripe's test numbers (https://docs.stripe.com/testing): the ones the shop's tests and users rely on. */
const succeedingCards = new Set(['4242424242424242', '4000056655665556', '5555555555554444', '378282246310005', REFUND_FAILS_CARD]);
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

type StoredPaymentIntent = Omit<PaymentIntent, 'clientSecret'> & { idempotencyKey: string; refunded: boolean; card?: PaymentCard; refundFailuresLeft?: number };
type StoredRefund = Refund & { idempotencyKey: string };

/** The card network of a number, by its first digits (enough for the customer to recognise their card). */
function cardBrand(cardNumber: string): string {
  if (/^4/.test(cardNumber)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return 'mastercard';
  if (/^3[47]/.test(cardNumber)) return 'amex';
  if (/^(6011|65)/.test(cardNumber)) return 'discover';
  return 'card';
}
type StoredSetupIntent = Omit<SetupIntent, 'clientSecret'>;
type StoredPaymentMethod = { id: string; last4: string; outcome: CardOutcome };
type StoredSubscription = Omit<Subscription, 'currentPeriodEnd'> & {
  currentPeriodEnd: string;
  paymentMethodId: string;
  unitAmount: number;
  currency: string;
  idempotencyKey: string;
};
type StoredAccount = PayoutAccount & { email: string };

type Kind = 'payment_intent' | 'setup_intent' | 'payment_method' | 'customer' | 'subscription' | 'account' | 'transfer' | 'refund' | 'invoice';

/** A PaymentEvent before it gets its id (the Omit is spread over the union so each member keeps its fields). */
type PaymentEventWithoutId = PaymentEvent extends infer Event ? (Event extends PaymentEvent ? Omit<Event, 'id'> : never) : never;

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
const newSecret = (id: string) => `${id}_secret_${randomBytes(16).toString('hex')}`;

/** One month later on the same day of the month (clamped to the month's last day), like Stripe's billing. */
export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** How long a failing renewal is retried before the membership ends (Stripe's default retries span about a week). */
const RENEWAL_GRACE_MS = 7 * 24 * 3600 * 1000;

export type SandboxOptions = {
  db: Database;
  /** Where the provider's events go (recorded and handled by the payments.event job). */
  emit: (event: PaymentEvent) => Promise<void>;
  publicUrl: string;
};

export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  readonly #db: Database;
  readonly #emit: (event: PaymentEvent) => Promise<void>;
  readonly #publicUrl: string;

  constructor(options: SandboxOptions) {
    this.#db = options.db;
    this.#emit = options.emit;
    this.#publicUrl = options.publicUrl;
  }

  // ---- storage of Stripe-shaped objects

  async #find<T>(id: string, kind: Kind): Promise<{ data: T; clientSecret: string | null } | null> {
    const [row] = await this.#db
      .select({ data: sandboxObjects.data, clientSecret: sandboxObjects.clientSecret })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
    return row ? { data: row.data as T, clientSecret: row.clientSecret } : null;
  }

  async #insert(id: string, kind: Kind, data: object, clientSecret: string | null = null) {
    await this.#db.insert(sandboxObjects).values({ id, kind, data, clientSecret });
  }

  async #save(id: string, data: object) {
    await this.#db.update(sandboxObjects).set({ data, updatedAt: new Date() }).where(eq(sandboxObjects.id, id));
  }

  async #event(event: PaymentEventWithoutId) {
    await this.#emit({ ...event, id: newId('evt') } as PaymentEvent);
  }

  // ---- payment intents

  async createPaymentIntent(input: CreatePaymentIntent): Promise<PaymentIntent> {
    const [existing] = await this.#db
      .select({ id: sandboxObjects.id })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.kind, 'payment_intent'), sql`${sandboxObjects.data}->>'idempotencyKey' = ${input.idempotencyKey}`));
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
    await this.#insert(id, 'payment_intent', intent, newSecret(id));
    return (await this.retrievePaymentIntent(id))!;
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntent | null> {
    const found = await this.#find<StoredPaymentIntent>(id, 'payment_intent');
    if (!found) return null;
    const { idempotencyKey: _key, refunded: _refunded, card: _card, refundFailuresLeft: _failures, ...intent } = found.data;
    return { ...intent, clientSecret: found.clientSecret! };
  }

  async retrievePaymentCard(paymentIntentId: string): Promise<PaymentCard | null> {
    const found = await this.#find<StoredPaymentIntent>(paymentIntentId, 'payment_intent');
    return found?.data.status === 'succeeded' ? (found.data.card ?? null) : null;
  }

  async cancelPaymentIntent(id: string): Promise<void> {
    const found = await this.#find<StoredPaymentIntent>(id, 'payment_intent');
    if (!found) throw new PaymentProviderError(m.intentNotFound, 'resource_missing', 404);
    if (found.data.status === 'succeeded' || found.data.status === 'canceled') return;
    const canceled = { ...found.data, status: 'canceled' as const };
    await this.#save(id, canceled);
    await this.#event({ type: 'payment_intent.canceled', paymentIntent: { ...canceled, clientSecret: found.clientSecret! } });
  }

  async refundPaymentIntent(id: string, idempotencyKey: string): Promise<void> {
    const found = await this.#find<StoredPaymentIntent>(id, 'payment_intent');
    if (!found) throw new PaymentProviderError(m.intentNotFound, 'resource_missing', 404);
    if (found.data.refunded) return;
    if (found.data.status !== 'succeeded') throw new PaymentProviderError('Only a succeeded payment can be refunded.', 'charge_not_refundable', 400);
    await this.#save(id, { ...found.data, refunded: true });
    await this.#insert(newId('re'), 'refund', { paymentIntentId: id, amount: found.data.amount, idempotencyKey });
  }

  /**
   * A partial or full refund, like Stripe's: answered 'pending' at once; the outcome follows as a
   * 'refund.updated' event (a payment made with REFUND_FAILS_CARD fails its first refund).
   */
  async createRefund(input: CreateRefund): Promise<Refund> {
    const [existing] = await this.#db
      .select({ data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.kind, 'refund'), sql`${sandboxObjects.data}->>'idempotencyKey' = ${input.idempotencyKey}`));
    if (existing) return toRefund(existing.data as StoredRefund);
    const found = await this.#find<StoredPaymentIntent>(input.paymentIntentId, 'payment_intent');
    if (!found) throw new PaymentProviderError(m.intentNotFound, 'resource_missing', 404);
    if (found.data.status !== 'succeeded') throw new PaymentProviderError('This payment has no successful charge to refund.', 'charge_not_refundable', 400);
    const refunded = await this.#refundedAmount(input.paymentIntentId);
    if (input.amount < 1 || refunded + input.amount > found.data.amount) {
      throw new PaymentProviderError(`The refund of ${input.amount} is greater than the unrefunded amount ${found.data.amount - refunded}.`, 'amount_too_large', 400);
    }
    const fails = (found.data.refundFailuresLeft ?? 0) > 0;
    if (fails) await this.#save(input.paymentIntentId, { ...found.data, refundFailuresLeft: found.data.refundFailuresLeft! - 1 });
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
    await this.#insert(id, 'refund', pending);
    const settled: StoredRefund = fails ? { ...pending, status: 'failed', failureMessage: sandboxRefundFailure } : { ...pending, status: 'succeeded' };
    await this.#save(id, settled);
    await this.#event({ type: 'refund.updated', refund: toRefund(settled) });
    return toRefund(pending);
  }

  async retrieveRefund(id: string): Promise<Refund | null> {
    const found = await this.#find<StoredRefund>(id, 'refund');
    return found ? toRefund(found.data) : null;
  }

  /** Minor units refunded (or being refunded) of a payment. */
  async #refundedAmount(paymentIntentId: string): Promise<number> {
    const [row] = await this.#db
      .select({ total: sql<string>`coalesce(sum((${sandboxObjects.data}->>'amount')::int), 0)` })
      .from(sandboxObjects)
      .where(
        and(
          eq(sandboxObjects.kind, 'refund'),
          sql`${sandboxObjects.data}->>'paymentIntentId' = ${paymentIntentId}`,
          sql`${sandboxObjects.data}->>'status' in ('pending', 'succeeded')`,
        ),
      );
    return Number(row?.total ?? 0);
  }

  /** True once a refund was made (tests and the admin look at it). */
  async isRefunded(paymentIntentId: string): Promise<boolean> {
    const found = await this.#find<StoredPaymentIntent>(paymentIntentId, 'payment_intent');
    return found?.data.refunded ?? false;
  }

  // ---- the browser's card form

  /**
   * POST /api/payments/sandbox/confirm: confirms the payment or setup intent behind a client secret
   * with a card. Null when no intent has that secret.
   */
  async confirm(input: { clientSecret: string; cardNumber: string; expMonth: number; expYear: number }): Promise<SandboxConfirmResponse | null> {
    const [row] = await this.#db
      .select({ id: sandboxObjects.id, kind: sandboxObjects.kind, data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(eq(sandboxObjects.clientSecret, input.clientSecret));
    if (!row) return null;

    const now = new Date();
    const expired = input.expYear < now.getUTCFullYear() || (input.expYear === now.getUTCFullYear() && input.expMonth < now.getUTCMonth() + 1);
    const attachesOnly = row.kind === 'setup_intent' && input.cardNumber === '4000000000000341';
    const outcome: CardOutcome = expired
      ? { ok: false, code: 'invalid_expiry_year', message: m.cardExpiryInvalid }
      : attachesOnly
        ? { ok: true }
        : cardOutcome(input.cardNumber);

    if (row.kind === 'payment_intent') {
      const intent = row.data as StoredPaymentIntent;
      const withCard = input.cardNumber === REFUND_FAILS_CARD && intent.status !== 'succeeded' ? { ...intent, refundFailuresLeft: 1 } : intent;
      const card = { brand: cardBrand(input.cardNumber), last4: input.cardNumber.slice(-4) };
      return this.#confirmPayment(row.id, withCard, input.clientSecret, outcome, card);
    }
    if (row.kind === 'setup_intent') return this.#confirmSetup(row.id, row.data as StoredSetupIntent, input.cardNumber, outcome);
    return null;
  }

  async #confirmPayment(id: string, intent: StoredPaymentIntent, clientSecret: string, outcome: CardOutcome, card: PaymentCard): Promise<SandboxConfirmResponse> {
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: id };
    if (intent.status === 'canceled') {
      return { status: 'requires_payment_method', paymentIntentId: id, error: { code: 'payment_intent_unexpected_state', message: m.intentCanceled } };
    }
    const updated: StoredPaymentIntent = outcome.ok
      ? { ...intent, status: 'succeeded', lastError: null, card }
      : { ...intent, status: 'requires_payment_method', lastError: outcome.message };
    await this.#save(id, updated);
    const { idempotencyKey: _key, refunded: _refunded, card: _card, refundFailuresLeft: _failures, ...visible } = updated;
    await this.#event({
      type: outcome.ok ? 'payment_intent.succeeded' : 'payment_intent.failed',
      paymentIntent: { ...visible, clientSecret },
    });
    if (outcome.ok) return { status: 'succeeded', paymentIntentId: id };
    return { status: 'requires_payment_method', paymentIntentId: id, error: { code: outcome.code, message: outcome.message } };
  }

  async #confirmSetup(id: string, intent: StoredSetupIntent, cardNumber: string, outcome: CardOutcome): Promise<SandboxConfirmResponse> {
    if (intent.status === 'succeeded') return { status: 'succeeded', setupIntentId: id, paymentMethodId: intent.paymentMethodId ?? undefined };
    if (!outcome.ok) {
      return { status: 'requires_payment_method', setupIntentId: id, error: { code: outcome.code, message: outcome.message } };
    }
    // A card that passes setup may still fail later charges (Stripe's 4000000000000341 does that);
    // the sandbox keeps the number's own outcome for the first and every renewal charge.
    const paymentMethod: StoredPaymentMethod = { id: newId('pm'), last4: cardNumber.slice(-4), outcome: renewalOutcome(cardNumber) };
    await this.#insert(paymentMethod.id, 'payment_method', paymentMethod);
    await this.#save(id, { ...intent, status: 'succeeded', paymentMethodId: paymentMethod.id });
    return { status: 'succeeded', setupIntentId: id, paymentMethodId: paymentMethod.id };
  }

  // ---- customers, setup intents and subscriptions

  async createCustomer(input: { email: string; name: string; metadata: Record<string, string> }): Promise<{ id: string }> {
    const id = newId('cus');
    await this.#insert(id, 'customer', { id, email: input.email, name: input.name, metadata: input.metadata });
    return { id };
  }

  async createSetupIntent(input: { customerId: string; metadata: Record<string, string> }): Promise<SetupIntent> {
    const id = newId('seti');
    const intent: StoredSetupIntent = { id, status: 'requires_payment_method', customerId: input.customerId, paymentMethodId: null, metadata: input.metadata };
    await this.#insert(id, 'setup_intent', intent, newSecret(id));
    return (await this.retrieveSetupIntent(id))!;
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntent | null> {
    const found = await this.#find<StoredSetupIntent>(id, 'setup_intent');
    return found ? { ...found.data, clientSecret: found.clientSecret! } : null;
  }

  async createSubscription(input: CreateSubscription): Promise<Subscription> {
    const [existing] = await this.#db
      .select({ id: sandboxObjects.id })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.kind, 'subscription'), sql`${sandboxObjects.data}->>'idempotencyKey' = ${input.idempotencyKey}`));
    if (existing) return (await this.retrieveSubscription(existing.id))!;

    const method = await this.#find<StoredPaymentMethod>(input.paymentMethodId, 'payment_method');
    if (!method) throw new PaymentProviderError('The payment method could not be found.', 'resource_missing', 404);
    // 'error_if_incomplete': a first payment that fails creates no subscription.
    if (!method.data.outcome.ok) throw new PaymentProviderError(method.data.outcome.message, method.data.outcome.code, 402);

    const firstAmount = Math.round((input.unitAmount * (100 - (input.firstMonthPercentOff ?? 0))) / 100);
    const id = newId('sub');
    const subscription: StoredSubscription = {
      id,
      customerId: input.customerId,
      status: 'active',
      currentPeriodEnd: addOneMonth(new Date()).toISOString(),
      cancelAtPeriodEnd: false,
      metadata: input.metadata,
      paymentMethodId: input.paymentMethodId,
      unitAmount: input.unitAmount,
      currency: input.currency,
      idempotencyKey: input.idempotencyKey,
    };
    await this.#insert(id, 'subscription', subscription);
    await this.#insert(newId('in'), 'invoice', { subscriptionId: id, amount: firstAmount, currency: input.currency, paid: true });
    const visible = toSubscription(subscription);
    await this.#event({ type: 'subscription.updated', subscription: visible });
    return visible;
  }

  async retrieveSubscription(id: string): Promise<Subscription | null> {
    const found = await this.#find<StoredSubscription>(id, 'subscription');
    return found ? toSubscription(found.data) : null;
  }

  async setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<Subscription> {
    const found = await this.#find<StoredSubscription>(id, 'subscription');
    if (!found) throw new PaymentProviderError('No such subscription.', 'resource_missing', 404);
    if (found.data.status === 'canceled') throw new PaymentProviderError('This subscription has already ended.', 'subscription_canceled', 400);
    const updated = { ...found.data, cancelAtPeriodEnd };
    await this.#save(id, updated);
    const visible = toSubscription(updated);
    await this.#event({ type: 'subscription.updated', subscription: visible });
    return visible;
  }

  /** Invoices the sandbox has made for a subscription (amounts in minor units), oldest first. */
  async invoicesOf(subscriptionId: string): Promise<{ amount: number; paid: boolean }[]> {
    const rows = await this.#db
      .select({ data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.kind, 'invoice'), sql`${sandboxObjects.data}->>'subscriptionId' = ${subscriptionId}`))
      .orderBy(sandboxObjects.createdAt);
    return rows.map((row) => row.data as { amount: number; paid: boolean });
  }

  /**
   * The monthly renewal Stripe does on its own: every subscription whose period has ended is charged
   * again (its period moves a month on), ends if it was cancelled at period end, or goes past_due when
   * the charge fails and ends after a week of failed retries. Run by a scheduled job; `now` for tests.
   */
  async renewDueSubscriptions(now = new Date()): Promise<number> {
    const rows = await this.#db
      .select({ id: sandboxObjects.id, data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(
        and(
          eq(sandboxObjects.kind, 'subscription'),
          inArray(sql`${sandboxObjects.data}->>'status'`, ['active', 'past_due']),
          lte(sql`(${sandboxObjects.data}->>'currentPeriodEnd')::timestamptz`, now),
        ),
      );
    for (const row of rows) {
      const subscription = row.data as StoredSubscription;
      const periodEnd = new Date(subscription.currentPeriodEnd);
      let updated: StoredSubscription;
      if (subscription.cancelAtPeriodEnd) {
        updated = { ...subscription, status: 'canceled' };
      } else {
        const method = await this.#find<StoredPaymentMethod>(subscription.paymentMethodId, 'payment_method');
        const paid = method?.data.outcome.ok ?? false;
        await this.#insert(newId('in'), 'invoice', { subscriptionId: row.id, amount: subscription.unitAmount, currency: subscription.currency, paid });
        await this.#event({ type: paid ? 'invoice.paid' : 'invoice.payment_failed', subscriptionId: row.id });
        if (paid) {
          let next = addOneMonth(periodEnd);
          while (next <= now) next = addOneMonth(next);
          updated = { ...subscription, status: 'active', currentPeriodEnd: next.toISOString() };
        } else if (now.getTime() - periodEnd.getTime() >= RENEWAL_GRACE_MS) {
          updated = { ...subscription, status: 'canceled' };
        } else {
          updated = { ...subscription, status: 'past_due' };
        }
      }
      await this.#save(row.id, updated);
      await this.#event({ type: 'subscription.updated', subscription: toSubscription(updated) });
    }
    return rows.length;
  }

  // ---- payout accounts (creators)

  async createPayoutAccount(input: { email: string; metadata: Record<string, string> }): Promise<PayoutAccount> {
    const id = newId('acct');
    const account: StoredAccount = { id, email: input.email, detailsSubmitted: false, payoutsEnabled: false, metadata: input.metadata };
    await this.#insert(id, 'account', account);
    return toAccount(account);
  }

  async retrievePayoutAccount(id: string): Promise<PayoutAccount | null> {
    const found = await this.#find<StoredAccount>(id, 'account');
    return found ? toAccount(found.data) : null;
  }

  /** The sandbox's onboarding is a local page that completes the account (docs/product/pay.md#sandbox-payments). */
  async createOnboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string> {
    const query = new URLSearchParams({ account: accountId, return: urls.returnUrl, refresh: urls.refreshUrl });
    return `${this.#publicUrl}/api/payments/sandbox/onboarding?${query}`;
  }

  async createDashboardLink(accountId: string): Promise<string> {
    return `${this.#publicUrl}/api/payments/sandbox/dashboard?${new URLSearchParams({ account: accountId })}`;
  }

  /** Completes a sandbox account's onboarding (the local onboarding page's button). */
  async completeOnboarding(accountId: string): Promise<PayoutAccount | null> {
    const found = await this.#find<StoredAccount>(accountId, 'account');
    if (!found) return null;
    const updated = { ...found.data, detailsSubmitted: true, payoutsEnabled: true };
    await this.#save(accountId, updated);
    await this.#event({ type: 'account.updated', account: toAccount(updated) });
    return toAccount(updated);
  }

  async transfer(input: { accountId: string; amount: number; currency: string; metadata: Record<string, string>; idempotencyKey: string }): Promise<string> {
    const [existing] = await this.#db
      .select({ id: sandboxObjects.id })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.kind, 'transfer'), sql`${sandboxObjects.data}->>'idempotencyKey' = ${input.idempotencyKey}`));
    if (existing) return existing.id;
    const account = await this.#find<StoredAccount>(input.accountId, 'account');
    if (!account) throw new PaymentProviderError('No such account.', 'resource_missing', 404);
    if (!account.data.payoutsEnabled) throw new PaymentProviderError('Payouts are not enabled for this account.', 'account_invalid', 400);
    const id = newId('tr');
    await this.#insert(id, 'transfer', { ...input });
    return id;
  }

  parseWebhook(): PaymentEvent | null {
    throw new WebhookSignatureError('Webhooks are not used with the sandbox payment provider.');
  }
}

/** Stripe's 4000000000000341 attaches fine but every charge fails: the sandbox's renewal-failure card. */
function renewalOutcome(cardNumber: string): CardOutcome {
  if (cardNumber === '4000000000000341') return { ok: false, code: 'card_declined', message: m.cardDeclined };
  return cardOutcome(cardNumber);
}

function toSubscription(stored: StoredSubscription): Subscription {
  return {
    id: stored.id,
    customerId: stored.customerId,
    status: stored.status,
    currentPeriodEnd: new Date(stored.currentPeriodEnd),
    cancelAtPeriodEnd: stored.cancelAtPeriodEnd,
    metadata: stored.metadata,
  };
}

function toRefund({ idempotencyKey: _key, ...refund }: StoredRefund): Refund {
  return refund;
}

function toAccount(stored: StoredAccount): PayoutAccount {
  return { id: stored.id, detailsSubmitted: stored.detailsSubmitted, payoutsEnabled: stored.payoutsEnabled, metadata: stored.metadata };
}
