import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { deleteAttemptsBefore } from './attempts.ts';
import type { SessionStore } from './sessions.ts';
import { deleteCodesBefore } from './verifications.repository.ts';

const cleanupQueue = 'accounts.cleanup';

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
