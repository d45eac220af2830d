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
  options: {
    seedAtStart: boolean;
    startUpRendersMayBegin?: Promise<void>;
    /** Once demo posters are written: their public pictures are made by the pictures' jobs (decision 039). */
    onSeeded?: () => Promise<unknown>;
  },
) {
  await jobs.defineQueue(seedQueue, { retryLimit: 2, retryDelay: 30, expireInSeconds: 1800 });
  await jobs.work(seedQueue, async () => {
    await options.startUpRendersMayBegin;
    const result = await seedDemoCatalogue(deps);
    if (result.seeded > 0) await options.onSeeded?.();
  });
  if (options.seedAtStart) await jobs.boss.send(seedQueue, {}, { singletonKey: 'demo', singletonSeconds: 300 });
}
