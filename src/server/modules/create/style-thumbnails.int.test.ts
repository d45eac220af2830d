import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STYLES, styleThumbnailKey } from '../../../shared/styles.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { renderMissingStyleThumbnails } from './style-thumbnails.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('style thumbnails', () => {
  it('are rendered by our engine once, served with the version suffix and cached forever', async () => {
    const logger = pino({ level: 'silent' });
    expect(await renderMissingStyleThumbnails(t.runtime.storage, t.runtime.engine, logger)).toBe(STYLES.length);
    expect(await renderMissingStyleThumbnails(t.runtime.storage, t.runtime.engine, logger)).toBe(0);

    const url = `/api/storage-image/${styleThumbnailKey('popart')}`;
    expect(url).toBe('/api/storage-image/styles/thumbnails/popart-2026-11-26.webp');
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
    const { width, height } = await sharp(response.rawPayload).metadata();
    expect(height! / width!).toBeCloseTo(1.414, 1);
    expect(response.rawPayload.length).toBeLessThan(80 * 1024);
  }, 120_000);
});
