import { and, eq, lt, or } from 'drizzle-orm';
import type { PlainErrorCode } from '../../../shared/error-codes.ts';
import type { Executor } from '../../db/executor.ts';
import { generations, userImages, userVideos } from '../../db/schema.ts';

/** Data access of creating: generations (the request and its state), the posters they make, and uploaded videos. */

export type GenerationRow = typeof generations.$inferSelect;

/** The user's uploaded video at this path, if it is theirs. */
export async function findOwnVideo(db: Executor, userId: number, originalPath: string) {
  const [video] = await db
    .select()
    .from(userVideos)
    .where(and(eq(userVideos.userId, userId), eq(userVideos.originalPath, originalPath)))
    .limit(1);
  return video ?? null;
}

/** The compressed copy of an uploaded video, when there is one. */
export async function compressedVideoPathOf(db: Executor, originalPath: string): Promise<string | null> {
  const [video] = await db
    .select({ compressedPath: userVideos.compressedPath })
    .from(userVideos)
    .where(eq(userVideos.originalPath, originalPath))
    .limit(1);
  return video?.compressedPath ?? null;
}

export async function generationExists(db: Executor, confirmationId: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: generations.confirmationId })
    .from(generations)
    .where(eq(generations.confirmationId, confirmationId));
  return existing !== undefined;
}

export async function insertGeneration(tx: Executor, values: typeof generations.$inferInsert): Promise<void> {
  await tx.insert(generations).values(values);
}

/** Generations still pending that were asked for before `before`, oldest first: their job may have been lost. */
export async function findPendingGenerationsBefore(db: Executor, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ confirmationId: generations.confirmationId })
    .from(generations)
    .where(and(eq(generations.status, 'pending'), lt(generations.createdAt, before)))
    .orderBy(generations.createdAt)
    .limit(limit);
  return rows.map((row) => row.confirmationId);
}

export async function findGeneration(db: Executor, confirmationId: string): Promise<GenerationRow | null> {
  const [generation] = await db.select().from(generations).where(eq(generations.confirmationId, confirmationId));
  return generation ?? null;
}

/** A generation with the poster it made (null until it is done). */
export async function findGenerationWithImage(db: Executor, confirmationId: string) {
  const [row] = await db
    .select({ generation: generations, image: userImages })
    .from(generations)
    .leftJoin(userImages, eq(userImages.id, generations.imageId))
    .where(eq(generations.confirmationId, confirmationId))
    .limit(1);
  return row ?? null;
}

export async function generationStatus(tx: Executor, confirmationId: string): Promise<string | null> {
  const [current] = await tx
    .select({ status: generations.status })
    .from(generations)
    .where(eq(generations.confirmationId, confirmationId));
  return current?.status ?? null;
}

/** Records a rendered poster; answers its id. */
export async function insertPoster(tx: Executor, values: typeof userImages.$inferInsert): Promise<number> {
  const [created] = await tx.insert(userImages).values(values).returning({ id: userImages.id });
  return created!.id;
}

export async function markGenerationDone(tx: Executor, confirmationId: string, imageId: number): Promise<void> {
  await tx
    .update(generations)
    .set({ status: 'done', imageId, completedAt: new Date() })
    .where(eq(generations.confirmationId, confirmationId));
}

/** Moves a pending generation to failed; false when it was no longer pending. */
export async function markGenerationFailed(
  tx: Executor,
  confirmationId: string,
  errorCode: PlainErrorCode,
): Promise<boolean> {
  const updated = await tx
    .update(generations)
    .set({ status: 'failed', errorCode, completedAt: new Date() })
    .where(and(eq(generations.confirmationId, confirmationId), eq(generations.status, 'pending')))
    .returning({ id: generations.confirmationId });
  return updated.length === 1;
}

/** Records an uploaded video and its playable copy. */
export async function insertVideo(db: Executor, values: typeof userVideos.$inferInsert): Promise<void> {
  await db.insert(userVideos).values(values);
}

/** The poster one of whose files (print master, preview or thumbnail) is stored under this key. */
export async function findPosterByFileKey(db: Executor, key: string) {
  const [image] = await db
    .select()
    .from(userImages)
    .where(or(eq(userImages.generatedPath, key), eq(userImages.previewPath, key), eq(userImages.thumbnailPath, key)))
    .limit(1);
  return image ?? null;
}
