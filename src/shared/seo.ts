import { paymentReturnParams } from './payment-return.ts';
import type { PagePath, pagePatterns } from './routes.ts';

/**
 * What search engines see (docs/product/catalogue.md#search-engines, decision 027). Every page of `pagePaths` is either
 * public (listed here, in the sitemap) or under one of the private prefixes (left out of the sitemap, disallowed in
 * robots.txt and answered with `X-Robots-Tag: noindex`); src/shared/seo.test.ts fails on a page that is neither or
 * both.
 */
export const publicPagePaths = [
  '/',
  '/catalogue',
  '/feed',
  '/earn',
  '/partners',
  '/privacy',
  '/terms',
  '/returns',
] as const satisfies readonly PagePath[];

/** Public pages with a part of their own: each catalogue poster's page, listed in the poster sitemaps. */
export const publicPagePatterns = ['/posters/:ref'] as const satisfies readonly (typeof pagePatterns)[number][];

/**
 * The paths no search engine should index: robots.txt disallows each prefix and every answer under one carries
 * `X-Robots-Tag: noindex`, both from this one list. A plain prefix, as robots.txt reads it: `/orders` covers
 * `/orders`, `/orders/find` and `/orders/ORD-…`.
 */
export const privatePathPrefixes = [
  '/api/',
  '/admin',
  '/dev/',
  '/create',
  '/dashboard',
  '/settings',
  '/orders',
] as const;

/**
 * The pictures public pages show, which live under `/api/`: robots.txt lets crawlers fetch them (a page's preview
 * and the share card a messenger draws a link preview from), though they still answer `X-Robots-Tag: noindex`.
 */
export const crawlablePicturePrefixes = [
  '/api/storage-image/previews/',
  '/api/storage-image/pictures/',
  '/api/storage-image/thumbnails/',
  '/api/share-card/',
] as const;

/**
 * Whether an address (path and query) is kept out of search engines: a private path, or any page carrying a payment
 * provider's return parameters.
 */
export function isPrivateAddress(url: string): boolean {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (privatePathPrefixes.some((prefix) => pathname.startsWith(prefix))) return true;
  if (queryStart === -1) return false;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  return paymentReturnParams.some((name) => query.has(name));
}
