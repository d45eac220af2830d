/**
 * The credit badge's words (spec 000 §4). Kept apart from the account dialogs' words: the badge is on
 * every first load of /create and /feed, the dialogs load on demand (docs/decisions/005).
 */
export const creditMessages = {
  creditsLabel: (count: number) => `${count} generation ${count === 1 ? 'credit' : 'credits'}`,
  unlimitedCreditsLabel: 'Unlimited generation credits',
  buyCredits: 'Buy more credits',
  manageMembership: 'Artistic Collective membership',
} as const;
