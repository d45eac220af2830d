import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { generateRequestSchema, suggestWindowRequestSchema } from '../../../shared/create.ts';
import { key } from '../../../shared/i18n/catalogue.ts';
import { AppError, serviceUnavailable } from '../../errors.ts';
import { errorBody } from '../../http/error-handler.ts';
import { assertOwnEmail, requireUser } from '../../http/identity.ts';
import { parseInput } from '../../http/validation.ts';
import { clientKeyOf } from '../../http/client-address.ts';
import { IMAGE_SLOTS } from '../../adapters/poster-engine/local/render-slots.ts';
import { mayGenerate, noCredits } from './generation.service.ts';
import type { GenerationService } from './generation.service.ts';
import type { PosterShareService } from './share.service.ts';
import type { VideoService } from './video.service.ts';
import { decodeVideoDataUrl } from './video.service.ts';
import type { WindowSuggestions } from './window-suggestion.ts';

type Options = {
  generation: GenerationService;
  videos: VideoService;
  share: PosterShareService;
  /** How long POST /api/generate-gpt-image waits for the poster before answering 202. */
  generationWaitMs: number;
  suggestions: WindowSuggestions;
  /** How long POST /api/suggest-window waits for the subject finder before answering no suggestion. */
  suggestionWaitMs: number;
};

const videoUploadSchema = z.object({
  videoData: z.string({ error: key('create.videoError') }).min(1, key('create.videoError')),
  filename: z.string().max(255).optional(),
  email: z.string().max(254).optional(),
});

/** Uploads (photos to generate from, videos) a signed-in user may send in a minute… */
export const UPLOADS_PER_USER_PER_MINUTE = 20;
/** …and a client address (an IPv6 /64) for all its users together. */
export const UPLOADS_PER_ADDRESS_PER_MINUTE = 60;
/** Suggested windows a signed-in user may ask for in a minute (one per photo, video frame or style tried). */
export const SUGGESTIONS_PER_USER_PER_MINUTE = 60;

/**
 * Uploads one process takes in at once: its image slots (as many as the cores, at most two) and two waiting. An
 * 8000 × 6000 JPEG is about 30 MB while its body is read and parsed; the rest answer 503 with Retry-After.
 */
export const UPLOADS_ADMITTED_AT_ONCE = IMAGE_SLOTS + 2;
const BUSY_RETRY_AFTER_SECONDS = 5;

/** The create flow's calls (docs/product/create.md#generation): video upload, generation and its polling, sharing. */
export async function createRoutes(app: FastifyInstance, options: Options) {
  const { generation, videos, share } = options;

  /**
   * The cheap refusals of an upload, before its body is read (decision 036): no session 401; the per-user and the
   * per-address rates 429 with Retry-After; for a generation, no credit and no membership 402. Fastify reads the body
   * only after the `onRequest` hooks, and counts its bytes against the route's limit while they arrive (413).
   */
  const perUser = (max: number) =>
    app.rateLimit({
      max,
      timeWindow: '1 minute',
      keyGenerator: (request) => `upload-user:${request.user?.id ?? clientKeyOf(request.ip)}`,
    });
  const perAddress = (max: number) =>
    app.rateLimit({
      max,
      timeWindow: '1 minute',
      keyGenerator: (request) => `upload-address:${clientKeyOf(request.ip)}`,
    });
  const signedIn = async (request: FastifyRequest) => {
    requireUser(request);
  };
  const withCredit = async (request: FastifyRequest) => {
    if (!mayGenerate(requireUser(request))) throw noCredits();
  };
  // Uploads admitted at once, reading their body or waiting for an image slot: the rest are refused before their
  // body is read, so a flood holds at most this many bodies in memory (decision 036).
  // A generation lets its place go once its photo is decoded and stored, not when its answer leaves.
  let admitted = 0;
  const leave = new WeakMap<FastifyRequest, () => void>();
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    if (admitted >= UPLOADS_ADMITTED_AT_ONCE)
      throw Object.assign(serviceUnavailable('busy'), { headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) } });
    admitted += 1;
    let left = false;
    const release = () => {
      if (left) return;
      left = true;
      admitted -= 1;
    };
    leave.set(request, release);
    reply.raw.once('close', release);
  };
  const generationChecks = [
    signedIn,
    withCredit,
    perUser(UPLOADS_PER_USER_PER_MINUTE),
    perAddress(UPLOADS_PER_ADDRESS_PER_MINUTE),
    admit,
  ];
  const suggestionChecks = [
    signedIn,
    app.rateLimit({
      max: SUGGESTIONS_PER_USER_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request) => `suggest-user:${request.user?.id ?? clientKeyOf(request.ip)}`,
    }),
    perAddress(UPLOADS_PER_ADDRESS_PER_MINUTE),
  ];
  const videoChecks = [
    signedIn,
    perUser(UPLOADS_PER_USER_PER_MINUTE),
    perAddress(UPLOADS_PER_ADDRESS_PER_MINUTE),
    admit,
  ];

  app.post('/api/upload-video', { bodyLimit: 60 * 1024 * 1024, onRequest: videoChecks }, async (request) => {
    const user = requireUser(request);
    const input = parseInput(videoUploadSchema, request.body);
    assertOwnEmail(user, input.email);
    return videos.upload(user.id, decodeVideoDataUrl(input.videoData));
  });

  // A server told to stop answers the waiting generation requests at once with 202 (the job is kept and the browser
  // polls for it) rather than holding its shutdown for up to generationWaitMs.
  const closing = new AbortController();
  app.addHook('preClose', (done) => {
    closing.abort();
    done();
  });

  app.post(
    '/api/generate-gpt-image',
    { bodyLimit: 16 * 1024 * 1024, onRequest: generationChecks },
    async (request, reply) => {
      const user = requireUser(request);
      const input = parseInput(generateRequestSchema, request.body);
      assertOwnEmail(user, input.email);
      const confirmationId = await generation.start(user, input);
      leave.get(request)?.();
      const result = await generation.waitForResult(user.id, confirmationId, options.generationWaitMs, closing.signal);
      if (result.status === 'pending') return reply.status(202).send({ status: 'pending', confirmationId });
      // The failure's own code (content_flagged, image_corrupt…, else generation_failed) with its status and words.
      if (result.status === 'failed') throw new AppError(result.code);
      return result;
    },
  );

  // The window the subject finder would place, before generating, and the part of it that shows the photo
  // (docs/product/create.md#the-posters-window): null when it did not answer within the wait. The photo is the
  // browser's small copy (SUGGEST_WINDOW_MAX_SIDE).
  app.post('/api/suggest-window', { bodyLimit: 3 * 1024 * 1024, onRequest: suggestionChecks }, async (request) => {
    requireUser(request);
    const input = parseInput(suggestWindowRequestSchema, request.body);
    const { image, style } = await options.suggestions.checkedInput(input.imageData, input.style);
    const suggestion = await options.suggestions.suggest(image, style, options.suggestionWaitMs, closing.signal);
    return { window: suggestion?.window ?? null, shows: suggestion?.shows ?? null };
  });

  app.get('/api/check-generation/:confirmationId', async (request, reply) => {
    const user = requireUser(request);
    const { confirmationId } = parseInput(
      z.object({ confirmationId: z.uuid({ error: key('create.generationNotFound') }) }),
      request.params,
    );
    const result = await generation.result(user.id, confirmationId);
    reply.header('cache-control', 'no-store');
    if (result.status === 'done') {
      return {
        ready: true,
        status: 'done',
        posterUrl: result.posterUrl,
        previewUrl: result.previewUrl,
        thumbnailUrl: result.thumbnailUrl,
        originalPath: result.originalImagePath,
        imageId: result.imageId,
        // the low-resolution warning of the sizes needs it as much as the request's own answer does
        shownPhotoWidth: result.shownPhotoWidth,
      };
    }
    if (result.status === 'failed') return { ready: false, status: 'failed', ...errorBody(request, result.code) };
    return { ready: false, status: 'pending' };
  });

  // The credit is taken when the server accepts a generation; this call only confirms the balance
  // (docs/product/create.md#credits).
  app.post('/api/use-generation-credit', async (request) => {
    const user = requireUser(request);
    assertOwnEmail(user, parseInput(z.object({ email: z.string().max(254).optional() }), request.body).email);
    return {
      success: true,
      freeCreditsRemaining: user.freeCreditsRemaining,
      paidCredits: user.paidCredits,
      userType: user.userType,
    };
  });

  app.post('/api/share-image-with-border', async (request, reply) => {
    const { imageUrl } = parseInput(z.object({ imageUrl: z.string().min(1).max(1000) }), request.body);
    const png = await share.borderedPng(imageUrl, request.user?.id ?? null);
    return reply
      .type('image/png')
      .header('content-disposition', 'inline; filename="poster.png"')
      .header('cache-control', 'private, max-age=3600')
      .send(png);
  });
}
