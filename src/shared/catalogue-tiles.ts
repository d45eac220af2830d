/**
 * How wide a catalogue tile is drawn: 2 columns on phones, 3 on tablets, 4 on wide screens (inside a
 * max-w-6xl page). The grid's `sizes`, and the server's preload of the first tiles, use the same words, so
 * the browser picks the same picture for both. Kept free of imports: it is part of the catalogue's first load.
 */
export const CATALOGUE_TILE_SIZES = '(min-width: 1152px) 270px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw';

/** How many tiles are above the fold on a phone and loaded eagerly (and preloaded by the server). */
export const CATALOGUE_EAGER_TILES = 4;
