import { describe, expect, it } from 'vitest';
import { posterIdFromPath, posterPath, posterSlug } from './poster-url.ts';

describe('poster page addresses', () => {
  it('slugs a name in any of the four languages', () => {
    expect(posterSlug('Zürich bei Nacht!')).toBe('zurich-bei-nacht');
    expect(posterSlug('Lac Léman, été')).toBe('lac-leman-ete');
    expect(posterSlug('  Straße  ')).toBe('strasse');
    expect(posterSlug('!!!')).toBe('');
  });

  it('names the id and the slug, and reads the id back whatever the slug', () => {
    expect(posterPath(42, 'Zürich bei Nacht')).toBe('/posters/42-zurich-bei-nacht');
    expect(posterPath(7, '***')).toBe('/posters/7');
    expect(posterIdFromPath('/posters/42-zurich-bei-nacht')).toBe(42);
    expect(posterIdFromPath('/posters/42-old-name')).toBe(42);
    expect(posterIdFromPath('/posters/42')).toBe(42);
  });

  it('refuses what is not a poster page', () => {
    for (const path of [
      '/posters/',
      '/posters/0-x',
      '/posters/abc',
      '/posters/42/x',
      '/catalogue',
      '/posters/-1',
      '/posters/42-Upper',
    ])
      expect(posterIdFromPath(path)).toBeNull();
  });
});
