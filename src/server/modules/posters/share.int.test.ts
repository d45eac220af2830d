import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatterFor } from '../../../shared/i18n/format.ts';
import { userImages } from '../../db/schema.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  // A small stand-in for Vite's output, as the build writes it.
  const webDistFolder = path.join(process.env.TMPDIR ?? '/tmp', `affiche-web-share-${process.pid}-${Date.now()}`);
  await mkdir(webDistFolder, { recursive: true });
  await writeFile(
    path.join(webDistFolder, 'index.html'),
    '<!doctype html><html><head><meta name="app-settings" content="{}" /><meta name="description" content="Turn ' +
      'photos into prints." /><title>x</title></head><body><div id="root"></div></body></html>',
  );
  // …and its manifest: the entry and its loader, the app it starts, the catalogue page, and a chunk both share
  await mkdir(path.join(webDistFolder, '.vite'), { recursive: true });
  await writeFile(
    path.join(webDistFolder, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_preload.js'],
        dynamicImports: ['start.tsx'],
      },
      '_preload.js': { file: 'assets/preload-1.js' },
      'start.tsx': { file: 'assets/start-1.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_grid.js': { file: 'assets/grid-1.js', imports: ['_react.js'] },
      'pages/catalogue.tsx': { file: 'assets/catalogue-1.js', imports: ['_grid.js', '_react.js'] },
      'pages/admin-login.tsx': { file: 'assets/admin-login-1.js', imports: ['_react.js'] },
    }),
  );
  // The posters are written straight into the database, so the catalogue keeps no page that could predate them.
  t = await createTestApp({
    webDistFolder,
    catalogueCacheTtlMs: 0,
    env: { PUBLIC_URL: 'https://shop.example.ch', BRAND_NAME: 'Affiche' },
  });
  owner = await signedInUser(t);
});
afterAll(() => t.close());

async function poster(values: Partial<typeof userImages.$inferInsert>): Promise<number> {
  const tag = randomBytes(16).toString('hex');
  const preview = await sharp({ create: { width: 849, height: 1200, channels: 3, background: '#e2703a' } })
    .webp()
    .toBuffer();
  await t.runtime.storage.put(`previews/${tag}.webp`, preview, { contentType: 'image/webp' });
  const [row] = await t.runtime.database.db
    .insert(userImages)
    .values({
      userId: owner.id,
      style: 'swissmidcentury',
      originalPath: `originals/${tag}.jpg`,
      generatedPath: `posters/${tag}.jpg`,
      previewPath: `previews/${tag}.webp`,
      thumbnailPath: `thumbnails/${tag}.webp`,
      name: 'Lake Lugano at Dusk',
      city: 'Lugano',
      totalSupply: 200,
      pricePerUnit: '30.00',
      isPublic: true,
      isApproved: true,
      approvedAt: new Date(),
      ...values,
    })
    .returning({ id: userImages.id });
  return row!.id;
}

const metaContent = (html: string, key: string) => {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)" />`).exec(html);
  return match?.[1];
};

describe('a shared catalogue link', () => {
  it('carries Open Graph and Twitter card tags for an approved public poster', async () => {
    const id = await poster({});
    const response = await t.app.inject({ method: 'GET', url: `/catalogue?poster=${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    const title = `Lake Lugano at Dusk by @${owner.username}`;
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'og:description')).toBe(
      'A Swiss Mid-Century poster from Lugano · 200 prints at 30.00 CHF',
    );
    expect(metaContent(html, 'og:image')).toBe(`https://shop.example.ch/api/share-card/${id}.png`);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:url')).toBe(`https://shop.example.ch/posters/${id}-lake-lugano-at-dusk`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(`https://shop.example.ch/api/share-card/${id}.png`);
    expect(html).toContain(`<title>${title} · Affiche</title>`);
    expect(metaContent(html, 'description')).toBe('A Swiss Mid-Century poster from Lugano · 200 prints at 30.00 CHF');
    expect(html).toContain('<div id="root"></div>');

    // the feed's form of the link too
    const fromFeed = await t.app.inject({ method: 'GET', url: `/catalogue?showPoster=${id}` });
    expect(metaContent(fromFeed.body, 'og:title')).toBe(title);
  });

  it('speaks the page’s language: German title, description and card for ?lang=de', async () => {
    const id = await poster({});
    const response = await t.app.inject({ method: 'GET', url: `/catalogue?poster=${id}&lang=de` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const title = `Lake Lugano at Dusk von @${owner.username}`;
    const price = formatterFor('de').price(30);
    const description = `Ein Poster im Stil Swiss Mid-Century aus Lugano · 200 Drucke zu ${price}`;
    expect(html).toContain(`<title>${title} · Affiche</title>`);
    expect(metaContent(html, 'description')).toBe(description);
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'og:description')).toBe(description);
    expect(metaContent(html, 'og:locale')).toBe('de_CH');
    expect(metaContent(html, 'og:image:alt')).toBe(title);
    expect(metaContent(html, 'og:url')).toBe(`https://shop.example.ch/posters/${id}-lake-lugano-at-dusk?lang=de`);
    expect(metaContent(html, 'og:image')).toBe(`https://shop.example.ch/api/share-card/${id}.png?lang=de`);
    expect(metaContent(html, 'twitter:title')).toBe(title);

    // the kept choice (cookie) too, and a former creator's poster in French
    const french = await t.app.inject({
      method: 'GET',
      url: `/catalogue?poster=${id}`,
      headers: { cookie: 'lang=fr' },
    });
    expect(metaContent(french.body, 'og:title')).toBe(`Lake Lugano at Dusk par @${owner.username}`);
  });

  it('escapes every value it puts into the page', async () => {
    const id = await poster({ name: '"><script>alert(1)</script> & <b>', city: 'O\'Neill "City"' });
    const html = (await t.app.inject({ method: 'GET', url: `/catalogue?poster=${id}` })).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('"><script>');
    expect(metaContent(html, 'og:title')).toBe(
      `&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#60;b&#62; by @${owner.username}`,
    );
    expect(metaContent(html, 'og:description')).toContain('O&#39;Neill &#34;City&#34;');
  });

  it('adds no poster tags for a poster in review, a private one, an unknown id or a bad one', async () => {
    const inReview = await poster({ isApproved: false, approvedAt: null });
    const hidden = await poster({ isPublic: false });
    for (const query of [
      `poster=${inReview}`,
      `poster=${hidden}`,
      'poster=987654321',
      'poster=abc',
      "poster=1'%20or%201=1",
      'poster=',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/catalogue?${query}` });
      expect(response.statusCode, query).toBe(200);
      expect(response.body, query).not.toContain('og:title');
      expect(response.body).toContain('<title>Catalogue · Affiche</title>');
    }
    const elsewhere = await t.app.inject({ method: 'GET', url: `/feed?poster=${await poster({})}` });
    expect(elsewhere.body).not.toContain('og:title');
  });
});

describe('the plain catalogue page', () => {
  it('preloads the first tiles’ pictures from the head (its list is in the page)', async () => {
    const newest = await poster({ approvedAt: new Date(Date.now() + 60_000) });
    const response = await t.app.inject({ method: 'GET', url: '/catalogue' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('as="fetch"');
    const images = [
      ...response.body.matchAll(
        new RegExp(
          '<link rel="preload" href="([^"]+)" as="image" imagesrcset="([^"]+)" imagesizes="[^"]+" ' +
            'fetchpriority="high" />',
          'g',
        ),
      ),
    ];
    expect(images).toHaveLength(1);
    const first = (await t.app.inject({ method: 'GET', url: '/api/public-images?limit=12&offset=0' })).json().images[0];
    expect(first.id).toBe(newest);
    expect(images[0]![1]).toBe(first.thumbnailUrl);
    expect(images[0]![2]).toBe(`${first.thumbnailUrl} 340w, ${first.previewUrl} 849w`);
    expect(response.body).toContain('<title>Catalogue · Affiche</title>');
    expect((await t.app.inject({ method: 'GET', url: '/earn' })).body).not.toContain('rel="preload"');
  });

  it('on /feed: the first poster’s picture (its first page is in the page)', async () => {
    const feedPage = (await t.app.inject({ method: 'GET', url: '/feed' })).body;
    expect(feedPage).not.toContain('as="fetch"');
    const first = (await t.app.inject({ method: 'GET', url: '/api/feed?page=1' })).json().posts[0];
    expect(feedPage).toContain(
      `<link rel="preload" href="${first.thumbnailPath}" as="image" imagesrcset="${first.thumbnailPath} 340w, ` +
        `${first.previewPath} 849w"`,
    );
  });
});

describe('page chunks', () => {
  it('are preloaded from the head of a page the browser draws, with the app (not what the entry imports itself), and the manifest is not served', async () => {
    const catalogue = (await t.app.inject({ method: 'GET', url: '/catalogue' })).body;
    for (const file of ['catalogue-1.js', 'grid-1.js', 'start-1.js', 'react-1.js'])
      expect(catalogue.split(`<link rel="modulepreload" crossorigin href="/assets/${file}" />`)).toHaveLength(2);
    expect(catalogue).not.toContain('preload-1.js');
    expect((await t.app.inject({ method: 'GET', url: '/admin/login' })).body).toContain(
      'href="/assets/admin-login-1.js"',
    );
    const notFound = (await t.app.inject({ method: 'GET', url: '/no-such-page' })).body;
    expect(notFound).toContain('href="/assets/start-1.js"');
    expect(notFound).not.toContain('catalogue-1.js');
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });
});

describe('the share card', () => {
  it('is a 1200 × 630 PNG with an ETag, revalidated with 304', async () => {
    const id = await poster({
      name: 'A rather long poster name that needs to wrap over more than one line of the card',
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/share-card/${id}.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const image = sharp(response.rawPayload);
    expect(await image.metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // the paper background in the corner, the white border of the poster on the left
    const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(5, 5)).toEqual([0xf6, 0xf1, 0xe7]);
    expect(pixel(80, 315)).toEqual([255, 255, 255]);

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/share-card/${id}.png`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const cached = await t.app.inject({ method: 'GET', url: `/api/share-card/${id}.png` });
    expect(cached.rawPayload.equals(response.rawPayload)).toBe(true);

    // each language's card is its own image, named by its address alone (not the cookie)
    const german = await t.app.inject({ method: 'GET', url: `/api/share-card/${id}.png?lang=de` });
    expect(german.statusCode).toBe(200);
    expect(german.headers.etag).not.toBe(etag);
    expect(german.rawPayload.equals(response.rawPayload)).toBe(false);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: `/api/share-card/${id}.png`,
      headers: { cookie: 'lang=de' },
    });
    expect(byCookie.headers.etag).toBe(etag);
  });

  it('answers 404 for posters that are not approved and public, and 400 for a bad name', async () => {
    const inReview = await poster({ isApproved: false, approvedAt: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/share-card/${inReview}.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/share-card/987654321.png' })).statusCode).toBe(404);
    for (const bad of ['abc.png', '12', '12.jpg', '..%2f..%2fetc.png']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/share-card/${bad}` })).statusCode, bad).toBe(400);
    }
  });
});
