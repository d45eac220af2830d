/**
 * Reads `read` every `everyMs` until `done` says so, `waitMs` have passed or `stop` aborts; answers the last value
 * read and whether it was done. A request's wait on a queued job: a generation's result, a window's suggestion.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { waitMs, everyMs, stop }: { waitMs: number; everyMs: number; stop?: AbortSignal },
): Promise<{ value: T; done: boolean }> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const value = await read();
    if (done(value)) return { value, done: true };
    if (Date.now() >= deadline || stop?.aborted) return { value, done: false };
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
