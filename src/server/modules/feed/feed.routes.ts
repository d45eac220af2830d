import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { feedQuerySchema } from '../../../shared/feed.ts';
import { key } from '../../../shared/i18n/catalogue.ts';
import type { FeedPage, LikeResult } from '../../../shared/feed.ts';
import { requireUser } from '../../http/identity.ts';
import { perVisitorLimit } from '../../http/rate-limits.ts';
import { parseInput } from '../../http/validation.ts';
import type { FeedService } from './feed.service.ts';

const posterIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, key('feed.invalidPosterId'))
    .transform(Number),
});

/** GET /api/feed?page= and POST /api/posters/{id}/like (docs/product/community.md#moments-feed). */
export async function feedRoutes(app: FastifyInstance, { feed }: { feed: FeedService }) {
  app.get('/api/feed', async (request, reply): Promise<FeedPage> => {
    const { page } = parseInput(feedQuerySchema, request.query);
    reply.header('cache-control', request.user ? 'private, no-cache' : 'public, max-age=30');
    reply.header('vary', 'cookie');
    return feed.page(page, request.user?.id ?? null);
  });

  app.post('/api/posters/:id/like', perVisitorLimit(120), async (request): Promise<LikeResult> => {
    const user = requireUser(request);
    const { id } = parseInput(posterIdParams, request.params);
    return feed.toggleLike(id, user.id);
  });
}
