import type { Logger } from 'pino';
import { SUGGEST_WINDOW_MAX_SIDE, windowSuggestionSchema } from '../../../shared/create.ts';
import type { WindowSuggestion } from '../../../shared/create.ts';
import { styleById } from '../../../shared/styles.ts';
import type { StyleDefinition } from '../../../shared/styles.ts';
import type { PosterEngine } from '../../adapters/poster-engine/poster-engine.ts';
import { readPhotoSize } from '../../adapters/poster-engine/source-image.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { AppError } from '../../errors.ts';
import { decodeImageDataUrl, sniffImage } from './image-input.ts';
import { pollUntil } from '../../poll-until.ts';

/**
 * The suggested window (docs/product/create.md#the-posters-window, decision 041): the subject finder's window for a
 * photo before generating. The finder's models load only where posters render (decision 030), never in ROLE=api, so
 * the API hands the browser's small copy of the photo to a short job on the worker queue and waits a few seconds for
 * its answer; an answer that does not come in time is no suggestion (the browser keeps its centred window).
 */
export const suggestWindowQueue = 'poster.suggest-window';

export type SuggestWindowJob = { image: string; style: string };
type SuggestWindowOutput = { suggestion: WindowSuggestion | null };

/** The browser's copy is scaled to 800 px on its long side: a little more is taken, a full-size photo is not. */
const MAX_SUGGEST_SIDE = SUGGEST_WINDOW_MAX_SIDE * 1.5; // 1,200 px, as `create.suggestionImageTooLarge` says
const POLL_MS = 100;

export function createWindowSuggestions({ jobs, logger }: { jobs: JobQueue; logger: Logger }) {
  /** The photo's bytes (a data URL of JPEG, PNG or WebP, small) and the style, checked before any job is sent. */
  async function checkedInput(imageData: string, styleId: string) {
    const style = styleById(styleId);
    if (!style) throw new AppError('unknown_style');
    const image = decodeImageDataUrl(imageData);
    const kind = sniffImage(image);
    if (kind === 'heic') throw new AppError('heic_not_supported');
    if (kind === 'unknown') throw new AppError('not_an_image');
    const { width, height } = await readPhotoSize(image);
    if (Math.max(width, height) > MAX_SUGGEST_SIDE) throw new AppError('suggestion_image_too_large');
    return { image, style };
  }

  /** The suggestion, or null when the job did not answer within `waitMs` (or `stop` aborted), or failed. */
  async function suggest(
    image: Buffer,
    style: StyleDefinition,
    waitMs: number,
    stop?: AbortSignal,
  ): Promise<WindowSuggestion | null> {
    const data: SuggestWindowJob = { image: image.toString('base64'), style: style.id };
    const id = await jobs.boss.send(suggestWindowQueue, data);
    if (!id) return null;
    const { value: job, done } = await pollUntil(
      () => jobs.boss.getJobById<SuggestWindowJob>(suggestWindowQueue, id),
      (job) => !job || job.state === 'completed' || job.state === 'failed',
      { waitMs, everyMs: POLL_MS, stop },
    );
    if (!done) {
      // too late for this browser: the job is not run (or its answer not kept), its photo deleted with it
      await jobs.boss.cancel(suggestWindowQueue, id).catch((error: unknown) => {
        logger.warn({ err: error }, 'a late window suggestion could not be cancelled');
      });
      return null;
    }
    // the photo leaves the database with the answer
    await jobs.boss.deleteJob(suggestWindowQueue, id).catch(() => {});
    if (job?.state !== 'completed') return null;
    const parsed = windowSuggestionSchema.safeParse((job.output as Partial<SuggestWindowOutput> | null)?.suggestion);
    return parsed.success ? parsed.data : null;
  }

  return { checkedInput, suggest };
}

export type WindowSuggestions = ReturnType<typeof createWindowSuggestions>;

/**
 * The job, in every process that runs workers. One at a time per process: a suggestion is about 0.2–0.5 s of the
 * detector, and a second one waits for the first's models rather than loading them beside it. Never retried: a retry
 * would come after the browser stopped waiting. Kept a minute at most, the photo with it.
 */
export async function registerWindowSuggestionJobs(
  jobs: JobQueue,
  engine: Pick<PosterEngine, 'suggestWindow'>,
  logger: Logger,
) {
  await jobs.defineQueue(suggestWindowQueue, {
    retryLimit: 0,
    expireInSeconds: 30,
    retentionSeconds: 60,
    deleteAfterSeconds: 60,
  });
  await jobs.work<SuggestWindowJob>(
    suggestWindowQueue,
    async ([job]): Promise<SuggestWindowOutput> => {
      const style = styleById(job!.data.style);
      if (!style || !engine.suggestWindow) return { suggestion: null };
      try {
        return { suggestion: await engine.suggestWindow(Buffer.from(job!.data.image, 'base64'), style) };
      } catch (error) {
        logger.warn({ err: error, style: style.id }, 'no window suggested: the photo could not be looked at');
        return { suggestion: null };
      }
    },
    { batchSize: 1, localConcurrency: 1 },
  );
}
