import type { JobQueue } from '../../db/jobs.ts';
import { printMasterQueue } from './print-masters.ts';
import type { PrintMasterJob, PrintMasters } from './print-masters.ts';

const printMasterSweepQueue = 'orders.print-master-sweep';

/**
 * The print-master jobs (docs/product/create.md#print-masters-per-size). One master at a time per process: an A2 is
 * painted at twice the A3 artwork's pixels, and the worker's memory budget (500 MB) holds for one beside the usual
 * renders. At most one job per poster and size is waiting or running (`exclusive`); a second payment for the same
 * poster and size while it runs is caught by the job's own update or by the hourly sweep.
 */
export async function registerPrintMasterJobs(
  jobs: JobQueue,
  masters: PrintMasters,
  options: { sweepAtStart: boolean },
) {
  await jobs.defineQueue(printMasterQueue, {
    policy: 'exclusive',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    heartbeatSeconds: 30,
    expireInSeconds: 900,
    deleteAfterSeconds: 7 * 24 * 3600,
  });
  await jobs.work<PrintMasterJob>(
    printMasterQueue,
    async ([job]) => {
      await masters.make(job!.data);
    },
    { batchSize: 1, localConcurrency: 1 },
  );
  await jobs.defineQueue(printMasterSweepQueue);
  await jobs.work(printMasterSweepQueue, async () => {
    await masters.sweep();
  });
  await jobs.schedule(printMasterSweepQueue, '23 * * * *');
  if (options.sweepAtStart)
    await jobs.boss.send(printMasterSweepQueue, {}, { singletonKey: 'start', singletonSeconds: 60 });
}
