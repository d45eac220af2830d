import type { Logger } from 'pino';
import { STYLES, styleThumbnailKey } from '../../../shared/styles.ts';
import type { PosterEngine } from '../../adapters/poster-engine/poster-engine.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { makeLandscapePhoto } from './sample-photo.ts';

/**
 * The sample photo's size for the thumbnails: 1600 × 1200 is plenty for 340 × 480 thumbnails, at a tenth of 12 MP's
 * memory.
 */
export const THUMBNAIL_SOURCE = { width: 1600, height: 1200 };

/**
 * The style carousel's thumbnails are made by our own engine from the project's sample landscape,
 * once per store: a job at start renders the ones that are missing (generation.jobs.ts).
 */
export async function renderMissingStyleThumbnails(
  storage: Storage,
  engine: PosterEngine,
  logger: Logger,
): Promise<number> {
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
