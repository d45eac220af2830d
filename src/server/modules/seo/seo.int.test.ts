import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posterPath } from '../../../shared/poster-url.ts';
import { publicPagePaths } from '../../../shared/seo.ts';
import { userImages } from '../../db/schema.ts';
import { makeCataloguePoster, makePoster } from '../../testing/posters.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import { SITEMAP_PAGE_SIZE } from './sitemap.service.ts';

const PUBLIC_URL = 'https://affiche.example';
const PAGE_SIZE = 3;

let t: TestApp;
/** The approved public posters, by id, with their English address and last change. */
let listed: { id: number; loc: string; approvedAt: Date }[];
/** Posters no sitemap may name: in review, rejected, private, hidden by the admin. */
let unlisted: number[];

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL }, sitemapPageSize: PAGE_SIZE });
  const owner = await signedInUser(t);
  const names = ['Evening on Lake Geneva', 'Rock & Roll <"Zürich">', 'Lac Léman, été', 'Straße', '***', 'Thun', 'Aare'];
  listed = [];
  unlisted = [];
  for (const [i, name] of names.entries()) {
    const id = await makeCataloguePoster(t, owner.id, { name });
    const approvedAt = new Date(Date.UTC(2025, 4, 1 + i, 9, 30, 15, 500));
    await t.runtime.database.db.update(userImages).set({ approvedAt }).where(eq(userImages.id, id));
    listed.push({ id, loc: `${PUBLIC_URL}${posterPath(id, name)}`, approvedAt });
    // posters that are not in the catalogue, between the listed ones
    if (i % 2 === 0) continue;
    unlisted.push(
      await makePoster(t, owner.id, { isPublic: true, isApproved: false, name: 'In review', publishedAt: new Date() }),
      await makePoster(t, owner.id, { isPublic: false, isApproved: false, name: 'Rejected', publishedAt: new Date() }),
      await makePoster(t, owner.id, { name: 'Private' }),
      await makePoster(t, owner.id, { isPublic: false, isApproved: true, name: 'Hidden', approvedAt: new Date() }),
    );
  }
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['sitemap', 'url', 'xhtml:link'].includes(name),
});

type UrlEntry = { loc: string; lastmod?: string; 'xhtml:link': { rel: string; hreflang: string; href: string }[] };

/** A sitemap answer checked for its headers and well-formedness, then parsed. */
function readXml(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  expect(response.headers['x-robots-tag']).toBeUndefined();
  expect(XMLValidator.validate(response.body)).toBe(true);
  // every & is an entity: names and addresses are escaped
  expect(response.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  return parser.parse(response.body) as {
    sitemapindex?: { xmlns: string; sitemap: { loc: string }[] };
    urlset?: { xmlns: string; 'xmlns:xhtml': string; url: UrlEntry[] };
  };
}

async function readUrlSet(url: string): Promise<UrlEntry[]> {
  const { urlset } = readXml(await get(url));
  expect(urlset?.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(urlset?.['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return urlset!.url;
}

/** Every address names its four languages and x-default; English and x-default are the address itself. */
function expectLanguageAlternates(entry: UrlEntry) {
  expect(entry['xhtml:link'].map((link) => [link.rel, link.hreflang, link.href])).toEqual([
    ['alternate', 'en', entry.loc],
    ['alternate', 'de', `${entry.loc}?lang=de`],
    ['alternate', 'fr', `${entry.loc}?lang=fr`],
    ['alternate', 'it', `${entry.loc}?lang=it`],
    ['alternate', 'x-default', entry.loc],
  ]);
}

describe('the sitemaps', () => {
  it('keep each file well below the protocol limit of 50,000 addresses', () => {
    expect(SITEMAP_PAGE_SIZE).toBe(10_000);
  });

  it('index the pages and one poster file per page size', async () => {
    const { sitemapindex } = readXml(await get('/sitemap.xml'));
    expect(sitemapindex?.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(sitemapindex?.sitemap.map((entry) => entry.loc)).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/posters-1.xml`,
      `${PUBLIC_URL}/sitemaps/posters-2.xml`,
      `${PUBLIC_URL}/sitemaps/posters-3.xml`,
    ]);
    // the same in any language: a sitemap is not a page in one
    expect((await get('/sitemap.xml?lang=de')).body).toBe((await get('/sitemap.xml')).body);
  });

  it('list the public pages, each with its languages, and no private page', async () => {
    const entries = await readUrlSet('/sitemaps/pages.xml');
    expect(entries.map((entry) => entry.loc)).toEqual(publicPagePaths.map((path) => `${PUBLIC_URL}${path}`));
    expect(entries.map((entry) => entry.loc)).toContain(`${PUBLIC_URL}/catalogue`);
    for (const path of ['/create', '/dashboard', '/settings', '/orders', '/admin', '/dev/mailbox'])
      expect(entries.map((entry) => entry.loc)).not.toContain(`${PUBLIC_URL}${path}`);
    for (const entry of entries) expectLanguageAlternates(entry);
  });

  it('list exactly the approved public posters by id, paged, each with its languages and last change', async () => {
    const files = await Promise.all([1, 2, 3].map((page) => readUrlSet(`/sitemaps/posters-${page}.xml`)));
    expect(files.map((entries) => entries.length)).toEqual([3, 3, 1]);
    const entries = files.flat();
    expect(entries.map((entry) => entry.loc)).toEqual(listed.map((poster) => poster.loc));
    expect(entries.map((entry) => entry.loc)).toContain(`${PUBLIC_URL}/posters/${listed[1]!.id}-rock-roll-zurich`);
    expect(entries.map((entry) => entry.loc)).toContain(`${PUBLIC_URL}/posters/${listed[4]!.id}`);
    for (const id of unlisted)
      expect(
        entries.some((entry) => entry.loc.startsWith(`${PUBLIC_URL}/posters/${id}`)),
        `poster ${id}`,
      ).toBe(false);
    for (const [i, entry] of entries.entries()) {
      expectLanguageAlternates(entry);
      expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(entry.lastmod).toBe(`${listed[i]!.approvedAt.toISOString().slice(0, 19)}Z`);
    }
  });

  it('answer 404 for a poster file past the last poster and for any other file', async () => {
    for (const file of [
      'posters-4.xml',
      'posters-0.xml',
      'posters-abc.xml',
      'posters-01.xml',
      'posters--1.xml',
      'posters-99999999999.xml',
      'posters-1.xml.gz',
      'other.xml',
    ]) {
      const response = await get(`/sitemaps/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.headers['content-type'], file).not.toContain('xml');
    }
  });

  it('follow the catalogue: a poster taken out leaves them, and the index shrinks with the last file', async () => {
    const [last] = listed.slice(-1);
    const setPublic = (isPublic: boolean) =>
      t.runtime.database.db.update(userImages).set({ isPublic }).where(eq(userImages.id, last!.id));
    await setPublic(false);
    try {
      const { sitemapindex } = readXml(await get('/sitemap.xml'));
      expect(sitemapindex?.sitemap.map((entry) => entry.loc).at(-1)).toBe(`${PUBLIC_URL}/sitemaps/posters-2.xml`);
      expect((await get('/sitemaps/posters-3.xml')).statusCode).toBe(404);
    } finally {
      await setPublic(true);
    }
  });
});

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the private ones and names the sitemap index', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of ['/api/', '/admin', '/dev/', '/create', '/dashboard', '/settings', '/orders'])
      expect(lines).toContain(`Disallow: ${prefix}`);
    for (const param of [
      'payment_intent',
      'payment_intent_client_secret',
      'setup_intent',
      'setup_intent_client_secret',
      'redirect_status',
    ])
      expect(lines).toContain(`Disallow: /*?*${param}=`);
    // the pictures public pages show, and the share card link previews are drawn from
    expect(lines).toContain('Allow: /api/share-card/');
    expect(lines).toContain('Allow: /api/storage-image/previews/');
    // no rule keeps a public page out: every Disallow is a private prefix or a payment return
    for (const rule of lines.filter((line) => line.startsWith('Disallow: '))) {
      for (const page of [...publicPagePaths, '/posters/1-aare'])
        expect(page.startsWith(rule.slice('Disallow: '.length)), `${rule} ${page}`).toBe(false);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('noindex', () => {
  it('marks every private page, API answer and payment return, whatever its status', async () => {
    const owner = await signedInUser(t);
    const answers: [string, LightMyRequestResponse][] = [];
    for (const url of [
      '/create',
      '/dashboard',
      '/settings',
      '/settings/',
      '/orders',
      '/orders/ORD-1',
      '/orders/find',
      '/admin',
      '/admin/login',
      '/admin/orders',
      '/admin/review',
      '/dev/mailbox',
    ])
      answers.push([url, await get(url)]);
    for (const url of [
      '/api/health',
      '/api/public-images',
      '/api/no-such-thing',
      '/api/images/abc/availability',
      '/api/user-images',
    ])
      answers.push([url, await get(url)]);
    answers.push(['signed in /api/user-images', await owner.get('/api/user-images')]);
    answers.push([
      'POST /api/partner-inquiry',
      await t.app.inject({ method: 'POST', url: '/api/partner-inquiry', payload: {} }),
    ]);
    answers.push([
      'payment return',
      await get(
        '/catalogue?lang=de&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded',
      ),
    ]);
    answers.push(['setup return', await get('/create?setup_intent=seti_1&setup_intent_client_secret=seti_1_secret')]);
    for (const [url, response] of answers) expect(response.headers['x-robots-tag'], url).toBe('noindex');
    // the statuses vary: pages, JSON, not found, refused input, signed out
    expect(new Set(answers.map(([, response]) => response.statusCode))).toEqual(new Set([200, 400, 401, 404]));
  });

  it('leaves public pages, poster pages, the sitemaps and robots.txt indexable', async () => {
    const [poster] = listed;
    for (const url of [
      ...publicPagePaths,
      '/catalogue?lang=fr',
      `/catalogue?poster=${poster!.id}`,
      new URL(poster!.loc).pathname,
      '/sitemap.xml',
      '/sitemaps/pages.xml',
      '/robots.txt',
    ])
      expect((await get(url)).headers['x-robots-tag'], url).toBeUndefined();
  });
});
