import { EDITION_HOLD_MINUTES, isLimitedEdition } from '../../../shared/checkout.ts';
import { CATALOGUE_DEFAULT_PRICE } from '../../../shared/catalogue.ts';
import { priceOf } from '../../../shared/print-formats.ts';
import type { PrintFormat } from '../../../shared/print-formats.ts';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { badRequest, conflict } from '../../errors.ts';
import { storageUrl } from '../storage/index.ts';
import type { PosterLine } from './checkout-lines.ts';
import {
  closeOpenCheckout,
  findLiveHold,
  heldQuantity,
  lockCataloguePoster,
  lockPoster,
  raiseSoldCount,
  settleHolds,
} from './checkout.repository.ts';
import { issueEditionNumbers } from './edition-numbers.ts';

/**
 * Edition holds (decision 009): a catalogue checkout holds the editions it sells for EDITION_HOLD_MINUTES; free
 * editions are supply − sold − unexpired holds, counted under the poster's row lock. A paid checkout turns its
 * holds into sales; a cancelled or expired one releases them. Holds expire by time: no job is needed for
 * correctness.
 */

/** The sale was refused after payment (an edition sold meanwhile): the payment is refunded. */
export class SoldOutAfterPayment extends Error {}

/** When a hold written now expires. */
export const holdExpiry = () => new Date(Date.now() + EDITION_HOLD_MINUTES * 60_000);

/**
 * A catalogue poster's lines (one per size and frame, docs/product/pay.md#sizes-and-frames) at the poster's own
 * price for A3 and the price table's ratio for the other sizes, if its editions can be held: the poster's row is
 * locked while its free editions are counted, so concurrent checkouts can never hold more editions than exist. An
 * edition counts every size together, and a limited edition sells one print per order, in whichever size.
 */
export async function holdableLines(
  tx: Transaction,
  posterId: number,
  items: ({ quantity: number } & PrintFormat)[],
): Promise<PosterLine[]> {
  const poster = await lockCataloguePoster(tx, posterId);
  if (!poster || poster.totalSupply === null) throw conflict('not_for_sale');
  const limited = isLimitedEdition(poster.totalSupply);
  const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
  if (limited && quantity > 1) throw badRequest('limited_edition_quantity');
  const remaining = poster.totalSupply - poster.soldCount - (await heldQuantity(tx, poster.id));
  const name = poster.name ?? 'Poster';
  if (remaining <= 0) throw conflict('sold_out', { name });
  if (remaining < quantity) throw conflict('not_enough_editions', { name, remaining });
  const a3Price = poster.pricePerUnit === null ? CATALOGUE_DEFAULT_PRICE : Number(poster.pricePerUnit);
  return items.map(({ quantity: lineQuantity, size, frame, passepartout }) => ({
    imageId: poster.id,
    name,
    style: poster.style,
    quantity: lineQuantity,
    size,
    frame,
    passepartout,
    ...priceOf({ size, frame, passepartout }, a3Price),
    isLimitedEdition: limited,
    imageUrl: storageUrl(poster.thumbnailPath),
    generatedUrl: storageUrl(poster.generatedPath),
  }));
}

/**
 * Turns a line's hold into sales: returned edition numbers first, then new ones. A hold that expired
 * before the payment arrived still sells if editions are free; otherwise the whole order is refused
 * (and refunded by the caller).
 */
export async function sellHeldEditions(tx: Transaction, checkoutId: number, line: PosterLine) {
  const poster = await lockPoster(tx, line.imageId);
  if (!poster || poster.totalSupply === null) throw new SoldOutAfterPayment();
  const hold = await findLiveHold(tx, checkoutId, line.imageId);
  const othersHeld = await heldQuantity(tx, line.imageId, checkoutId);
  const free = poster.totalSupply - poster.soldCount - (hold ? 0 : othersHeld);
  if (free < line.quantity) throw new SoldOutAfterPayment();
  const runs = await issueEditionNumbers(tx, line.imageId, poster.soldCount, line.quantity);
  if (!(await raiseSoldCount(tx, line.imageId, line.quantity))) throw new SoldOutAfterPayment();
  return { runs, creatorId: poster.userId, totalSupply: poster.totalSupply };
}

/** The holds of a paid checkout became its sales. */
export async function markHoldsSold(tx: Transaction, checkoutId: number) {
  await settleHolds(tx, checkoutId, 'sold');
}

/** Releases a checkout's holds and closes it (released, or refunded after a sale was refused). */
export async function releaseCheckout(db: Database, checkoutId: number, status: 'released' | 'refunded' = 'released') {
  await db.transaction(async (tx) => {
    await settleHolds(tx, checkoutId, 'released');
    await closeOpenCheckout(tx, checkoutId, status);
  });
}
