import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../lib/api-request.ts';
import { pollDelay, pollSchedule, pollUntilReady } from './generation-polling.ts';
import type { PollCheck } from './generation-polling.ts';

const noWait = async () => {};

describe('polling for the poster', () => {
  it('checks first after 2 s, then every 3 s, 30 times at most', () => {
    expect(pollDelay(0)).toBe(2000);
    expect(pollDelay(1)).toBe(3000);
    const schedule = pollSchedule();
    expect(schedule).toHaveLength(30);
    expect(schedule.slice(0, 3)).toEqual([2000, 5000, 8000]);
    expect(schedule.at(-1)).toBe(2000 + 29 * 3000);
  });

  it('stops at the first answer that is done', async () => {
    const waits: number[] = [];
    let calls = 0;
    const outcome = await pollUntilReady({
      wait: async (ms) => void waits.push(ms),
      check: async (): Promise<PollCheck<string>> =>
        ++calls === 3 ? { status: 'done', result: 'poster' } : { status: 'pending' },
    });
    expect(outcome).toEqual({ status: 'done', result: 'poster' });
    expect(waits).toEqual([2000, 3000, 3000]);
  });

  it('reports a failed job with its code and message', async () => {
    const failed = { status: 'failed', code: 'content_flagged', message: 'Image flagged as sensitive' } as const;
    const outcome = await pollUntilReady({ wait: noWait, check: async () => failed });
    expect(outcome).toEqual(failed);
  });

  it('keeps going through a failing check and gives up after 30 tries', async () => {
    let calls = 0;
    const outcome = await pollUntilReady({
      wait: noWait,
      onCheckError: () => {},
      check: async () => {
        calls++;
        if (calls % 2) throw apiErrorOf(503, 'busy');
        return { status: 'pending' };
      },
    });
    expect(outcome).toEqual({ status: 'exhausted' });
    expect(calls).toBe(30);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const outcome = await pollUntilReady({
      wait: noWait,
      signal: controller.signal,
      check: async () => ({ status: 'pending' }),
    });
    expect(outcome).toEqual({ status: 'aborted' });
  });
});
