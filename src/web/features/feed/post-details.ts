/**
 * '#soldCount+1/totalSupply' (docs/product/catalogue.md#what-the-catalogue-shows), never below #1 nor past the supply;
 * empty without a supply.
 */
export function editionLabel(soldCount: number, totalSupply: number): string {
  const total = Math.trunc(totalSupply);
  if (!Number.isFinite(total) || total < 1) return '';
  const sold = Math.min(total, Math.max(0, Math.trunc(Number.isFinite(soldCount) ? soldCount : 0)));
  return `#${Math.min(total, sold + 1)}/${total}`;
}

/**
 * The catalogue address that opens this poster from the feed, `?showPoster=`
 * (docs/product/catalogue.md#poster-detail-and-links).
 */
export function catalogueLink(posterId: number): string {
  return `/catalogue?showPoster=${posterId}`;
}
