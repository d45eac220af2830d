import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CataloguePoster } from '../../../shared/catalogue.ts';
import type { FeedPost } from '../../../shared/feed.ts';
import { POSTER_PICTURE_BUDGET_BYTES, POSTER_PICTURE_WIDTHS } from '../../../shared/poster-pictures.ts';
import { userImages } from '../../db/schema.ts';
import { waitForQueueToDrain } from '../../testing/jobs.ts';
import { generatedPoster } from '../../testing/posters.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import { picturesQueue } from './poster-pictures.service.ts';

let t: TestApp;
let imageId: number;

/** A customer's photo (bench/photos/canyon.jpg, public domain): red cliffs and a river bed, fine texture everywhere. */
const canyonFile = new URL('../../../../bench/photos/canyon.jpg', import.meta.url);
const canyon = async () => `data:image/jpeg;base64,${(await readFile(canyonFile)).toString('base64')}`;

const rowOf = async (id: number) =>
  (await t.runtime.database.db.select().from(userImages).where(eq(userImages.id, id)))[0]!;

beforeAll(async () => {
  // A small stand-in for Vite's output, so the pages' heads are drawn.
  const webDistFolder = await mkdtemp(path.join(tmpdir(), 'affiche-web-pictures-'));
  await writeFile(
    path.join(webDistFolder, 'index.html'),
    '<!doctype html><html><head><meta name="app-settings" content="{}" /><title>x</title></head><body><div ' +
      'id="root"></div></body></html>',
  );
  await mkdir(path.join(webDistFolder, '.vite'));
  await writeFile(
    path.join(webDistFolder, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }),
  );
  t = await createTestApp({ catalogueCacheTtlMs: 0, webDistFolder });
  const user = await signedInUser(t);
  ({ imageId } = await generatedPoster(user, { style: 'popart', imageData: await canyon() }));
  await waitForQueueToDrain(t.runtime.jobs, picturesQueue, { data: { imageId }, timeoutMs: 120_000 });
  await t.runtime.database.db
    .update(userImages)
    .set({ isPublic: true, isApproved: true, approvedAt: new Date(), name: 'Canyon in Pop Art' })
    .where(eq(userImages.id, imageId));
}, 180_000);
afterAll(() => t.close());

const candidates = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ') as [string, string]);

describe('a poster’s public pictures (decision 039)', () => {
  it('are made by a job after the render, and every srcset candidate answers within the budget', async () => {
    expect((await rowOf(imageId)).picturesId).toMatch(/^[0-9a-f]{32}$/);
    const poster = (await t.app.inject({ method: 'GET', url: '/api/public-images' }))
      .json<{ images: CataloguePoster[] }>()
      .images.find((image) => image.id === imageId)!;
    expect(poster.pictures).not.toBeNull();
    for (const format of ['avif', 'webp'] as const) {
      const entries = candidates(poster.pictures![format]);
      expect(entries.map(([, width]) => width)).toEqual(POSTER_PICTURE_WIDTHS.map((width) => `${width}w`));
      for (const [url] of entries) {
        // anyone: no session
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toBe(`image/${format}`);
        expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
        expect(response.rawPayload.length, url).toBeLessThanOrEqual(POSTER_PICTURE_BUDGET_BYTES);
      }
    }
    const feed = (await t.app.inject({ method: 'GET', url: '/api/feed' })).json<{ posts: FeedPost[] }>();
    expect(feed.posts.find((post) => post.id === imageId)!.pictures).toEqual(poster.pictures);
  });

  it('are preloaded in AVIF from the head of the catalogue and of the poster’s page', async () => {
    const poster = (await t.app.inject({ method: 'GET', url: `/api/images/${imageId}/availability` })).json<
      CataloguePoster & { pictures: { avif: string } }
    >();
    for (const url of ['/catalogue', `/catalogue?poster=${imageId}`]) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      expect(html, url).toContain(`type="image/avif" imagesrcset="${poster.pictures.avif}"`);
    }
  });

  it('are filled in for posters without them, once: the filling job is idempotent', async () => {
    const { picturesId, ...poster } = await rowOf(imageId);
    // a poster from before the pictures (its master is the same file), and the first one's id forgotten
    const [older] = await t.runtime.database.db
      .insert(userImages)
      .values({ ...poster, id: undefined, createdAt: undefined, isPublic: false, isApproved: false })
      .returning({ id: userImages.id });
    await t.runtime.database.db.update(userImages).set({ picturesId: null }).where(eq(userImages.id, imageId));

    await t.runtime.jobs.boss.send(picturesQueue, { fill: true });
    await waitForQueueToDrain(t.runtime.jobs, picturesQueue, { timeoutMs: 240_000 });
    expect((await rowOf(imageId)).picturesId).toBe(picturesId);
    expect((await rowOf(older!.id)).picturesId).toBe(picturesId);

    const sent = (await t.runtime.jobs.boss.findJobs(picturesQueue)).length;
    await t.runtime.jobs.boss.send(picturesQueue, { fill: true }, { singletonKey: 'again' });
    await waitForQueueToDrain(t.runtime.jobs, picturesQueue, { timeoutMs: 240_000 });
    // the second filling found nothing to do: only itself was added
    expect((await t.runtime.jobs.boss.findJobs(picturesQueue)).length).toBe(sent + 1);
  }, 600_000);
});
