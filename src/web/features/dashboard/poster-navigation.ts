/** The neighbour of `index` in a list of `count` posters, or null at either end (the dialog's arrows). */
export function neighbourIndex(index: number, count: number, direction: -1 | 1): number | null {
  const next = index + direction;
  return next >= 0 && next < count ? next : null;
}

export type BadgedPoster = { isPublic: boolean; isApproved: boolean; rejection?: { at: string } | null };

/**
 * The badge of a poster on the dashboard (docs/product/community.md#dashboard): 'Public' when approved, 'In Review'
 * when waiting, 'Not accepted' when the review sent it back (until it is published again), none when private.
 */
export function badgeOf(poster: BadgedPoster): 'public' | 'in_review' | 'rejected' | null {
  if (!poster.isPublic) return poster.rejection ? 'rejected' : null;
  return poster.isApproved ? 'public' : 'in_review';
}
