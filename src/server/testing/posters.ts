import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import { userImages } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './users.ts';
import { waitFor } from './wait-for.ts';

let preview: Promise<Buffer> | undefined;

/**
 * A poster as generation leaves it (private unless `values` say otherwise), with a real preview (and the same
 * picture as its thumbnail) in storage and no render: the fast way for tests to have posters to publish, list and sell.
 */
export async function makePoster(
  t: TestApp,
  ownerId: number,
  values: Partial<typeof userImages.$inferInsert> = {},
): Promise<number> {
  const tag = randomBytes(16).toString('hex');
  preview ??= sharp({ create: { width: 849, height: 1200, channels: 3, background: '#2a9d8f' } })
    .webp()
    .toBuffer();
  await t.runtime.storage.put(`previews/${tag}.webp`, await preview, { contentType: 'image/webp' });
  await t.runtime.storage.put(`thumbnails/${tag}.webp`, await preview, { contentType: 'image/webp' });
  const [row] = await t.runtime.database.db
    .insert(userImages)
    .values({
      userId: ownerId,
      style: 'popart',
      originalPath: `originals/${tag}.jpg`,
      generatedPath: `posters/${tag}.jpg`,
      previewPath: `previews/${tag}.webp`,
      thumbnailPath: `thumbnails/${tag}.webp`,
      ...values,
    })
    .returning({ id: userImages.id });
  return row!.id;
}

/** An approved catalogue poster: public, reviewed, with its edition and price. */
export function makeCataloguePoster(
  t: TestApp,
  ownerId: number,
  values: { name?: string; totalSupply?: number; soldCount?: number; pricePerUnit?: number } = {},
): Promise<number> {
  const now = new Date();
  return makePoster(t, ownerId, {
    isPublic: true,
    isApproved: true,
    name: values.name ?? 'Evening on Lake Geneva',
    city: 'Vevey',
    totalSupply: values.totalSupply ?? 200,
    soldCount: values.soldCount ?? 0,
    pricePerUnit: (values.pricePerUnit ?? 30).toFixed(2),
    publishedAt: now,
    approvedAt: now,
  });
}

/** A generation's poster as `GET /api/check-generation` tells it once made. */
export type GeneratedPoster = {
  imageId: number;
  posterUrl: string;
  previewUrl: string;
  thumbnailUrl: string;
  originalPath: string;
  shownPhotoWidth: number | null;
};

/**
 * A poster generated through the API as the browser makes it: the request, answered with the poster (200) or, where
 * the render outlasts the request's wait (202, a loaded machine), polled for until it is made.
 */
export async function generatedPoster(user: TestUser, request: Record<string, unknown>): Promise<GeneratedPoster> {
  const response = await user.post('/api/generate-gpt-image', request);
  expect([200, 202], response.body.slice(0, 200)).toContain(response.statusCode);
  return madePoster(user, response.json<{ confirmationId: string }>().confirmationId);
}

/** The poster of generation `confirmationId` once made, polled for as the browser polls (for at most `timeoutMs`). */
export function madePoster(user: TestUser, confirmationId: string, timeoutMs = 120_000): Promise<GeneratedPoster> {
  return waitFor(
    `generation ${confirmationId} to be made`,
    async () => {
      const status = (await user.get(`/api/check-generation/${confirmationId}`)).json();
      expect(status.status, JSON.stringify(status)).not.toBe('failed');
      return status.ready ? (status as GeneratedPoster) : null;
    },
    timeoutMs,
    250,
  );
}
