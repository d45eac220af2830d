import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { generations, orders, userImages } from '../../db/schema.ts';

/**
 * Uploaded photos nothing refers to (decision 036). A photo is stored under `originals/` (content-addressed, so one
 * photo serves every generation made from it) once its generation is written; it is needed while a poster, a
 * generation still pending or done, or an order refers to it. The originals of failed generations are removed when
 * they fail; an hourly sweep removes what is left over (a process stopped between the two writes, files from before)
 * once older than the grace period, so a photo whose generation is being written is never taken.
 */
export const ORIGINALS_PREFIX = 'originals/';
/** How old an unreferenced original must be before the sweep removes it. */
export const ORPHAN_GRACE_MS = 24 * 3600 * 1000;
const sweepQueue = 'storage.orphan-sweep';

/** Whether a poster, a live generation or an order needs this stored original. */
export async function originalIsReferenced(db: Database, key: string): Promise<boolean> {
  const [poster] = await db
    .select({ id: userImages.id })
    .from(userImages)
    .where(eq(userImages.originalPath, key))
    .limit(1);
  if (poster) return true;
  const [generation] = await db
    .select({ id: generations.confirmationId })
    .from(generations)
    .where(and(sql`${generations.request}->>'originalPath' = ${key}`, ne(generations.status, 'failed')))
    .limit(1);
  if (generation) return true;
  // An order keeps the photo's address (a key or a storage URL ending in it).
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(or(eq(orders.originalImageUrl, key), sql`${orders.originalImageUrl} like ${`%/${key}`}`))
    .limit(1);
  return Boolean(order);
}

/** Removes one original unless something needs it; true when it was removed. */
export async function removeOriginalIfUnused(db: Database, storage: Storage, key: string): Promise<boolean> {
  if (!key.startsWith(ORIGINALS_PREFIX) || (await originalIsReferenced(db, key))) return false;
  await storage.delete(key);
  return true;
}

export type SweepResult = { looked: number; removed: number; bytes: number };

/** One sweep: every original older than the grace period that nothing needs is removed. */
export async function sweepOrphanOriginals(options: {
  db: Database;
  storage: Storage;
  logger: Logger;
  graceMs?: number;
  now?: Date;
}): Promise<SweepResult> {
  const { db, storage, logger } = options;
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_GRACE_MS);
  const result: SweepResult = { looked: 0, removed: 0, bytes: 0 };
  const candidates: { key: string; size: number }[] = [];
  for await (const file of storage.list(ORIGINALS_PREFIX)) {
    result.looked++;
    if (file.lastModified.getTime() <= cutoff) candidates.push({ key: file.key, size: file.size });
  }
  for (const file of candidates) {
    if (await removeOriginalIfUnused(db, storage, file.key)) {
      result.removed++;
      result.bytes += file.size;
    }
  }
  if (result.removed > 0) logger.info(result, 'orphan originals removed');
  return result;
}

/** Every hour, the sweep; each removal is counted in the metrics (`affiche_orphan_files_removed_total`). */
export async function registerOrphanSweep(
  jobs: JobQueue,
  options: { db: Database; storage: Storage; logger: Logger; onRemoved: (count: number) => void },
) {
  await jobs.defineQueue(sweepQueue);
  await jobs.work(sweepQueue, async () => {
    const result = await sweepOrphanOriginals(options);
    options.onRemoved(result.removed);
  });
  await jobs.schedule(sweepQueue, '41 * * * *');
}
