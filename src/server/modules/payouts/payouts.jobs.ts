import type { Logger } from 'pino';
import type { JobQueue } from '../../db/jobs.ts';
import type { PayoutsService } from './payouts.service.ts';

export const monthlyPayoutQueue = 'payouts.monthly';

/** On the first of every month at 06:00 UTC, what creators earned goes to their payout accounts. */
export async function registerPayoutJobs(jobs: JobQueue, payouts: PayoutsService, logger: Logger) {
  await jobs.defineQueue(monthlyPayoutQueue, { retryLimit: 3, retryDelay: 600, deleteAfterSeconds: 90 * 24 * 3600 });
  await jobs.work(monthlyPayoutQueue, async () => {
    const result = await payouts.payDue();
    logger.info(result, 'monthly payouts done');
  });
  await jobs.schedule(monthlyPayoutQueue, '0 6 1 * *');
}
