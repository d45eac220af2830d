/** The counter turns red when at most this many prints remain (docs/product/catalogue.md#what-the-catalogue-shows). */
export const LOW_EDITION_THRESHOLD = 5;

/**
 * The edition a buyer would get: soldCount + 1 out of totalSupply, shown '#n/N'
 * (docs/product/catalogue.md#what-the-catalogue-shows). A sold-out
 * edition shows its last number; the number never goes below 1 or above the supply.
 */
export function editionCounter(
  soldCount: number,
  totalSupply: number,
): { label: string; low: boolean; soldOut: boolean } {
  const total = Math.max(1, Math.trunc(totalSupply));
  const sold = Math.min(total, Math.max(0, Math.trunc(soldCount)));
  const next = Math.min(total, sold + 1);
  return { label: `#${next}/${total}`, low: sold >= total - LOW_EDITION_THRESHOLD, soldOut: sold >= total };
}
