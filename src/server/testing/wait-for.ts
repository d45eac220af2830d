/**
 * Polls until `probe` gives a value (anything truthy), or fails naming `what` at the deadline. `what` may be a
 * function, read only then: it can tell what the probe last saw. An error the probe throws ends the wait at once.
 */
export async function waitFor<T>(
  what: string | (() => string),
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
