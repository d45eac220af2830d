import type { FastifyInstance, FastifyReply } from 'fastify';
import { robotsTxt } from './robots.ts';
import type { Sitemaps } from './sitemap.service.ts';

type Options = { sitemaps: Sitemaps; publicUrl: string };

/** Crawlers may cache these for an hour: a poster approved now is listed within the hour. */
const CACHE_CONTROL = 'public, max-age=3600';

/** A poster sitemap's file name: `posters-1.xml`, `posters-2.xml`, … (no 0, no leading zero). */
const POSTER_FILE = /^posters-([1-9][0-9]{0,8})\.xml$/;

/**
 * GET /robots.txt, /sitemap.xml (the index), /sitemaps/pages.xml and /sitemaps/posters-N.xml
 * (docs/product/catalogue.md#search-engines). Any other file under /sitemaps/, and a poster file past the last poster,
 * is the shop's usual not-found answer.
 */
export async function seoRoutes(app: FastifyInstance, { sitemaps, publicUrl }: Options) {
  const robots = robotsTxt(publicUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robots),
  );

  app.get('/sitemap.xml', async (_request, reply) => sendXml(reply, await sitemaps.index()));

  app.get('/sitemaps/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (file === 'pages.xml') return sendXml(reply, sitemaps.pages());
    const page = POSTER_FILE.exec(file)?.[1];
    const xml = page === undefined ? null : await sitemaps.posters(Number(page));
    return xml === null ? reply.callNotFound() : sendXml(reply, xml);
  });
}

const sendXml = (reply: FastifyReply, xml: string) =>
  reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
