import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { generations, userImages, users } from '../db/schema.ts';
import { endFaultRun } from '../testing/fault-shop.ts';
import { startServer } from '../testing/server-process.ts';
import type { ServerProcess } from '../testing/server-process.ts';
import { call, seedUser, serverData, waitFor } from '../testing/server-data.ts';
import type { SeededUser, ServerData } from '../testing/server-data.ts';

/**
 * A flood of uploads against the real embedded server (decision 036): members send large photos all at once and a
 * user with no credits sends forty. The server's resident memory is sampled every 100 ms and reported; every answer
 * must be 2xx, 402, 429 or 503, and no stored photo may be left that nothing refers to. `npm test` sends eight
 * 3000 × 2250 photos; `npm run test:faults` twelve 8000 × 6000 ones (FLOOD_MEMBER_UPLOADS, FLOOD_PHOTO_WIDTH).
 * FLOOD_MEMORY_BUDGET_MB, when set, holds the server's peak to it; otherwise the peak is reported only.
 */
const MEMBERS = Number(process.env.FLOOD_MEMBER_UPLOADS ?? 8);
const FREELOADER_UPLOADS = Number(process.env.FLOOD_FREELOADER_UPLOADS ?? 40);
const WIDTH = Number(process.env.FLOOD_PHOTO_WIDTH ?? 3000);
const HEIGHT = Math.round((WIDTH * 3) / 4);
const BUDGET_MB = process.env.FLOOD_MEMORY_BUDGET_MB ? Number(process.env.FLOOD_MEMORY_BUDGET_MB) : null;

let data: ServerData;
let server: ServerProcess | undefined;
afterAll(() => endFaultRun(server, data));

/**
 * A noisy photo (noise compresses badly: about 9 MB at 8000 × 6000, the large JPEG of the flood), made once; each
 * `seed` gets its own bytes (a tail after the image's end, which the server's re-encoding drops).
 */
let noisy: Promise<Buffer> | undefined;
async function noisyPhoto(seed: number): Promise<string> {
  noisy ??= sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: { r: 90, g: 140, b: 200 },
      noise: { type: 'gaussian', mean: 128, sigma: 14 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const bytes = Buffer.concat([await noisy, Buffer.from(`variant ${seed}`)]);
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

const kb = (line: string | undefined) => Number(/(\d+)\s*kB/.exec(line ?? '')?.[1] ?? 0) / 1024;
async function memoryOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const line = (name: string) => status.split('\n').find((each) => each.startsWith(`${name}:`));
  return { rss: kb(line('VmRSS')), hwm: kb(line('VmHWM')) };
}

/** Every file under the store's `originals/`. */
async function storedOriginals(dataDir: string): Promise<string[]> {
  const folder = path.join(dataDir, 'storage', 'originals');
  const names = await readdir(folder).catch(() => [] as string[]);
  return names.map((name) => `originals/${name}`);
}

describe('a flood of uploads', () => {
  it(
    'keeps the server within its memory, answers every request with 2xx, 402, 429 or 503, and leaves no orphan photo',
    { timeout: 600_000 },
    async () => {
      data = await serverData();
      let members: SeededUser[] = [];
      let freeloader: SeededUser;
      {
        const handle = await data.open();
        members = await Promise.all(
          Array.from({ length: MEMBERS }, async () => {
            const member = await seedUser(handle.db, data);
            await handle.db.update(users).set({ userType: 'artistic_collective' }).where(eq(users.id, member.id));
            return member;
          }),
        );
        freeloader = await seedUser(handle.db, data, { free: 0, paid: 0 });
        await handle.close();
      }
      const photos: string[] = [];
      for (let index = 0; index < MEMBERS; index++) photos.push(await noisyPhoto(index + 1));
      const freeloaderPhoto = await noisyPhoto(999);

      server = await startServer(data.env);
      const pid = server.child.pid!;
      // The high-water mark from here on: the database's start-up peak comes before HTTP listens (decision 020).
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await writeFile(`/proc/${pid}/clear_refs`, '5');
      const atRest = await memoryOf(pid);
      let peak = atRest.rss;
      const sampler = setInterval(() => {
        void memoryOf(pid)
          .then(({ rss }) => (peak = Math.max(peak, rss)))
          .catch(() => {});
      }, 100);

      const started = performance.now();
      const [memberAnswers, freeloaderAnswers] = await Promise.all([
        Promise.all(
          members.map((member, index) =>
            call(server!.url, 'POST', '/api/generate-gpt-image', {
              cookie: member.cookie,
              body: { imageData: photos[index], style: 'popart' },
            }),
          ),
        ),
        Promise.all(
          Array.from({ length: FREELOADER_UPLOADS }, () =>
            call(server!.url, 'POST', '/api/generate-gpt-image', {
              cookie: freeloader.cookie,
              body: { imageData: freeloaderPhoto, style: 'popart' },
            }),
          ),
        ),
      ]);
      const answeredMs = performance.now() - started;

      // Every accepted generation finishes (or fails) before the store is looked at.
      const accepted = memberAnswers
        .filter((answer) => answer.status === 200 || answer.status === 202)
        .map((answer) => String(answer.json.confirmationId));
      await waitFor(
        'the accepted generations to finish',
        async () => {
          const rows = await Promise.all(
            accepted.map(
              async (id) =>
                (
                  await call(server!.url, 'GET', `/api/check-generation/${id}`, {
                    cookie: members[memberAnswers.findIndex((answer) => answer.json?.confirmationId === id)]!.cookie,
                  })
                ).json,
            ),
          );
          return rows.every((row) => row.status !== 'pending');
        },
        480_000,
        1000,
      );
      clearInterval(sampler);
      const after = await memoryOf(pid);
      peak = Math.max(peak, after.hwm);

      const statuses = (answers: { status: number }[]) =>
        answers.reduce<Record<number, number>>(
          (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
          {},
        );
      console.log(
        `flood: ${MEMBERS} member uploads of ${WIDTH} × ${HEIGHT} (${Math.round(photos[0]!.length / 1024 / 1024)} ` +
          `MB of base64 each) → ${JSON.stringify(statuses(memberAnswers))}; ` +
          `${FREELOADER_UPLOADS} from a user with no credits → ${JSON.stringify(statuses(freeloaderAnswers))}; ` +
          `answered in ${Math.round(answeredMs)} ms; server RSS at rest ${Math.round(atRest.rss)} MB, peak ` +
          `${Math.round(peak)} MB (VmHWM ${Math.round(after.hwm)} MB)`,
      );

      for (const answer of [...memberAnswers, ...freeloaderAnswers]) {
        expect([200, 202, 402, 429, 503], answer.text.slice(0, 200)).toContain(answer.status);
        if (answer.status >= 400) expect(typeof answer.json.message).toBe('string');
        if (answer.status === 429 || answer.status === 503) expect(answer.headers.get('retry-after')).toBeTruthy();
      }
      expect(freeloaderAnswers.every((answer) => answer.status === 402)).toBe(true);
      expect(accepted.length).toBeGreaterThanOrEqual(2);
      if (BUDGET_MB !== null) expect(peak).toBeLessThanOrEqual(BUDGET_MB);

      // No stored photo that nothing refers to: the refused ones were never written.
      await server.stop('SIGTERM');
      server = undefined;
      const handle = await data.open();
      try {
        const files = await storedOriginals(data.dataDir);
        const posters = files.length
          ? await handle.db
              .select({ key: userImages.originalPath })
              .from(userImages)
              .where(inArray(userImages.originalPath, files))
          : [];
        const live = (
          await handle.db.select({ request: generations.request, status: generations.status }).from(generations)
        )
          .filter((row) => row.status !== 'failed')
          .map((row) => (row.request as { originalPath: string }).originalPath);
        const needed = new Set([...posters.map((row) => row.key), ...live]);
        expect(files.filter((file) => !needed.has(file))).toEqual([]);
        expect(files.length).toBeLessThanOrEqual(accepted.length);
      } finally {
        await handle.close();
      }
    },
  );
});
