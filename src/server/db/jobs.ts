import { fromPglite, PgBoss } from 'pg-boss';
import type { Queue, WorkHandler, WorkOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { WorkTracker } from '../idle-memory.ts';
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
  unschedule(name: string): Promise<void>;
  /**
   * Stops taking jobs and lets the running ones finish within `graceMs`; a job still running then is failed
   * (its queue retries it on the next start, decision 012) and the queue's connections close.
   */
  stop(graceMs?: number): Promise<void>;
};

export async function startJobQueue(
  handle: DatabaseHandle,
  log: Logger,
  options: {
    runWorkers: boolean;
    observeJob?: (queue: string, seconds: number, outcome: 'completed' | 'failed') => void;
    /** Told when a job starts and ends (the idle-time collection waits for none to run). */
    work?: WorkTracker;
  },
): Promise<JobQueue> {
  // Workers wake the moment a job is sent (LISTEN/NOTIFY); polling stays on as a backstop.
  // The supervisor fails jobs whose worker died (heartbeat or expiry lapsed) so they are retried; pg-boss checks
  // every 60 s by default, which left a poster interrupted by a crash waiting over a minute. Every 15 s it is
  // back within about 30 s of a restart (decision 012; measured by src/server/faults/crash-restart.int.test.ts).
  const sharedOptions = {
    supervise: options.runWorkers,
    schedule: options.runWorkers,
    useListenNotify: true,
    superviseIntervalSeconds: 15,
    monitorIntervalSeconds: 15,
  };
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
      const existing = await boss.getQueue(name);
      if (!existing) return boss.createQueue(name, settings);
      // A queue keeps the policy it was made with (pg-boss refuses to change it, even to the same one): the next
      // start of a shop updates everything else.
      const { policy, ...changeable } = settings;
      if (policy && existing.policy !== policy)
        log.warn({ queue: name, policy: existing.policy, wanted: policy }, 'a job queue keeps its first policy');
      await boss.updateQueue(name, changeable);
    },
    async work<T extends object>(name: string, handler: WorkHandler<T>, workOptions: WorkOptions = {}) {
      if (!options.runWorkers) return;
      // pg-boss 12 waits out the poll (5 s here) after every fetch unless a NOTIFY arrived meanwhile, and the
      // NOTIFYs that land while a worker is busy count as one: a backlog (a burst of payments, mails) drained at
      // one job per 5 s (found by src/server/load.int.test.ts). Each worker therefore looks for its next job as soon
      // as it finishes one, and waits for the poll only when the queue is empty. One worker per concurrency slot,
      // so each handler knows which worker to wake.
      const { localConcurrency = 1, ...rest } = workOptions;
      for (let slot = 0; slot < localConcurrency; slot++) {
        let workerId = '';
        workerId = await boss.work<T>(name, { notifyPollingIntervalSeconds: 5, ...rest }, async (jobs) => {
          const started = performance.now();
          const ended = options.work?.begin();
          let outcome: 'completed' | 'failed' = 'failed';
          try {
            const result: unknown = await handler(jobs);
            outcome = 'completed';
            return result;
          } finally {
            ended?.();
            options.observeJob?.(name, (performance.now() - started) / 1000, outcome);
            boss.notifyWorker(workerId);
          }
        });
      }
    },
    async schedule(name, cron) {
      if (!options.runWorkers) return;
      await boss.schedule(name, cron);
    },
    async unschedule(name) {
      if (!options.runWorkers) return;
      await boss.unschedule(name);
    },
    async stop(graceMs = 10_000) {
      await boss.stop({ graceful: true, timeout: graceMs });
    },
  };
}
