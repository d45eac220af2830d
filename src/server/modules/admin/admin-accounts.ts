import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { keptSecret } from '../../data-dir.ts';
import type { Database } from '../../db/client.ts';
import { admins, adminSessions } from '../../db/schema.ts';
import { hashPassword } from '../accounts/accounts.service.ts';

/**
 * Admin accounts (decision 018): rows of `admins`, made by `npm run admin:create` or, on the first
 * start of a shop without any, from ADMIN_USERNAME / ADMIN_PASSWORD (outside production: a generated password
 * kept in DATA_DIR). Each signs in with their own password and enrols a TOTP second factor at first sign-in.
 */
export type AdminRow = typeof admins.$inferSelect;

const GENERATED_USERNAME = 'admin';
export const GENERATED_PASSWORD_FILE = 'admin-password';
export const ADMIN_USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,40}$/;
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

export const adminByUsername = async (db: Database, username: string): Promise<AdminRow | null> =>
  (
    await db
      .select()
      .from(admins)
      .where(sql`lower(${admins.username}) = lower(${username})`)
      .limit(1)
  )[0] ?? null;

export const anyAdminExists = async (db: Database): Promise<boolean> =>
  (await db.select({ id: admins.id }).from(admins).limit(1)).length > 0;

export const adminPasswordMatches = (passwordHash: string, password: string) => verify(passwordHash, password);

/** A new admin (no second factor yet: enrolled at first sign-in); null when the username is taken. */
export async function createAdmin(
  db: Database,
  input: { username: string; password: string },
): Promise<AdminRow | null> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(admins)
    .values({ username: input.username, passwordHash })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * A new password for an existing admin, and their second factor cleared: the next sign-in enrols again
 * (the way back for an admin who lost both the authenticator and the recovery codes). Their sessions end.
 */
export async function resetAdmin(
  db: Database,
  input: { username: string; password: string },
): Promise<AdminRow | null> {
  const passwordHash = await hashPassword(input.password);
  const existing = await adminByUsername(db, input.username);
  if (!existing) return null;
  const [row] = await db
    .update(admins)
    .set({
      passwordHash,
      totpSecret: null,
      totpEnrolled: false,
      totpLastStep: null,
      recoveryCodeHashes: [],
      updatedAt: new Date(),
    })
    .where(eq(admins.id, existing.id))
    .returning();
  await db.delete(adminSessions).where(eq(adminSessions.adminId, existing.id));
  return row ?? null;
}

/**
 * At start (API processes): a shop without any admin gets one from ADMIN_USERNAME / ADMIN_PASSWORD, or outside
 * production from a password generated once into DATA_DIR; with admins already there, the variables are ignored.
 * Says in the log how the admin signs in, or that nobody can.
 */
export async function ensureFirstAdmin(db: Database, config: Config, logger: Logger): Promise<void> {
  if (await anyAdminExists(db)) {
    if (config.ADMIN_PASSWORD)
      logger.info(
        'Admins exist already: ADMIN_USERNAME and ADMIN_PASSWORD are ignored (add or reset admins with npm run ' +
          'admin:create).',
      );
    return;
  }
  const username = config.ADMIN_USERNAME ?? GENERATED_USERNAME;
  if (config.ADMIN_PASSWORD) {
    await createAdmin(db, { username, password: config.ADMIN_PASSWORD });
    logger.info(
      `Admin "${username}" created from ADMIN_USERNAME / ADMIN_PASSWORD: sign in at /admin/login and enrol the ` +
        `second factor.`,
    );
    return;
  }
  if (config.isProduction) {
    logger.warn(
      'No admin exists: create one with npm run admin:create, or set ADMIN_USERNAME and ADMIN_PASSWORD for the ' +
        'first start.',
    );
    return;
  }
  const secret = keptSecret(config.DATA_DIR, GENERATED_PASSWORD_FILE, 18);
  await createAdmin(db, { username, password: secret.value });
  const file = path.resolve(config.DATA_DIR, GENERATED_PASSWORD_FILE);
  logger.warn(
    `Admin sign-in at /admin/login: username "${username}", password "${secret.value}" (generated once, kept in ` +
      `${file}).`,
  );
}
