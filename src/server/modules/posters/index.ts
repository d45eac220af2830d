/**
 * What other modules may use of the posters module besides its service: the public catalogue's definition in SQL
 * (which posters are in it, the columns a catalogue row has, how many there are), so the admin's catalogue and the
 * sitemaps list exactly what the shop shows; and a rejection's columns, cleared or read for the poster's owner.
 */
export { catalogueColumns, countCatalogue, inCatalogue, NO_REJECTION, rejectionOf } from './posters.repository.ts';
