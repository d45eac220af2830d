import { eq, like } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CataloguePoster } from '../../../shared/catalogue.ts';
import { STYLE_IDS } from '../../../shared/styles.ts';
import { appSettings, userImages, users } from '../../db/schema.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { hashPassword } from '../accounts/accounts.service.ts';
import { SEEDED_MARKER, seedDemoCatalogue } from './demo-seed.ts';

let t: TestApp;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo catalogue', () => {
  it('seeds approved posters in every style from an empty shop, once', { timeout: 180_000 }, async () => {
    // A real account already named like a demo creator keeps its name, and gets no demo posters.
    const [real] = await t.runtime.database.db
      .insert(users)
      .values({
        email: 'someone@example.org',
        username: 'Lena_Alpen',
        passwordHash: await hashPassword('a real password'),
      })
      .returning({ id: users.id });

    const deps = { db: t.runtime.database.db, storage: t.runtime.storage, logger };
    expect(await seedDemoCatalogue(deps, { count: 8 })).toEqual({ seeded: 8 });

    const page = (await t.app.inject({ method: 'GET', url: '/api/public-images?limit=48' })).json();
    expect(page.pagination).toEqual({ total: 8, limit: 48, offset: 0, hasMore: false });
    const images = page.images as CataloguePoster[];
    expect(new Set(images.map((image) => image.style))).toEqual(new Set(STYLE_IDS));
    for (const image of images) {
      expect(image).toMatchObject({
        name: expect.any(String),
        city: expect.any(String),
        isAvailable: true,
        usingThumbnail: true,
      });
      expect(image.username).not.toBe('Lena_Alpen');
    }
    expect(images.find((image) => image.name === 'Piazza by the Lake')).toMatchObject({
      username: 'marco_ticino',
      city: 'Lugano',
      totalSupply: 50,
      soldCount: 46,
      remainingSupply: 4,
      pricePerUnit: 45,
    });
    expect(images.find((image) => image.name === 'Evening over Lake Brienz')).toMatchObject({
      username: 'lena_alpen_2',
      totalSupply: 200,
      soldCount: 37,
    });

    // the files are real: a WebP thumbnail and preview, a print master at A3 300 dpi
    const thumbnail = await t.app.inject({ method: 'GET', url: images[0]!.imageUrl });
    expect(thumbnail.statusCode).toBe(200);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 340, height: 480 });
    const [seeded] = await t.runtime.database.db
      .select({ generatedPath: userImages.generatedPath })
      .from(userImages)
      .where(eq(userImages.id, images[0]!.id));
    const master = await t.runtime.storage.head(seeded!.generatedPath);
    expect(master?.size).toBeGreaterThan(100_000);

    // demo creators cannot sign in: their passwords are random and unknown
    const creators = await t.runtime.database.db.select().from(users).where(like(users.email, '%@example.ch'));
    expect(creators.length).toBeGreaterThanOrEqual(5);
    expect(creators.every((creator) => creator.passwordHash.startsWith('$argon2id$'))).toBe(true);
    expect(await t.runtime.database.db.select().from(userImages).where(eq(userImages.userId, real!.id))).toEqual([]);

    // once only
    expect(await seedDemoCatalogue(deps, { count: 8 })).toEqual({ seeded: 0, skipped: 'already-seeded' });
    const [marker] = await t.runtime.database.db.select().from(appSettings).where(eq(appSettings.key, SEEDED_MARKER));
    expect(marker?.value).toMatchObject({ posters: 8 });
  });

  it('leaves a shop that already has posters alone', async () => {
    await t.runtime.database.db.delete(appSettings).where(eq(appSettings.key, SEEDED_MARKER));
    expect(
      await seedDemoCatalogue({ db: t.runtime.database.db, storage: t.runtime.storage, logger }, { count: 1 }),
    ).toEqual({ seeded: 0, skipped: 'has-posters' });
  });
});
