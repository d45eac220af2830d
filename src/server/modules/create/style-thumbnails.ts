import type { Logger } from 'pino';
import { STYLES, styleThumbnailKey } from '../../../shared/styles.ts';
import type { PosterEngine } from '../../adapters/poster-engine/poster-engine.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { makeLandscapePhoto } from './sample-photo.ts';

/** The sample photo's size for the thumbnails: 1600 × 1200 is plenty for 340 × 480 thumbnails, at a tenth of 12 MP's memory. */
export const THUMBNAIL_SOURCE = { width: 1600, height: 1200 };

const thumbnailsQueue = 'styles.thumbnails';

/**
 * The style carousel's thumbnails are made by our own engine from the project's sample landscape,
 * once per store: a job at start renders the ones that are missing.
 */
export async function renderMissingStyleThumbnails(storage: Storage, engine: PosterEngine, logger: Logger): Promise<number> {
  const missing = [];
  for (const style of STYLES) {
    if (!(await storage.head(styleThumbnailKey(style.id)))) missing.push(style);
  }
  if (missing.length === 0) return 0;
  const photo = await makeLandscapePhoto(THUMBNAIL_SOURCE);
  for (const style of missing) {
    const { thumbnail } = await engine.render({ image: photo, style });
    await storage.put(styleThumbnailKey(style.id), thumbnail, { contentType: 'image/webp' });
  }
  logger.info({ count: missing.length }, 'style thumbnails rendered');
  return missing.length;
}

/** `startUpRendersMayBegin`: the job waits for it (the embedded database settling, decision 020). */
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
