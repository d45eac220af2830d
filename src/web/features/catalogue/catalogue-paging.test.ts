import { describe, expect, it } from 'vitest';
import type { CataloguePage, CataloguePoster } from '../../../shared/catalogue.ts';
import { nextCatalogueOffset, postersOfPages, publicImagesUrl } from './catalogue-paging.ts';

const poster = (id: number) => ({ id }) as CataloguePoster;
const page = (ids: number[], offset: number, hasMore: boolean): CataloguePage => ({
  images: ids.map(poster),
  pagination: { total: 100, limit: 12, offset, hasMore },
});

describe('catalogue paging', () => {
  it('asks for the next 12 after the loaded ones while there are more', () => {
    expect(nextCatalogueOffset(page([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 0, true))).toBe(12);
    expect(nextCatalogueOffset(page([13, 14], 12, true))).toBe(14);
  });
  it('stops at the last page and at an empty page', () => {
    expect(nextCatalogueOffset(page([1], 24, false))).toBeUndefined();
    expect(nextCatalogueOffset(page([], 24, true))).toBeUndefined();
  });
  it('lists each poster once across pages', () => {
    expect(postersOfPages([page([1, 2], 0, true), page([2, 3], 2, false)]).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(postersOfPages(undefined)).toEqual([]);
  });
  it('builds the list address with the search only when there is one', () => {
    expect(publicImagesUrl(0, '')).toBe('/api/public-images?limit=12&offset=0');
    expect(publicImagesUrl(12, 'anna & co')).toBe('/api/public-images?limit=12&offset=12&search=anna+%26+co');
  });
});
