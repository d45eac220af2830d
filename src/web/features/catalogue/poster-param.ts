import { posterPath } from '../../../shared/poster-url.ts';

/**
 * The poster in the address (docs/product/catalogue.md#poster-detail-and-links): `poster` is the shared-link form,
 * `showPoster` comes from the
 * feed. Opening a poster writes `poster=<id>`; closing removes both.
 */
export const POSTER_PARAM = 'poster';
export const SHOW_POSTER_PARAM = 'showPoster';

/** The poster id the address asks for, or null when there is none or it is not a positive integer. */
export function posterIdFromSearch(search: string | URLSearchParams): number | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(POSTER_PARAM) ?? params.get(SHOW_POSTER_PARAM);
  if (!raw || !/^[1-9]\d{0,14}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** The query string with `poster=<id>` (or without any poster when id is null), the other parameters kept. */
export function searchWithPoster(search: string, id: number | null): string {
  const params = new URLSearchParams(search);
  params.delete(SHOW_POSTER_PARAM);
  if (id === null) params.delete(POSTER_PARAM);
  else params.set(POSTER_PARAM, String(id));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The link for sharing a poster: its own page, the poster's canonical address. */
export function posterShareUrl(origin: string, poster: { id: number; name: string }): string {
  return `${origin}${posterPath(poster.id, poster.name)}`;
}
