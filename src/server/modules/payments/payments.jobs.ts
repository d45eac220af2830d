import type { Logger } from 'pino';
import type { PaymentEvent, PaymentProvider, PayoutAccount } from '../../adapters/payments/payment-provider.ts';
import { SandboxPaymentProvider } from '../../adapters/payments/sandbox-payment-provider.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import type { MembershipService } from '../membership/membership.service.ts';
import type { CheckoutService } from '../orders/checkout.service.ts';
import type { OrderRefundsService } from '../orders/order-refunds.service.ts';
import { paymentEventQueue } from './payment-events.ts';
import type { PaymentEventLog } from './payment-events.ts';
import { findPaymentEvent, markPaymentEventHandled } from './payments.repository.ts';

export const paymentSweepQueue = 'payments.sweep';

/** Reads a recorded event back (dates inside arrive as text after the JSON round trip). */
function revive(payload: unknown): PaymentEvent {
  const event = payload as PaymentEvent;
  if (event.type === 'subscription.updated' && event.subscription.currentPeriodEnd) {
    return {
      ...event,
      subscription: { ...event.subscription, currentPeriodEnd: new Date(event.subscription.currentPeriodEnd) },
    };
  }
  return event;
}

async function registerPaymentEventJobs(
  jobs: JobQueue,
  db: Database,
  handle: (event: PaymentEvent) => Promise<void>,
  logger: Logger,
) {
  await jobs.defineQueue(paymentEventQueue, {
    retryLimit: 10,
    retryDelay: 5,
    retryBackoff: true,
    deleteAfterSeconds: 7 * 24 * 3600,
  });
  await jobs.work<{ eventId: string }>(paymentEventQueue, async ([job]) => {
    const row = await findPaymentEvent(db, job!.data.eventId);
    if (!row || row.processedAt) return;
    await handle(revive(row.payload));
    await markPaymentEventHandled(db, row.id);
    logger.debug({ eventId: row.id, type: row.type }, 'payment event handled');
  });
}

type Handlers = {
  db: Database;
  provider: PaymentProvider;
  events: PaymentEventLog;
  checkout: CheckoutService;
  membership: MembershipService;
  /** Refunds of orders (docs/product/after-the-sale.md#refunds): the provider's word on each. */
  refunds?: Pick<OrderRefundsService, 'onRefundUpdated' | 'onChargeRefunded'>;
  /** Creator payout accounts (the community issue); ignored until something listens. */
  onAccountUpdated?: (account: PayoutAccount) => Promise<void>;
  logger: Logger;
};

/** What each provider event does. */
export function paymentEventHandler(handlers: Handlers) {
  return async (event: PaymentEvent) => {
    switch (event.type) {
      case 'payment_intent.succeeded':
        return handlers.checkout.onPaymentSucceeded(event.paymentIntent);
      case 'payment_intent.canceled':
        return handlers.checkout.onPaymentCanceled(event.paymentIntent);
      case 'payment_intent.failed':
        // The customer may try another card on the same intent; its hold lapses on its own.
        return;
      case 'subscription.updated':
        await handlers.membership.sync(event.subscription);
        return;
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return handlers.membership.refresh(event.subscriptionId);
      case 'account.updated':
        return handlers.onAccountUpdated?.(event.account);
      case 'refund.updated':
        return handlers.refunds?.onRefundUpdated(event.refund);
      case 'charge.refunded':
        return handlers.refunds?.onChargeRefunded(event.paymentIntentId);
    }
  };
}

/**
 * The payment workers: provider events, and a sweep every minute that settles checkouts past their hold,
 * re-queues events whose job was lost and (sandbox) renews memberships whose month has ended.
 */
export async function registerPaymentJobs(jobs: JobQueue, handlers: Handlers) {
  await registerPaymentEventJobs(jobs, handlers.db, paymentEventHandler(handlers), handlers.logger);
  await jobs.defineQueue(paymentSweepQueue, { retryLimit: 0, deleteAfterSeconds: 3600 });
  await jobs.work(paymentSweepQueue, async () => {
    await handlers.checkout.sweepExpired();
    await handlers.events.requeueStale();
    if (handlers.provider instanceof SandboxPaymentProvider) await handlers.provider.renewDueSubscriptions();
  });
  await jobs.schedule(paymentSweepQueue, '* * * * *');
}
