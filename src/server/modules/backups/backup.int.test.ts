import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderStorage } from '../../adapters/storage/folder-storage.ts';
import { openDatabase } from '../../db/client.ts';
import { catalogueOrders, userImages, users } from '../../db/schema.ts';
import { adminConnectionString, databaseUrlFor } from '../../testing/postgres.ts';
import { startServer } from '../../testing/server-process.ts';
import type { ServerProcess } from '../../testing/server-process.ts';
import { call, card, seedCataloguePoster, seedUser, serverData, shipping } from '../../testing/server-data.ts';
import type { SeededUser, ServerData } from '../../testing/server-data.ts';
import { waitFor } from '../../testing/wait-for.ts';

/**
 * Decision 016: a backup taken with `npm run backup` while checkouts run, restored with `npm run restore` into an
 * empty DATA_DIR (and, on PostgreSQL, an empty database), holds every order, user, poster file and credit balance
 * committed before the backup began, and the restored shop starts and answers.
 */
const cliFolder = fileURLToPath(new URL('../../cli/', import.meta.url));
const runCli = (name: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, [path.join(cliFolder, `${name}.ts`), ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
  }).then(
    (result) => ({ code: 0, output: result.stdout + result.stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );

let data: ServerData;
let server: ServerProcess | undefined;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  await server?.stop('SIGKILL');
  await data?.remove();
  for (const cleanup of cleanups) await cleanup();
});

describe('npm run backup and npm run restore', () => {
  it(
    'back up a running shop while orders arrive and bring back everything committed before the backup began',
    { timeout: 300_000 },
    async () => {
      data = await serverData();
      const seeded = await data.open();
      const storage = new FolderStorage(path.join(data.dataDir, 'storage'));
      const creator = await seedUser(seeded.db, data);
      const buyers = [
        await seedUser(seeded.db, data, { free: 1, paid: 7 }),
        await seedUser(seeded.db, data, { free: 2, paid: 3 }),
      ];
      const poster = await seedCataloguePoster(seeded.db, creator.id, {
        name: 'Matterhorn',
        totalSupply: 500,
        price: 35,
      });
      // The poster's files, in the storage the server uses.
      const [row] = await seeded.db.select().from(userImages).where(eq(userImages.id, poster));
      const files = new Map<string, Buffer>();
      for (const key of [row!.originalPath, row!.generatedPath!, row!.previewPath!, row!.thumbnailPath!]) {
        const bytes = randomBytes(50_000 + files.size * 1000);
        await storage.put(key, bytes);
        files.set(key, bytes);
      }
      await seeded.close();

      server = await startServer(data.env);
      const url = server.url;

      // Shoppers keep checking out until told to stop; each order completed is noted with when its answer came.
      const completed: { confirmationId: string; at: number }[] = [];
      let shopping = true;
      const shopper = async (buyer: SeededUser) => {
        while (shopping) {
          const prepared = await call(url, 'POST', '/api/prepare-checkout', {
            cookie: buyer.cookie,
            body: { ...shipping, cartItems: [{ id: poster, quantity: 1 }] },
          });
          expect(prepared.status, prepared.text).toBe(200);
          const paid = await call(url, 'POST', '/api/payments/sandbox/confirm', {
            cookie: buyer.cookie,
            body: { clientSecret: prepared.json.clientSecret, ...card },
          });
          expect(paid.status, paid.text).toBe(200);
          const done = await call(url, 'POST', '/api/complete-catalogue-order', {
            cookie: buyer.cookie,
            body: { paymentIntentId: paid.json.paymentIntentId, orderConfirmationId: prepared.json.confirmationId },
          });
          expect(done.status, done.text).toBe(200);
          completed.push({ confirmationId: done.json.confirmationId, at: Date.now() });
        }
      };
      const shoppers = buyers.map(shopper);
      let shopperFailed: Error | undefined;
      for (const running of shoppers)
        running.catch(
          (error: unknown) => (shopperFailed ??= error instanceof Error ? error : new Error(String(error))),
        );
      await waitFor(
        'three orders completed before the backup',
        async () => {
          if (shopperFailed) throw shopperFailed;
          return completed.length >= 3;
        },
        60_000,
      );

      const archive = path.join(await mkdtemp(path.join(tmpdir(), 'affiche-backups-')), 'shop.tar.gz');
      cleanups.push(() => rm(path.dirname(archive), { recursive: true, force: true }));
      const backupStartedAt = Date.now();
      const before = completed.filter((order) => order.at < backupStartedAt).map((order) => order.confirmationId);
      const backup = await runCli('backup', [archive], {
        DATA_DIR: data.dataDir,
        ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
      });
      const backupMs = Date.now() - backupStartedAt;
      const ordersDuringBackup = completed.filter((order) => order.at >= backupStartedAt).length;
      shopping = false;
      await Promise.all(shoppers);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain(`Backup written to ${archive}`);
      expect(await server.stop()).toBe(0);
      server = undefined;

      // ---- restore into an empty DATA_DIR (and an empty database)
      const restoredDir = await mkdtemp(path.join(tmpdir(), 'affiche-restored-'));
      cleanups.push(() => rm(restoredDir, { recursive: true, force: true }));
      const restoredEnv: Record<string, string> = { DATA_DIR: restoredDir };
      if (data.kind === 'postgres') {
        const pg = (await import('pg')).default;
        const name = `affiche_restored_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: adminConnectionString() });
        await admin.connect();
        await admin.query(`create database "${name}"`);
        await admin.end();
        restoredEnv.DATABASE_URL = databaseUrlFor(name);
        cleanups.push(async () => {
          const client = new pg.Client({ connectionString: adminConnectionString() });
          await client.connect();
          await client.query(`drop database if exists "${name}" with (force)`);
          await client.end();
        });
      }
      const restored = await runCli('restore', [archive], restoredEnv);
      expect(restored.code, restored.output).toBe(0);
      // A second restore finds a shop there and refuses without --force; with it, it replaces it.
      const again = await runCli('restore', [archive], restoredEnv);
      expect(again.code).not.toBe(0);
      expect(again.output).toContain('Add --force to replace it');
      expect((await runCli('restore', [archive, '--force'], restoredEnv)).code).toBe(0);

      const handle = await openDatabase({
        dataDir: restoredDir,
        databaseUrl: restoredEnv.DATABASE_URL,
        migrate: false,
      });
      try {
        const orders = await handle.db.select({ confirmationId: catalogueOrders.confirmationId }).from(catalogueOrders);
        const restoredIds = new Set(orders.map((order) => order.confirmationId));
        expect(before.length).toBeGreaterThanOrEqual(3);
        for (const confirmationId of before) expect(restoredIds.has(confirmationId), confirmationId).toBe(true);
        const people = await handle.db
          .select({ id: users.id, free: users.freeCreditsRemaining, paid: users.paidCredits })
          .from(users)
          .where(inArray(users.id, [creator.id, ...buyers.map((buyer) => buyer.id)]));
        expect(people.map((person) => [person.id, person.free, person.paid]).sort()).toEqual(
          [
            [creator.id, 0, 0],
            [buyers[0]!.id, 1, 7],
            [buyers[1]!.id, 2, 3],
          ].sort(),
        );
      } finally {
        await handle.close();
      }
      const restoredStorage = new FolderStorage(path.join(restoredDir, 'storage'));
      for (const [key, bytes] of files) {
        const object = await restoredStorage.get(key);
        expect(object, key).not.toBeNull();
        expect(Buffer.concat(await object!.body.toArray()).equals(bytes), key).toBe(true);
      }

      // ---- the restored shop runs: a buyer's session (same secret) still works and sees their credits
      server = await startServer({ ...restoredEnv, SESSION_SECRET: data.env.SESSION_SECRET! });
      const credits = await call(server.url, 'GET', '/api/generation-credits', { cookie: buyers[0]!.cookie });
      expect(credits.status, credits.text).toBe(200);
      expect(credits.json).toMatchObject({ freeCreditsRemaining: 1, paidCredits: 7 });
      expect((await fetch(`${server.url}/api/storage-image/${row!.thumbnailPath}`)).status).toBe(200);
      expect(await server.stop()).toBe(0);
      server = undefined;

      const size = (await readFile(archive)).length;
      console.log(
        `[backup] ${data.kind}: backup of a running shop in ${backupMs} ms (${(size / 1024 / 1024).toFixed(1)} MB) ` +
          `with ` +
          `${ordersDuringBackup} orders completed while it ran; all ${before.length} orders committed before it ` +
          `restored`,
      );
    },
  );
});
