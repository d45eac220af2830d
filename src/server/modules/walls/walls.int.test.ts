import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/messages.ts';
import { userImages } from '../../db/schema.ts';
import { makeCataloguePoster, makePoster } from '../../testing/posters.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import { waitFor } from '../../testing/wait-for.ts';
import type { TestUser } from '../../testing/users.ts';
import { RenderSlots } from '../../adapters/poster-engine/local/render-slots.ts';
import { AppError } from '../../errors.ts';
import { wallFolderOf, wallPreviewKey } from './wall-preview-keys.ts';
import { createWallPreviewService } from './wall-previews.service.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t);
  other = await signedInUser(t);
});
afterAll(() => t.close());

const wall = (id: number, query = 'size=A3&frame=none&passepartout=false&room=living-room') =>
  `/api/posters/${id}/wall?${query}`;
const anonymous = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const previewOf = async (id: number) =>
  (await t.runtime.database.db.select().from(userImages).where(eq(userImages.id, id)))[0]!.previewPath;

describe('GET /api/posters/:id/wall', () => {
  it('draws a catalogue poster on the wall for anyone, once: the second request reads what was kept', async () => {
    const id = await makeCataloguePoster(t, owner.id);
    const url = wall(id, 'size=A2&frame=oak&passepartout=true&room=cafe');
    const first = await anonymous(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(first.headers['server-timing']).toBe('wall;desc="drawn"');
    expect(first.rawPayload.length).toBeLessThanOrEqual(120 * 1024);
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });

    const key = wallPreviewKey(await previewOf(id), { size: 'A2', frame: 'oak', passepartout: true }, 'cafe');
    expect(key.startsWith(wallFolderOf(await previewOf(id)))).toBe(true);
    expect((await t.runtime.storage.head(key))?.contentType).toBe('image/webp');
    const second = await anonymous(url);
    expect(second.headers['server-timing']).toBe('wall;desc="stored"');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // the kept file is what is sent: the storage answers, not a new drawing
    await t.runtime.storage.put(key, Buffer.from('kept'), { contentType: 'image/webp' });
    expect((await anonymous(url)).body).toBe('kept');
    // and the browser's copy is revalidated by its ETag
    expect((await anonymous(url, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    // anyone reads the kept file at its public address too (decision 023's list)
    expect((await anonymous(`/api/storage-image/${key}`)).statusCode).toBe(200);
  });

  it('draws a preview asked for by many at once a single time', async () => {
    const id = await makeCataloguePoster(t, owner.id);
    const url = wall(id, 'size=A1&frame=oak&passepartout=false&room=hallway');
    const answers = await Promise.all(Array.from({ length: 4 }, () => anonymous(url)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const sources = answers.map((answer) =>
      String(answer.headers['server-timing']).replace(/^wall;desc="(.*)"$/, '$1'),
    );
    expect(sources.filter((source) => source === 'drawn')).toHaveLength(1);
    expect(
      sources.filter((source) => source !== 'drawn').every((source) => ['joined', 'stored'].includes(source)),
    ).toBe(true);
    const keys: string[] = [];
    for await (const object of t.runtime.storage.list(wallFolderOf(await previewOf(id)))) keys.push(object.key);
    expect(keys).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
  });

  it('shows a private poster to its owner alone; anyone else gets the answer of a missing poster', async () => {
    const id = await makePoster(t, owner.id);
    const url = wall(id, 'size=A4&frame=white&passepartout=false&room=living-room');
    const own = await owner.get(url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=3600');
    expect(own.headers.vary).toContain('Cookie');
    const missing = await anonymous(wall(999_999_999));
    for (const answer of [await other.get(url), await anonymous(url)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(missing.json());
    }
  });

  it('refuses bad values with a 400 in the visitor’s language', async () => {
    const id = await makeCataloguePoster(t, owner.id);
    const cases: [string, (m: ReturnType<typeof messagesFor>) => string][] = [
      ['size=A5&frame=none&passepartout=false&room=cafe', (m) => m.prints.sizeInvalid],
      ['size=A3&frame=gold&passepartout=false&room=cafe', (m) => m.prints.frameInvalid],
      ['size=A3&frame=none&passepartout=yes&room=cafe', (m) => m.prints.passepartoutInvalid],
      ['size=A3&frame=none&passepartout=true&room=cafe', (m) => m.prints.passepartoutNeedsFrame],
      ['size=A3&frame=none&passepartout=false&room=kitchen', (m) => m.walls.roomInvalid],
      ['size=A3&frame=none&passepartout=false', (m) => m.walls.roomInvalid],
      ['size=A3&size=A4&frame=none&passepartout=false&room=cafe', (m) => m.prints.sizeInvalid],
    ];
    for (const language of ['en', 'de', 'fr', 'it'] as const)
      for (const [query, words] of cases) {
        const answer = await anonymous(wall(id, query), { 'accept-language': language });
        expect(answer.statusCode, `${language} ${query}`).toBe(400);
        expect(answer.json(), `${language} ${query}`).toEqual({
          code: 'invalid_input',
          message: words(messagesFor(language)),
        });
      }
    const badId = await anonymous('/api/posters/0/wall?size=A3&frame=none&passepartout=false&room=cafe', {
      'accept-language': 'de',
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(messagesFor('de').catalogue.invalidPosterId);
  });
});

describe('a flood of distinct previews', () => {
  it('draws as many at once as the process takes and refuses the rest with 503 and Retry-After', async () => {
    const walls = createWallPreviewService({
      db: t.runtime.database.db,
      storage: t.runtime.storage,
      slots: new RenderSlots(1),
      rendersAtOnce: 2,
    });
    const id = await makeCataloguePoster(t, owner.id);
    const sizes = ['A4', 'A3', 'A2', 'A1'] as const;
    const answers = await Promise.allSettled(
      sizes.map(async (size) =>
        (await walls.preview(id, null, { size, frame: 'none', passepartout: false }, 'cafe')).bytes(),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status === 'rejected').map((answer) => answer.reason);
    expect(refused).toHaveLength(2);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'wall_preview_busy', status: 503, headers: { 'retry-after': '3' } });
    }
    // what was drawn is read from storage, which takes no drawing place: the two others are drawn now
    const again = await Promise.all(
      sizes.map(async (size) =>
        (await walls.preview(id, null, { size, frame: 'none', passepartout: false }, 'cafe')).bytes(),
      ),
    );
    expect(again.map((answer) => answer.source).sort()).toEqual(['drawn', 'drawn', 'stored', 'stored']);
  });
});

describe("the app's image slots", () => {
  it('draws the wall previews in the slots its engine renders in, which another app does not share', async () => {
    const second = await createTestApp();
    try {
      const slots = t.runtime.imageSlots;
      expect(slots).not.toBe(second.runtime.imageSlots);
      expect(t.runtime.engine.kind).toBe('local');
      expect(t.runtime.engine).toMatchObject({ slots });
      // Every slot of the second app held: this app draws all the same.
      let letGo = () => {};
      const gate = new Promise<void>((resolve) => (letGo = resolve));
      const heldElsewhere = Array.from({ length: second.runtime.imageSlots.slots }, () =>
        second.runtime.imageSlots.run(() => gate),
      );
      const id = await makeCataloguePoster(t, owner.id);
      expect((await anonymous(wall(id, 'size=A4&frame=oak&passepartout=false&room=cafe'))).statusCode).toBe(200);
      letGo();
      await Promise.all(heldElsewhere);
      // Every slot of this app held: its preview waits for one.
      let release = () => {};
      const ours = new Promise<void>((resolve) => (release = resolve));
      const held = Array.from({ length: slots.slots }, () => slots.run(() => ours));
      let answered = false;
      const answer = anonymous(wall(id, 'size=A1&frame=oak&passepartout=false&room=cafe')).then((reply) => {
        answered = true;
        return reply;
      });
      await waitFor('the preview waiting for a slot', async () => slots.waiting === 1);
      expect(answered).toBe(false);
      release();
      expect((await answer).statusCode).toBe(200);
      await Promise.all(held);
    } finally {
      await second.close();
    }
  });
});
