/** What the membership calls answer when they refuse (the server's words; the modal shows them as they are). */
export const membershipMessages = {
  promoInvalid: 'This promo code is not valid.',
  alreadyMember: 'You are already a member of the Artistic Collective.',
  setupNotYours: 'This payment setup does not belong to your membership. Please start again.',
  setupNotComplete: 'The payment method has not been confirmed yet.',
  paymentSetupFailed: 'Setup failed',
  createFailed: 'Failed to create subscription',
  noMembership: 'You have no active membership.',
  cancelFailed: 'Failed to cancel subscription',
  unknownPack: 'This credit pack does not exist.',
} as const;
