import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { returnedEditions, userImages } from '../../db/schema.ts';

/** Data access of edition numbers: the numbers of a poster given back by cancelled orders, and its sold count. */

export async function countReturnedEditions(tx: Executor, imageId: number): Promise<number> {
  const [{ returned } = { returned: 0 }] = await tx
    .select({ returned: count() })
    .from(returnedEditions)
    .where(eq(returnedEditions.imageId, imageId));
  return returned;
}

/** The lowest `limit` numbers of the poster that were given back. */
export async function lowestReturnedEditions(tx: Executor, imageId: number, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ number: returnedEditions.editionNumber })
    .from(returnedEditions)
    .where(eq(returnedEditions.imageId, imageId))
    .orderBy(asc(returnedEditions.editionNumber))
    .limit(limit);
  return rows.map((row) => row.number);
}

/** Takes given-back numbers out of the pool (they are issued again). */
export async function deleteReturnedEditions(tx: Executor, imageId: number, numbers: number[]): Promise<void> {
  await tx
    .delete(returnedEditions)
    .where(and(eq(returnedEditions.imageId, imageId), inArray(returnedEditions.editionNumber, numbers)));
}

/** Takes the poster's row lock (`SELECT … FOR UPDATE`) until the transaction ends. */
export async function lockPosterRow(tx: Executor, imageId: number): Promise<void> {
  await tx.select({ id: userImages.id }).from(userImages).where(eq(userImages.id, imageId)).for('update');
}

/** Puts numbers back in the poster's pool (a number already there stays once). */
export async function insertReturnedEditions(tx: Executor, imageId: number, numbers: number[]): Promise<void> {
  await tx
    .insert(returnedEditions)
    .values(numbers.map((editionNumber) => ({ imageId, editionNumber })))
    .onConflictDoNothing();
}

/** Lowers the poster's sold count by `quantity`, never below zero. */
export async function lowerSoldCount(tx: Executor, imageId: number, quantity: number): Promise<void> {
  await tx
    .update(userImages)
    .set({ soldCount: sql`greatest(${userImages.soldCount} - ${quantity}, 0)` })
    .where(eq(userImages.id, imageId));
}
