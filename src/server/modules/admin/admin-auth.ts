import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { adminMessages as m } from '../../../shared/messages/admin.ts';
import type { Config } from '../../config.ts';
import { keptSecret } from '../../data-dir.ts';
import type { Database } from '../../db/client.ts';
import { adminSessions, authAttempts } from '../../db/schema.ts';
import { AppError, tooManyRequests, unauthorized } from '../../errors.ts';

/**
 * Admin sign-in (spec 002 §6, ARCHITECTURE §4–5): one configured account, compared in constant time,
 * failures counted in the database per address and per username, and sessions of their own
 * (12 hours, a random 128-bit token in the cookie, its HMAC in admin_sessions).
 */
export const ADMIN_COOKIE = 'affiche_admin';
export const ADMIN_COOKIE_PATH = '/api/admin';
export const ADMIN_SESSION_TTL_MS = 12 * 3600 * 1000;
const GENERATED_USERNAME = 'admin';
const GENERATED_PASSWORD_FILE = 'admin-password';

/** Failed sign-ins counted over this window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures from one address before it is refused for the rest of the window. */
export const LOGIN_LIMIT_PER_ADDRESS = 10;
/** Failures across all addresses before the account itself is refused (a guessing botnet). */
export const LOGIN_LIMIT_PER_ACCOUNT = 50;
/** Each failure in the window slows the next answer down by this much, up to a second. */
const FAILURE_DELAY_STEP_MS = 100;
const MAX_FAILURE_DELAY_MS = 1000;

export type AdminCredentials = { username: string; password: string };

/**
 * The admin account: ADMIN_USERNAME / ADMIN_PASSWORD; outside production, a password generated once and
 * kept in DATA_DIR when none is configured; in production without them, none (sign-in disabled).
 */
export function adminCredentialsFor(config: Config): AdminCredentials | null {
  const username = config.ADMIN_USERNAME ?? GENERATED_USERNAME;
  if (config.ADMIN_PASSWORD) return { username, password: config.ADMIN_PASSWORD };
  if (config.isProduction) return null;
  return { username, password: keptSecret(config.DATA_DIR, GENERATED_PASSWORD_FILE, 18).value };
}

/** At start: says how the admin signs in (the generated password once, when it is made), or that nobody can. */
export function announceAdminSignIn(config: Config, logger: Logger): void {
  if (config.ROLE === 'worker') return;
  if (config.ADMIN_PASSWORD) return;
  if (config.isProduction) {
    logger.warn('ADMIN_USERNAME and ADMIN_PASSWORD are not set: admin sign-in is disabled.');
    return;
  }
  const username = config.ADMIN_USERNAME ?? GENERATED_USERNAME;
  const secret = keptSecret(config.DATA_DIR, GENERATED_PASSWORD_FILE, 18);
  const file = path.resolve(config.DATA_DIR, GENERATED_PASSWORD_FILE);
  if (secret.created) logger.warn(`Admin sign-in at /admin/login: username "${username}", password "${secret.value}" (generated once, kept in ${file}).`);
  else logger.info(`Admin sign-in at /admin/login: username "${username}", the generated password is kept in ${file}.`);
}

const digest = (key: Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** Both fields compared through fixed-length digests, always both, so timing tells nothing about either. */
export function credentialsMatch(expected: AdminCredentials, username: string, password: string): boolean {
  const key = randomBytes(32);
  const userOk = timingSafeEqual(digest(key, expected.username), digest(key, username));
  const passwordOk = timingSafeEqual(digest(key, expected.password), digest(key, password));
  return userOk && passwordOk;
}

type AttemptKind = 'admin-login:ip' | 'admin-login:account';

async function failuresSince(db: Database, kind: AttemptKind, subject: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${authAttempts.createdAt})` })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, kind), eq(authAttempts.subject, subject), gt(authAttempts.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export type AdminAuth = ReturnType<typeof createAdminAuth>;

export function createAdminAuth({ db, credentials, secret }: { db: Database; credentials: AdminCredentials | null; secret: string }) {
  const hashOf = (token: string) => createHmac('sha256', secret).update(`admin:${token}`).digest('hex');
  const accountSubject = (credentials?.username ?? GENERATED_USERNAME).toLowerCase();

  async function refuseWhenLimited(ip: string) {
    const since = new Date(Date.now() - LOGIN_WINDOW_MS);
    const [byAddress, byAccount] = await Promise.all([
      failuresSince(db, 'admin-login:ip', ip, since),
      failuresSince(db, 'admin-login:account', accountSubject, since),
    ]);
    const limited = byAddress.count >= LOGIN_LIMIT_PER_ADDRESS ? byAddress : byAccount.count >= LOGIN_LIMIT_PER_ACCOUNT ? byAccount : null;
    if (limited) {
      const retryAfterMs = Math.max(1000, (limited.oldest?.getTime() ?? Date.now()) + LOGIN_WINDOW_MS - Date.now());
      throw tooManyRequests(m.tooManyAttempts(Math.ceil(retryAfterMs / 60_000)), retryAfterMs / 1000);
    }
    return byAddress.count;
  }

  return {
    /** Checks the credentials; answers a new session token, or throws 401 (slowed down) / 429 / 503. */
    async signIn(input: { username: string; password: string; ip: string }): Promise<{ token: string; username: string; expiresAt: Date }> {
      if (!credentials) throw new AppError(503, m.signInDisabled, 'admin_disabled');
      const recentFailures = await refuseWhenLimited(input.ip);
      if (!credentialsMatch(credentials, input.username, input.password)) {
        await db.insert(authAttempts).values([
          { kind: 'admin-login:ip', subject: input.ip },
          { kind: 'admin-login:account', subject: accountSubject },
        ]);
        await new Promise((resolve) => setTimeout(resolve, Math.min(MAX_FAILURE_DELAY_MS, (recentFailures + 1) * FAILURE_DELAY_STEP_MS)));
        throw unauthorized(m.invalidCredentials);
      }
      await db.delete(authAttempts).where(and(eq(authAttempts.kind, 'admin-login:ip'), eq(authAttempts.subject, input.ip)));
      const token = randomBytes(16).toString('base64url');
      const expiresAt = new Date(Date.now() + ADMIN_SESSION_TTL_MS);
      await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date()));
      await db.insert(adminSessions).values({ tokenHash: hashOf(token), username: credentials.username, expiresAt });
      return { token, username: credentials.username, expiresAt };
    },

    /** The admin's username for a session token, or null. */
    async adminFor(token: string | undefined): Promise<string | null> {
      if (!credentials || !token || !/^[A-Za-z0-9_-]{22}$/.test(token)) return null;
      const [row] = await db
        .select({ username: adminSessions.username })
        .from(adminSessions)
        .where(and(eq(adminSessions.tokenHash, hashOf(token)), gt(adminSessions.expiresAt, new Date())))
        .limit(1);
      // A session of a renamed account is no longer valid.
      return row && row.username === credentials.username ? row.username : null;
    },

    async signOut(token: string): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashOf(token)));
    },
  };
}
