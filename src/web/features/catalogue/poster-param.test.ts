import { describe, expect, it } from 'vitest';
import { posterIdFromSearch, posterShareUrl, searchWithPoster } from './poster-param.ts';

describe('the poster in the address', () => {
  it('reads poster, or showPoster from the feed', () => {
    expect(posterIdFromSearch('?poster=42')).toBe(42);
    expect(posterIdFromSearch('?showPoster=7')).toBe(7);
    expect(posterIdFromSearch('?poster=3&showPoster=7')).toBe(3);
  });
  it('ignores what is not a poster id', () => {
    expect(posterIdFromSearch('')).toBeNull();
    expect(posterIdFromSearch('?poster=abc')).toBeNull();
    expect(posterIdFromSearch('?poster=0')).toBeNull();
    expect(posterIdFromSearch('?poster=-4')).toBeNull();
    expect(posterIdFromSearch('?poster=1e3')).toBeNull();
  });
  it('writes poster=<id> and keeps the other parameters', () => {
    expect(searchWithPoster('', 5)).toBe('?poster=5');
    expect(searchWithPoster('?utm=x&showPoster=9', 9)).toBe('?utm=x&poster=9');
  });
  it('removes the poster when the detail closes', () => {
    expect(searchWithPoster('?poster=5', null)).toBe('');
    expect(searchWithPoster('?a=1&poster=5', null)).toBe('?a=1');
  });
  it('makes the shared-link form', () => {
    expect(posterShareUrl('https://affiche.ch', { id: 12, name: 'Lac Léman' })).toBe(
      'https://affiche.ch/posters/12-lac-leman',
    );
  });
});
