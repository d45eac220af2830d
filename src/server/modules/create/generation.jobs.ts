import type { Logger } from 'pino';
import type { PosterEngine } from '../../adapters/poster-engine/poster-engine.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { generateQueue } from './generation.service.ts';
import type { GenerationJob, GenerationService } from './generation.service.ts';
import { renderMissingStyleThumbnails } from './style-thumbnails.ts';

/** Where a generation job lands when it failed for good (its worker settles the generation). */
export const generateDeadLetterQueue = 'poster.generate.dead';
/** The sweep that queues again the generations whose job was lost. */
const lostGenerationsQueue = 'poster.generate.lost';

export async function registerGenerationJobs(jobs: JobQueue, service: GenerationService) {
  // A render sends a heartbeat every 7.5 s; a worker that died (crash, SIGKILL) is noticed 15 s after its last one
  // and the job retried (a late duplicate is harmless: only the first render to finish records the poster).
  // A job that fails for good lands in the dead-letter queue, whose worker settles the generation: a worker
  // killed during the last try never runs our failure handling itself.
  await jobs.defineQueue(generateDeadLetterQueue, { retryLimit: 5, retryDelay: 10, deleteAfterSeconds: 7 * 24 * 3600 });
  await jobs.defineQueue(generateQueue, {
    retryLimit: 2,
    retryDelay: 5,
    heartbeatSeconds: 15,
    expireInSeconds: 600,
    deadLetter: generateDeadLetterQueue,
  });
  // Every minute, the generations whose job was lost (the server died between writing a request and queueing it).
  await jobs.defineQueue(lostGenerationsQueue, { retryLimit: 0, deleteAfterSeconds: 3600 });
  await jobs.work(lostGenerationsQueue, async () => {
    await service.requeueLost();
  });
  await jobs.schedule(lostGenerationsQueue, '* * * * *');
  await jobs.work<GenerationJob>(generateDeadLetterQueue, async ([job]) => {
    await service.abandon(job!.data.confirmationId);
  });
  await jobs.work<GenerationJob>(
    generateQueue,
    async ([job]) => {
      await service.render({ data: job!.data, retryCount: job!.retryCount, retryLimit: 2 });
    },
    { batchSize: 1, localConcurrency: 2 },
  );
}

const thumbnailsQueue = 'styles.thumbnails';

/**
 * The style carousel's thumbnails, rendered at start when missing. `startUpRendersMayBegin`: the job waits for it (the
 * embedded database settling, decision 020).
 */
export async function registerStyleThumbnailJobs(
  jobs: JobQueue,
  storage: Storage,
  engine: PosterEngine,
  logger: Logger,
  options: { renderAtStart: boolean; startUpRendersMayBegin?: Promise<void> },
) {
  await jobs.defineQueue(thumbnailsQueue, { retryLimit: 3, retryDelay: 30 });
  await jobs.work(thumbnailsQueue, async () => {
    await options.startUpRendersMayBegin;
    await renderMissingStyleThumbnails(storage, engine, logger);
  });
  if (options.renderAtStart) await jobs.boss.send(thumbnailsQueue, {}, { singletonKey: 'all', singletonSeconds: 60 });
}
