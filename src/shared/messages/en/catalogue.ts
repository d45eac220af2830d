/**
 * The catalogue (docs/product/catalogue.md#what-the-catalogue-shows): the /catalogue page, its poster detail and
 * sharing, the server's words for it, and the share page and card.
 */
export default {
  heading: 'The catalogue',
  intro: 'Posters made by our community, printed in Switzerland. Some are limited editions.',
  createSignedIn: 'Create Prints',
  createSignedOut: 'Create your first Print',
  openSearch: 'Search the catalogue',
  closeSearch: 'Close search',
  searchLabel: 'Search creators or poster names',
  feedLink: 'Moments',
  dashboardLink: 'Dashboard',
  emptyTitle: 'No posters in the catalogue yet',
  emptyText: 'Be the first: create a poster and publish it.',
  noResultsTitle: 'No posters match “{query}”',
  noResultsText: 'Try a creator’s username or another poster name.',
  loadingMore: 'Loading more posters…',
  morePosters: 'More posters',
  backToCatalogue: 'The catalogue',
  posterGone: 'This poster is no longer in the catalogue.',
  firstPosters: 'Back to the newest posters',
  /** A poster's picture: its name (or untitledPoster) and its creator's handle (or common.formerCreator). */
  posterAlt: '{name} by {creator}',
  untitledPoster: 'Poster',
  editionLabel: 'Edition',
  soldOut: 'Sold out',
  city: 'City',
  style: 'Style',
  momentLink: 'See the moment',
  share: 'Share',
  copyLink: 'Copy link',
  linkCopiedTitle: 'Link copied',
  linkCopiedText: 'Share it anywhere: the link opens this poster.',
  copyFailed: 'Could not copy the link.',
  shareWith: 'Share…',
  downloadPng: 'Download PNG',
  posterNotFoundTitle: 'Poster not available',
  shareTitle: '{name} by {creator}',

  searchTooLong: 'Your search can be at most 100 characters.',
  searchInvalid: 'Please search for a piece of text.',
  posterNotAvailable: 'This poster is not in the catalogue.',
  invalidPosterId: 'This poster link is not valid.',
  loadFailed: 'Failed to load images',

  /** The page a shared catalogue link opens, as messengers preview it (Open Graph), and its card image. */
  sharePage: {
    title: '{name} by {creator}',
    descriptionWithCity: '{styleSound, select, vowel {An} other {A}} {style} poster from {city} · {edition}',
    description: '{styleSound, select, vowel {An} other {A}} {style} poster · {edition}',
    edition: '{count, plural, one {# print} other {# prints}} at {price}',
    cardAlt: '{name} by {creator}',
    tagline: 'A3 poster · printed in Switzerland',
  },
} as const;
