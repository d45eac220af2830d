import { FIRST_POLL_MS, MAX_POLLS, POLL_INTERVAL_MS } from '../../../shared/create.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';

/**
 * Polling for a poster that did not come within the first request (docs/product/create.md#generation): the first check
 * after
 * 2 s, then every 3 s, at most 30 checks.
 */

/** Milliseconds to wait before check number `attempt` (0-based). */
export const pollDelay = (attempt: number) => (attempt === 0 ? FIRST_POLL_MS : POLL_INTERVAL_MS);

/** When each check runs, in milliseconds after polling starts. */
export function pollSchedule(maxTries = MAX_POLLS): number[] {
  const times: number[] = [];
  let elapsed = 0;
  for (let attempt = 0; attempt < maxTries; attempt++) {
    elapsed += pollDelay(attempt);
    times.push(elapsed);
  }
  return times;
}

/** A failed generation: its code (what the page decides by) and the server's words for it. */
export type PollFailure = { status: 'failed'; code: ErrorCode; message: string | null };

export type PollCheck<T> = { status: 'done'; result: T } | PollFailure | { status: 'pending' };

export type PollOutcome<T> =
  { status: 'done'; result: T } | PollFailure | { status: 'exhausted' } | { status: 'aborted' };

type PollOptions<T> = {
  check: (attempt: number) => Promise<PollCheck<T>>;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
  maxTries?: number;
  signal?: AbortSignal;
  /** Told about a check that threw; polling goes on. */
  onCheckError?: (error: unknown) => void;
};

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Checks until the poster is done or failed, or the tries run out. A check that throws (a network
 * hiccup, a gateway error) counts as pending: the next one may answer.
 */
const logCheckError = (error: unknown) => console.warn('Checking the generation failed; trying again.', error);

export async function pollUntilReady<T>({
  check,
  wait = sleep,
  maxTries = MAX_POLLS,
  signal,
  onCheckError = logCheckError,
}: PollOptions<T>): Promise<PollOutcome<T>> {
  for (let attempt = 0; attempt < maxTries; attempt++) {
    await wait(pollDelay(attempt), signal);
    if (signal?.aborted) return { status: 'aborted' };
    let answer: PollCheck<T>;
    try {
      answer = await check(attempt);
    } catch (error) {
      if (signal?.aborted) return { status: 'aborted' };
      onCheckError(error);
      continue;
    }
    if (answer.status !== 'pending') return answer;
  }
  return { status: 'exhausted' };
}
