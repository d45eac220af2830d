/**
 * A poster's own page (docs/product/catalogue.md#poster-detail-and-links): `/posters/<id>-<slug of its name>`, the
 * poster's canonical address. The id decides; the slug is for people and search engines, so an address with an old
 * or missing slug is sent on to the current one.
 */
export const POSTER_PAGE_PREFIX = '/posters/';

/** "Zürich bei Nacht!" → "zurich-bei-nacht": lower case, accents dropped, anything else joined by single hyphens. */
export function posterSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The poster page's path: `/posters/42-zurich-bei-nacht` (just `/posters/42` when the name has no letter or digit). */
export function posterPath(id: number, name: string): string {
  const slug = posterSlug(name);
  return `${POSTER_PAGE_PREFIX}${id}${slug ? `-${slug}` : ''}`;
}

/** The id a poster page's path names (`/posters/42-anything` → 42), or null for any other path. */
export function posterIdFromPath(pathname: string): number | null {
  const match = /^\/posters\/([1-9]\d{0,14})(?:-[a-z0-9-]*)?\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}
