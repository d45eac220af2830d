import { languageAlternates } from '../../../shared/i18n/languages.ts';
import { posterPath } from '../../../shared/poster-url.ts';
import { publicPagePaths } from '../../../shared/seo.ts';
import type { Database } from '../../db/client.ts';
import { countCatalogue } from '../posters/index.ts';
import { listSitemapPosters } from './seo.repository.ts';

/**
 * Posters per sitemap file (docs/product/catalogue.md#search-engines): well below the protocol's 50,000 addresses and
 * 50 MB, so one file is one quick indexed query and a few MB of XML.
 */
export const SITEMAP_PAGE_SIZE = 10_000;

/** The path of the n-th poster sitemap (from 1), and the one of the public pages. */
export const posterSitemapPath = (page: number) => `/sitemaps/posters-${page}.xml`;
export const pagesSitemapPath = '/sitemaps/pages.xml';

/**
 * The sitemaps (sitemaps.org): an index naming the pages' sitemap and one sitemap per `pageSize` posters. Each
 * address is the English one (no `lang` parameter) with its four languages and `x-default` as `xhtml:link`
 * alternates (decision 021).
 */
export function createSitemaps({
  db,
  publicUrl,
  pageSize = SITEMAP_PAGE_SIZE,
}: {
  db: Database;
  publicUrl: string;
  pageSize?: number;
}) {
  const url = (path: string) => `${publicUrl}${path}`;
  return {
    async index(): Promise<string> {
      const files = Math.ceil((await countCatalogue(db, '')) / pageSize);
      const paths = [pagesSitemapPath, ...Array.from({ length: files }, (_, i) => posterSitemapPath(i + 1))];
      return xmlDocument(
        `<sitemapindex xmlns="${SITEMAP_NS}">`,
        paths.map((path) => `<sitemap><loc>${escapeXml(url(path))}</loc></sitemap>`),
        '</sitemapindex>',
      );
    },

    pages(): string {
      return urlSet(publicPagePaths.map((path) => urlEntry(url, path)));
    },

    /** The n-th poster sitemap (from 1), or null past the last poster. */
    async posters(page: number): Promise<string | null> {
      const rows = await listSitemapPosters(db, { limit: pageSize, offset: (page - 1) * pageSize });
      if (rows.length === 0) return null;
      return urlSet(
        rows.map((row) =>
          urlEntry(url, posterPath(row.id, row.name ?? ''), row.approvedAt ?? row.publishedAt ?? row.createdAt),
        ),
      );
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const xmlDocument = (open: string, entries: string[], close: string) =>
  ['<?xml version="1.0" encoding="UTF-8"?>', open, ...entries, close, ''].join('\n');

const urlSet = (entries: string[]) =>
  xmlDocument(`<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`, entries, '</urlset>');

/** One `<url>`: the English address, its last change (when known) and every language's address. */
function urlEntry(url: (path: string) => string, path: string, lastChange?: Date): string {
  return [
    '<url>',
    `<loc>${escapeXml(url(path))}</loc>`,
    lastChange ? `<lastmod>${w3cDateTime(lastChange)}</lastmod>` : '',
    ...languageAlternates(path).map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(url(alternate.path))}"/>`,
    ),
    '</url>',
  ].join('');
}

/** W3C Datetime to the second, in UTC: `2025-05-01T09:30:00Z`. */
export const w3cDateTime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEntities[char]!);
