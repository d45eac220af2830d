import type { FastifyInstance } from 'fastify';
import { paymentReturnParams } from '../../../shared/payment-return.ts';
import { crawlablePicturePrefixes, isPrivateAddress, privatePathPrefixes } from '../../../shared/seo.ts';

/**
 * robots.txt (docs/product/catalogue.md#search-engines): everything may be crawled but the private prefixes and the
 * payment returns, except the public pictures under `/api/`; then the sitemap index. A crawler takes the longest
 * matching rule, so `Allow: /api/share-card/` wins over `Disallow: /api/`.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...crawlablePicturePrefixes.map((prefix) => `Allow: ${prefix}`),
    ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`),
    ...paymentReturnParams.map((name) => `Disallow: /*?*${name}=`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * `X-Robots-Tag: noindex` on every answer to a private address (the list robots.txt disallows), whatever its status:
 * a search engine that reaches one through a link still leaves it out. Installed at the root so it sees every route,
 * the web app's pages and the not-found answer.
 */
export function installNoindex(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPrivateAddress(request.url)) reply.header('x-robots-tag', 'noindex');
    done(null, payload);
  });
}
