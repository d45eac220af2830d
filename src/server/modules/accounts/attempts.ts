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
  | 'admin-login:account'
  | TurnKind;

/** The turns of an account's password (and code) checks: one row per turn, at the moment it may run. */
export type TurnKind = 'login:turn' | 'admin-login:turn';

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
          retryAfterSeconds: sql<number>`coalesce(extract(epoch from (min(${authAttempts.createdAt}) + ${window} -
            now())), 0)::float8`,
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

/** Checks of one account's password (and codes) start at least this far apart, from any number of addresses… */
export const ACCOUNT_TURN_MIN_MS = 250;
/** …and further apart the more tries the account had lately (failures in the window and turns still waiting), 100 ms
 * each, up to the longest failure delay. */
export const ACCOUNT_TURN_STEP_MS = FAILURE_DELAY_STEP_MS;
/** A try whose turn would come later than this is refused at once (429 with `Retry-After`) rather than held open. */
export const ACCOUNT_TURN_MAX_WAIT_MS = 30_000;

export type Turn = { granted: true; waitMs: number } | { granted: false; retryAfterSeconds: number };

/**
 * Gives a password (or code) check of one account its turn (decision 036). The per-address limits cannot cap guesses
 * sent from many addresses at once, and the growing delay slowed each guess without stopping them running side by side:
 * two hundred addresses had two hundred guesses checked in six seconds. Now the account's checks are spaced out on the
 * database's clock, so the cap holds across every process: under the account's advisory lock the next turn is placed
 * `ACCOUNT_TURN_MIN_MS` after the last one, or 100 ms for each recent failure and waiting turn when that is more (at
 * most `MAX_FAILURE_DELAY_MS`), and written as a row dated at that moment. The caller sleeps until then, holding no
 * connection or lock. A turn further away than `ACCOUNT_TURN_MAX_WAIT_MS` is not given: the try is refused with the
 * time to wait and writes nothing.
 */
export async function takeTurn(
  db: Database,
  kind: TurnKind,
  subject: string,
  failures: { kind: AttemptKind; windowMs: number },
): Promise<Turn> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}), hashtext(${subject}))`);
    const window = sql`(${failures.windowMs}::int * interval '1 millisecond')`;
    const [failed] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(authAttempts)
      .where(
        and(
          eq(authAttempts.kind, failures.kind),
          eq(authAttempts.subject, subject),
          gt(authAttempts.createdAt, sql`now() - ${window}`),
        ),
      );
    const [turns] = await tx
      .select({
        waiting: sql<number>`(count(*) filter (where ${authAttempts.createdAt} > now()))::int`,
        lastMs: sql<number | null>`(extract(epoch from (max(${authAttempts.createdAt}) - now())) * 1000)::float8`,
      })
      .from(authAttempts)
      .where(
        and(
          eq(authAttempts.kind, kind),
          eq(authAttempts.subject, subject),
          gt(authAttempts.createdAt, sql`now() - interval '1 minute'`),
        ),
      );
    const spacing = Math.min(
      MAX_FAILURE_DELAY_MS,
      Math.max(ACCOUNT_TURN_MIN_MS, ((failed?.count ?? 0) + (turns?.waiting ?? 0)) * ACCOUNT_TURN_STEP_MS),
    );
    const lastMs = turns?.lastMs === null || turns?.lastMs === undefined ? null : Number(turns.lastMs);
    const waitMs = lastMs === null ? 0 : Math.max(0, Math.ceil(lastMs + spacing));
    if (waitMs > ACCOUNT_TURN_MAX_WAIT_MS)
      return {
        granted: false as const,
        retryAfterSeconds: Math.max(1, Math.ceil((waitMs - ACCOUNT_TURN_MAX_WAIT_MS) / 1000)),
      };
    await tx
      .insert(authAttempts)
      .values({ kind, subject, createdAt: sql`now() + (${waitMs}::int * interval '1 millisecond')` });
    return { granted: true as const, waitMs };
  });
}

/** Sleeps until a granted turn comes. */
export async function waitForTurn(turn: Extract<Turn, { granted: true }>): Promise<void> {
  if (turn.waitMs > 0) await new Promise((resolve) => setTimeout(resolve, turn.waitMs));
}
