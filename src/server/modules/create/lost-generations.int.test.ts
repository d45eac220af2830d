import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations, users } from '../../db/schema.ts';
import { madePoster } from '../../testing/posters.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';
import { generateQueue, LOST_GENERATION_MS } from './generation.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_CREDITS: '2' } });
});
afterAll(() => t.close());

/**
 * A generation as a request leaves it when the server dies after writing it and before queueing its job: one free
 * credit taken, the photo stored, the generation pending since `ageMs` ago, and no job.
 */
async function pendingWithoutJob(user: TestUser, ageMs: number): Promise<string> {
  const db = t.runtime.database.db;
  const confirmationId = randomUUID();
  const originalPath = `originals/${randomUUID().replaceAll('-', '')}.jpg`;
  const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#4a7fb0' } })
    .composite([{ input: Buffer.from('<svg width="900" height="1200"><circle cx="450" cy="600" r="300"/></svg>') }])
    .jpeg()
    .toBuffer();
  await t.runtime.storage.put(originalPath, photo, { contentType: 'image/jpeg' });
  await db
    .update(users)
    .set({ freeCreditsRemaining: sql`${users.freeCreditsRemaining} - 1` })
    .where(eq(users.id, user.id));
  await db.insert(generations).values({
    confirmationId,
    userId: user.id,
    style: 'popart',
    creditSource: 'free',
    request: { originalPath, caption: null, window: null, originalVideoPath: null, videoFrameTimestamp: null },
    createdAt: new Date(Date.now() - ageMs),
  });
  return confirmationId;
}

describe('a generation whose job was lost', () => {
  it('is queued again once it has been pending a minute, and its poster is made once', async () => {
    const user = await signedInUser(t);
    const lost = await pendingWithoutJob(user, LOST_GENERATION_MS + 5_000);
    // a request of a moment ago may be between its write and its job: left alone
    const recent = await pendingWithoutJob(user, 1_000);

    expect(await t.runtime.generation.requeueLost()).toBe(1);
    const done = await madePoster(user, lost, 60_000);
    expect(done).toMatchObject({ ready: true, status: 'done' });
    expect((await user.get(`/api/check-generation/${recent}`)).json()).toMatchObject({ status: 'pending' });
    // done now, so nothing is sent again; its one job stays the only one
    expect(await t.runtime.generation.requeueLost()).toBe(0);
    expect(await t.runtime.jobs.boss.findJobs(generateQueue, { key: lost })).toHaveLength(1);
  });

  it('is not queued again while its job waits', async () => {
    const user = await signedInUser(t);
    const waiting = await pendingWithoutJob(user, LOST_GENERATION_MS + 5_000);
    await t.runtime.jobs.boss.send(
      generateQueue,
      { confirmationId: waiting },
      { singletonKey: waiting, startAfter: 3600 },
    );
    expect(await t.runtime.generation.requeueLost()).toBe(0);
    expect(await t.runtime.jobs.boss.findJobs(generateQueue, { key: waiting })).toHaveLength(1);
  });
});
