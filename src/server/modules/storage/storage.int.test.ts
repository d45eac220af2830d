import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
const hashedKey = 'previews/3f2a9c0d1e4b5a6978877665.webp';

beforeAll(async () => {
  t = await createTestApp();
  await t.runtime.storage.put('videos/clip.mp4', video);
  await t.runtime.storage.put(hashedKey, Buffer.from('RIFF....WEBP'));
  await t.runtime.storage.put('styles/thumbnails/popart-2025-01-21.webp', Buffer.from('RIFF....WEBP'));
  await t.runtime.storage.put('thumbnails/plain.png', Buffer.from('png'));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/storage-image/{path}', () => {
  it('serves a stored file with its content type, length, ETag and Accept-Ranges', async () => {
    const response = await get('/api/storage-image/videos/clip.mp4');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-length']).toBe('1000');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.rawPayload.equals(video)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/api/storage-image/videos/clip.mp4' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.rawPayload.length).toBe(0);
  });

  it('serves a byte range with 206 and Content-Range (video seeking)', async () => {
    const response = await get('/api/storage-image/videos/clip.mp4', { range: 'bytes=100-199' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 100-199/1000');
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload.equals(video.subarray(100, 200))).toBe(true);
  });

  it('serves open-ended and suffix ranges', async () => {
    const tail = await get('/api/storage-image/videos/clip.mp4', { range: 'bytes=990-' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    expect(tail.rawPayload.equals(video.subarray(990))).toBe(true);

    const suffix = await get('/api/storage-image/videos/clip.mp4', { range: 'bytes=-10' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(video.subarray(990))).toBe(true);
  });

  it('answers 416 for a range outside the file', async () => {
    const response = await get('/api/storage-image/videos/clip.mp4', { range: 'bytes=5000-6000' });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
    expect(response.json().message).toBeTruthy();
  });

  it('sends the whole file for a malformed range or one made against another version (If-Range)', async () => {
    expect((await get('/api/storage-image/videos/clip.mp4', { range: 'pages=1-2' })).statusCode).toBe(200);
    const stale = await get('/api/storage-image/videos/clip.mp4', { range: 'bytes=0-9', 'if-range': '"old-version"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(1000);
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await get('/api/storage-image/videos/clip.mp4');
    const again = await get('/api/storage-image/videos/clip.mp4', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const changed = await get('/api/storage-image/videos/clip.mp4', { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
  });

  it('caches content-addressed and versioned files forever, and revalidates the rest', async () => {
    expect((await get(`/api/storage-image/${hashedKey}`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(
      (await get('/api/storage-image/styles/thumbnails/popart-2025-01-21.webp')).headers['cache-control'],
    ).toContain('immutable');
    expect((await get('/api/storage-image/thumbnails/plain.png')).headers['cache-control']).toBe('public, no-cache');
  });

  it('answers 404 with a message for a missing file', async () => {
    const response = await get('/api/storage-image/previews/missing.webp');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: expect.any(String), message: 'File not found.' });
  });

  it('words the missing file in the language of the request (Accept-Language: de-CH)', async () => {
    const response = await get('/api/storage-image/previews/missing.webp', { 'accept-language': 'de-CH' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: expect.any(String), message: 'Datei nicht gefunden.' });
  });

  it.each([
    '/api/storage-image/../package.json',
    '/api/storage-image/videos/../../package.json',
    '/api/storage-image/%2e%2e/package.json',
    '/api/storage-image/videos%2f..%2f..%2fpackage.json',
    '/api/storage-image/videos%2Fclip.mp4',
    '/api/storage-image/..%5c..%5cpackage.json',
    '/api/storage-image//etc/passwd',
    '/api/storage-image/%2fetc%2fpasswd',
    '/api/storage-image/videos/clip.mp4%00.png',
    '/api/storage-image/.health',
    '/api/storage-image/',
  ])('refuses a way out of the storage root: %s', async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.rawPayload.includes(Buffer.from('"name"'))).toBe(false);
    expect(response.json().message).toBeTruthy();
  });
});
