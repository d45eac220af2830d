import { createHash, randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { STYLES } from '../../../shared/styles.ts';
import { LocalPosterEngine } from '../../adapters/poster-engine/local-poster-engine.ts';
import type { PosterEngine } from '../../adapters/poster-engine/poster-engine.ts';
import { scenePhoto } from '../../adapters/poster-engine/test-photos.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { appSettings, userImages, users } from '../../db/schema.ts';
import { hashPassword } from '../accounts/accounts.service.ts';
import { makeLandscapePhoto } from '../create/index.ts';
import { DEMO_CREATORS, DEMO_POSTERS } from './demo-content.ts';
import type { DemoCreator, DemoPicture } from './demo-content.ts';
import { demoScenePhoto, SCENE_HEIGHT, SCENE_WIDTH } from './demo-scenes.ts';

/**
 * A living shop on first start (SEED_DEMO): an empty database gets demo creators and approved posters in
 * every style, some limited editions partly sold, rendered by our own engine from pictures the project
 * draws itself. Runs once: the files are rendered first, then creators, posters and the marker are written
 * in one transaction, so a crash half-way leaves nothing but content-addressed files a retry reuses.
 */
export const SEEDED_MARKER = 'demo_catalogue_seeded';

export type SeedDependencies = { db: Database; storage: Storage; logger: Logger; engine?: PosterEngine };

export type SeedResult = { seeded: number } | { seeded: 0; skipped: 'already-seeded' | 'has-posters' };

export async function seedDemoCatalogue(
  deps: SeedDependencies,
  options: { count?: number; now?: Date } = {},
): Promise<SeedResult> {
  const { db, storage, logger } = deps;
  if (await isSeeded(db)) return { seeded: 0, skipped: 'already-seeded' };
  const [images] = await db.select({ total: count() }).from(userImages);
  if ((images?.total ?? 0) > 0) return { seeded: 0, skipped: 'has-posters' };

  const engine = deps.engine ?? new LocalPosterEngine();
  const total = Math.min(Math.max(1, options.count ?? DEMO_POSTERS.length), DEMO_POSTERS.length);
  const now = options.now?.getTime() ?? Date.now();
  const pictures = new Map<DemoPicture, Promise<Buffer>>();
  const rendered: (typeof userImages.$inferInsert & { creator: string })[] = [];
  logger.info({ posters: total }, 'seeding the demo catalogue');

  for (let i = 0; i < total; i++) {
    const poster = DEMO_POSTERS[i]!;
    const style = STYLES[i % STYLES.length]!;
    if (!pictures.has(poster.picture)) pictures.set(poster.picture, demoPicture(poster.picture));
    const photo = await pictures.get(poster.picture)!;
    const output = await engine.render({ image: photo, style });
    const files = {
      originalPath: await keep(storage, 'originals', photo, 'jpg', 'image/jpeg'),
      generatedPath: await keep(storage, 'posters', output.printMaster, 'jpg', 'image/jpeg'),
      previewPath: await keep(storage, 'previews', output.preview, 'webp', 'image/webp'),
      thumbnailPath: await keep(storage, 'thumbnails', output.thumbnail, 'webp', 'image/webp'),
    };
    // Spread over the past weeks, the first poster the oldest: the catalogue shows the last ones first.
    const createdAt = new Date(now - (total - i) * 11 * 3600_000);
    rendered.push({
      creator: poster.creator,
      userId: 0,
      style: style.id,
      ...files,
      shownPhotoWidth: output.shownPhotoWidth,
      isPublic: true,
      isApproved: true,
      name: poster.name,
      city: poster.city,
      momentLink: poster.momentLink ?? null,
      totalSupply: poster.totalSupply,
      soldCount: poster.soldCount,
      pricePerUnit: poster.pricePerUnit.toFixed(2),
      createdAt,
      publishedAt: new Date(createdAt.getTime() + 3600_000),
      approvedAt: new Date(createdAt.getTime() + 4 * 3600_000),
    });
    logger.info({ poster: i + 1, of: total, style: style.id, name: poster.name }, 'demo poster rendered');
  }

  const creatorNames = [...new Set(rendered.map((row) => row.creator))];
  const passwordHashes = await Promise.all(creatorNames.map(() => hashPassword(randomBytes(32).toString('base64url'))));
  const seeded = await db.transaction(async (tx) => {
    const marked = await tx
      .insert(appSettings)
      .values({ key: SEEDED_MARKER, value: { at: new Date(now).toISOString(), posters: rendered.length } })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (marked.length === 0) return 0; // another process seeded meanwhile
    const creatorIds = new Map<string, number>();
    for (const [index, name] of creatorNames.entries()) {
      const creator = DEMO_CREATORS.find((candidate) => candidate.username === name)!;
      creatorIds.set(name, await insertCreator(tx, creator, passwordHashes[index]!));
    }
    await tx
      .insert(userImages)
      .values(rendered.map(({ creator, ...row }) => ({ ...row, userId: creatorIds.get(creator)! })));
    return rendered.length;
  });
  logger.info({ posters: seeded }, seeded ? 'demo catalogue seeded' : 'demo catalogue was seeded by another process');
  return { seeded };
}

async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(eq(appSettings.key, SEEDED_MARKER))
    .limit(1);
  return Boolean(row);
}

/**
 * A demo creator with a password nobody knows. A real account that already holds the name or address keeps
 * it: the demo creator then gets a numbered name instead, never somebody else's account.
 */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertCreator(db: Transaction, creator: DemoCreator, passwordHash: string): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const suffix = attempt === 0 ? '' : `_${attempt + 1}`;
    const [local, domain] = creator.email.split('@') as [string, string];
    const [row] = await db
      .insert(users)
      .values({
        username: `${creator.username}${suffix}`,
        email: `${local}${suffix.replace('_', '+')}@${domain}`,
        passwordHash,
        freeCreditsRemaining: 0,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (row) return row.id;
  }
  throw new Error(`no free username for the demo creator ${creator.username}`);
}

/** The project's own pictures, 3360 × 2520 (SCENE_WIDTH × SCENE_HEIGHT): a demo poster prints A4 and A3 sharp. */
async function demoPicture(picture: DemoPicture): Promise<Buffer> {
  if (picture === 'alpine-lake') {
    return makeLandscapePhoto({ width: SCENE_WIDTH, height: SCENE_HEIGHT });
  }
  if (picture === 'lake-house') return scenePhoto({ width: SCENE_WIDTH, height: SCENE_HEIGHT });
  return demoScenePhoto(picture);
}

/** Stores a file under a content-addressed key (the same bytes, the same key: a retry overwrites nothing new). */
async function keep(
  storage: Storage,
  prefix: string,
  bytes: Buffer,
  extension: string,
  contentType: string,
): Promise<string> {
  const key = `${prefix}/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
  if (!(await storage.head(key))) await storage.put(key, bytes, { contentType });
  return key;
}
