import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { catalogueQuerySchema } from '../../../shared/catalogue.ts';
import type { CataloguePage } from '../../../shared/catalogue.ts';
import { key } from '../../../shared/i18n/catalogue.ts';
import { defaultLanguage, isLanguage } from '../../../shared/i18n/languages.ts';
import { publishRequestSchema } from '../../../shared/sell.ts';
import { etagMatches } from '../../http/etag.ts';
import { assertOwnEmail, requireUser } from '../../http/identity.ts';
import { parseInput } from '../../http/validation.ts';
import type { PostersService } from './posters.service.ts';
import { precompressedJson } from './precompressed-json.ts';
import type { ShareCardService } from './share-card.ts';

/** A poster id in a path: a positive integer (bigserial), nothing else. */
const posterIdParams = (message: string) =>
  z.object({
    id: z
      .string()
      .regex(/^[1-9][0-9]{0,14}$/, message)
      .transform(Number),
  });
const ownerQuery = z.object({ email: z.string().max(254).optional(), t: z.string().max(40).optional() });

type Options = { posters: PostersService; shareCards: ShareCardService };

/**
 * Posters after they are made (docs/product/community.md#publishing-and-review): the owner's list and figures, publish
 * and
 * unpublish, the public catalogue and one poster's availability, and the share card image.
 */
export async function postersRoutes(app: FastifyInstance, { posters, shareCards }: Options) {
  app.get('/api/user-images', async (request, reply) => {
    const user = requireUser(request);
    assertOwnEmail(user, parseInput(ownerQuery, request.query).email);
    reply.header('cache-control', 'no-store');
    return { images: await posters.listOwn(user.id) };
  });

  // One of the user's own posters (the create page shows it again after a reload); anyone else's is as unknown as a
  // missing one (docs/product/create.md#after-generation).
  app.get('/api/user-images/:id', async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseInput(posterIdParams(key('create.posterNotFound')), request.params);
    reply.header('cache-control', 'no-store');
    return posters.findOwn(user.id, id);
  });

  app.get('/api/user-poster-stats', async (request, reply) => {
    const user = requireUser(request);
    assertOwnEmail(user, parseInput(ownerQuery, request.query).email);
    reply.header('cache-control', 'no-store');
    return posters.stats(user.id);
  });

  app.patch('/api/images/:id/public', async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(posterIdParams(key('sell.invalidPosterId')), request.params);
    const input = parseInput(publishRequestSchema, request.body);
    assertOwnEmail(user, input.email);
    return posters.publish(user.id, id, input, request.messages);
  });

  const sendShared = precompressedJson<CataloguePage>();
  app.get('/api/public-images', { compress: false }, async (request, reply) => {
    const query = parseInput(catalogueQuerySchema, request.query);
    const page = await posters.catalogue(query);
    reply.header('cache-control', 'public, max-age=30');
    return sendShared(request, reply, page);
  });

  app.get('/api/images/:id/availability', async (request, reply) => {
    const { id } = parseInput(posterIdParams(key('catalogue.invalidPosterId')), request.params);
    const poster = await posters.availability(id);
    // The edition counter must be current when someone is about to buy.
    reply.header('cache-control', 'no-cache');
    return poster;
  });

  app.get('/api/share-card/:file', async (request, reply) => {
    const { file } = parseInput(
      z.object({ file: z.string().regex(/^[1-9][0-9]{0,14}\.png$/, key('catalogue.invalidPosterId')) }),
      request.params,
    );
    // The card's language is its address's alone (`?lang=`), never the cookie's: one address, one image, cacheable.
    const { lang } = request.query as { lang?: unknown };
    const card = await shareCards.cardFor(
      Number(file.slice(0, -'.png'.length)),
      isLanguage(lang) ? lang : defaultLanguage,
    );
    reply.header('etag', card.etag).header('cache-control', 'public, max-age=3600');
    if (etagMatches(request.headers['if-none-match'], card.etag)) return reply.status(304).send();
    return reply.type('image/png').send(await card.png());
  });
}
