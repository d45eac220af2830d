import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { generateRequestSchema } from '../../../shared/create.ts';
import { key } from '../../../shared/i18n/catalogue.ts';
import { AppError } from '../../errors.ts';
import { errorBody } from '../../http/error-handler.ts';
import { assertOwnEmail, requireUser } from '../../http/identity.ts';
import { parseInput } from '../../http/validation.ts';
import type { GenerationService } from './generation.service.ts';
import type { PosterShareService } from './share.service.ts';
import type { VideoService } from './video.service.ts';
import { decodeVideoDataUrl } from './video.service.ts';

type Options = {
  generation: GenerationService;
  videos: VideoService;
  share: PosterShareService;
  /** How long POST /api/generate-gpt-image waits for the poster before answering 202. */
  generationWaitMs: number;
};

const videoUploadSchema = z.object({
  videoData: z.string({ error: key('create.videoError') }).min(1, key('create.videoError')),
  filename: z.string().max(255).optional(),
  email: z.string().max(254).optional(),
});

/** The create flow's calls (docs/product/create.md#generation): video upload, generation and its polling, sharing. */
export async function createRoutes(app: FastifyInstance, options: Options) {
  const { generation, videos, share } = options;

  app.post('/api/upload-video', { bodyLimit: 60 * 1024 * 1024 }, async (request) => {
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

  app.post('/api/generate-gpt-image', { bodyLimit: 16 * 1024 * 1024 }, async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(generateRequestSchema, request.body);
    assertOwnEmail(user, input.email);
    const confirmationId = await generation.start(user, input);
    const result = await generation.waitForResult(user.id, confirmationId, options.generationWaitMs, closing.signal);
    if (result.status === 'pending') return reply.status(202).send({ status: 'pending', confirmationId });
    // The failure's own code (content_flagged, image_corrupt…, else generation_failed) with its status and words.
    if (result.status === 'failed') throw new AppError(result.code);
    return result;
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
        originalPath: result.originalImagePath,
        imageId: result.imageId,
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
