import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../i18n/messages.ts';
import { generations, userImages, users } from '../../db/schema.ts';
import type { Logger } from 'pino';
import { generateDeadLetterQueue } from './generation.jobs.ts';
import { ORPHAN_GRACE_MS, originalIsReferenced, sweepOrphanOriginals } from '../storage/orphan-originals.ts';
import { createVideoService } from './video.service.ts';
import { madePoster } from '../../testing/posters.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';
import { waitForQueueToDrain } from '../../testing/jobs.ts';
import { waitFor } from '../../testing/wait-for.ts';

const m = english.create;

let t: TestApp;
let photo: string;

beforeAll(async () => {
  t = await createTestApp({ env: { FREE_CREDITS: '2' } });
  photo = await photoDataUrl(1200, 1600);
});
afterAll(() => t.close());

const SKY_DEFS =
  '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">' +
  '<stop offset="0" stop-color="#7fb2e5"/><stop offset="1" stop-color="#f3d9a4"/></linearGradient></defs>';

async function photoDataUrl(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<string> {
  const hills =
    `0,${height * 0.7} ${width * 0.35},${height * 0.35} ${width * 0.7},${height * 0.65} ` +
    `${width},${height * 0.4} ${width},${height} 0,${height}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    ${SKY_DEFS}
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <polygon points="${hills}" fill="#3d5a40"/>
    <circle cx="${width * 0.7}" cy="${height * 0.2}" r="${width * 0.08}" fill="#ffd34d"/>
    <rect y="${height * 0.8}" width="${width}" height="${height * 0.2}" fill="#2b5f8a"/></svg>`;
  const image = sharp(Buffer.from(svg));
  const bytes = format === 'jpeg' ? await image.jpeg({ quality: 85 }).toBuffer() : await image.png().toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

const generate = (user: TestUser, body: Record<string, unknown>) =>
  user.post('/api/generate-gpt-image', { style: 'popart', ...body });

async function creditsOf(user: TestUser) {
  return (await user.get('/api/generation-credits')).json() as { freeCreditsRemaining: number; paidCredits: number };
}

describe('generating a poster', () => {
  it('renders the poster on the local engine, stores it as a user image and takes one credit', async () => {
    const user = await signedInUser(t);
    const response = await generate(user, {
      imageData: photo,
      caption: { text: 'Summer on the lake', x: 150, y: 400, frameWidth: 350, frameHeight: 495 },
    });
    // a render that outlasts the request's wait (a loaded machine) is answered 202 and polled for, as the browser does
    expect([200, 202]).toContain(response.statusCode);
    const { confirmationId } = response.json();
    const made = await madePoster(user, confirmationId);
    const body = response.statusCode === 200 ? response.json() : { ...made, originalImagePath: made.originalPath };
    // the result screen gets the preview; the print master stays private (decision 023)
    expect(body.posterUrl).toMatch(/^\/api\/storage-image\/previews\/[0-9a-f]{32}\.webp$/);
    expect(body.posterUrl).toBe(body.previewUrl);
    expect(body.originalImagePath).toMatch(/^\/api\/storage-image\/originals\//);

    const poster = await t.app.inject({ method: 'GET', url: body.posterUrl });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['cache-control']).toContain('immutable');
    const size = await sharp(poster.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 849, 1200]);

    // the print master is rendered at A3 300 dpi, for the print export and the admin only
    const [row] = await t.runtime.database.db.select().from(userImages).where(eq(userImages.id, body.imageId));
    expect(row!.generatedPath).toMatch(/^posters\/[0-9a-f]{32}\.jpg$/);
    const master = await t.runtime.storage.get(row!.generatedPath);
    const masterSize = await sharp(Buffer.concat(await master!.body.toArray())).metadata();
    expect([masterSize.format, masterSize.width, masterSize.height]).toEqual(['jpeg', 3508, 4961]);
    expect((await t.app.inject({ method: 'GET', url: `/api/storage-image/${row!.generatedPath}` })).statusCode).toBe(
      404,
    );
    expect((await user.get(`/api/storage-image/${row!.generatedPath}`)).statusCode).toBe(404);

    expect(await creditsOf(user)).toMatchObject({ freeCreditsRemaining: 1, paidCredits: 0 });
    const images = (await user.get('/api/user-images')).json().images;
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({
      style: 'popart',
      caption: 'Summer on the lake',
      thumbnailPath: expect.stringMatching(/^\/api\/storage-image\/thumbnails\//),
    });

    // the browser that polls (the render outlasted the request's wait) learns all the request's answer would have said
    const check = (await user.get(`/api/check-generation/${confirmationId}`)).json();
    expect(body.shownPhotoWidth).toBeGreaterThan(0);
    expect(check).toMatchObject({
      ready: true,
      posterUrl: body.posterUrl,
      previewUrl: body.previewUrl,
      thumbnailUrl: body.thumbnailUrl,
      originalPath: body.originalImagePath,
      imageId: body.imageId,
      shownPhotoWidth: body.shownPhotoWidth,
    });
  }, 150_000);

  it('spends the last credit exactly once when requests race', async () => {
    const user = await signedInUser(t);
    await t.runtime.database.db.update(users).set({ freeCreditsRemaining: 1 }).where(eq(users.id, user.id));
    const answers = await Promise.all([1, 2, 3, 4].map(() => generate(user, { imageData: photo })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200 || status === 202)).toHaveLength(1);
    expect(statuses.filter((status) => status === 402)).toHaveLength(3);
    expect(answers.find((answer) => answer.statusCode === 402)!.json().message).toBe(m.noCreditsLeft);
    expect(await creditsOf(user)).toMatchObject({ freeCreditsRemaining: 0 });
  });

  it("answers a poll about somebody else's generation as not found", async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const { confirmationId } = (await generate(owner, { imageData: photo })).json();
    const peek = await stranger.get(`/api/check-generation/${confirmationId}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe(m.generationNotFound);
    expect((await stranger.get('/api/check-generation/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('a generation whose job failed for good', () => {
  it('is settled from the dead-letter queue: failed, its credit given back once', async () => {
    const user = await signedInUser(t);
    const confirmationId = randomUUID();
    const db = t.runtime.database.db;
    // as a request leaves it: one free credit taken, the generation pending (its worker then died on the last try)
    await db
      .update(users)
      .set({ freeCreditsRemaining: sql`${users.freeCreditsRemaining} - 1` })
      .where(eq(users.id, user.id));
    await db
      .insert(generations)
      .values({ confirmationId, userId: user.id, style: 'popart', creditSource: 'free', request: {} });
    await t.runtime.jobs.boss.send(generateDeadLetterQueue, { confirmationId });
    await t.runtime.jobs.boss.send(generateDeadLetterQueue, { confirmationId });
    const poll = await waitFor('the generation to be failed', async () => {
      const answer = (await user.get(`/api/check-generation/${confirmationId}`)).json();
      return answer.status === 'failed' && answer;
    });
    expect(poll).toEqual({
      ready: false,
      status: 'failed',
      code: 'generation_failed',
      message: m.transformationFailed,
    });
    const inItalian = await t.app.inject({
      method: 'GET',
      url: `/api/check-generation/${confirmationId}`,
      headers: { cookie: `${user.cookie}; lang=it` },
    });
    expect(inItalian.json().message).toBe('Non è stato possibile creare il poster. Riprova.');
    // the second dead letter has been handled too, and gave nothing back
    await waitForQueueToDrain(t.runtime.jobs, generateDeadLetterQueue, { data: { confirmationId } });
    expect(await creditsOf(user)).toMatchObject({ freeCreditsRemaining: 2 });
  });
});

describe('bad input to generation', () => {
  const cases: [string, () => Promise<Record<string, unknown>>, number, string][] = [
    ['a wrong style id', async () => ({ imageData: photo, style: 'cubism' }), 400, m.unknownStyle],
    ['a members-only style', async () => ({ imageData: photo, style: 'swissmidcentury' }), 403, m.styleForMembers],
    ['a missing image', async () => ({}), 400, m.uploadImageFirst],
    ['a non-image data URL', async () => ({ imageData: 'data:text/plain;base64,aGVsbG8=' }), 400, m.notAnImage],
    ['a truncated JPEG', async () => ({ imageData: photo.slice(0, 2000) }), 400, m.imageCorrupt],
    ['a 1 × 1 px image', async () => ({ imageData: await photoDataUrl(1, 1, 'png') }), 400, m.imageTooSmallForPoster],
    [
      'a 30,000 × 30,000 PNG (decompression bomb)',
      async () => ({ imageData: await bombDataUrl() }),
      413,
      m.imageTooManyPixels,
    ],
    [
      'a caption of 10,000 characters',
      async () => ({
        imageData: photo,
        caption: { text: 'x'.repeat(10_000), x: 1, y: 1, frameWidth: 350, frameHeight: 495 },
      }),
      400,
      m.captionTooLong,
    ],
  ];

  it.each(cases)('refuses %s with a clear 4xx and loses no credit', async (_name, body, status, message) => {
    const user = await signedInUser(t);
    const response = await generate(user, await body());
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await creditsOf(user)).toMatchObject({ freeCreditsRemaining: 2 });
    expect((await user.get('/api/user-images')).json().images).toHaveLength(0);
  });

  it('refuses a generation with no credit left, and a signed-out visitor', async () => {
    const user = await signedInUser(t);
    await t.runtime.database.db.update(users).set({ freeCreditsRemaining: 0 }).where(eq(users.id, user.id));
    const response = await generate(user, { imageData: photo });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(m.noCreditsLeft);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/generate-gpt-image',
      payload: { imageData: photo, style: 'popart' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('cheap refusals and nothing orphaned (decision 036)', () => {
  const originals = async () => {
    const keys: string[] = [];
    for await (const file of t.runtime.storage.list('originals/')) keys.push(file.key);
    return keys.sort();
  };

  it('refuses forty different photos from a user with no credits with 402 before reading them, writing nothing', async () => {
    const user = await signedInUser(t);
    await t.runtime.database.db
      .update(users)
      .set({ freeCreditsRemaining: 0, paidCredits: 0 })
      .where(eq(users.id, user.id));
    const before = await originals();
    const photos = await Promise.all(Array.from({ length: 40 }, (_, index) => photoDataUrl(400 + index, 600)));
    const answers = await Promise.all(photos.map((imageData) => generate(user, { imageData })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(402));
    expect(answers[0]!.json()).toEqual({ code: 'no_credits', message: m.noCreditsLeft });
    expect(await originals()).toEqual(before);
    // a body that is not even JSON is refused the same way: it was never read
    const unread = await t.app.inject({
      method: 'POST',
      url: '/api/generate-gpt-image',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: '{"imageData": "not json at all',
    });
    expect(unread.statusCode).toBe(402);
  });

  it('answers a body over the limit 413 as it arrives, and a race for the last credit stores one photo', async () => {
    const user = await signedInUser(t);
    const tooLarge = await generate(user, { imageData: `data:image/jpeg;base64,${'A'.repeat(17 * 1024 * 1024)}` });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(english.common.bodyTooLarge);

    await t.runtime.database.db.update(users).set({ freeCreditsRemaining: 1 }).where(eq(users.id, user.id));
    const before = await originals();
    const racers = await Promise.all(
      [1, 2, 3].map(async (index) => generate(user, { imageData: await photoDataUrl(700 + index, 900) })),
    );
    expect(racers.map((answer) => answer.statusCode).sort()).toEqual([200, 402, 402]);
    const added = (await originals()).filter((key) => !before.includes(key));
    expect(added).toEqual([
      racers
        .find((answer) => answer.statusCode === 200)!
        .json()
        .originalImagePath.replace(/^.*\/api\/storage-image\//, ''),
    ]);
  });

  it('removes the photo of a generation that failed for good, but not one another poster uses', async () => {
    const user = await signedInUser(t);
    const db = t.runtime.database.db;
    const lonely = `originals/${randomUUID().replaceAll('-', '')}.jpg`;
    const shared = (await db.select().from(userImages).limit(1))[0]!.originalPath;
    await t.runtime.storage.put(lonely, Buffer.from('a photo'), { contentType: 'image/jpeg' });
    for (const originalPath of [lonely, shared]) {
      const confirmationId = randomUUID();
      await db.insert(generations).values({
        confirmationId,
        userId: user.id,
        style: 'popart',
        creditSource: 'free',
        request: { originalPath },
      });
      await t.runtime.jobs.boss.send(generateDeadLetterQueue, { confirmationId });
      await waitFor('the generation to be failed', async () => {
        const answer = (await user.get(`/api/check-generation/${confirmationId}`)).json();
        return answer.status === 'failed';
      });
    }
    await waitFor('the lonely photo to go', async () => (await t.runtime.storage.head(lonely)) === null);
    expect(await originalIsReferenced(db, shared)).toBe(true);
    expect(await t.runtime.storage.head(shared)).not.toBeNull();
  });

  it('sweeps stored photos nothing refers to once past the grace period, logging and counting them', async () => {
    const db = t.runtime.database.db;
    const orphan = `originals/${randomUUID().replaceAll('-', '')}.jpg`;
    await t.runtime.storage.put(orphan, Buffer.from('left behind'), { contentType: 'image/jpeg' });
    const kept = (await db.select().from(userImages).limit(1))[0]!.originalPath;
    await t.runtime.storage.put(kept, Buffer.from('a poster’s photo'), { contentType: 'image/jpeg' });
    const logged: unknown[] = [];
    const logger = { info: (fields: unknown) => logged.push(fields) } as unknown as Logger;

    // within the grace period nothing is taken
    expect((await sweepOrphanOriginals({ db, storage: t.runtime.storage, logger })).removed).toBe(0);
    expect(await t.runtime.storage.head(orphan)).not.toBeNull();
    // a day later the orphan goes, the poster's photo stays
    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    const swept = await sweepOrphanOriginals({ db, storage: t.runtime.storage, logger, now: later });
    expect(swept.removed).toBeGreaterThanOrEqual(1);
    expect(await t.runtime.storage.head(orphan)).toBeNull();
    expect(await t.runtime.storage.head(kept)).not.toBeNull();
    expect(logged).toEqual([expect.objectContaining({ removed: swept.removed })]);
    t.runtime.metrics.countOrphansRemoved(swept.removed);
    expect(await t.runtime.metrics.registry.getSingleMetricAsString('affiche_orphan_files_removed_total')).toContain(
      `affiche_orphan_files_removed_total ${swept.removed}`,
    );
  });
});

describe("refusals in the visitor's language", () => {
  const inFrench = (user: TestUser, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: `${user.cookie}; lang=fr` }, payload: payload as object });

  it('words a refused generation and a refused upload in French with the cookie lang=fr', async () => {
    const user = await signedInUser(t);
    const caption = await inFrench(user, '/api/generate-gpt-image', {
      imageData: photo,
      style: 'popart',
      caption: { text: 'x'.repeat(300), x: 1, y: 1, frameWidth: 350, frameHeight: 495 },
    });
    expect(caption.statusCode).toBe(400);
    expect(caption.json().message).toBe('Votre texte peut compter 200 caractères au plus.');
    const style = await inFrench(user, '/api/generate-gpt-image', { imageData: photo, style: 'cubism' });
    expect(style.json().message).toBe('Veuillez choisir l’un des styles proposés.');
    const notAnImage = await inFrench(user, '/api/generate-gpt-image', {
      imageData: 'data:text/plain;base64,aGVsbG8=',
      style: 'popart',
    });
    expect(notAnImage.json().message).toBe(
      'Le fichier choisi ne semble pas être une image valide. Veuillez essayer avec un autre fichier.',
    );
    const video = await inFrench(user, '/api/upload-video', {
      videoData: 'data:video/mp4;base64,' + Buffer.from('not a video').toString('base64'),
    });
    expect(video.statusCode).toBe(400);
    expect(video.json().message).toBe('Impossible de traiter ce fichier vidéo. Veuillez essayer avec une autre vidéo.');
    expect(await creditsOf(user)).toMatchObject({ freeCreditsRemaining: 2 });
  });
});

describe('video uploads', () => {
  const clip = (seconds: number) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'affiche-clip-'));
    const file = path.join(folder, 'clip.mp4');
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=640x360:rate=24:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=duration=${seconds}`,
      '-shortest',
      '-pix_fmt',
      'yuv420p',
      file,
    ]);
    return readFileSync(file);
  };
  const asDataUrl = (bytes: Buffer, type = 'video/mp4') => `data:${type};base64,${bytes.toString('base64')}`;

  it('keeps a short clip and makes a muted H.264 copy of at most 720 px', async () => {
    const user = await signedInUser(t);
    const response = await user.post('/api/upload-video', { videoData: asDataUrl(clip(3)), filename: 'clip.mp4' });
    expect(response.statusCode).toBe(200);
    const { videoPath, compressedVideoPath, durationSeconds } = response.json();
    expect(videoPath).toMatch(/^videos\/originals\/[0-9a-f]{32}\.mp4$/);
    expect(durationSeconds).toBeCloseTo(3, 0);
    const playback = await t.app.inject({ method: 'GET', url: compressedVideoPath, headers: { range: 'bytes=0-99' } });
    expect(playback.statusCode).toBe(206);
    expect(playback.headers['content-type']).toBe('video/mp4');
    expect(playback.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // the upload itself is its owner's (decision 023)
    expect((await t.app.inject({ method: 'GET', url: `/api/storage-image/${videoPath}` })).statusCode).toBe(404);
    const own = await user.get(`/api/storage-image/${videoPath}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
  });

  it('without ffmpeg plays an MP4 as sent from a public copy, and keeps the upload its owner’s', async () => {
    const user = await signedInUser(t);
    const videos = createVideoService({ db: t.runtime.database.db, storage: t.runtime.storage, tools: null });
    const bytes = clip(2);
    const { videoPath, compressedVideoPath } = await videos.upload(user.id, bytes);
    expect(videoPath).toMatch(/^videos\/originals\/[0-9a-f]{32}\.mp4$/);
    expect(compressedVideoPath).toMatch(/^\/api\/storage-image\/videos\/[0-9a-f]{32}\.mp4$/);
    const playback = await t.app.inject({ method: 'GET', url: compressedVideoPath });
    expect(playback.statusCode).toBe(200);
    expect(playback.headers['content-type']).toBe('video/mp4');
    expect(playback.rawPayload.equals(bytes)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/storage-image/${videoPath}` })).statusCode).toBe(404);
    expect((await user.get(`/api/storage-image/${videoPath}`)).statusCode).toBe(200);
  });

  it('refuses a video longer than 10 seconds with its real length, and a renamed file', async () => {
    const user = await signedInUser(t);
    const long = await user.post('/api/upload-video', { videoData: asDataUrl(clip(13)) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(m.videoTooLong({ seconds: 13 }));
    const renamed = await user.post('/api/upload-video', {
      videoData: asDataUrl(Buffer.from('this is not a video at all'), 'video/mp4'),
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(m.videoError);
  });
});

async function bombDataUrl(): Promise<string> {
  // A valid PNG header claiming 30,000 × 30,000 pixels: refused from its header, never decoded.
  const small = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const bomb = Buffer.from(small);
  bomb.writeUInt32BE(30_000, 16);
  bomb.writeUInt32BE(30_000, 20);
  return `data:image/png;base64,${bomb.toString('base64')}`;
}
