/**
 * Credits (docs/product/create.md#credits): the header's credit badge, on every first load of /create and /feed for a
 * signed-in user, and the credit purchase dialog (packs from the server, paid like an order).
 */
export default {
  creditsLabel: '{count, plural, one {# generation credit} other {# generation credits}}',
  unlimitedCreditsLabel: 'Unlimited generation credits',
  buyCredits: 'Buy more credits',
  manageMembership: 'Artistic Collective membership',

  purchase: {
    title: 'Buy credits',
    description: 'Each poster you create uses one credit. Credits never expire.',
    packCredits: '{count, plural, one {# credit} other {# credits}}',
    perCredit: '{price} per poster',
    continue: 'Continue to payment',
    preparing: 'Preparing...',
    payTitle: 'Pay for your credits',
    loadFailed: 'The credit packs could not be loaded. Please try again.',
    retry: 'Try again',
    doneTitle: 'Credits added',
    doneText: '{count, plural, one {# credit was added.} other {# credits were added.}} You now have {balance}.',
    keepCreating: 'Keep creating',
    membershipHint: 'Creating a lot? The membership makes it unlimited.',
    seeMembership: 'See the membership',
    errorTitle: 'Error',
    buyFailed: 'The purchase could not be started. Please try again.',
    completeFailed: 'Your payment went through but the credits could not be added yet. Please contact support.',
  },
} as const;
