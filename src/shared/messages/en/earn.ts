/** /earn, the creators' marketing page (docs/product/community.md#earn-page). */
export default {
  kicker: 'For creators · Royalties on every print',
  heading: 'Turn your moments into prints people collect.',
  intro:
    'Make a poster from a photo or a video moment, publish it to the catalogue, and earn each time someone orders a print.',
  heroVideoLabel: 'A video moment turning into a poster',
  benefitsHeading: 'Why create with us',
  benefits: [
    {
      title: 'Escape the Doomscroll',
      text: 'Trade endless scrolling for one moment that matters: pick it, choose a style, and hold something real.',
    },
    {
      title: 'Your story earns',
      text: 'Publish a poster and earn a royalty on every print sold, from 16% on open editions up to 70% on small limited ones.',
    },
    {
      title: 'Join a movement',
      text: 'Your prints hang in partner cafés across Switzerland next to work from a growing community of creators.',
    },
  ],
  stripHeading: 'Moments Others Have Collected',
  stripLabel: 'Posters from the catalogue',
  /** A poster's picture: its name (or untitledPoster) and its creator's handle (or common.formerCreator). */
  posterAlt: '{name} by {creator}',
  untitledPoster: 'Poster',
  tryHeading: 'Try For Free',
  tryText: 'Your first posters are on us. Browse the Moments feed for ideas, then create your own.',
  startCreating: 'Start Creating',
} as const;
