import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import { styleById } from '../../../shared/styles.ts';
import type { PosterEngine } from '../../adapters/poster-engine/poster-engine.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { generations, userImages } from '../../db/schema.ts';

/**
 * The width of the photo a poster shows (`user_images.shown_photo_width`, the size picker's low-DPI warning) for
 * posters made before it was kept: the engine frames the stored original again without painting it (the subject
 * found, the crop composed). A poster whose original is gone (its creator deleted the account) stays null: unknown,
 * no warning. Idempotent: only posters still without a width are looked at, so a second run (every start) costs one
 * query and a storage look-up per poster without an original.
 */
const fillQueue = 'posters.shown-photo-width';
const BATCH = 50;

export async function fillShownPhotoWidths(
  { db, storage, engine, logger }: { db: Database; storage: Storage; engine: PosterEngine; logger: Logger },
  { limit = Number.POSITIVE_INFINITY }: { limit?: number } = {},
): Promise<{ filled: number; unknown: number }> {
  let after = 0,
    filled = 0,
    unknown = 0;
  for (;;) {
    const posters = await db
      .select({
        id: userImages.id,
        style: userImages.style,
        originalPath: userImages.originalPath,
        captionText: userImages.captionText,
        posterWindow: userImages.posterWindow,
      })
      .from(userImages)
      .where(and(isNull(userImages.shownPhotoWidth), gt(userImages.id, after)))
      .orderBy(asc(userImages.id))
      .limit(BATCH);
    for (const poster of posters) {
      after = poster.id;
      if (filled + unknown >= limit) return { filled, unknown };
      const style = styleById(poster.style);
      const original = style ? await storage.get(poster.originalPath) : null;
      if (!style || !original) {
        unknown++;
        continue;
      }
      const image = Buffer.concat(await original.body.toArray());
      const caption = poster.captionText ? await captionOf(db, poster.id) : undefined;
      try {
        const width = await engine.shownPhotoWidth({
          image,
          style,
          caption: caption ?? undefined,
          window: poster.posterWindow ?? undefined,
        });
        await db
          .update(userImages)
          .set({ shownPhotoWidth: width })
          .where(and(eq(userImages.id, poster.id), isNull(userImages.shownPhotoWidth)));
        filled++;
      } catch (error) {
        logger.warn({ err: error, imageId: poster.id }, 'the shown width of a poster could not be measured');
        unknown++;
      }
    }
    if (posters.length < BATCH) return { filled, unknown };
  }
}

async function captionOf(db: Database, imageId: number) {
  const [row] = await db
    .select({ request: generations.request })
    .from(generations)
    .where(and(eq(generations.imageId, imageId), eq(generations.status, 'done')))
    .limit(1);
  return (
    (row?.request as { caption?: { text: string; x: number; y: number; frameWidth: number; frameHeight: number } })
      ?.caption ?? null
  );
}

/** Once per start, after the start-up renders may begin (decision 020): fills what it can and logs the count. */
export async function registerShownPhotoWidthJobs(
  jobs: JobQueue,
  deps: { db: Database; storage: Storage; engine: PosterEngine; logger: Logger },
  options: { fillAtStart: boolean; startUpRendersMayBegin?: Promise<void> },
) {
  await jobs.defineQueue(fillQueue, { retryLimit: 2, retryDelay: 60 });
  await jobs.work(fillQueue, async () => {
    await options.startUpRendersMayBegin;
    const result = await fillShownPhotoWidths(deps);
    if (result.filled + result.unknown > 0) deps.logger.info(result, 'shown photo widths of older posters');
  });
  if (options.fillAtStart) await jobs.boss.send(fillQueue, {}, { singletonKey: 'start', singletonSeconds: 60 });
}
