/** The neighbour of `index` in a list of `count` posters, or null at either end (the dialog's arrows). */
export function neighbourIndex(index: number, count: number, direction: -1 | 1): number | null {
  const next = index + direction;
  return next >= 0 && next < count ? next : null;
}

/**
 * The badge of a poster on the dashboard (docs/product/community.md#dashboard): 'Public' when approved, 'In Review'
 * otherwise, none when private.
 */
export function badgeOf(poster: { isPublic: boolean; isApproved: boolean }): 'public' | 'in_review' | null {
  if (!poster.isPublic) return null;
  return poster.isApproved ? 'public' : 'in_review';
}
