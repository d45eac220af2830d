import type { JobQueue } from '../../db/jobs.ts';
import { seedDemoCatalogue } from './demo-seed.ts';
import type { SeedDependencies } from './demo-seed.ts';

const seedQueue = 'demo.seed';

/**
 * The seeding job: queued at start when SEED_DEMO is on (never blocking HTTP), run by a worker, done once.
 * Demo posters are always rendered by the local engine: they must not cost API calls.
 */
export async function registerDemoSeedJobs(
  jobs: JobQueue,
  deps: SeedDependencies,
  options: { seedAtStart: boolean; startUpRendersMayBegin?: Promise<void> },
) {
  await jobs.defineQueue(seedQueue, { retryLimit: 2, retryDelay: 30, expireInSeconds: 1800 });
  await jobs.work(seedQueue, async () => {
    await options.startUpRendersMayBegin;
    await seedDemoCatalogue(deps);
  });
  if (options.seedAtStart) await jobs.boss.send(seedQueue, {}, { singletonKey: 'demo', singletonSeconds: 300 });
}
