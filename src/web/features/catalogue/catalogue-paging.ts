import type { CataloguePage, CataloguePoster } from '../../../shared/catalogue.ts';
import { CATALOGUE_PAGE_SIZE, MAX_CATALOGUE_OFFSET, MAX_SEARCH_LENGTH } from '../../../shared/catalogue-limits.ts';

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

/** The catalogue's address parameters: `?q=` the search, `?page=` the page of 12 it starts at (from 1). */
export const CATALOGUE_SEARCH_PARAM = 'q';
export const CATALOGUE_PAGE_PARAM = 'page';
/** The last page an address can name: the one holding the list's largest offset. */
const MAX_ADDRESSED_PAGE = Math.floor(MAX_CATALOGUE_OFFSET / CATALOGUE_PAGE_SIZE) + 1;

/**
 * What the catalogue's address asks for (docs/product/catalogue.md#search-and-paging): the search and the offset of
 * its first poster. A page number that is not a whole number from 1 is the first page.
 */
export function catalogueStartOf(params: URLSearchParams): { search: string; page: number; start: number } {
  const search = (params.get(CATALOGUE_SEARCH_PARAM) ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const raw = params.get(CATALOGUE_PAGE_PARAM) ?? '';
  const page = /^[1-9]\d{0,6}$/.test(raw) ? Math.min(Number(raw), MAX_ADDRESSED_PAGE) : 1;
  return { search, page, start: (page - 1) * CATALOGUE_PAGE_SIZE };
}

/** The catalogue address of a search and a page (the first page names no number), other parameters kept. */
export function catalogueSearchOf(current: string, search: string, page = 1): string {
  const params = new URLSearchParams(current);
  if (search) params.set(CATALOGUE_SEARCH_PARAM, search);
  else params.delete(CATALOGUE_SEARCH_PARAM);
  if (page > 1) params.set(CATALOGUE_PAGE_PARAM, String(page));
  else params.delete(CATALOGUE_PAGE_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}
