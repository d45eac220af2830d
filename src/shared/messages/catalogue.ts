import { creatorHandle } from './common.ts';
/** The words of the public catalogue (spec 002 §2, §8) the server answers with; shared with the browser. */
export const catalogueMessages = {
  searchPlaceholder: 'Search creators or poster names',
  searchTooLong: 'Your search can be at most 100 characters.',
  searchInvalid: 'Please search for a piece of text.',
  posterNotAvailable: 'This poster is not in the catalogue.',
  invalidPosterId: 'This poster link is not valid.',
  loadFailed: 'Failed to load images',
  shareCardAlt: (name: string, username: string | null) => `${name} by ${creatorHandle(username)}`,
  shareTagline: 'A3 poster · printed in Switzerland',
  shareEdition: (totalSupply: number, price: string) => `${totalSupply} ${totalSupply === 1 ? 'print' : 'prints'} at ${price} CHF`,
} as const;
