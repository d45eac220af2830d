/** The words of "Your data" in /settings: the copy of one's data and deleting the account (decision 019). */
export default {
  title: 'Your data',
  description: 'Download a copy of everything we keep about you, or delete your account.',
  download: 'Download my data',
  downloading: 'Preparing…',
  downloadFailed: 'Failed to download your data',
  downloadHint:
    'One JSON file: your account, credits, posters with links to their files, orders, likes, royalties, payouts and membership.',
  deleteAccount: 'Delete my account',
  deleteTitle: 'Delete your account?',
  deleteIntro:
    'Your account, your sessions, your likes and your posters are deleted. Posters that someone bought stay for the buyers (in the catalogue as by a former creator), and orders stay in our books for ten years without being linked to you.',
  keptPosters:
    '{count, plural, one {# of your posters was bought and will stay without your name.} other {# of your posters were bought and will stay without your name.}}',
  deletedPosters:
    '{count, plural, one {# poster will be deleted with its files.} other {# posters will be deleted with their files.}}',
  membershipEnds: 'Your membership is cancelled and does not renew.',
  royaltiesTransfer: 'Your unpaid royalties of {amount} are transferred to your payout account first.',
  royaltiesForfeit: 'Your unpaid royalties of {amount} are forfeited: no payout account is ready to receive them.',
  passwordLabel: 'Your password',
  passwordRequired: 'Enter your password to continue.',
  sendCode: 'Send code',
  sendingCode: 'Sending…',
  codeSent: 'We sent a 6-digit code to {email}. Enter it to delete your account.',
  codeLabel: 'Confirmation code',
  confirmDelete: 'Delete for good',
  deleting: 'Deleting…',
  cancel: 'Keep my account',
  deletedTitle: 'Account deleted',
  deletedText: 'Your account is deleted. Thank you for creating with us.',
  deleteFailed: 'Failed to delete your account',
  loadFailed: 'Failed to load what deleting your account would do',
} as const;
