import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/** The job queue's definitions run at every start: a shop restarted on its own data must start again. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a job queue defined again at the next start', () => {
  it('keeps its policy and takes the new settings, instead of refusing to start', async () => {
    const { jobs } = t.runtime;
    const name = 'tests.defined-twice';
    await jobs.defineQueue(name, { policy: 'exclusive', retryLimit: 1 });
    await jobs.defineQueue(name, { policy: 'exclusive', retryLimit: 4 });
    // Even a policy changed in code leaves the queue as it was made (and says so in the log).
    await jobs.defineQueue(name, { policy: 'singleton', retryLimit: 5 });
    const queue = await jobs.boss.getQueue(name);
    expect(queue).toMatchObject({ policy: 'exclusive', retryLimit: 5 });
  });
});
