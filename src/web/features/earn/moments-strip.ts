/**
 * The strip's posters three times in a row, so the scroll can loop by one copy's width without a gap
 * (docs/product/community.md#earn-page).
 */
export function tripled<T>(items: readonly T[]): { item: T; copy: 0 | 1 | 2 }[] {
  return ([0, 1, 2] as const).flatMap((copy) => items.map((item) => ({ item, copy })));
}
