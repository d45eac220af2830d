import { describe, expect, it } from 'vitest';
import { pollUntil } from './poll-until.ts';

describe('pollUntil', () => {
  it('reads until the value is done and answers it', async () => {
    let reads = 0;
    const answer = await pollUntil(
      async () => ++reads,
      (value) => value === 3,
      { waitMs: 5_000, everyMs: 1 },
    );
    expect(answer).toEqual({ value: 3, done: true });
  });

  it('answers the last value, not done, once the wait is over', async () => {
    let reads = 0;
    const started = Date.now();
    const answer = await pollUntil(
      async () => ++reads,
      () => false,
      { waitMs: 50, everyMs: 10 },
    );
    expect(answer.done).toBe(false);
    expect(answer.value).toBe(reads);
    expect(reads).toBeGreaterThan(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
  });

  it('stops at once when the caller goes away', async () => {
    const stop = new AbortController();
    stop.abort();
    let reads = 0;
    const answer = await pollUntil(
      async () => ++reads,
      () => false,
      { waitMs: 60_000, everyMs: 10, stop: stop.signal },
    );
    expect(answer).toEqual({ value: 1, done: false });
  });
});
