import type { Language } from '../../../shared/i18n/languages.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import type { MailOutbox } from '../mail/index.ts';
import { passwordResetCodeMail } from '../mail/index.ts';
import { deleteAttemptsBefore } from './attempts.ts';
import type { SessionStore } from './sessions.ts';
import { findUserByEmail } from './users.repository.ts';
import { deleteCodesBefore } from './verifications.repository.ts';

const cleanupQueue = 'accounts.cleanup';
const passwordResetMailQueue = 'accounts.password-reset-mail';

type PasswordResetMailRequest = { email: string; code: string; language: Language };

/** Seconds a reset job waits before it runs, and how often its worker looks for one. */
const RESET_MAIL_DELAY_S = 1;

/**
 * Queues a password-reset mail. The request that asked for it does the same work whatever the address; only this
 * job looks whether the address has an account (docs/product/accounts.md#a-forgotten-password). It starts a moment
 * later: run at once, a mail's work (rendering, the mail job, SMTP) slowed the end of the very request that queued
 * it, and an address with an account answered measurably slower (by 3 to 12 ms at the median in the tests).
 */
export const passwordResetMailQueuer = (jobs: JobQueue) => async (request: PasswordResetMailRequest) => {
  await jobs.boss.send(passwordResetMailQueue, request, { startAfter: RESET_MAIL_DELAY_S });
};

/** Mails the reset code to an address that has an account; for any other address it does nothing. */
export async function registerPasswordResetMailJobs(
  jobs: JobQueue,
  db: Database,
  outbox: MailOutbox,
  brand: { brandName: string; publicUrl: string },
) {
  await jobs.defineQueue(passwordResetMailQueue, { retryLimit: 3, retryDelay: 5, deleteAfterSeconds: 3600 });
  await jobs.work<PasswordResetMailRequest>(
    passwordResetMailQueue,
    async ([job]) => {
      const { email, code, language } = job!.data;
      if (!(await findUserByEmail(db, email))) return;
      await outbox.enqueue({ to: email, ...passwordResetCodeMail(brand, code, language) });
    },
    // a delayed job wakes no worker: it is found by polling
    { pollingIntervalSeconds: RESET_MAIL_DELAY_S, notifyPollingIntervalSeconds: RESET_MAIL_DELAY_S },
  );
}

/** Every hour: expired sessions, spent codes and old attempt counts are deleted. */
export async function registerAccountsJobs(jobs: JobQueue, db: Database, sessions: SessionStore) {
  await jobs.defineQueue(cleanupQueue);
  await jobs.work(cleanupQueue, async () => {
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
    await sessions.destroyExpired();
    await deleteAttemptsBefore(db, dayAgo);
    await deleteCodesBefore(db, dayAgo);
  });
  await jobs.schedule(cleanupQueue, '17 * * * *');
}
