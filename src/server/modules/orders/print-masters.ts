import type { Logger } from 'pino';
import sharp from 'sharp';
import { masterPixels, PRINT_SIZES } from '../../../shared/print-formats.ts';
import type { PrintSize } from '../../../shared/print-formats.ts';
import { styleById } from '../../../shared/styles.ts';
import { PREVIEW_SIZE, resizeMaster } from '../../adapters/poster-engine/poster-engine.ts';
import type { MasterPixels, PosterEngine } from '../../adapters/poster-engine/poster-engine.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import {
  findPosterCaption,
  findPosterForMaster,
  mastersWanted,
  mastersWantedByOrder,
  recordMaster,
} from './print-masters.repository.ts';
import type { MasterWanted } from './print-masters.repository.ts';

/**
 * Print masters per size (docs/product/create.md#print-masters-per-size): a poster's A3 master is made when it is
 * created; a line of a paid order in another size gets a master of that size from a job, one per poster and size,
 * shared by every order of it. Kept under `posters/` like the A3 master: only the admin reads it (decision 023).
 */
export const printMasterQueue = 'orders.print-master';
export type PrintMasterJob = MasterWanted;

/** How a master was drawn: painted again at its size, made smaller from the A3 master, or enlarged from it. */
export type MasterOrigin = 'rendered' | 'downscaled' | 'upscaled';

/**
 * A re-painted master is compared with the poster's preview (both at the preview's size, mean difference per channel,
 * 0–255): the same poster differs by 5–7 (textures and lines drawn at another resolution), another photo or style by
 * 70 and more. Above this the engine did not draw the same picture (a poster made by another engine, a detector that
 * changed): the master is enlarged from the A3 master instead.
 */
const SAME_PICTURE_DIFFERENCE = 20;

/** The storage key of a poster's master in a size: beside its A3 master, so one key per poster and size. */
export const masterKeyOf = (generatedPath: string, size: PrintSize) =>
  `${generatedPath.replace(/\.jpe?g$/i, '')}-${size.toLowerCase()}.jpg`;

const isOtherSize = (size: string): size is Exclude<PrintSize, 'A3'> =>
  size !== 'A3' && (PRINT_SIZES as readonly string[]).includes(size);

type Dependencies = { db: Database; storage: Storage; engine: PosterEngine; jobs: JobQueue; logger: Logger };

export function createPrintMasters({ db, storage, engine, jobs, logger }: Dependencies) {
  const send = (wanted: MasterWanted) =>
    jobs.boss.send(printMasterQueue, wanted satisfies PrintMasterJob, {
      singletonKey: `${wanted.imageId}:${wanted.size}`,
    });

  /** After a payment: one job per poster and size the order's lines need. */
  async function requestForOrder(confirmationId: string) {
    for (const wanted of await mastersWantedByOrder(db, confirmationId)) await send(wanted);
  }

  /** Catches lines whose job was never sent (the process stopped between the payment and the send). */
  async function sweep() {
    const wanted = await mastersWanted(db, 200);
    for (const one of wanted) await send(one);
    return wanted.length;
  }

  /**
   * The job: the master of one poster in one size, stored once under its key (a retried job, or a second worker,
   * finds it there or writes the same key), then named on every line of that poster and size without one.
   */
  async function make(wanted: MasterWanted): Promise<{ key: string; origin: MasterOrigin | 'kept' } | null> {
    if (!isOtherSize(wanted.size)) return null;
    const poster = await findPosterForMaster(db, wanted.imageId);
    if (!poster) return null;
    const key = masterKeyOf(poster.generatedPath, wanted.size);
    let origin: MasterOrigin | 'kept' = 'kept';
    if (!(await storage.head(key))) {
      const started = performance.now();
      const pixels = masterPixels(wanted.size);
      const drawn = await draw(poster, wanted.size, pixels);
      origin = drawn.origin;
      await storage.put(key, drawn.jpeg, { contentType: 'image/jpeg' });
      logger.info(
        { imageId: poster.id, size: wanted.size, origin, ms: Math.round(performance.now() - started) },
        'print master made',
      );
    }
    await recordMaster(db, wanted, key);
    return { key, origin };
  }

  type Poster = NonNullable<Awaited<ReturnType<typeof findPosterForMaster>>>;

  async function draw(poster: Poster, size: Exclude<PrintSize, 'A3'>, pixels: MasterPixels) {
    const a3 = () => bytesOf(poster.generatedPath, 'the A3 master');
    // An A4 is the A3 master made smaller: the same picture, and its artwork has more pixels than an A4 render's.
    if (size === 'A4') return { jpeg: await resizeMaster(await a3(), pixels), origin: 'downscaled' as const };
    const rendered = await renderAgain(poster, pixels);
    if (rendered) return { jpeg: rendered, origin: 'rendered' as const };
    return { jpeg: await resizeMaster(await a3(), pixels), origin: 'upscaled' as const };
  }

  /** The poster painted again at the master's size, or null when that cannot give the same picture. */
  async function renderAgain(poster: Poster, pixels: MasterPixels): Promise<Buffer | null> {
    const style = styleById(poster.style);
    if (!engine.renderMaster || !style) return null;
    // The original is gone once its creator deleted the account (decision 019): the A3 master stands in.
    const original = await storage.get(poster.originalPath);
    if (!original) return null;
    const image = Buffer.concat(await original.body.toArray());
    const caption = poster.captionText ? await findPosterCaption(db, poster.id) : undefined;
    if (caption === null) return null;
    // the window the customer placed, so an A1 shows what the preview shows (decision 041)
    const window = poster.posterWindow ?? undefined;
    const master = await engine.renderMaster({ image, style, caption, window }, pixels);
    const difference = await differenceFromPreview(master, poster.previewPath);
    if (difference === null || difference <= SAME_PICTURE_DIFFERENCE) return master;
    logger.warn({ imageId: poster.id, difference }, 'the repainted master is not the poster: enlarged from A3');
    return null;
  }

  async function differenceFromPreview(master: Buffer, previewPath: string): Promise<number | null> {
    const stored = await storage.get(previewPath);
    if (!stored) return null;
    const size = { width: PREVIEW_SIZE.width, height: PREVIEW_SIZE.height };
    const preview = await sharp(Buffer.concat(await stored.body.toArray()))
      .resize(size.width, size.height, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer();
    const drawn = await sharp(master).resize(size.width, size.height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    let sum = 0;
    for (let i = 0; i < drawn.length; i++) sum += Math.abs(drawn[i]! - preview[i]!);
    return sum / drawn.length;
  }

  async function bytesOf(key: string, what: string): Promise<Buffer> {
    const stored = await storage.get(key);
    if (!stored) throw new Error(`${what} ${key} is missing`);
    return Buffer.concat(await stored.body.toArray());
  }

  return { requestForOrder, sweep, make };
}

export type PrintMasters = ReturnType<typeof createPrintMasters>;
