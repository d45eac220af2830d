import { creatorHandle } from './common.ts';
/**
 * What is left of the old catalogue words: the admin catalogue's tiles still use these two (admin's part of
 * issue 13). The catalogue's own words are in `en/catalogue.ts` (`posterAlt`, `untitledPoster`) and
 * `common.formerCreator`; delete this module once the admin tiles read them.
 */
export const cataloguePageMessages = {
  byUsername: creatorHandle,
  posterAlt: (name: string, username: string | null) => `${name || 'Poster'} by ${creatorHandle(username)}`,
} as const;
