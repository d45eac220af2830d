/**
 * Outgoing mail: the outbox folder by default, SMTP (`SMTP_URL`) in production. A message goes through the
 * mail job as JSON, so an attachment travels as a reference (`MailAttachmentRef`) and is made at send time.
 */
export type MailAttachmentRef = { type: 'receipt'; confirmationId: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: MailAttachmentRef[];
};

export type MailFile = { filename: string; contentType: string; content: Buffer };

/** A message ready to leave: its attachments made. */
export type OutgoingMail = Omit<MailMessage, 'attachments'> & { files?: MailFile[] };

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: OutgoingMail): Promise<void>;
}
