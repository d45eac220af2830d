import type { MailAttachmentRef, Mailer, MailFile, MailMessage } from '../../adapters/mail/mailer.ts';
import type { JobQueue } from '../../db/jobs.ts';

export const sendMailQueue = 'mail.send';

/**
 * Mail leaves through a job so a slow or unreachable mail server never blocks a request,
 * and a failed delivery is retried with backoff (about 2 hours of tries) instead of being lost.
 */
export async function registerMailJobs(
  jobs: JobQueue,
  mailer: Mailer,
  attachmentOf?: (ref: MailAttachmentRef) => Promise<MailFile | null>,
) {
  await jobs.defineQueue(sendMailQueue, {
    retryLimit: 8,
    retryDelay: 15,
    retryBackoff: true,
    deleteAfterSeconds: 24 * 3600,
  });
  await jobs.work<MailMessage>(sendMailQueue, async ([job]) => {
    const { attachments, ...message } = job!.data;
    // Attachments are made now, from their reference (a job's payload is JSON, not a place for files).
    const files =
      attachments?.length && attachmentOf
        ? (await Promise.all(attachments.map(attachmentOf))).filter((file) => file !== null)
        : undefined;
    await mailer.send({ ...message, ...(files?.length ? { files } : {}) });
  });
}

export type MailOutbox = { enqueue(message: MailMessage): Promise<void> };

export const mailOutbox = (jobs: JobQueue): MailOutbox => ({
  async enqueue(message) {
    await jobs.boss.send(sendMailQueue, message);
  },
});
