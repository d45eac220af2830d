import { fromMinorUnits, toMinorUnits } from '../../../shared/checkout.ts';
import type { CartLineInput } from '../../../shared/checkout.ts';
import { formatOf } from '../../../shared/print-formats.ts';
import { royaltyRate } from '../../../shared/sell.ts';
import type { Transaction } from '../../db/executor.ts';
import { shippedOrderBase, shippedOrderSummary } from './checkout-lines.ts';
import type { OrderWriter, PosterLine } from './checkout-lines.ts';
import { insertCatalogueOrder, insertCatalogueOrderItems, insertRoyalties } from './checkout.repository.ts';
import { holdableLines, markHoldsSold, sellHeldEditions } from './edition-holds.ts';
import { amountOf, ownPosterLine } from './poster-checkout.ts';

/**
 * A cart: catalogue posters at their own prices, sold as numbered editions, and the signed-in buyer's own posters at
 * the single poster's price (decision 028). The checkout holds the catalogue posters' editions (edition-holds.ts), and
 * the paid checkout becomes one catalogue order: one item per run of edition numbers and the creators' royalties, and
 * one item per own poster, without edition or royalty.
 */

/**
 * Prices a cart and names the editions to hold, inside the transaction that writes the checkout. A catalogue poster
 * in two sizes is two lines and one hold: its editions count every size.
 */
export async function priceCatalogueOrder(tx: Transaction, userId: number | null, cart: CartLineInput[]) {
  const lines: PosterLine[] = [];
  const holds: { imageId: number; quantity: number }[] = [];
  const byPoster = Map.groupBy(
    cart.filter((entry) => !entry.own),
    (entry) => entry.id,
  );
  // Rows are locked in id order, so two carts with the same posters cannot wait on each other.
  for (const [posterId, items] of [...byPoster].sort(([a], [b]) => a - b)) {
    const posterLines = await holdableLines(
      tx,
      posterId,
      items.map((item) => ({ ...item, ...formatOf(item) })),
    );
    lines.push(...posterLines);
    holds.push({ imageId: posterId, quantity: posterLines.reduce((sum, line) => sum + line.quantity, 0) });
  }
  for (const item of cart.filter((entry) => entry.own))
    lines.push(await ownPosterLine(tx, userId, item.id, item.quantity, formatOf(item)));
  return { lines, amount: amountOf(lines), holds };
}

export const catalogueOrderWriter: OrderWriter = {
  async write(tx, checkout, intent) {
    const lines = checkout.lines as PosterLine[];
    const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
    // A line whose numbers are not consecutive (a returned number reused) becomes one item per run.
    const sold: {
      line: PosterLine;
      firstEdition: number | null;
      lastEdition: number | null;
      creatorId: number | null;
      totalSupply: number | null;
    }[] = [];
    for (const line of lines) {
      if (line.own) {
        // The buyer's own poster: printed for them, no edition number, nobody's royalty.
        sold.push({ line, firstEdition: null, lastEdition: null, creatorId: null, totalSupply: null });
        continue;
      }
      const { runs, creatorId, totalSupply } = await sellHeldEditions(tx, checkout.id, line);
      for (const run of runs)
        sold.push({
          line: { ...line, quantity: run.last - run.first + 1 },
          firstEdition: run.first,
          lastEdition: run.last,
          creatorId,
          totalSupply,
        });
    }
    const order = await insertCatalogueOrder(tx, {
      ...shippedOrderBase(checkout, intent),
      confirmationId: checkout.confirmationId,
      quantity: itemCount,
    });
    const items = await insertCatalogueOrderItems(
      tx,
      sold.map(({ line, firstEdition, lastEdition, creatorId, totalSupply }) => ({
        orderId: order.id,
        imageId: line.imageId,
        creatorId,
        name: line.name,
        style: line.style,
        quantity: line.quantity,
        ...formatOf(line),
        price: line.unitPrice.toFixed(2),
        // Lines priced before sizes had no print part: the whole price was the print's.
        printPrice: (line.printPrice ?? line.unitPrice).toFixed(2),
        isLimitedEdition: line.isLimitedEdition,
        firstEdition,
        lastEdition,
        totalSupply,
        posterImageUrl: line.generatedUrl ?? line.imageUrl,
      })),
    );
    // The creators' shares, written with the sale in the royalty ledger (docs/product/community.md#royalties).
    const earned = items.filter((item) => item.creatorId !== null && item.totalSupply !== null);
    if (earned.length > 0) {
      await insertRoyalties(
        tx,
        earned.map((item) => {
          // The creator's share is of the print alone, never of its frame or mount.
          const saleMinor = toMinorUnits(Number(item.printPrice ?? item.price)) * item.quantity;
          const rate = royaltyRate(item.totalSupply!);
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
