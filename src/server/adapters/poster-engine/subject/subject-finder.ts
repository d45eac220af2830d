import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { FOCUS_SIZE, focusSubject } from '../local/focus.ts';
import { saliencySubject, smallCopySize } from '../local/saliency.ts';
import type { Subject } from '../local/boxes.ts';
import { decodePhoto, readPhotoSize } from '../source-image.ts';
import type { RgbImage } from '../source-image.ts';
import { chooseSubject } from './detections.ts';
import { fullExtent } from './extent.ts';
import type { DetectResponse, Detection } from './detections.ts';

/** The detector sees the photo at this size on its long side (CenterNet's own input is 512 × 512). */
const DETECT_SIZE = 512;
/** A detector that has not answered in this long (its first answer includes loading the models) is given up on. */
const DETECT_TIMEOUT_MS = 30_000;
/** The models leave memory when no photo has come for this long (decision 030). */
export const DETECTOR_IDLE_MS = 30_000;
/** The detector thread's young generation, in MB. */
const DETECTOR_NURSERY_MB = 4;
/** The same photo in several styles (a customer trying them, the style thumbnails) is looked at once. */
const REMEMBERED = 16;

export type FoundSubject = {
  subject: Subject;
  /**
   * Why saliency's guess (or, when the detector failed, the focus's subject) was taken: nothing found in the photo,
   * or the detector failed.
   */
  fallback?: 'nothing-found' | 'detector-failed';
  /** The detector's own answer, for the bench and the logs. */
  detections?: { objects: Detection[]; faces: Detection[] };
};

/**
 * Finds what a photo is of (decision 030): a detector thread (detector.worker.ts) started on first use and stopped
 * after half a minute without photos, or sooner when its owner releases it, so the event loop never waits on a model
 * and a process that never renders never holds one. When the detector trusts nothing, or fails, the subject is the
 * one sharp part of a photo focused on it (local/focus.ts), else the photo's most salient part.
 */
export class SubjectFinder {
  readonly #idleMs: number;
  readonly #remember: number;
  #worker: Worker | null = null;
  /** Answers awaited, each from the thread it was sent to. */
  #pending = new Map<
    number,
    { worker: Worker; resolve: (response: DetectResponse) => void; reject: (error: Error) => void }
  >();
  #nextId = 1;
  #idleTimer: NodeJS.Timeout | null = null;
  #remembered = new Map<string, FoundSubject>();
  /** Photos being looked at now (decoded for the detector, or with it). */
  #looking = 0;

  /** `remember`: how many photos' subjects are kept (0 for measuring the detector). */
  constructor({ idleMs = DETECTOR_IDLE_MS, remember = REMEMBERED }: { idleMs?: number; remember?: number } = {}) {
    this.#idleMs = idleMs;
    this.#remember = remember;
  }

  /** Whether the detector's models are in memory now. */
  get loaded(): boolean {
    return this.#worker !== null;
  }

  async find(image: Buffer): Promise<FoundSubject> {
    const key = createHash('sha1').update(image).digest('base64');
    const known = this.#remembered.get(key);
    if (known) return known;
    this.#looking += 1;
    try {
      return await this.#look(image, key);
    } finally {
      this.#looking -= 1;
    }
  }

  async #look(image: Buffer, key: string): Promise<FoundSubject> {
    const size = await readPhotoSize(image);
    const scale = Math.min(1, DETECT_SIZE / Math.max(size.width, size.height));
    const picture = await decodePhoto(
      image,
      Math.max(1, Math.round(size.width * scale)),
      Math.max(1, Math.round(size.height * scale)),
    );
    let found: FoundSubject;
    try {
      const response = await this.#detect(picture.data, picture.width, picture.height);
      if ('error' in response) throw new Error(response.error);
      const chosen = chooseSubject(response.objects, response.faces);
      const detections = { objects: response.objects, faces: response.faces };
      // what the detector trusts, else the one sharp subject of a photo focused on it
      const subject = chosen
        ? { ...chosen, box: fullExtent(chosen.box, await smallCopy(picture)) }
        : await focusOf(picture);
      found = subject
        ? { subject, detections }
        : { subject: await saliencyOf(picture), fallback: 'nothing-found', detections };
    } catch {
      found = { subject: (await focusOf(picture)) ?? (await saliencyOf(picture)), fallback: 'detector-failed' };
    }
    this.#remembered.set(key, found);
    if (this.#remembered.size > this.#remember) this.#remembered.delete(this.#remembered.keys().next().value!);
    return found;
  }

  /** Stops the detector thread now unless a photo is being looked at (it starts again with the next photo). */
  async release(): Promise<void> {
    if (this.#looking === 0) await this.unload();
  }

  /** Stops the detector thread now (it starts again with the next photo). */
  async unload(): Promise<void> {
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }

  #detect(pixels: Buffer, width: number, height: number): Promise<DetectResponse> {
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    const worker = this.#worker ?? this.#start();
    const id = this.#nextId++;
    return new Promise<DetectResponse>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new Error('the subject detector did not answer in time'));
        void this.unload();
      }, DETECT_TIMEOUT_MS);
      this.#pending.set(id, {
        worker,
        resolve: (response) => {
          clearTimeout(timer);
          resolve(response);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      const copy = new Uint8Array(pixels);
      worker.postMessage({ id, pixels: copy, width, height }, [copy.buffer]);
    }).finally(() => this.#scheduleUnload());
  }

  #start(): Worker {
    // the thread's own young generation stays small: its work is in WebAssembly memory, and the process's
    // --max-semi-space-size would otherwise give it 48 MB of nursery (measured: 30 MB less resident, no slower)
    const worker = new Worker(new URL('./detector.worker.ts', import.meta.url), {
      resourceLimits: { maxYoungGenerationSizeMb: DETECTOR_NURSERY_MB },
    });
    worker.unref();
    worker.on('message', (response: DetectResponse) => {
      const waiting = this.#pending.get(response.id);
      this.#pending.delete(response.id);
      waiting?.resolve(response);
    });
    // a thread that stops fails only what was sent to it: one let go may exit after the next photo went to a new one
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const [id, waiting] of this.#pending) {
        if (waiting.worker !== worker) continue;
        this.#pending.delete(id);
        waiting.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the subject detector stopped (exit code ${code})`)));
    this.#worker = worker;
    return worker;
  }

  #scheduleUnload() {
    if (this.#pending.size > 0 || !this.#worker) return;
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => void this.unload(), this.#idleMs);
    this.#idleTimer.unref();
  }
}

/** The one sharp subject of a photo focused on it (local/focus.ts), or null. */
async function focusOf(picture: RgbImage): Promise<Subject | null> {
  return focusSubject(await smallCopy(picture, smallCopySize(picture, FOCUS_SIZE)));
}

/** The fallback: the picture's most salient part, a guess. */
async function saliencyOf(picture: RgbImage): Promise<Subject> {
  return saliencySubject(await smallCopy(picture));
}

/** A small copy of the picture the detector saw, for the classical readings (focus, saliency, extent). */
async function smallCopy(picture: RgbImage, [width, height] = smallCopySize(picture)): Promise<RgbImage> {
  const data = await sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 3 } })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  return { data, width, height };
}
