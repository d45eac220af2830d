/** What the server answers about a creator's payment account (docs/product/community.md#payouts). */
export default {
  noAccount: 'You have no payment account yet.',
  onboardingIncomplete: 'Finish setting up your payment account first.',
  createFailed: 'Failed to create payment account',
  refreshFailed: 'Failed to refresh onboarding',
  dashboardFailed: 'Failed to open dashboard',
  membersOnly: 'Payouts are part of the Artistic Collective membership.',
  accountNotFound: 'This payment account does not exist.',
} as const;
