import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { UserRow } from './users.repository.ts';

/**
 * Sessions live in the database: the cookie carries a random 128-bit token, the table only its
 * HMAC, so neither a leaked table nor a leaked log can be replayed.
 */
export const SESSION_COOKIE = 'affiche_session';
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

export type SessionStore = {
  create(userId: number): Promise<{ token: string; expiresAt: Date }>;
  userFor(token: string): Promise<UserRow | null>;
  destroy(token: string): Promise<void>;
  /** Ends every session of the user but the one of `keepToken` (when given): a new password signs the others out. */
  destroyAllOf(userId: number, keepToken?: string): Promise<void>;
  destroyExpired(): Promise<void>;
};

export function createSessionStore(db: Database, secret: string): SessionStore {
  const hashOf = (token: string) => createHmac('sha256', secret).update(token).digest('hex');
  return {
    async create(userId) {
      const token = randomBytes(16).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await db.insert(sessions).values({ tokenHash: hashOf(token), userId, expiresAt });
      return { token, expiresAt };
    },
    async userFor(token) {
      if (!/^[A-Za-z0-9_-]{22}$/.test(token)) return null;
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashOf(token)), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row?.user ?? null;
    },
    async destroy(token) {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashOf(token)));
    },
    async destroyAllOf(userId, keepToken) {
      await db
        .delete(sessions)
        .where(
          keepToken
            ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashOf(keepToken)))
            : eq(sessions.userId, userId),
        );
    },
    async destroyExpired() {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}
