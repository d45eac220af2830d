import type Stripe from 'stripe';
import type { CreateSubscription, Subscription, SubscriptionBilling, SubscriptionStatus } from './payment-provider.ts';
import { call, createUnlessExists, dateOf, idOf, orNull } from './stripe-calls.ts';

/**
 * The membership's product. A fixed id, so every subscription prices the same product and it is created once per
 * account.
 */
export const MEMBERSHIP_PRODUCT_ID = 'affiche_membership';

/** One coupon per promo percentage, created on first use. */
export function firstMonthCouponId(percentOff: number): string {
  return `first_month_${String(percentOff).replace('.', '_')}_off`;
}

/** Stripe's subscriptions for the membership: the product and the promo coupons are made on first use. */
export class StripeSubscriptions implements SubscriptionBilling {
  readonly #stripe: Stripe;
  /** Products and coupons are looked up once per process, then trusted to exist. */
  readonly #ensured = new Map<string, Promise<void>>();

  constructor(stripe: Stripe) {
    this.#stripe = stripe;
  }

  async createSubscription(input: CreateSubscription): Promise<Subscription> {
    await this.#ensure(MEMBERSHIP_PRODUCT_ID, this.#createMembershipProduct);
    const couponId = input.firstMonthPercentOff ? firstMonthCouponId(input.firstMonthPercentOff) : null;
    if (couponId)
      await this.#ensure(couponId, () => this.#createFirstMonthCoupon(couponId, input.firstMonthPercentOff!));
    const subscription = await call(() =>
      this.#stripe.subscriptions.create(
        {
          customer: input.customerId,
          default_payment_method: input.paymentMethodId,
          items: [
            {
              price_data: {
                currency: input.currency,
                product: MEMBERSHIP_PRODUCT_ID,
                unit_amount: input.unitAmount,
                recurring: { interval: 'month' },
              },
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
    const subscription = await call(() =>
      this.#stripe.subscriptions.update(id, { cancel_at_period_end: cancelAtPeriodEnd }),
    );
    return subscriptionOf(subscription);
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
      this.#stripe.products.create(
        { id: MEMBERSHIP_PRODUCT_ID, name: 'Affiche membership' },
        { idempotencyKey: `product-${MEMBERSHIP_PRODUCT_ID}` },
      ),
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

export function subscriptionOf(subscription: Stripe.Subscription): Subscription {
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

/** The subscription an invoice bills: `parent.subscription_details` since API 2025-03-31, `subscription` before. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}
