export type { MailOutbox } from './mail.jobs.ts';
export {
  accountDeletionCodeMail,
  alreadyRegisteredMail,
  emailChangeCodeMail,
  emailChangedMail,
  emailInUseMail,
  passwordChangedMail,
  passwordResetCodeMail,
  verificationCodeMail,
} from './templates/account-mails.ts';
export { brandedMail, escapeHtml } from './templates/layout.ts';
export { posterRejectedMail } from './templates/review-mails.ts';
export type { MailPictures } from './mail-pictures.ts';
