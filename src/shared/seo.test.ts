import { describe, expect, it } from 'vitest';
import { languageAlternates, pathIn } from './i18n/languages.ts';
import { posterPath } from './poster-url.ts';
import { pagePaths, pagePatterns } from './routes.ts';
import { isPrivateAddress, publicPagePaths, publicPagePatterns } from './seo.ts';

describe('what search engines see', () => {
  it('counts every page either public or private, never both', () => {
    for (const path of pagePaths)
      expect((publicPagePaths as readonly string[]).includes(path) !== isPrivateAddress(path), path).toBe(true);
    for (const pattern of pagePatterns) {
      const example = pattern.replace(/:[a-z]+/gi, '42-example');
      expect((publicPagePatterns as readonly string[]).includes(pattern) !== isPrivateAddress(example), pattern).toBe(
        true,
      );
    }
  });

  it('keeps private pages, the API and payment returns out, and lets public pages and poster pages in', () => {
    for (const url of [
      '/api/health',
      '/api/public-images?limit=3',
      '/admin/orders',
      '/dev/mailbox',
      '/create?lang=de',
      '/settings/',
      '/orders/find',
      '/orders/CAT-9',
    ])
      expect(isPrivateAddress(url), url).toBe(true);
    for (const url of [
      '/catalogue?lang=fr&payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded',
      '/feed?setup_intent_client_secret=x',
    ])
      expect(isPrivateAddress(url), url).toBe(true);
    for (const url of [
      '/',
      '/catalogue?poster=4',
      '/feed?lang=it',
      '/earn',
      '/partners',
      posterPath(42, 'Zürich bei Nacht'),
      '/sitemap.xml',
      '/robots.txt',
    ])
      expect(isPrivateAddress(url), url).toBe(false);
  });

  it('writes a page address in a language, English without a parameter', () => {
    expect(pathIn('en', '/catalogue')).toBe('/catalogue');
    expect(pathIn('de', '/catalogue')).toBe('/catalogue?lang=de');
    expect(pathIn('fr', '/catalogue?poster=4')).toBe('/catalogue?poster=4&lang=fr');
    expect(languageAlternates('/feed')).toEqual([
      { hreflang: 'en', path: '/feed' },
      { hreflang: 'de', path: '/feed?lang=de' },
      { hreflang: 'fr', path: '/feed?lang=fr' },
      { hreflang: 'it', path: '/feed?lang=it' },
      { hreflang: 'x-default', path: '/feed' },
    ]);
  });
});
