import { A3_POSTER_PRICE, toMinorUnits } from '../../../shared/checkout.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { storageUrl } from '../storage/storage-url.ts';
import { shippedOrderBase, shippedOrderSummary } from './checkout-lines.ts';
import type { OrderWriter, PosterLine } from './checkout-lines.ts';
import { findOwnPoster, insertPosterOrder } from './checkout.repository.ts';

/** A custom poster the signed-in user created: one line, A3, at A3_POSTER_PRICE each; no edition to hold. */

export async function pricePosterOrder(db: Database, userId: number, imageId: number, quantity: number): Promise<{ lines: PosterLine[]; amount: number }> {
  const image = await findOwnPoster(db, userId, imageId);
  if (!image) throw notFound((m) => m.checkout.posterNotYours);
  const line: PosterLine = {
    imageId: image.id,
    name: image.name ?? 'A3 Poster',
    style: image.style,
    quantity,
    unitPrice: A3_POSTER_PRICE,
    isLimitedEdition: false,
    imageUrl: storageUrl(image.previewPath),
    generatedUrl: storageUrl(image.generatedPath),
    originalUrl: storageUrl(image.originalPath),
  };
  return { lines: [line], amount: toMinorUnits(A3_POSTER_PRICE) * quantity };
}

export const posterOrderWriter: OrderWriter = {
  async write(tx, checkout, intent) {
    const line = (checkout.lines as PosterLine[])[0]!;
    await insertPosterOrder(tx, {
      ...shippedOrderBase(checkout, intent),
      confirmationId: checkout.confirmationId,
      imageId: line.imageId,
      quantity: line.quantity,
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
