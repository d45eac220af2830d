import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkTracker } from './idle-memory.ts';
import { createTestApp } from './testing/test-app.ts';
import type { TestApp } from './testing/test-app.ts';
import { waitFor } from './testing/wait-for.ts';

/** Counts the work the server reports, as the idle-time collection sees it. */
const tracker = { running: 0, begun: 0, ended: 0 };
const work: WorkTracker = {
  begin() {
    tracker.running += 1;
    tracker.begun += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      tracker.running -= 1;
      tracker.ended += 1;
    };
  },
};

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ work });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('what counts as work for the idle-time collection (decision 020)', () => {
  it('a request, from its arrival until its answer is sent, and one that ends in an error', async () => {
    await waitFor('nothing running', async () => tracker.running === 0);
    const before = tracker.begun;
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect((await fetch(`${url}/api/no-such-thing`)).status).toBe(404);
    await waitFor('both answers closed', async () => tracker.running === 0);
    expect(tracker.begun - before).toBe(2);
    expect(tracker.running).toBe(0);
  });

  it('a job, for as long as its handler runs', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    await t.runtime.jobs.defineQueue('test.idle-memory');
    await t.runtime.jobs.work('test.idle-memory', async () => {
      started = true;
      await held;
    });
    await waitFor('nothing running', async () => tracker.running === 0);
    await t.runtime.jobs.boss.send('test.idle-memory', {});
    await waitFor('the job started', async () => started);
    expect(tracker.running).toBe(1);
    release();
    await waitFor('nothing running', async () => tracker.running === 0);
  });
});
