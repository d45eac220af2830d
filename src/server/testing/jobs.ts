import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../db/jobs.ts';
import { paymentEvents } from '../db/schema.ts';
import { waitFor } from './wait-for.ts';

/** The states of a job that is still to run, or running: it may still do what it was sent for. */
const unfinished = new Set(['created', 'retry', 'active']);

/**
 * Waits until every job of `queue` sent so far (those whose data contains `data`, when given) has finished:
 * completed, or failed or cancelled for good. What those jobs would do has then been done, so a test can count
 * what they did, or prove that something did not happen. A job held back for later (a retry's backoff, a start
 * in the future) keeps it waiting until the deadline.
 */
export async function waitForQueueToDrain(
  jobs: JobQueue,
  queue: string,
  options: { data?: object; timeoutMs?: number } = {},
): Promise<void> {
  const { data, timeoutMs = 20_000 } = options;
  await waitFor(
    `every job of ${queue}${data ? ` with ${JSON.stringify(data)}` : ''} to finish`,
    async () => (await jobs.boss.findJobs(queue, data ? { data } : {})).every((job) => !unfinished.has(job.state)),
    timeoutMs,
  );
}

/**
 * Waits until the payment events the provider has sent so far have been handled (their job, payments.jobs.ts):
 * all of them, or those of one payment intent (at least one must have arrived).
 */
export async function waitForPaymentEventsHandled(
  db: Database,
  options: { paymentIntentId?: string; timeoutMs?: number } = {},
): Promise<void> {
  const { paymentIntentId, timeoutMs = 20_000 } = options;
  const ofIntent =
    paymentIntentId === undefined
      ? undefined
      : sql`${paymentEvents.payload}->'paymentIntent'->>'id' = ${paymentIntentId}`;
  await waitFor(
    `the payment events${paymentIntentId === undefined ? '' : ` of ${paymentIntentId}`} to be handled`,
    async () => {
      const events = await db.select({ processedAt: paymentEvents.processedAt }).from(paymentEvents).where(ofIntent);
      return (
        (paymentIntentId === undefined || events.length > 0) && events.every((event) => event.processedAt !== null)
      );
    },
    timeoutMs,
  );
}
