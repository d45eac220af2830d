/**
 * Gives memory back once the server falls idle (decision 020). V8 grows its heap while ~200 modules load, the
 * database opens and the start-up renders run, and it shrinks it only lazily; a full collection once the process
 * has had no request and no job for a while returns that to the system. It runs once per idle spell (never again
 * until some work has happened) and never while a request or a job is running: a full collection stops the
 * JavaScript thread for some tens of milliseconds.
 */

/**
 * What the server logs (at debug: an idle shop falls idle again after each of its minutely jobs) when it has fallen
 * idle and given memory back; the memory bench runs its servers at debug and waits for it.
 */
export const IDLE_COLLECTED = 'idle: memory given back';

/** What marks work: `begin()` when a request or job starts, the returned function when it ends (once). */
export type WorkTracker = { begin(): () => void };

export type IdleMemory = WorkTracker & {
  /** Whether nothing runs now. */
  readonly idle: boolean;
  stop(): void;
};

export type IdleMemoryOptions = {
  /** How long the process must have been idle before the collection. */
  idleMs: number;
  /** The collection (`global.gc` under `--expose-gc`). */
  collect: () => void;
};

/**
 * The fullest collection V8 offers, when the process runs with `--expose-gc` (false otherwise): the "last resort"
 * flavour collects until nothing more is freed and gives the emptied heap pages back to the system. A regular
 * `gc()` keeps those pages pooled for reuse: on an idle ROLE=api process it freed 0 MB (181 MB resident) where this
 * one freed 53 MB (128 MB), for some tens of milliseconds of a stopped JavaScript thread.
 */
export function collectAllGarbage(): boolean {
  if (!globalThis.gc) return false;
  globalThis.gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return true;
}

export function createIdleMemory({ idleMs, collect }: IdleMemoryOptions): IdleMemory {
  let running = 0;
  let collectedSinceWork = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    cancel();
    if (stopped || collectedSinceWork || running > 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (stopped || collectedSinceWork || running > 0) return;
      collectedSinceWork = true;
      collect();
    }, idleMs);
    timer.unref();
  };

  schedule(); // the start itself is the first burst of work
  return {
    get idle() {
      return running === 0;
    },
    begin() {
      running += 1;
      collectedSinceWork = false;
      cancel();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        running -= 1;
        if (running === 0) schedule();
      };
    },
    stop() {
      stopped = true;
      cancel();
    },
  };
}
