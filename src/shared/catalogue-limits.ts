/**
 * The catalogue's numbers, kept free of imports: the catalogue page's first load reads them, and the
 * schemas in catalogue.ts (which need zod) stay out of it.
 *
 * GET /api/public-images paging and search (docs/product/catalogue.md#search-and-paging): limit 12 by default, clamped
 * to 1..48;
 * offsets to 0..1,000,000; the search refused past 100 characters.
 */
export const CATALOGUE_PAGE_SIZE = 12;
export const MAX_CATALOGUE_PAGE_SIZE = 48;
export const MAX_CATALOGUE_OFFSET = 1_000_000;
export const MAX_SEARCH_LENGTH = 100;
/** Display price of a catalogue poster without one of its own (docs/product/pay.md#prices). */
export const CATALOGUE_DEFAULT_PRICE = 29.95;

/**
 * How wide a catalogue tile is drawn, exactly as the grid lays it out (inside a max-w-6xl page with
 * px-4, md:px-8): 2 columns with 12 px gaps on phones, 3 from 640 px (20 px gaps from 768 px), 4 from
 * 1024 px. The grid's `sizes` and the server's preload of the first tiles use the same words, so the
 * browser picks the same picture for both; an honest width lets a phone take the 340 px thumbnail.
 */
export const CATALOGUE_TILE_SIZES =
  '(min-width: 1152px) 257px, (min-width: 1024px) calc(25vw - 31px), (min-width: 768px) calc(33.3vw - 35px), (min-width: 640px) calc(33.3vw - 19px), calc(50vw - 22px)';

/**
 * How many tiles' pictures the server preloads from the page head: the first, the largest paint on a phone.
 * More would share the first second's bandwidth with the script and slow the first one down.
 */
export const CATALOGUE_PRELOADED_TILES = 1;
