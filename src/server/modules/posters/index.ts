/**
 * What other modules may use of the posters module besides its service: the public catalogue's definition in SQL
 * (which posters are in it, the columns a catalogue row has, how many there are), so the admin's catalogue and the
 * sitemaps list exactly what the shop shows.
 */
export { catalogueColumns, countCatalogue, inCatalogue } from './posters.repository.ts';
