import Stripe from 'stripe';
import { PaymentProviderError, WebhookSignatureError } from './payment-provider.ts';
import type {
  CreatePaymentIntent,
  CreateRefund,
  Refund,
  RefundStatus,
  CreateSubscription,
  PaymentEvent,
  PaymentIntent,
  PaymentCard,
  PaymentIntentStatus,
  PaymentProvider,
  PayoutAccount,
  SetupIntent,
  Subscription,
  SubscriptionStatus,
} from './payment-provider.ts';

/**
 * `apiBase`: STRIPE_API_BASE, a local server that speaks Stripe's REST API (tests use
 * src/server/testing/stripe-stand-in.ts). Unset: api.stripe.com.
 */
export type StripePaymentProviderOptions = { secretKey: string; webhookSecret: string | undefined; apiBase?: string };

/** The membership's product. A fixed id, so every subscription prices the same product and it is created once per account. */
export const MEMBERSHIP_PRODUCT_ID = 'affiche_membership';

/** One coupon per promo percentage, created on first use. */
export function firstMonthCouponId(percentOff: number): string {
  return `first_month_${String(percentOff).replace('.', '_')}_off`;
}

/**
 * The production provider (docs/architecture.md#adapters): Stripe's API through its SDK, reduced to the interface's
 * shapes.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string | undefined;
  /** Products and coupons are looked up once per process, then trusted to exist. */
  readonly #ensured = new Map<string, Promise<void>>();

  constructor({ secretKey, webhookSecret, apiBase }: StripePaymentProviderOptions) {
    this.#stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 30_000, ...(apiBase ? serverOf(apiBase) : {}) });
    this.#webhookSecret = webhookSecret;
  }

  async createPaymentIntent({ amount, currency, description, receiptEmail, metadata, idempotencyKey }: CreatePaymentIntent): Promise<PaymentIntent> {
    const intent = await call(() =>
      this.#stripe.paymentIntents.create(
        { amount, currency, description, receipt_email: receiptEmail, metadata, automatic_payment_methods: { enabled: true } },
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
    const intent = await orNull(() => this.#stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }));
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
        { payment_intent: paymentIntentId, amount, reason: 'requested_by_customer', metadata: { ...metadata, reason: reason.slice(0, 500) } },
        { idempotencyKey },
      ),
    );
    return refundOf(refund);
  }

  async retrieveRefund(id: string): Promise<Refund | null> {
    const refund = await orNull(() => this.#stripe.refunds.retrieve(id));
    return refund && refundOf(refund);
  }

  async createCustomer({ email, name, metadata, idempotencyKey }: { email: string; name: string; metadata: Record<string, string>; idempotencyKey: string }) {
    const customer = await call(() => this.#stripe.customers.create({ email, name, metadata }, { idempotencyKey }));
    return { id: customer.id };
  }

  async createSetupIntent({ customerId, metadata, idempotencyKey }: { customerId: string; metadata: Record<string, string>; idempotencyKey: string }) {
    const intent = await call(() =>
      this.#stripe.setupIntents.create(
        { customer: customerId, usage: 'off_session', automatic_payment_methods: { enabled: true }, metadata },
        { idempotencyKey },
      ),
    );
    return setupIntentOf(intent);
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntent | null> {
    const intent = await orNull(() => this.#stripe.setupIntents.retrieve(id));
    return intent && setupIntentOf(intent);
  }

  async createSubscription(input: CreateSubscription): Promise<Subscription> {
    await this.#ensure(MEMBERSHIP_PRODUCT_ID, this.#createMembershipProduct);
    const couponId = input.firstMonthPercentOff ? firstMonthCouponId(input.firstMonthPercentOff) : null;
    if (couponId) await this.#ensure(couponId, () => this.#createFirstMonthCoupon(couponId, input.firstMonthPercentOff!));
    const subscription = await call(() =>
      this.#stripe.subscriptions.create(
        {
          customer: input.customerId,
          default_payment_method: input.paymentMethodId,
          items: [
            {
              price_data: { currency: input.currency, product: MEMBERSHIP_PRODUCT_ID, unit_amount: input.unitAmount, recurring: { interval: 'month' } },
            },
          ],
          // The first month is charged now; a declined card throws instead of leaving an incomplete subscription.
          payment_behavior: 'error_if_incomplete',
          discounts: couponId ? [{ coupon: couponId }] : undefined,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return subscriptionOf(subscription);
  }

  async retrieveSubscription(id: string): Promise<Subscription | null> {
    const subscription = await orNull(() => this.#stripe.subscriptions.retrieve(id));
    return subscription && subscriptionOf(subscription);
  }

  async setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<Subscription> {
    const subscription = await call(() => this.#stripe.subscriptions.update(id, { cancel_at_period_end: cancelAtPeriodEnd }));
    return subscriptionOf(subscription);
  }

  async createPayoutAccount({ email, metadata, idempotencyKey }: { email: string; metadata: Record<string, string>; idempotencyKey: string }) {
    const account = await call(() =>
      this.#stripe.accounts.create({ type: 'express', email, capabilities: { transfers: { requested: true } }, metadata }, { idempotencyKey }),
    );
    return payoutAccountOf(account);
  }

  async retrievePayoutAccount(id: string): Promise<PayoutAccount | null> {
    const account = await orNull(() => this.#stripe.accounts.retrieve(id));
    return account && payoutAccountOf(account);
  }

  async createOnboardingLink(accountId: string, { returnUrl, refreshUrl }: { returnUrl: string; refreshUrl: string }): Promise<string> {
    const link = await call(() =>
      this.#stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', return_url: returnUrl, refresh_url: refreshUrl }),
    );
    return link.url;
  }

  async createDashboardLink(accountId: string): Promise<string> {
    const link = await call(() => this.#stripe.accounts.createLoginLink(accountId));
    return link.url;
  }

  async transfer({ accountId, amount, currency, metadata, idempotencyKey }: { accountId: string; amount: number; currency: string; metadata: Record<string, string>; idempotencyKey: string }) {
    const transfer = await call(() => this.#stripe.transfers.create({ destination: accountId, amount, currency, metadata }, { idempotencyKey }));
    return transfer.id;
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null {
    if (!this.#webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set, so no webhook can be verified.');
    if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, signature, this.#webhookSecret);
    } catch {
      throw new WebhookSignatureError();
    }
    return paymentEventOf(event);
  }

  /** Runs `create` once per process for `id`; a failure is forgotten so the next call tries again. */
  #ensure(id: string, create: () => Promise<void>): Promise<void> {
    let ensured = this.#ensured.get(id);
    if (!ensured) {
      ensured = create().catch((error: unknown) => {
        this.#ensured.delete(id);
        throw error;
      });
      this.#ensured.set(id, ensured);
    }
    return ensured;
  }

  #createMembershipProduct = async (): Promise<void> => {
    if (await orNull(() => this.#stripe.products.retrieve(MEMBERSHIP_PRODUCT_ID))) return;
    await createUnlessExists(() =>
      this.#stripe.products.create({ id: MEMBERSHIP_PRODUCT_ID, name: 'Affiche membership' }, { idempotencyKey: `product-${MEMBERSHIP_PRODUCT_ID}` }),
    );
  };

  async #createFirstMonthCoupon(id: string, percentOff: number): Promise<void> {
    if (await orNull(() => this.#stripe.coupons.retrieve(id))) return;
    await createUnlessExists(() =>
      this.#stripe.coupons.create(
        { id, percent_off: percentOff, duration: 'once', name: `First month ${percentOff}% off` },
        { idempotencyKey: `coupon-${id}` },
      ),
    );
  }
}

/** `host`, `port` and `protocol` for the SDK from a base URL such as http://127.0.0.1:12345. */
function serverOf(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function providerError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  // Card errors carry Stripe's message for the buyer ("Your card was declined.") and its code (card_declined).
  const wrapped = new PaymentProviderError(error.message, error.code ?? null, error.statusCode ?? null);
  wrapped.cause = error;
  return wrapped;
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw providerError(error);
  }
}

/** The object, or null when Stripe does not know its id. */
async function orNull<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
    throw providerError(error);
  }
}

/** A create with a fixed id: losing a race to another process is fine. */
async function createUnlessExists(create: () => Promise<unknown>): Promise<void> {
  try {
    await create();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.code === 'resource_already_exists') return;
    throw providerError(error);
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

const dateOf = (seconds: number | null | undefined): Date | null => (seconds ? new Date(seconds * 1000) : null);

function paymentIntentOf(intent: Stripe.PaymentIntent): PaymentIntent {
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

function setupIntentOf(intent: Stripe.SetupIntent): SetupIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as PaymentIntentStatus,
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    metadata: intent.metadata ?? {},
  };
}

function subscriptionOf(subscription: Stripe.Subscription): Subscription {
  // Since API 2025-03-31 the billing period lives on the items; older versions kept it on the subscription.
  const legacyPeriodEnd = (subscription as { current_period_end?: number }).current_period_end;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer)!,
    status: subscription.status as SubscriptionStatus,
    currentPeriodEnd: dateOf(subscription.items?.data[0]?.current_period_end ?? legacyPeriodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    metadata: subscription.metadata ?? {},
  };
}

function payoutAccountOf(account: Stripe.Account): PayoutAccount {
  return {
    id: account.id,
    detailsSubmitted: account.details_submitted ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    metadata: account.metadata ?? {},
  };
}

/** The subscription an invoice bills: `parent.subscription_details` since API 2025-03-31, `subscription` before. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}

/** Stripe's refund failure reasons, in the words the admin reads. */
const refundFailureMessages: Record<string, string> = {
  lost_or_stolen_card: "The refund failed: the customer's card was reported lost or stolen.",
  expired_or_canceled_card: "The refund failed: the customer's card has expired or was cancelled.",
  charge_for_pending_refund_disputed: 'The refund failed: the customer disputed the payment.',
  insufficient_funds: 'The refund failed: the shop\'s Stripe balance is too low.',
  declined: "The refund failed: the customer's bank declined it.",
  merchant_request: 'The refund was cancelled at the shop\'s request.',
};

function refundOf(refund: Stripe.Refund): Refund {
  const failed = refund.status === 'failed' || refund.status === 'canceled';
  return {
    id: refund.id,
    paymentIntentId: idOf(refund.payment_intent) ?? '',
    amount: refund.amount,
    currency: refund.currency,
    status: (refund.status ?? 'pending') as RefundStatus,
    failureMessage: failed ? (refundFailureMessages[refund.failure_reason ?? ''] ?? `The refund failed (${refund.failure_reason ?? 'unknown reason'}).`) : null,
    metadata: refund.metadata ?? {},
  };
}

/** The events the shop acts on; every other type is acknowledged and ignored (null). */
function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  const id = event.id;
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { id, type: 'payment_intent.succeeded', paymentIntent: paymentIntentOf(event.data.object) };
    case 'payment_intent.payment_failed':
      return { id, type: 'payment_intent.failed', paymentIntent: paymentIntentOf(event.data.object) };
    case 'payment_intent.canceled':
      return { id, type: 'payment_intent.canceled', paymentIntent: paymentIntentOf(event.data.object) };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { id, type: 'subscription.updated', subscription: subscriptionOf(event.data.object) };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscriptionId(event.data.object);
      return subscriptionId ? { id, type: event.type, subscriptionId } : null;
    }
    case 'account.updated':
      return { id, type: 'account.updated', account: payoutAccountOf(event.data.object) };
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated':
      return { id, type: 'refund.updated', refund: refundOf(event.data.object) };
    case 'charge.refunded': {
      const paymentIntentId = idOf(event.data.object.payment_intent);
      return paymentIntentId ? { id, type: 'charge.refunded', paymentIntentId } : null;
    }
    default:
      return null;
  }
}
