import type { PaymentEvent } from '../../adapters/payments/payment-provider.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { findUnhandledPaymentEventIds, insertPaymentEvent } from './payments.repository.ts';

export const paymentEventQueue = 'payments.event';

/**
 * Every provider event (a Stripe webhook or the sandbox's own) is first written down by id, then handled
 * by a job: a replayed event is recognised and ignored, a slow handler never makes the provider wait, and
 * an event whose handling fails is retried (and swept up again if its job was lost).
 */
export type PaymentEventLog = {
  /** Records the event; false when it was already known (a replay). */
  record(event: PaymentEvent): Promise<boolean>;
  /** Sends the events still unhandled after a minute to the queue again (their job may have been lost). */
  requeueStale(olderThanMs?: number): Promise<number>;
};

export function createPaymentEventLog(db: Database, jobs: JobQueue): PaymentEventLog {
  const enqueue = (id: string) =>
    jobs.boss.send(
      paymentEventQueue,
      { eventId: id },
      { singletonKey: id, retryLimit: 10, retryDelay: 5, retryBackoff: true },
    );
  return {
    async record(event) {
      if (!(await insertPaymentEvent(db, event))) return false;
      await enqueue(event.id);
      return true;
    },
    async requeueStale(olderThanMs = 60_000) {
      const stale = await findUnhandledPaymentEventIds(db, new Date(Date.now() - olderThanMs), 500);
      for (const id of stale) await enqueue(id);
      return stale.length;
    },
  };
}
