import type { CataloguePage, CataloguePoster } from '../../../shared/catalogue.ts';
import { CATALOGUE_PAGE_SIZE } from '../../../shared/catalogue-limits.ts';

/** The offset of the page after `last`, or undefined when there is none (TanStack's getNextPageParam). */
export function nextCatalogueOffset(last: CataloguePage): number | undefined {
  const { offset, hasMore } = last.pagination;
  if (!hasMore || last.images.length === 0) return undefined;
  return offset + last.images.length;
}

/** The posters of all loaded pages in order, each once (a poster approved meanwhile can shift pages). */
export function postersOfPages(pages: readonly CataloguePage[] | undefined): CataloguePoster[] {
  const seen = new Set<number>();
  const posters: CataloguePoster[] = [];
  for (const page of pages ?? []) {
    for (const poster of page.images) {
      if (seen.has(poster.id)) continue;
      seen.add(poster.id);
      posters.push(poster);
    }
  }
  return posters;
}

/** The catalogue list address: `/api/public-images?limit=12&offset=…&search=…`. */
export function publicImagesUrl(offset: number, search: string, limit = CATALOGUE_PAGE_SIZE): string {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (search) params.set('search', search);
  return `/api/public-images?${params.toString()}`;
}
