import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authAttempts } from '../../db/schema.ts';

/**
 * Counted attempts for the limits of sign-in, code guessing and code sending. In the database,
 * so every API process sees the same counts.
 */
export type AttemptKind =
  | 'login:email'
  | 'login:ip'
  | 'verify:ip'
  | 'send:email'
  | 'send:ip'
  | 'order-links:email'
  | 'order-links:ip'
  | 'admin-login:ip'
  | 'admin-login:account';

/** At most `max` attempts within `windowMs`. */
export type AttemptLimit = { max: number; windowMs: number };

export type Reservation =
  | {
      granted: true;
      /** Attempts in the first limit's window, this one included. */
      count: number;
      /** Takes this attempt back: it turned out right, and only failures count. */
      release(): Promise<void>;
    }
  | {
      granted: false;
      kind: AttemptKind;
      /** Which of the kind's limits refused. */ limit: number;
      retryAfterSeconds: number;
    };

/**
 * Counts an attempt before it is checked (decision 024). The attempts of one kind and subject take turns (a
 * transaction-scoped advisory lock): each counts the window and, while under every limit, writes its own row before
 * the lock is let go. So of many requests racing, at most `max` are granted however many arrive at once, and the
 * first of a double click is one of them — reading the count first and recording failures afterwards let a burst
 * through whole. A refused attempt writes nothing, so refusals do not lengthen the wait. Windows are measured on the
 * database's clock, like the rows' times.
 */
export async function reserveAttempt(
  db: Database,
  kind: AttemptKind,
  subject: string,
  limits: AttemptLimit[],
): Promise<Reservation> {
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}), hashtext(${subject}))`);
    let firstCount = 0;
    for (const [index, limit] of limits.entries()) {
      const window = sql`(${limit.windowMs}::int * interval '1 millisecond')`;
      const [row] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          retryAfterSeconds: sql<number>`coalesce(extract(epoch from (min(${authAttempts.createdAt}) + ${window} - now())), 0)::float8`,
        })
        .from(authAttempts)
        .where(
          and(
            eq(authAttempts.kind, kind),
            eq(authAttempts.subject, subject),
            gt(authAttempts.createdAt, sql`now() - ${window}`),
          ),
        );
      const count = row?.count ?? 0;
      if (index === 0) firstCount = count + 1;
      if (count >= limit.max)
        return {
          granted: false as const,
          kind,
          limit: index,
          retryAfterSeconds: Math.max(1, row?.retryAfterSeconds ?? limit.windowMs / 1000),
        };
    }
    const [reserved] = await tx.insert(authAttempts).values({ kind, subject }).returning({ id: authAttempts.id });
    return { granted: true as const, count: firstCount, id: reserved!.id };
  });
  if (!outcome.granted) return outcome;
  return {
    granted: true,
    count: outcome.count,
    release: async () => {
      await db.delete(authAttempts).where(eq(authAttempts.id, outcome.id));
    },
  };
}

/** Several reservations as one: all granted, or none kept. */
export async function reserveAttempts(
  db: Database,
  requests: { kind: AttemptKind; subject: string; limits: AttemptLimit[] }[],
): Promise<Reservation> {
  const granted: Extract<Reservation, { granted: true }>[] = [];
  for (const request of requests) {
    const reservation = await reserveAttempt(db, request.kind, request.subject, request.limits);
    if (!reservation.granted) {
      await Promise.all(granted.map((each) => each.release()));
      return reservation;
    }
    granted.push(reservation);
  }
  return {
    granted: true,
    count: granted[0]?.count ?? 0,
    release: async () => {
      await Promise.all(granted.map((each) => each.release()));
    },
  };
}

export async function recentAttempts(
  db: Database,
  kind: AttemptKind,
  subject: string,
  windowMs: number,
): Promise<{ count: number; oldest: Date | null; newest: Date | null }> {
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

export async function deleteAttemptsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, before));
}

/** Each recent failure of an account makes every next try on it, right or wrong, wait this much longer… */
export const FAILURE_DELAY_STEP_MS = 100;
/** …up to this. An account is slowed down, never locked: a lock would let anyone keep its owner out. */
export const MAX_FAILURE_DELAY_MS = 3000;

/** Waits as long as `failures` recent failures ask for. */
export async function waitOutFailures(failures: number): Promise<void> {
  const ms = Math.min(MAX_FAILURE_DELAY_MS, failures * FAILURE_DELAY_STEP_MS);
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}
