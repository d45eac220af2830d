import type { Logger } from 'pino';
import type { OrderKind } from '../../../shared/after-sale.ts';
import type { JobQueue } from '../../db/jobs.ts';
import type { FulfilmentService } from './fulfilment.service.ts';

/**
 * The print lab's jobs (decision 038): `lab-send` hands one paid order to the lab once its cancellation window has
 * passed (pg-boss keeps it through restarts; a lab that does not answer is tried again with a doubling pause);
 * `lab-sync` re-reads one order from the lab's API after a callback; `lab-check`, hourly, queues that read for the
 * orders the lab has not finished and whose state the shop has not read for a while (a lost callback).
 */
export const labSendQueue = 'lab-send';
export const labSyncQueue = 'lab-sync';
export const labCheckQueue = 'lab-check';

type SendJob = { kind: OrderKind; orderId: number };
type SyncJob = { labOrderRowId: number };

export async function registerFulfilmentJobs(
  jobs: JobQueue,
  fulfilment: FulfilmentService,
  options: { retries: number; retrySeconds: number; logger: Logger },
) {
  const retry = { retryLimit: options.retries, retryDelay: options.retrySeconds, retryBackoff: true };
  await jobs.defineQueue(labSendQueue, { ...retry, deleteAfterSeconds: 7 * 86_400 });
  await jobs.defineQueue(labSyncQueue, { ...retry, deleteAfterSeconds: 86_400 });
  await jobs.work<SendJob>(labSendQueue, async ([job]) => {
    const outcome = await fulfilment.send(job!.data.kind, job!.data.orderId);
    options.logger.info({ ...job!.data, outcome }, 'print lab send');
  });
  await jobs.work<SyncJob>(labSyncQueue, async ([job]) => {
    await fulfilment.sync(job!.data.labOrderRowId);
  });
  await jobs.defineQueue(labCheckQueue, { deleteAfterSeconds: 86_400 });
  await jobs.work(labCheckQueue, async () => {
    const ids = await fulfilment.labOrdersToRead();
    const queueSync = labSyncQueuer(jobs);
    for (const id of ids) await queueSync(id);
    if (ids.length > 0) options.logger.info({ count: ids.length }, 'print lab: orders read again');
  });
  await jobs.schedule(labCheckQueue, '23 * * * *');
}

/** Queues the send of a paid order, to run when its cancellation window has passed (at once with 0). */
export const labSendQueuer =
  (jobs: JobQueue, cancelWindowMinutes: number) =>
  async (kind: OrderKind, orderId: number, options: { now?: boolean } = {}) => {
    const delay = options.now ? 0 : cancelWindowMinutes * 60;
    await jobs.boss.send(labSendQueue, { kind, orderId } satisfies SendJob, delay > 0 ? { startAfter: delay } : {});
  };

export const labSyncQueuer = (jobs: JobQueue) => async (labOrderRowId: number) => {
  await jobs.boss.send(labSyncQueue, { labOrderRowId } satisfies SyncJob);
};
