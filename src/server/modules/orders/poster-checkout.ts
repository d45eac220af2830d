import { A3_POSTER_PRICE, toMinorUnits } from '../../../shared/checkout.ts';
import { formatOf, priceOf } from '../../../shared/print-formats.ts';
import type { PrintFormat } from '../../../shared/print-formats.ts';
import { styleById } from '../../../shared/styles.ts';
import type { Executor } from '../../db/executor.ts';
import { notFound, unauthorized } from '../../errors.ts';
import { storageUrl } from '../storage/index.ts';
import { shippedOrderBase, shippedOrderSummary } from './checkout-lines.ts';
import type { OrderWriter, PosterLine } from './checkout-lines.ts';
import { findOwnPoster, insertPosterOrder } from './checkout.repository.ts';

/**
 * A custom poster the signed-in user created, in the size and frame chosen, at the price table's amount (A3 unframed:
 * A3_POSTER_PRICE); no edition to hold and no royalty. Bought on its own (a checkout of kind 'poster', ORD-…) or as a
 * line of a cart (decision 028).
 */

/**
 * The line of a poster of the buyer's own. Only its owner may buy it so: anyone else's poster, a missing one (a
 * generation still running or failed has no poster yet) and a guest's request are refused in the buyer's words.
 */
export async function ownPosterLine(
  db: Executor,
  userId: number | null,
  imageId: number,
  quantity: number,
  format: PrintFormat,
): Promise<PosterLine> {
  if (userId === null) throw unauthorized();
  const image = await findOwnPoster(db, userId, imageId);
  if (!image) throw notFound('poster_not_yours');
  return {
    imageId: image.id,
    // Its title everywhere: its name, else its style's (a brand name, the same in every language).
    name: image.name ?? styleById(image.style)?.name ?? image.style,
    style: image.style,
    quantity,
    ...format,
    ...priceOf(format, A3_POSTER_PRICE),
    isLimitedEdition: false,
    imageUrl: storageUrl(image.previewPath),
    own: true,
    generatedUrl: storageUrl(image.generatedPath),
    originalUrl: storageUrl(image.originalPath),
  };
}

/** Rappen of a set of priced lines. */
export const amountOf = (lines: PosterLine[]) =>
  lines.reduce((sum, line) => sum + toMinorUnits(line.unitPrice) * line.quantity, 0);

export async function pricePosterOrder(
  db: Executor,
  userId: number,
  imageId: number,
  quantity: number,
  format: PrintFormat,
): Promise<{ lines: PosterLine[]; amount: number }> {
  const lines = [await ownPosterLine(db, userId, imageId, quantity, format)];
  return { lines, amount: amountOf(lines) };
}

export const posterOrderWriter: OrderWriter = {
  async write(tx, checkout, intent) {
    const line = (checkout.lines as PosterLine[])[0]!;
    await insertPosterOrder(tx, {
      ...shippedOrderBase(checkout, intent),
      confirmationId: checkout.confirmationId,
      imageId: line.imageId,
      quantity: line.quantity,
      ...formatOf(line),
      style: line.style,
      posterImageUrl: line.generatedUrl ?? line.imageUrl,
      originalImageUrl: line.originalUrl ?? null,
    });
    return shippedOrderSummary(checkout);
  },
  async made(_tx, checkout) {
    return shippedOrderSummary(checkout);
  },
};
