/**
 * The catalogue's numbers, kept free of imports: the catalogue page's first load reads them, and the
 * schemas in catalogue.ts (which need zod) stay out of it.
 *
 * GET /api/public-images paging and search (spec 002 §7, §9): limit 12 by default, clamped to 1..48;
 * offsets to 0..1,000,000; the search refused past 100 characters.
 */
export const CATALOGUE_PAGE_SIZE = 12;
export const MAX_CATALOGUE_PAGE_SIZE = 48;
export const MAX_CATALOGUE_OFFSET = 1_000_000;
export const MAX_SEARCH_LENGTH = 100;
/** Display price of a catalogue poster without one of its own (spec 002 §9). */
export const CATALOGUE_DEFAULT_PRICE = 29.95;

/**
 * How wide a catalogue tile is drawn: 2 columns on phones, 3 on tablets, 4 on wide screens (inside a
 * max-w-6xl page). The grid's `sizes`, and the server's preload of the first tiles, use the same words, so
 * the browser picks the same picture for both.
 */
export const CATALOGUE_TILE_SIZES = '(min-width: 1152px) 270px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw';

/** How many tiles are above the fold on a phone and loaded eagerly (and preloaded by the server). */
export const CATALOGUE_EAGER_TILES = 4;
