import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userImages, userVideos } from '../../db/schema.ts';
import { signInAdmin } from '../../testing/admin-session.ts';
import { generatedPoster, makeCataloguePoster } from '../../testing/posters.ts';
import { STAGING_STAND_INS } from '../../testing/server-process.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';

/**
 * Print masters stay private (decision 023), tried as an attacker would against a production server: a
 * poster made by the real pipeline (a 3508×4961 master), published and approved, with a video; then every
 * public answer is read for file addresses, and every file it names is fetched without a session.
 */

let t: TestApp;
let creator: TestUser;
let stranger: TestUser;
let webDistFolder: string;
let posterId: number;
let poster: typeof userImages.$inferSelect;
const video = { original: '', playback: '' };
const MAX_PUBLIC_SIDE = 1600;

beforeAll(async () => {
  // A stand-in for Vite's output, so the share page and the catalogue and feed pages are served.
  webDistFolder = path.join(process.env.TMPDIR ?? '/tmp', `affiche-web-masters-${process.pid}-${Date.now()}`);
  await mkdir(path.join(webDistFolder, '.vite'), { recursive: true });
  await writeFile(
    path.join(webDistFolder, 'index.html'),
    '<!doctype html><html><head><meta name="app-settings" content="{}" /><title>x</title></head><body><div ' +
      'id="root"></div></body></html>',
  );
  await writeFile(
    path.join(webDistFolder, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }),
  );
  // The poster is published and approved straight in the database, so the catalogue and the feed keep no page from
  // before.
  t = await createTestApp({
    webDistFolder,
    catalogueCacheTtlMs: 0,
    env: {
      NODE_ENV: 'production',
      ...STAGING_STAND_INS,
      PUBLIC_URL: 'https://shop.example.ch',
      ADMIN_USERNAME: 'printroom',
      ADMIN_PASSWORD: 'a long and secret admin password',
    },
  });
  creator = await signedInUser(t);
  stranger = await signedInUser(t);

  // The real pipeline: a photo in, a print master, a preview and a thumbnail out.
  const photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#3d7ea6' } })
    .jpeg()
    .toBuffer();
  posterId = (
    await generatedPoster(creator, {
      style: 'popart',
      imageData: `data:image/jpeg;base64,${photo.toString('base64')}`,
    })
  ).imageId;

  // A clip of its moment: the upload is the creator's, the playback copy is for everyone.
  const clip = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7) % 256));
  const hash = createHash('sha256').update(clip).digest('hex').slice(0, 32);
  video.original = `videos/originals/${hash}.mp4`;
  video.playback = `videos/${hash}.mp4`;
  await t.runtime.storage.put(video.original, clip, { contentType: 'video/mp4' });
  await t.runtime.storage.put(video.playback, clip, { contentType: 'video/mp4' });
  const db = t.runtime.database.db;
  await db
    .insert(userVideos)
    .values({ userId: creator.id, originalPath: video.original, compressedPath: video.playback, durationSeconds: 4 });

  const now = new Date();
  [poster] = await db
    .update(userImages)
    .set({
      isPublic: true,
      isApproved: true,
      name: 'Limited Lake',
      city: 'Thun',
      totalSupply: 50,
      pricePerUnit: '30.00',
      publishedAt: now,
      approvedAt: now,
      originalVideoPath: video.original,
      compressedVideoPath: video.playback,
      videoFrameTimestamp: 1.5,
    })
    .where(eq(userImages.id, posterId))
    .returning();
});
afterAll(async () => {
  await t.close();
  await rm(webDistFolder, { recursive: true, force: true });
});

const anonymous = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/**
 * Every answer the public gets about the poster: the catalogue, its detail, the feed, the pages and the share card's
 * page.
 */
async function publicAnswers(): Promise<{ url: string; text: string }[]> {
  const urls = [
    `/api/public-images?search=${encodeURIComponent('Limited Lake')}`,
    '/api/public-images',
    `/api/images/${posterId}/availability`,
    '/api/feed',
    `/catalogue?poster=${posterId}`,
    `/catalogue?poster=${posterId}&lang=de`,
    '/catalogue',
    '/feed',
  ];
  const answers: { url: string; text: string }[] = [];
  for (const url of urls) {
    const response = await anonymous(url);
    expect(response.statusCode, url).toBe(200);
    answers.push({ url, text: response.body });
  }
  return answers;
}

/** The file addresses an answer names, as paths of this server. */
function fileUrlsIn(text: string): string[] {
  const found = text.match(/\/api\/(?:storage-image|share-card)\/[^"'\s<>\\)]+/g) ?? [];
  return [...new Set(found.map((url) => url.replace(/&(#38|amp);/g, '&')))];
}

describe('what the public is told', () => {
  it('names no print master and no upload in the catalogue, the poster detail, the feed and the share pages', async () => {
    const answers = await publicAnswers();
    const catalogue = JSON.parse(answers[0]!.text).images;
    expect(catalogue.map((image: { id: number }) => image.id)).toEqual([posterId]);
    expect(catalogue[0].generatedPath).toBe(`/api/storage-image/${poster.previewPath}`);
    const feedPost = JSON.parse(answers[3]!.text).posts.find((post: { id: number }) => post.id === posterId);
    expect(feedPost).toMatchObject({
      generatedPath: `/api/storage-image/${poster.previewPath}`,
      originalVideoPath: null,
      compressedVideoPath: `/api/storage-image/${video.playback}`,
    });
    expect(answers[4]!.text).toContain('og:image');

    for (const { url, text } of answers) {
      for (const secret of [poster.generatedPath, poster.originalPath, video.original])
        expect(text, `${url} names ${secret}`).not.toContain(secret);
      expect(text, url).not.toMatch(/storage-image\/(posters|originals|videos\/originals)\//);
    }
  });

  it('serves every picture those answers name at 1600 px or less on the long side, previews and thumbnails cached for good', async () => {
    const urls = new Set((await publicAnswers()).flatMap(({ text }) => fileUrlsIn(text)));
    expect(urls).toContain(`/api/storage-image/${poster.previewPath}`);
    expect(urls).toContain(`/api/storage-image/${poster.thumbnailPath}`);
    expect([...urls].some((url) => url.startsWith(`/api/share-card/${posterId}.png`))).toBe(true);
    let pictures = 0;
    for (const url of urls) {
      const response = await anonymous(url);
      expect(response.statusCode, url).toBe(200);
      if (!String(response.headers['content-type']).startsWith('image/')) continue;
      pictures += 1;
      const { width, height } = await sharp(response.rawPayload).metadata();
      expect(Math.max(width!, height!), url).toBeLessThanOrEqual(MAX_PUBLIC_SIDE);
      expect(String(response.headers['cache-control']), url).toMatch(/^public/);
    }
    expect(pictures).toBeGreaterThanOrEqual(3);
    for (const key of [poster.previewPath, poster.thumbnailPath, video.playback]) {
      const response = await anonymous(`/api/storage-image/${key}`);
      expect(response.statusCode, key).toBe(200);
      expect(response.headers['cache-control'], key).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('the files that are not the public’s', () => {
  const refused = (response: LightMyRequestResponse, what: string, message = 'File not found.') => {
    expect(response.statusCode, what).toBe(404);
    expect(response.json(), what).toEqual({ code: expect.any(String), message });
    expect(String(response.headers['cache-control'] ?? ''), what).not.toMatch(/immutable/);
  };

  it('answers a print master’s old address with 404 to everyone, the poster’s creator included, as if it did not exist', async () => {
    const url = `/api/storage-image/${poster.generatedPath}`;
    refused(await anonymous(url), 'anonymous');
    refused(await anonymous(url, { 'accept-language': 'de-CH' }), 'anonymous in German', 'Datei nicht gefunden.');
    refused(await anonymous(url, { range: 'bytes=0-99' }), 'a byte range');
    refused(await stranger.get(url), 'another user');
    refused(await creator.get(url), 'the creator');
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(404);
    // …and a master that does not exist answers the same
    refused(await anonymous('/api/storage-image/posters/0123456789abcdef0123456789abcdef.jpg'), 'a made-up master');
  });

  it('answers a user’s upload (photo and video) to that user alone, cached privately; 404 to anyone else', async () => {
    for (const key of [poster.originalPath, video.original]) {
      refused(await anonymous(`/api/storage-image/${key}`), `${key} anonymous`);
      refused(await stranger.get(`/api/storage-image/${key}`), `${key} another user`);
      const own = await creator.get(`/api/storage-image/${key}`);
      expect(own.statusCode, key).toBe(200);
      expect(own.headers['cache-control'], key).toBe('private, no-cache');
      expect(own.headers.vary, key).toMatch(/cookie/i);
      expect(own.rawPayload.length, key).toBeGreaterThan(0);
    }
    const photo = await creator.get(`/api/storage-image/${poster.originalPath}`);
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('shows the creator their poster’s preview, not its master, on the dashboard and in their data export', async () => {
    const own = (await creator.get('/api/user-images'))
      .json()
      .images.find((image: { id: number }) => image.id === posterId);
    expect(own.generatedPath).toBe(`/api/storage-image/${poster.previewPath}`);
    const exported = await creator.get('/api/account/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(poster.generatedPath);
    const files = exported.json().posters.find((entry: { id: number }) => entry.id === posterId).files;
    expect(files.preview).toBe(`https://shop.example.ch/api/storage-image/${poster.previewPath}`);
    // the export's link to their photo opens for them
    const original = await creator.get(new URL(files.original).pathname);
    expect(original.statusCode).toBe(200);
  });

  it('gives the admin the full-resolution master through the admin route only, and nothing there to anyone else', async () => {
    const cookie = await signInAdmin(t);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/catalogue?search=${encodeURIComponent('Limited Lake')}`,
      headers: { cookie },
    });
    const entry = listed.json().images.find((image: { id: number }) => image.id === posterId);
    expect(entry.fullImageUrl).toBe(`/api/admin/storage-image/${poster.generatedPath}`);

    const master = await t.app.inject({ method: 'GET', url: entry.fullImageUrl, headers: { cookie } });
    expect(master.statusCode).toBe(200);
    expect(master.headers['cache-control']).toBe('private, no-cache');
    const size = await sharp(master.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(['jpeg', 3508, 4961]);
    const upload = await t.app.inject({
      method: 'GET',
      url: `/api/admin/storage-image/${poster.originalPath}`,
      headers: { cookie },
    });
    expect(upload.statusCode).toBe(200);

    for (const headers of [{}, { cookie: creator.cookie }, { cookie: 'affiche_admin=forged' }]) {
      const response = await t.app.inject({ method: 'GET', url: entry.fullImageUrl, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBeTruthy();
      expect(response.rawPayload.length).toBeLessThan(1000);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/storage-image/posters/missing.jpg',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
    const traversal = await t.app.inject({
      method: 'GET',
      url: '/api/admin/storage-image/..%2F..%2Fpackage.json',
      headers: { cookie },
    });
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().message).toBe('Invalid file path.');
  });

  it('still plays, to everyone, an upload that a published poster used as its playback video before the copies existed', async () => {
    // Before decision 023 a shop without ffmpeg played the upload itself; such a poster keeps its video.
    const clip = Buffer.from('an mp4 played as it was sent');
    const key = `videos/originals/${createHash('sha256').update(clip).digest('hex').slice(0, 32)}.mp4`;
    await t.runtime.storage.put(key, clip, { contentType: 'video/mp4' });
    const published = await makeCataloguePoster(t, creator.id, { name: 'Older Moment' });
    const db = t.runtime.database.db;
    await db.update(userImages).set({ compressedVideoPath: key }).where(eq(userImages.id, published));
    const played = await anonymous(`/api/storage-image/${key}`);
    expect(played.statusCode).toBe(200);
    expect(played.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // …and stops once the poster leaves the catalogue
    await db.update(userImages).set({ isPublic: false }).where(eq(userImages.id, published));
    refused(await anonymous(`/api/storage-image/${key}`), 'a withdrawn poster’s upload');
  });
});
