import { availableParallelism } from 'node:os';

/**
 * At most `slots` tasks at a time, the others waiting in arrival order. The local engine renders through it: each
 * 12 MP render holds about 100 MB of libvips and pixel buffers, and a process can be asked for more at once than
 * its cores can serve (the generation queue's two slots, the style thumbnails, the demo catalogue). Beyond two
 * renders per process the time per render only grows with the memory (decision 020).
 */
export class RenderSlots {
  readonly slots: number;
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(slots: number) {
    if (!Number.isInteger(slots) || slots < 1)
      throw new RangeError(`render slots must be a positive integer, got ${slots}`);
    this.slots = slots;
    this.#free = slots;
  }

  /** Tasks running now. */
  get busy(): number {
    return this.slots - this.#free;
  }

  /** Tasks waiting for a slot. */
  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free -= 1;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      // hand the slot straight to the next in line, or give it back
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free += 1;
    }
  }
}

/**
 * Image work at once per process (decision 020, decision 036): the local engine's renders (with the subject
 * detection inside them), the decoding of uploaded photos, the posters' public pictures and the wall previews take
 * the same slots, as many as the cores and at most two: more at once only adds memory. The app makes the one
 * `RenderSlots` of this size where it is composed (runtime.ts) and hands it to each of them.
 */
export const IMAGE_SLOTS = Math.max(1, Math.min(2, availableParallelism()));
