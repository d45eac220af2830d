/** Every page of the app. The server answers 200 with the app for these and 404 for any other path. */
export const pagePaths = [
  '/',
  '/catalogue',
  '/create',
  '/feed',
  '/dashboard',
  '/settings',
  '/orders',
  '/orders/find',
  '/earn',
  '/partners',
  '/privacy',
  '/terms',
  '/returns',
  '/admin',
  '/admin/login',
  '/admin/orders',
  '/admin/catalogue',
  '/admin/review',
  '/dev/mailbox',
] as const;

export type PagePath = (typeof pagePaths)[number];

/**
 * Pages with a part of their own in the path: one order's detail (`/orders/ORD-…`, `/orders/CAT-…`) and one poster's
 * page (`/posters/42-zurich-bei-nacht`, src/shared/poster-url.ts).
 */
export const pagePatterns = ['/orders/:reference', '/posters/:ref'] as const;

const patternRules = pagePatterns.map((pattern) => new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+')}$`, 'i'));

export function isPagePath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (pagePaths as readonly string[]).includes(normalised) || patternRules.some((rule) => rule.test(normalised));
}
