import { createHash, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { PlainErrorCode } from '../../../shared/error-codes.ts';
import { isFreeStyle, styleById } from '../../../shared/styles.ts';
import type { GenerateRequest, PosterWindow } from '../../../shared/create.ts';
import { windowFitsPhoto } from '../../../shared/poster-window.ts';
import type { RenderSlots } from '../../adapters/poster-engine/local/render-slots.ts';
import type { PosterEngine } from '../../adapters/poster-engine/poster-engine.ts';
import { PosterContentFlaggedError, PosterInputError } from '../../adapters/poster-engine/poster-engine.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { UserRow } from '../accounts/index.ts';
import { refundGenerationCredit, takeGenerationCredit } from '../credits/index.ts';
import type { CreditSource } from '../credits/index.ts';
import { removeOriginalIfUnused, storageUrl } from '../storage/index.ts';
import {
  compressedVideoPathOf,
  findGeneration,
  findPendingGenerationsBefore,
  findGenerationWithImage,
  findOwnVideo,
  generationExists,
  generationStatus,
  insertGeneration,
  insertPoster,
  markGenerationDone,
  markGenerationFailed,
} from './generation.repository.ts';
import { decodeImageDataUrl, normaliseUploadedImage } from './image-input.ts';
import type { PosterPicturesService } from './poster-pictures.service.ts';
import { pollUntil } from '../../poll-until.ts';

export const generateQueue = 'poster.generate';
/** A generation pending this long without a job has lost it (a request is written and queued within moments). */
export const LOST_GENERATION_MS = 60_000;
/** The states of a generation's job that will still settle it: waiting, running, or failed for its dead letter. */
const LIVE_JOB_STATES = new Set(['created', 'retry', 'active', 'failed']);

export type GenerationJob = { confirmationId: string };

type Dependencies = {
  db: Database;
  storage: Storage;
  jobs: JobQueue;
  engine: PosterEngine;
  logger: Logger;
  /** Queues the poster's public pictures once it is recorded (decision 039). */
  pictures?: Pick<PosterPicturesService, 'queue'>;
  /** The process's image slots (runtime.ts): uploads are decoded in them, beside the renders. */
  slots: RenderSlots;
};

export type GenerationResult =
  | {
      status: 'done';
      confirmationId: string;
      posterUrl: string;
      previewUrl: string;
      thumbnailUrl: string;
      originalImagePath: string;
      imageId: number;
      /** The width in pixels of the part of the photo the poster shows (the low-DPI warning); null when unknown. */
      shownPhotoWidth: number | null;
    }
  | { status: 'pending'; confirmationId: string }
  /** `code`: what went wrong, a code of the error contract, worded by whoever answers in its reader's language. */
  | { status: 'failed'; confirmationId: string; code: PlainErrorCode };

const contentKey = (prefix: string, bytes: Buffer, extension: string) =>
  `${prefix}/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;

/** Whether a user may start a generation at all: a member, or someone with a free or a paid credit left. */
export const mayGenerate = (user: Pick<UserRow, 'userType' | 'freeCreditsRemaining' | 'paidCredits'>) =>
  user.userType === 'artistic_collective' || user.freeCreditsRemaining > 0 || user.paidCredits > 0;

export const noCredits = () => new AppError('no_credits');

/**
 * Generation: the request is checked, one credit is taken atomically, the photo is kept, and a job
 * renders the poster. A job that fails for good gives the credit back. The browser gets the result
 * when it is ready within the wait, else a confirmation id to poll with.
 */
export function createGenerationService({ db, storage, jobs, engine, logger, pictures, slots }: Dependencies) {
  /** The render's job of a generation, one per generation (its key is the generation's). */
  const queueRender = (confirmationId: string) =>
    jobs.boss.send(generateQueue, { confirmationId } satisfies GenerationJob, { singletonKey: confirmationId });

  async function start(user: UserRow, input: GenerateRequest): Promise<string> {
    const style = styleById(input.style);
    if (!style) throw new AppError('unknown_style');
    const member = user.userType === 'artistic_collective';
    if (!member && !isFreeStyle(style.id)) throw new AppError('style_locked');

    let videoPath: string | null = null;
    if (input.originalVideoPath) {
      const video = await findOwnVideo(db, user.id, input.originalVideoPath);
      if (!video) throw forbidden('video_not_found');
      videoPath = video.originalPath;
    }
    // Refused before the photo is decoded (decision 036): a user without credits costs a read of their row.
    if (!mayGenerate(user)) throw noCredits();

    // Decoded in one of the process's image slots, beside the renders: never more at once than the cores serve.
    const original = await slots.run(() => normaliseUploadedImage(decodeImageDataUrl(input.imageData)));
    // The window's shape is the poster's in this photo's pixels, and it lies over the photo (decision 041).
    if (input.window && !windowFitsPhoto(input.window, original)) throw new AppError('invalid_window');
    const originalPath = contentKey('originals', original.jpeg, 'jpg');
    const confirmationId = input.confirmationId ?? randomUUID();
    const request = {
      originalPath,
      caption: input.caption ?? null,
      window: input.window ?? null,
      originalVideoPath: videoPath,
      videoFrameTimestamp: videoPath ? (input.videoFrameTimestamp ?? null) : null,
    };
    // The credit is taken and the generation written first, the photo stored after: a refused request (no credit
    // left, a second request with the same id) writes nothing to storage.
    const source = await db.transaction(async (tx) => {
      if (await generationExists(tx, confirmationId)) throw new AppError('duplicate_generation');
      const taken = await takeGenerationCredit(tx, user.id);
      if (!taken) throw noCredits();
      await insertGeneration(tx, { confirmationId, userId: user.id, style: style.id, creditSource: taken, request });
      return taken;
    });
    try {
      await storage.put(originalPath, original.jpeg, { contentType: 'image/jpeg' });
    } catch (error) {
      await fail(confirmationId, user.id, source, 'generation_failed', originalPath);
      throw error;
    }
    await queueRender(confirmationId);
    return confirmationId;
  }

  async function result(userId: number, confirmationId: string): Promise<GenerationResult> {
    const row = await findGenerationWithImage(db, confirmationId);
    // Somebody else's generation is as unknown as a missing one.
    if (!row || row.generation.userId !== userId) throw notFound('generation_not_found');
    const { generation, image } = row;
    if (generation.status === 'done' && image) {
      return {
        status: 'done',
        confirmationId,
        // the result screen shows, shares and orders the preview; the print master stays private (decision 023)
        posterUrl: storageUrl(image.previewPath),
        previewUrl: storageUrl(image.previewPath),
        thumbnailUrl: storageUrl(image.thumbnailPath),
        originalImagePath: storageUrl(image.originalPath),
        imageId: image.id,
        shownPhotoWidth: image.shownPhotoWidth,
      };
    }
    if (generation.status === 'failed')
      return { status: 'failed', confirmationId, code: generation.errorCode ?? 'generation_failed' };
    return { status: 'pending', confirmationId };
  }

  /**
   * Waits up to `waitMs` for the poster; gives the pending result at once when `stop` aborts (the server is closing).
   */
  async function waitForResult(
    userId: number,
    confirmationId: string,
    waitMs: number,
    stop?: AbortSignal,
  ): Promise<GenerationResult> {
    const { value } = await pollUntil(
      () => result(userId, confirmationId),
      (current) => current.status !== 'pending',
      { waitMs, everyMs: 250, stop },
    );
    return value;
  }

  /** The job: render, store the three files, record the poster. Retried on transient failures. */
  async function render(job: { data: GenerationJob; retryCount: number; retryLimit: number }): Promise<void> {
    const generation = await findGeneration(db, job.data.confirmationId);
    if (!generation || generation.status !== 'pending') return;
    const request = generation.request as {
      originalPath: string;
      caption: GenerateRequest['caption'] | null;
      /** Absent in a generation requested before windows were kept. */
      window?: PosterWindow | null;
      originalVideoPath: string | null;
      videoFrameTimestamp: number | null;
    };
    const style = styleById(generation.style)!;
    try {
      const source = await storage.get(request.originalPath);
      if (!source) throw new Error(`original ${request.originalPath} is missing`);
      const image = Buffer.concat(await source.body.toArray());
      const window = request.window ?? undefined;
      const output = await engine.render({ image, style, caption: request.caption ?? undefined, window });
      const generatedPath = contentKey('posters', output.printMaster, 'jpg');
      const previewPath = contentKey('previews', output.preview, 'webp');
      const thumbnailPath = contentKey('thumbnails', output.thumbnail, 'webp');
      await storage.put(generatedPath, output.printMaster, { contentType: 'image/jpeg' });
      await storage.put(previewPath, output.preview, { contentType: 'image/webp' });
      await storage.put(thumbnailPath, output.thumbnail, { contentType: 'image/webp' });
      const recorded = await db.transaction(async (tx) => {
        if ((await generationStatus(tx, generation.confirmationId)) !== 'pending') return null;
        const imageId = await insertPoster(tx, {
          userId: generation.userId,
          style: style.id,
          captionText: request.caption?.text ?? null,
          captionX: request.caption?.x ?? null,
          captionY: request.caption?.y ?? null,
          originalPath: request.originalPath,
          generatedPath,
          previewPath,
          thumbnailPath,
          originalVideoPath: request.originalVideoPath,
          compressedVideoPath: request.originalVideoPath
            ? await compressedVideoPathOf(tx, request.originalVideoPath)
            : null,
          videoFrameTimestamp: request.videoFrameTimestamp,
          shownPhotoWidth: output.shownPhotoWidth,
          posterWindow: window ?? null,
        });
        await markGenerationDone(tx, generation.confirmationId, imageId);
        return imageId;
      });
      // The poster is shown with the render's preview; its public pictures follow in a job of their own (decision 039).
      if (recorded !== null)
        await pictures
          ?.queue({ imageId: recorded })
          .catch((error: unknown) =>
            logger.warn({ err: error, imageId: recorded }, 'pictures not queued: the filling job makes them'),
          );
    } catch (error) {
      const code = visitorsFailure(error);
      const final = code !== null || job.retryCount >= job.retryLimit;
      logger.warn({ err: error, confirmationId: generation.confirmationId, final }, 'poster generation failed');
      if (!final) throw error;
      await fail(
        generation.confirmationId,
        generation.userId,
        generation.creditSource as CreditSource,
        code ?? 'generation_failed',
        request.originalPath,
      );
    }
  }

  async function fail(
    confirmationId: string,
    userId: number,
    source: CreditSource,
    code: PlainErrorCode,
    originalPath?: string,
  ) {
    await db.transaction(async (tx) => {
      // Only the transition from pending gives the credit back, so it is given back once.
      if (await markGenerationFailed(tx, confirmationId, code)) await refundGenerationCredit(tx, userId, source);
    });
    // The photo of a failed generation is not kept, unless another poster or generation uses it (decision 036).
    if (originalPath)
      await removeOriginalIfUnused(db, storage, originalPath).catch((error: unknown) =>
        logger.warn({ err: error, originalPath }, 'original of a failed generation could not be removed'),
      );
  }

  /**
   * A generation whose job failed for good without its handler deciding so (the worker died during the last
   * try): it is marked failed and its credit given back, once.
   */
  async function abandon(confirmationId: string): Promise<void> {
    const generation = await findGeneration(db, confirmationId);
    if (!generation || generation.status !== 'pending') return;
    logger.warn({ confirmationId }, 'poster generation abandoned after its last try');
    await fail(
      confirmationId,
      generation.userId,
      generation.creditSource as CreditSource,
      'generation_failed',
      (generation.request as { originalPath?: string }).originalPath,
    );
  }

  /**
   * Sends the job again of every generation pending for over `olderThanMs` that has no job waiting, running or
   * failed (whose dead letter settles it): a server that died between writing a request and queueing its job left
   * the generation pending with its credit taken and nothing to render it. A job sent twice is harmless: only the
   * first render to finish records the poster.
   */
  async function requeueLost(olderThanMs = LOST_GENERATION_MS): Promise<number> {
    const pending = await findPendingGenerationsBefore(db, new Date(Date.now() - olderThanMs), 100);
    let sent = 0;
    for (const confirmationId of pending) {
      const existing = await jobs.boss.findJobs(generateQueue, { key: confirmationId });
      if (existing.some((job) => LIVE_JOB_STATES.has(job.state))) continue;
      logger.warn({ confirmationId }, 'poster generation had no job: queued again');
      await queueRender(confirmationId);
      sent += 1;
    }
    return sent;
  }

  return { start, result, waitForResult, render, abandon, requeueLost };
}

export type GenerationService = ReturnType<typeof createGenerationService>;

/**
 * Errors the visitor caused or must act on (a photo that cannot be used, content refused: the engines throw them
 * as AppErrors, src/server/adapters/poster-engine/poster-engine.ts) end the job at once with their code; others
 * (an outage, a bug) are retried, and fail as `generation_failed` after the last try. The code is what is kept, so
 * the browser that polls reads it in its own language.
 */
function visitorsFailure(error: unknown): PlainErrorCode | null {
  if (error instanceof PosterInputError || error instanceof PosterContentFlaggedError) return error.code;
  if (error instanceof AppError)
    return error.params === undefined ? (error.code as PlainErrorCode) : 'generation_failed';
  return null;
}
