import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { inject } from 'vitest';
import { openDatabase, pgliteFolder } from '../db/client.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { userImages, users } from '../db/schema.ts';
import { createSessionStore, SESSION_COOKIE } from '../modules/accounts/sessions.ts';
import { adminConnectionString, databaseUrlFor } from './postgres.ts';

export { waitFor } from './wait-for.ts';

/**
 * The data a real server process (startServer) runs on: a copy of the migrated template database (a PGlite
 * folder in DATA_DIR, or a PostgreSQL database) and the environment that points the server at it. The test
 * writes users and posters straight into it before the server starts, and reads it back after; on PGlite only
 * while no server owns the folder.
 */
export type ServerData = {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** DATA_DIR, DATABASE_URL (PostgreSQL), a fixed SESSION_SECRET and an admin account. */
  env: Record<string, string>;
  admin: { username: string; password: string };
  databaseUrl?: string;
  /** Opens the database from the test process (no migrations; PGlite: only while no server runs). */
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
};

export async function serverData(): Promise<ServerData> {
  const testDatabase = inject('testDatabase');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'affiche-server-'));
  const sessionSecret = randomBytes(32).toString('hex');
  const admin = { username: 'faults-admin', password: randomBytes(12).toString('hex') };
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SESSION_SECRET: sessionSecret,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
  };
  let databaseUrl: string | undefined;
  let drop = async () => {};

  if (testDatabase.kind === 'pglite') {
    await cp(pgliteFolder(testDatabase.templateDataDir), pgliteFolder(dataDir), { recursive: true });
  } else {
    const pg = (await import('pg')).default;
    const name = `affiche_server_${randomBytes(6).toString('hex')}`;
    const adminClient = new pg.Client({ connectionString: adminConnectionString() });
    await adminClient.connect();
    await adminClient.query(`create database "${name}" template "${testDatabase.templateName}"`);
    await adminClient.end();
    databaseUrl = databaseUrlFor(name);
    env.DATABASE_URL = databaseUrl;
    drop = async () => {
      const client = new pg.Client({ connectionString: adminConnectionString() });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  }

  return {
    kind: testDatabase.kind,
    dataDir,
    env,
    admin,
    databaseUrl,
    open: () => openDatabase({ databaseUrl, dataDir, migrate: false }),
    async remove() {
      await drop();
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

export type SeededUser = { id: number; email: string; cookie: string };

/** A user with a session the server (same SESSION_SECRET) accepts; the password is not usable. */
export async function seedUser(
  db: Database,
  data: ServerData,
  credits: { free?: number; paid?: number } = {},
): Promise<SeededUser> {
  const tag = randomBytes(6).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      email: `shopper.${tag}@example.ch`,
      username: `shopper_${tag}`,
      passwordHash: 'not-a-hash',
      freeCreditsRemaining: credits.free ?? 0,
      paidCredits: credits.paid ?? 0,
    })
    .returning({ id: users.id, email: users.email });
  const { token } = await createSessionStore(db, data.env.SESSION_SECRET!).create(user!.id);
  return { id: user!.id, email: user!.email, cookie: `${SESSION_COOKIE}=${token}` };
}

/** An approved, public catalogue poster (no files: checkouts, likes and lists only read the row). */
export async function seedCataloguePoster(
  db: Database,
  ownerId: number,
  values: { name: string; totalSupply: number; price?: number },
): Promise<number> {
  const tag = randomBytes(16).toString('hex');
  const now = new Date();
  const [row] = await db
    .insert(userImages)
    .values({
      userId: ownerId,
      style: 'popart',
      originalPath: `originals/${tag}.jpg`,
      generatedPath: `posters/${tag}.jpg`,
      previewPath: `previews/${tag}.webp`,
      thumbnailPath: `thumbnails/${tag}.webp`,
      isPublic: true,
      isApproved: true,
      name: values.name,
      city: 'Lausanne',
      totalSupply: values.totalSupply,
      soldCount: 0,
      pricePerUnit: (values.price ?? 30).toFixed(2),
      publishedAt: now,
      approvedAt: now,
    })
    .returning({ id: userImages.id });
  return row!.id;
}

/** JSON over real HTTP, with an optional session cookie; never throws on a status. */
export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string; signal?: AbortSignal } = {},
) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return {
    status: response.status,
    json: json as Record<string, any>,
    text,
    ms: performance.now() - started,
    headers: response.headers,
  };
}

export const shipping = {
  firstName: 'Léa',
  lastName: 'Favre',
  email: 'lea.favre@example.ch',
  address: 'Rue du Lac 14',
  city: 'Lausanne',
  state: 'Vaud',
  zipCode: '1003',
  country: 'CH',
};

export const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };

/** A 1200×1600 JPEG photo as a data URL, for generation requests. */
export async function photoDataUrl(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600">
    <rect width="100%" height="100%" fill="#7fb2e5"/><circle cx="800" cy="400" r="160" fill="#ffd34d"/>
    <polygon points="0,1100 420,560 840,1040 1200,640 1200,1600 0,1600" fill="#3d5a40"/></svg>`;
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

/** The free and paid credits of these people, added up. */
export async function creditsOf(db: Database, people: SeededUser[]): Promise<number> {
  let total = 0;
  for (const person of people) {
    const [row] = await db
      .select({ free: users.freeCreditsRemaining, paid: users.paidCredits })
      .from(users)
      .where(eq(users.id, person.id));
    total += row!.free + row!.paid;
  }
  return total;
}
