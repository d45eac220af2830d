import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { userImages } from '../../db/schema.ts';

/** Data access of the posters' public pictures (decision 039). */

/** What the pictures of a poster are made from: its print master's key, and whether they exist already. */
export async function findPictureSource(db: Executor, imageId: number) {
  const [row] = await db
    .select({ generatedPath: userImages.generatedPath, picturesId: userImages.picturesId })
    .from(userImages)
    .where(eq(userImages.id, imageId))
    .limit(1);
  return row ?? null;
}

/** Records the pictures once every file is stored; a poster that has them keeps its id. */
export async function setPicturesId(db: Executor, imageId: number, picturesId: string): Promise<void> {
  await db
    .update(userImages)
    .set({ picturesId })
    .where(and(eq(userImages.id, imageId), isNull(userImages.picturesId)));
}

/** The posters without pictures after `afterId`, oldest first (the partial index user_images_without_pictures_idx). */
export async function postersWithoutPictures(db: Executor, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: userImages.id })
    .from(userImages)
    .where(and(isNull(userImages.picturesId), gt(userImages.id, afterId)))
    .orderBy(asc(userImages.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
