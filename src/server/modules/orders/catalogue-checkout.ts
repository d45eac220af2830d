import { fromMinorUnits, toMinorUnits } from '../../../shared/checkout.ts';
import { royaltyRate } from '../../../shared/sell.ts';
import type { Transaction } from '../../db/executor.ts';
import { shippedOrderBase, shippedOrderSummary } from './checkout-lines.ts';
import type { OrderWriter, PosterLine } from './checkout-lines.ts';
import { insertCatalogueOrder, insertCatalogueOrderItems, insertRoyalties } from './checkout.repository.ts';
import { holdableLine, markHoldsSold, sellHeldEditions } from './edition-holds.ts';

/**
 * Catalogue posters at their own prices, sold as numbered editions: the checkout holds them (edition-holds.ts),
 * and the paid checkout becomes a catalogue order with one item per run of edition numbers and the creators'
 * royalties.
 */

/** Prices a cart and names the editions to hold, inside the transaction that writes the checkout. */
export async function priceCatalogueOrder(tx: Transaction, cart: { id: number; quantity: number }[]) {
  const lines: PosterLine[] = [];
  // Rows are locked in id order, so two carts with the same posters cannot wait on each other.
  for (const item of [...cart].sort((a, b) => a.id - b.id)) lines.push(await holdableLine(tx, item));
  const amount = lines.reduce((sum, line) => sum + toMinorUnits(line.unitPrice) * line.quantity, 0);
  return { lines, amount, holds: lines.map((line) => ({ imageId: line.imageId, quantity: line.quantity })) };
}

export const catalogueOrderWriter: OrderWriter = {
  async write(tx, checkout, intent) {
    const lines = checkout.lines as PosterLine[];
    const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
    // A line whose numbers are not consecutive (a returned number reused) becomes one item per run.
    const sold = [];
    for (const line of lines) {
      const { runs, creatorId, totalSupply } = await sellHeldEditions(tx, checkout.id, line);
      for (const run of runs) sold.push({ line: { ...line, quantity: run.last - run.first + 1 }, firstEdition: run.first, lastEdition: run.last, creatorId, totalSupply });
    }
    const order = await insertCatalogueOrder(tx, { ...shippedOrderBase(checkout, intent), confirmationId: checkout.confirmationId, quantity: itemCount });
    const items = await insertCatalogueOrderItems(
      tx,
      sold.map(({ line, firstEdition, lastEdition, creatorId, totalSupply }) => ({
        orderId: order.id,
        imageId: line.imageId,
        creatorId,
        name: line.name,
        style: line.style,
        quantity: line.quantity,
        price: line.unitPrice.toFixed(2),
        isLimitedEdition: line.isLimitedEdition,
        firstEdition,
        lastEdition,
        totalSupply,
        posterImageUrl: line.generatedUrl ?? line.imageUrl,
      })),
    );
    // The creators' shares, written with the sale in the royalty ledger (docs/product/community.md#royalties).
    const earned = items.filter((item) => item.creatorId !== null);
    if (earned.length > 0) {
      await insertRoyalties(
        tx,
        earned.map((item) => {
          const saleMinor = toMinorUnits(Number(item.price)) * item.quantity;
          const rate = royaltyRate(item.totalSupply);
          return {
            creatorId: item.creatorId!,
            orderItemId: item.id,
            imageId: item.imageId,
            saleAmount: fromMinorUnits(saleMinor).toFixed(2),
            rate: rate.toFixed(4),
            amount: fromMinorUnits(Math.round(saleMinor * rate)).toFixed(2),
          };
        }),
      );
    }
    await markHoldsSold(tx, checkout.id);
    return shippedOrderSummary(checkout);
  },
  async made(_tx, checkout) {
    return shippedOrderSummary(checkout);
  },
};
