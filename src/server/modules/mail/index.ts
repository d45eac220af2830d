export type { MailOutbox } from './mail.jobs.ts';
export { accountDeletionCodeMail, alreadyRegisteredMail, verificationCodeMail } from './templates/account-mails.ts';
export { brandedMail, escapeHtml } from './templates/layout.ts';
export { posterRejectedMail } from './templates/review-mails.ts';
