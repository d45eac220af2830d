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
 * How many tiles' pictures the server preloads from the page head: the first, the largest paint on a phone.
 * More would share the first second's bandwidth with the script and slow the first one down.
 */
export const CATALOGUE_PRELOADED_TILES = 1;
