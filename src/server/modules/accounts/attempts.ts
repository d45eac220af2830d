import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authAttempts } from '../../db/schema.ts';

/**
 * Counted attempts for the limits of sign-in, code guessing and code sending. In the database,
 * so every API process sees the same counts.
 */
export type AttemptKind = 'login:email' | 'login:ip' | 'verify:ip' | 'send:email' | 'send:ip' | 'order-links:email' | 'order-links:ip';

export async function recentAttempts(db: Database, kind: AttemptKind, subject: string, windowMs: number): Promise<{ count: number; oldest: Date | null; newest: Date | null }> {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${authAttempts.createdAt})`,
      newest: sql<string | null>`max(${authAttempts.createdAt})`,
    })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, kind), eq(authAttempts.subject, subject), gt(authAttempts.createdAt, since)));
  return {
    count: row?.count ?? 0,
    oldest: row?.oldest ? new Date(row.oldest) : null,
    newest: row?.newest ? new Date(row.newest) : null,
  };
}

export async function recordAttempt(db: Database, kind: AttemptKind, subject: string): Promise<void> {
  await db.insert(authAttempts).values({ kind, subject });
}

export async function clearAttempts(db: Database, kind: AttemptKind, subject: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), eq(authAttempts.subject, subject)));
}

export async function deleteAttemptsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, before));
}
