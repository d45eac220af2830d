import { PaymentProviderError } from './payment-provider.ts';
import type { CreateSubscription, Subscription, SubscriptionBilling } from './payment-provider.ts';
import type { StoredPaymentMethod } from './sandbox-cards.ts';
import { newId } from './sandbox-store.ts';
import type { SandboxStore } from './sandbox-store.ts';

/** The sandbox's monthly subscriptions (the membership): the first month charged at once, renewals by a job. */

type StoredSubscription = Omit<Subscription, 'currentPeriodEnd'> & {
  currentPeriodEnd: string;
  paymentMethodId: string;
  unitAmount: number;
  currency: string;
  idempotencyKey: string;
};

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

export class SandboxSubscriptions implements SubscriptionBilling {
  readonly #store: SandboxStore;

  constructor(store: SandboxStore) {
    this.#store = store;
  }

  async createSubscription(input: CreateSubscription): Promise<Subscription> {
    const existing = await this.#store.findByIdempotencyKey('subscription', input.idempotencyKey);
    if (existing) return (await this.retrieveSubscription(existing.id))!;

    const method = await this.#store.find<StoredPaymentMethod>(input.paymentMethodId, 'payment_method');
    if (!method) throw new PaymentProviderError('The payment method could not be found.', 'resource_missing', 404);
    // 'error_if_incomplete': a first payment that fails creates no subscription.
    if (!method.data.outcome.ok)
      throw new PaymentProviderError(method.data.outcome.message, method.data.outcome.code, 402);

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
    await this.#store.insert(id, 'subscription', subscription);
    await this.#store.insert(newId('in'), 'invoice', {
      subscriptionId: id,
      amount: firstAmount,
      currency: input.currency,
      paid: true,
    });
    const visible = toSubscription(subscription);
    await this.#store.event({ type: 'subscription.updated', subscription: visible });
    return visible;
  }

  async retrieveSubscription(id: string): Promise<Subscription | null> {
    const found = await this.#store.find<StoredSubscription>(id, 'subscription');
    return found ? toSubscription(found.data) : null;
  }

  async setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<Subscription> {
    const found = await this.#store.find<StoredSubscription>(id, 'subscription');
    if (!found) throw new PaymentProviderError('No such subscription.', 'resource_missing', 404);
    if (found.data.status === 'canceled')
      throw new PaymentProviderError('This subscription has already ended.', 'subscription_canceled', 400);
    const updated = { ...found.data, cancelAtPeriodEnd };
    await this.#store.save(id, updated);
    const visible = toSubscription(updated);
    await this.#store.event({ type: 'subscription.updated', subscription: visible });
    return visible;
  }

  /** Invoices the sandbox has made for a subscription (amounts in minor units), oldest first. */
  async invoicesOf(subscriptionId: string): Promise<{ amount: number; paid: boolean }[]> {
    return (await this.#store.invoicesOf(subscriptionId)) as { amount: number; paid: boolean }[];
  }

  /**
   * The monthly renewal Stripe does on its own: every subscription whose period has ended is charged
   * again (its period moves a month on), ends if it was cancelled at period end, or goes past_due when
   * the charge fails and ends after a week of failed retries. Run by a scheduled job; `now` for tests.
   */
  async renewDueSubscriptions(now = new Date()): Promise<number> {
    const rows = await this.#store.dueSubscriptions(now);
    for (const row of rows) {
      const subscription = row.data as StoredSubscription;
      const periodEnd = new Date(subscription.currentPeriodEnd);
      let updated: StoredSubscription;
      if (subscription.cancelAtPeriodEnd) {
        updated = { ...subscription, status: 'canceled' };
      } else {
        const method = await this.#store.find<StoredPaymentMethod>(subscription.paymentMethodId, 'payment_method');
        const paid = method?.data.outcome.ok ?? false;
        await this.#store.insert(newId('in'), 'invoice', {
          subscriptionId: row.id,
          amount: subscription.unitAmount,
          currency: subscription.currency,
          paid,
        });
        await this.#store.event({ type: paid ? 'invoice.paid' : 'invoice.payment_failed', subscriptionId: row.id });
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
      await this.#store.save(row.id, updated);
      await this.#store.event({ type: 'subscription.updated', subscription: toSubscription(updated) });
    }
    return rows.length;
  }
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
