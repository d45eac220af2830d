import type { Logger } from 'pino';
import { POSTER_PICTURE_WIDTHS, posterPictureKey } from '../../../shared/poster-pictures.ts';
import type { RenderSlots } from '../../adapters/poster-engine/local/render-slots.ts';
import { encodePosterPictures, pictureIdOf } from '../../adapters/poster-engine/poster-pictures.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { findPictureSource, postersWithoutPictures, setPicturesId } from './pictures.repository.ts';

/** The queue of the pictures' jobs: one poster's pictures, or the filling of every poster still without them. */
export const picturesQueue = 'poster.pictures';
export type PicturesJob = { imageId: number } | { fill: true };

type Dependencies = {
  db: Database;
  storage: Storage;
  jobs: JobQueue;
  logger: Logger;
  /** The process's image slots (runtime.ts): the pictures are encoded in them, beside the renders. */
  slots: RenderSlots;
};

const lastWidth = POSTER_PICTURE_WIDTHS[POSTER_PICTURE_WIDTHS.length - 1];

/** How many posters the filling job asks for at once. */
const FILL_PAGE = 500;

/**
 * The posters' public pictures (decision 039): made by a job after the poster is shown (the render's own preview is
 * what the owner sees first), from the print master, in every width and format, stored under `pictures/`, and then
 * recorded on the poster. Idempotent: a poster that has its pictures is left alone, and the same master always gives
 * the same names, so a retry after a crash overwrites what it had stored with the same bytes' names.
 */
export function createPosterPicturesService({ db, storage, jobs, logger, slots }: Dependencies) {
  /**
   * Makes the pictures of one poster; false when there is nothing to make them from (the poster or its master is gone).
   */
  async function make(imageId: number): Promise<boolean> {
    const poster = await findPictureSource(db, imageId);
    if (!poster) return false;
    if (poster.picturesId) return true;
    const id = pictureIdOf(poster.generatedPath);
    // Stored one after the other, the widest WebP last: when it is there, every picture is (another poster with the
    // same master, or a job that stopped after storing them).
    if (await storage.head(posterPictureKey(id, lastWidth, 'webp'))) {
      await setPicturesId(db, imageId, id);
      return true;
    }
    const stored = await storage.get(poster.generatedPath);
    if (!stored) {
      logger.warn({ imageId }, 'a poster without its print master keeps showing its preview: no pictures made');
      return false;
    }
    const master = Buffer.concat(await stored.body.toArray());
    // In one of the process's image slots, beside the renders: never more image work at once than the cores serve.
    const pictures = await slots.run(() => encodePosterPictures(master));
    for (const picture of pictures)
      await storage.put(posterPictureKey(id, picture.width, picture.format), picture.bytes, {
        contentType: `image/${picture.format}`,
      });
    await setPicturesId(db, imageId, id);
    return true;
  }

  /** Queues one job per poster still without pictures (posters from before decision 039, the demo catalogue). */
  async function fill(): Promise<number> {
    let queued = 0;
    for (let afterId = 0; ;) {
      const ids = await postersWithoutPictures(db, afterId, FILL_PAGE);
      if (ids.length === 0) break;
      await jobs.boss.insert(
        picturesQueue,
        ids.map((imageId) => ({ data: { imageId } satisfies PicturesJob })),
      );
      queued += ids.length;
      afterId = ids[ids.length - 1]!;
    }
    if (queued > 0) logger.info({ posters: queued }, 'pictures queued for the posters without them');
    return queued;
  }

  /** After a render, or once a job has written posters without pictures. */
  const queue = (job: PicturesJob) =>
    jobs.boss.send(picturesQueue, job, 'fill' in job ? { singletonKey: 'fill', singletonSeconds: 60 } : {});

  return { make, fill, queue };
}

export type PosterPicturesService = ReturnType<typeof createPosterPicturesService>;

/**
 * The pictures' queue: one job at a time per process, so a render always finds an image slot of its own; at start, the
 * filling job (it waits for `startUpRendersMayBegin`, as the other start-up image work does: decision 020).
 */
export async function registerPictureJobs(
  jobs: JobQueue,
  pictures: PosterPicturesService,
  options: { fillAtStart: boolean; startUpRendersMayBegin?: Promise<void> },
) {
  await jobs.defineQueue(picturesQueue, { retryLimit: 3, retryDelay: 30, expireInSeconds: 600 });
  await jobs.work<PicturesJob>(picturesQueue, async ([job]) => {
    const data = job!.data;
    if ('fill' in data) {
      await options.startUpRendersMayBegin;
      await pictures.fill();
    } else await pictures.make(data.imageId);
  });
  if (options.fillAtStart) await pictures.queue({ fill: true });
}
