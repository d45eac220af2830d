import { fromPglite, PgBoss } from 'pg-boss';
import type { Queue, WorkHandler, WorkOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from './client.ts';

/**
 * The job queue: pg-boss on the same database as the app.
 *
 * On PGlite it shares the app's single connection through pg-boss's own `fromPglite` adapter,
 * which rolls back after any failed statement, so one failed job query never leaves the only
 * connection stuck in an aborted transaction (PGlite serialises every query and transaction,
 * so that ROLLBACK can only ever hit pg-boss's own block, never a drizzle transaction).
 */
export type JobQueue = {
  boss: PgBoss;
  /** Creates the queue if needed; safe to call from every process at start. */
  defineQueue(name: string, options?: Omit<Queue, 'name'>): Promise<void>;
  /** Starts consuming a queue in this process (only when ROLE runs workers). */
  work<T extends object>(name: string, handler: WorkHandler<T>, options?: WorkOptions): Promise<void>;
  /** A cron schedule (UTC) for a queue; only processes that run workers keep schedules. */
  schedule(name: string, cron: string): Promise<void>;
  stop(): Promise<void>;
};

export async function startJobQueue(
  handle: DatabaseHandle,
  log: Logger,
  options: { runWorkers: boolean },
): Promise<JobQueue> {
  // Workers wake the moment a job is sent (LISTEN/NOTIFY); polling stays on as a backstop.
  const sharedOptions = { supervise: options.runWorkers, schedule: options.runWorkers, useListenNotify: true };
  const boss =
    handle.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(handle.pglite!), backend: 'pglite', ...sharedOptions })
      : new PgBoss({ connectionString: handle.connectionString!, max: 5, ...sharedOptions });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  return {
    boss,
    async defineQueue(name, queueOptions = {}) {
      const settings = { notify: true, ...queueOptions };
      if (await boss.getQueue(name)) await boss.updateQueue(name, settings);
      else await boss.createQueue(name, settings);
    },
    async work(name, handler, workOptions = {}) {
      if (!options.runWorkers) return;
      await boss.work(name, { notifyPollingIntervalSeconds: 5, ...workOptions }, handler);
    },
    async schedule(name, cron) {
      if (!options.runWorkers) return;
      await boss.schedule(name, cron);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
