import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { key } from '../../../shared/i18n/catalogue.ts';
import { wallPreviewQuerySchema } from '../../../shared/wall-preview-query.ts';
import { etagMatches } from '../../http/etag.ts';
import { perVisitorLimit } from '../../http/rate-limits.ts';
import { parseInput } from '../../http/validation.ts';
import type { WallPreviewService } from './wall-previews.service.ts';

/** Wall previews a visitor may ask for in a minute: a poster has 84 (4 sizes × 7 framings × 3 rooms). */
export const WALL_PREVIEWS_PER_MINUTE = 120;

const params = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, key('catalogue.invalidPosterId'))
    .transform(Number),
});

/**
 * GET /api/posters/:id/wall?size=&frame=&passepartout=&room= (decision 040): the poster on a room's wall, WebP. A
 * catalogue poster's answer may be kept by any cache for an hour; a private poster's answers its owner alone and is
 * kept by their browser only. `Server-Timing` says whether it was read from storage, drawn for this request, or
 * drawn for another asking at the same moment.
 */
export async function wallsRoutes(app: FastifyInstance, { walls }: { walls: WallPreviewService }) {
  app.get(
    '/api/posters/:id/wall',
    { compress: false, ...perVisitorLimit(WALL_PREVIEWS_PER_MINUTE) },
    async (request, reply) => {
      const { id } = parseInput(params, request.params);
      const { room, ...format } = parseInput(wallPreviewQuerySchema, request.query);
      const preview = await walls.preview(id, request.user?.id ?? null, format, room);
      reply
        .header('etag', preview.etag)
        .header('cache-control', preview.shared ? 'public, max-age=3600' : 'private, max-age=3600')
        .header('vary', 'Cookie');
      if (etagMatches(request.headers['if-none-match'], preview.etag)) return reply.status(304).send();
      const { bytes, source } = await preview.bytes();
      return reply.header('server-timing', `wall;desc="${source}"`).type('image/webp').send(bytes);
    },
  );
}
