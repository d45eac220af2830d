/** Words of /dev/mailbox, the outbox reader for local development (docs/product/operations.md#mail-outbox). */
export default {
  kicker: 'Development only',
  title: 'Mailbox',
  note: 'Every mail the shop sends while it runs without SMTP lands here, newest first, so you can sign up locally. This page exists only outside production.',
  refreshing: 'Refreshes every 3 seconds',
  listLabel: 'Mails',
  empty: 'No mails yet',
  emptyText: 'Sign up or request a code and the mail appears here within a moment.',
  unavailable: 'The mailbox is not available',
  unavailableText: 'It exists only outside production, where mails go to the outbox instead of SMTP.',
  loadFailed: 'The mailbox could not be loaded. It retries every 3 seconds.',
  from: 'From',
  to: 'To',
  sent: 'Sent',
  htmlLabel: 'Mail: {subject}',
  plainText: 'Plain text',
  noSubject: '(no subject)',
} as const;
