import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatterFor } from '../../../shared/i18n/format.ts';
import { posterPath } from '../../../shared/poster-url.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { builtWebApp } from '../../testing/built-web.ts';
import { makeCataloguePoster, makePoster } from '../../testing/posters.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';

// The public pages as a search engine or a link preview reads them: HTML only, no script run.
let t: TestApp;
let webFolder: string;
let creator: TestUser;
let lugano: number;
let soldOut: number;
let hidden: number;

beforeAll(async () => {
  webFolder = await builtWebApp();
  t = await createTestApp({
    webDistFolder: webFolder,
    catalogueCacheTtlMs: 0,
    env: { PUBLIC_URL: 'https://shop.example.ch', BRAND_NAME: 'Affiche' },
  });
  creator = await signedInUser(t);
  lugano = await makeCataloguePoster(t, creator.id, {
    name: 'Lake Lugano at Dusk',
    pricePerUnit: 1234.5,
    totalSupply: 300,
    soldCount: 12,
  });
  soldOut = await makeCataloguePoster(t, creator.id, {
    name: 'Last Tram Home',
    pricePerUnit: 45,
    totalSupply: 5,
    soldCount: 5,
  });
  hidden = await makePoster(t, creator.id, { name: 'Private Sketch', isPublic: false });
}, 180_000);

afterAll(async () => {
  await t?.close();
  if (webFolder) await rm(path.dirname(webFolder), { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** The app's markup inside `<div id="root">`: what the server drew. */
const drawn = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="server-state">/.exec(html)?.[1] ?? '';
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the server draws the public pages', () => {
  it('/catalogue holds the posters: names, creators, prices and edition numbers, in the asked language', async () => {
    const response = await page('/catalogue', { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="de"');
    const words = text(drawn(html));
    expect(words).toContain('Der Katalog');
    expect(words).toContain('Lake Lugano at Dusk');
    expect(words).toContain(`@${creator.username}`);
    expect(drawn(html)).toContain(formatterFor('de').price(1234.5).replace("'", '&#x27;'));
    expect(words).toContain('#13/300');
    expect(words).not.toContain('Private Sketch');
    // each tile links to its poster's own page
    expect(html).toContain(`href="${posterPath(lugano, 'Lake Lugano at Dusk')}"`);
    // the data the browser hydrates with, and the words it needs
    const state = JSON.parse(
      /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html)![1]!,
    ) as { areas: string[]; data: { queries: { queryKey: unknown[] }[] } };
    expect(state.areas).toEqual(expect.arrayContaining(['shell', 'catalogue', 'common']));
    expect(state.data.queries.map((query) => query.queryKey[0])).toContain('/api/public-images');
  });

  it('/catalogue follows its address: the search (?q=) and the page (?page=), with a link to the next page', async () => {
    const found = text(drawn((await page('/catalogue?q=tram')).body));
    expect(found).toContain('Last Tram Home');
    expect(found).not.toContain('Lake Lugano at Dusk');

    const second = await page('/catalogue?page=2&lang=fr');
    expect(second.statusCode).toBe(200);
    expect(/<link rel="canonical" href="([^"]*)"/.exec(second.body)?.[1]?.replace(/&#38;/g, '&')).toBe(
      'https://shop.example.ch/catalogue?page=2&lang=fr',
    );
    expect(text(drawn(second.body))).toContain('Retour aux affiches les plus récentes');
  });

  it("a poster's page: its content, Product and Offer data, canonical address and language alternates", async () => {
    const url = posterPath(lugano, 'Lake Lugano at Dusk');
    const response = await page(`${url}?lang=fr`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const words = text(drawn(html));
    expect(words).toContain('Lake Lugano at Dusk');
    expect(words).toContain(`@${creator.username}`);
    expect(drawn(html)).toContain(formatterFor('fr').price(1234.5));
    expect(html).toContain(`<link rel="canonical" href="https://shop.example.ch${url}?lang=fr" />`);
    for (const language of ['de', 'fr', 'it'])
      expect(html).toContain(`hreflang="${language}" href="https://shop.example.ch${url}?lang=${language}"`);
    expect(html).toContain(`hreflang="en" href="https://shop.example.ch${url}"`);
    expect(html).toContain(`hreflang="x-default" href="https://shop.example.ch${url}"`);

    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as Record<
      string,
      any
    >;
    expect(jsonLd['@type']).toContain('Product');
    expect(jsonLd).toMatchObject({
      name: 'Lake Lugano at Dusk',
      url: `https://shop.example.ch${url}?lang=fr`,
      creator: { name: `@${creator.username}` },
      // every size and finish: A4 bare at the table's ratio to A3, up to A1 in a frame with a passe-partout
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '820.30',
        highPrice: '2974.00',
        offerCount: 28,
        priceCurrency: 'CHF',
        availability: 'https://schema.org/InStock',
        inventoryLevel: { value: 288 },
      },
    });
    expect(jsonLd.image).toMatch(/^https:\/\/shop\.example\.ch\/api\/storage-image\/previews\//);
    // When it arrives and the returns policy, drawn with the page and stated to search engines.
    const delivery = messagesFor('fr').shell.delivery;
    expect(words).toContain(delivery.zones.ch);
    expect(words).toMatch(/arrivée entre le \S+ \d+ \S+ et le \S+ \d+ \S+/);
    expect(drawn(html)).toContain('href="/returns"');
    expect(jsonLd.offers.shippingDetails).toHaveLength(3);
    expect(jsonLd.offers.shippingDetails[0]).toMatchObject({
      '@type': 'OfferShippingDetails',
      shippingRate: { value: 0, currency: 'CHF' },
      deliveryTime: { '@type': 'ShippingDeliveryTime', transitTime: { minValue: 1, maxValue: 2, unitCode: 'DAY' } },
    });
    expect(jsonLd.offers.hasMerchantReturnPolicy).toMatchObject({
      '@type': 'MerchantReturnPolicy',
      merchantReturnLink: 'https://shop.example.ch/returns',
    });

    const gone = JSON.parse(
      /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(
        (await page(posterPath(soldOut, 'Last Tram Home'))).body,
      )![1]!,
    ) as Record<string, any>;
    expect(gone.offers.availability).toBe('https://schema.org/SoldOut');
  });

  it("a poster's page under an old or missing slug sends the visitor on to the current one; an unknown or private poster is a 404", async () => {
    const old = await page(`/posters/${lugano}-an-old-name?lang=de`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`${posterPath(lugano, 'Lake Lugano at Dusk')}?lang=de`);
    expect((await page(`/posters/${lugano}`)).statusCode).toBe(301);

    for (const url of [`/posters/${hidden}-private-sketch`, '/posters/999999999-nothing', '/posters/abc']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(text(drawn(response.body)), url).toContain('This poster is no longer in the catalogue.');
      expect(response.body, url).not.toContain('application/ld+json');
    }
  });

  it('the catalogue dialog’s links name the poster page as their canonical address', async () => {
    const html = (await page(`/catalogue?poster=${lugano}`)).body;
    expect(html).toContain(
      `<link rel="canonical" href="https://shop.example.ch${posterPath(lugano, 'Lake Lugano at Dusk')}" />`,
    );
  });

  it('Moments, earn, partners, the landing page and not found are drawn too, each in its language', async () => {
    const feed = text(drawn((await page('/feed?lang=it')).body));
    expect(feed).toContain('Lake Lugano at Dusk');
    expect(text(drawn((await page('/earn', { 'accept-language': 'fr-CH' })).body))).toContain('Lake Lugano at Dusk');
    expect(drawn((await page('/partners?lang=de')).body).length).toBeGreaterThan(2000);
    expect(text(drawn((await page('/?lang=it')).body))).toMatch(/\w{4,}/);
    const missing = await page('/no-such-page?lang=de');
    expect(missing.statusCode).toBe(404);
    expect(drawn(missing.body)).toContain('404');
  });

  it('the returns page is drawn in each of the four languages, with its own title', async () => {
    for (const language of ['en', 'de', 'fr', 'it'] as const) {
      const response = await page(`/returns?lang=${language}`);
      expect(response.statusCode, language).toBe(200);
      const returns = messagesFor(language).legal.returns;
      const words = text(drawn(response.body));
      expect(words, language).toContain(returns.title);
      expect(words, language).toContain(returns.sections[0]!.heading);
      expect(response.body, language).toContain(`<title>${returns.title} · Affiche</title>`);
      expect(response.body, language).toContain(`<html lang="${language}"`);
    }
  });

  it('a drawn page goes out compressed to a browser that accepts it', async () => {
    const response = await page('/catalogue', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(response.headers.vary)).toMatch(/accept-language/i);
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(text(drawn(html))).toContain('Lake Lugano at Dusk');
    expect(response.rawPayload.length).toBeLessThan(html.length / 3);
  });

  it('private pages stay the browser’s: the plain app without server markup', async () => {
    for (const url of ['/create', '/dashboard', '/settings', '/orders', '/admin/login']) {
      const response = await page(url);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('id="server-state"');
    }
  });

  it('a drawn page names its modules for the browser to fetch after its pictures; a private page preloads them', async () => {
    const manifest = JSON.parse(await readFile(path.join(webFolder, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const html = (await page(posterPath(lugano, 'Lake Lugano at Dusk'))).body;
    const modules = /<meta name="page-modules" content="([^"]+)" \/>/.exec(html)?.[1]!.split(' ') ?? [];
    expect(modules).toContain(`/${manifest['start.tsx']!.file}`);
    expect(modules).toContain(`/${manifest['pages/poster.tsx']!.file}`);
    // the words it spoke, in its language
    expect(modules).toContain(`/${manifest['../shared/messages/en/catalogue.ts']!.file}`);
    expect(modules).not.toContain(`/${manifest['../shared/messages/de/catalogue.ts']!.file}`);
    for (const file of modules) expect(existsSync(path.join(webFolder, file)), file).toBe(true);
    // the document itself preloads only what the entry imports itself
    expect([...html.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((link) => link[1])).toEqual(
      (manifest['index.html']!.imports ?? []).map((key) => manifest[key]!.file),
    );

    const create = (await page('/create')).body;
    expect(create).not.toContain('name="page-modules"');
    for (const key of ['start.tsx', 'pages/create.tsx'])
      expect(create).toContain(`<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`);
  });

  it("a signed-in visitor's Moments shows their likes; every other page is the one kept for everyone", async () => {
    expect((await creator.post(`/api/posters/${lugano}/like`, {})).statusCode).toBe(200);
    const liked = (html: string) => /aria-pressed="true"/.test(drawn(html));
    // asked for in turn, at the same address: each is sent the page drawn for them, never the one kept for the other
    for (let round = 0; round < 2; round++) {
      expect(liked((await creator.get('/feed')).body)).toBe(true);
      expect(liked((await page('/feed')).body)).toBe(false);
    }
    // A made-up session cookie draws nothing of its own: the catalogue answers as it does for everyone.
    const forged = await page('/catalogue', { cookie: 'affiche_session=made-up' });
    expect(text(drawn(forged.body))).toContain('Lake Lugano at Dusk');
  });
});
