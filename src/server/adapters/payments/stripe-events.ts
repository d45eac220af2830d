import type Stripe from 'stripe';
import type { PaymentEvent } from './payment-provider.ts';
import { idOf } from './stripe-calls.ts';
import { paymentIntentOf, refundOf } from './stripe-payments.ts';
import { payoutAccountOf } from './stripe-payouts.ts';
import { invoiceSubscriptionId, subscriptionOf } from './stripe-subscriptions.ts';

/** The events the shop acts on; every other type is acknowledged and ignored (null). */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
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
