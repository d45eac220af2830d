import type { Transaction } from '../../db/executor.ts';
import {
  countReturnedEditions,
  deleteReturnedEditions,
  insertReturnedEditions,
  lockPosterRow,
  lowerSoldCount,
  lowestReturnedEditions,
} from './edition-numbers.repository.ts';

/**
 * Edition numbers of a catalogue poster (decision 009, decision 013). Every number from 1 to
 * soldCount + (returned numbers) was issued once; a cancelled order gives its numbers back, and the
 * next buyer gets the lowest returned number before any new one. Callers hold the poster's row lock
 * (`SELECT … FOR UPDATE`), so two sales or a sale and a return never interleave.
 */

export type { Transaction };

/** A run of consecutive edition numbers (#first…#last). */
export type EditionRun = { first: number; last: number };

/**
 * Numbers for `quantity` prints of a poster whose sold count is `soldCount` (before this sale): the lowest
 * returned ones first, then new ones. Returns them as runs of consecutive numbers. The caller raises
 * soldCount by `quantity` (in its guarded statement).
 */
export async function issueEditionNumbers(
  tx: Transaction,
  imageId: number,
  soldCount: number,
  quantity: number,
): Promise<EditionRun[]> {
  const returned = await countReturnedEditions(tx, imageId);
  const reused = returned === 0 ? [] : await lowestReturnedEditions(tx, imageId, quantity);
  if (reused.length > 0) await deleteReturnedEditions(tx, imageId, reused);
  const nextNew = soldCount + returned + 1;
  const numbers = [...reused, ...Array.from({ length: quantity - reused.length }, (_, index) => nextNew + index)];
  return runsOf(numbers);
}

/** Gives the numbers #first…#last of a poster back: its sold count drops, and they go to the next buyers. */
export async function returnEditionNumbers(tx: Transaction, imageId: number, run: EditionRun): Promise<void> {
  const quantity = run.last - run.first + 1;
  await lockPosterRow(tx, imageId);
  await insertReturnedEditions(
    tx,
    imageId,
    Array.from({ length: quantity }, (_, index) => run.first + index),
  );
  await lowerSoldCount(tx, imageId, quantity);
}

export function runsOf(numbers: number[]): EditionRun[] {
  const sorted = [...numbers].sort((a, b) => a - b);
  const runs: EditionRun[] = [];
  for (const number of sorted) {
    const last = runs[runs.length - 1];
    if (last && last.last + 1 === number) last.last = number;
    else runs.push({ first: number, last: number });
  }
  return runs;
}
