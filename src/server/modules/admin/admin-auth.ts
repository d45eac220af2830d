import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { AdminSignInResult } from '../../../shared/admin.ts';
import type { Database } from '../../db/client.ts';
import { admins, adminSessions, authAttempts } from '../../db/schema.ts';
import {
  recentAttempts,
  recordAttempt,
  reserveAttempt,
  takeTurn,
  waitForTurn,
  waitOutFailures,
} from '../accounts/index.ts';
import { AppError, tooManyRequests } from '../../errors.ts';
import { hashPassword } from '../accounts/accounts.service.ts';
import { adminByUsername, adminPasswordMatches, anyAdminExists } from './admin-accounts.ts';
import type { AdminRow } from './admin-accounts.ts';
import {
  enrolmentFor,
  matchingTimeStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  secretBox,
} from './admin-second-factor.ts';

/**
 * Admin sign-in (decision 018): each admin's own password (argon2id), then their TOTP
 * code or a recovery code; the first sign-in enrols the second factor. Sessions of their own (12 hours, a
 * random 128-bit token in the cookie, its HMAC in admin_sessions), bound to their admin.
 *
 * Guessing: failures are counted per address and per account. An address is refused after 10 failures; an
 * account is never refused (that would let anyone lock the admin out), but every try on it, right or wrong,
 * waits longer the more it has failed lately, so guessing from many addresses gains little.
 */
export const ADMIN_COOKIE = 'affiche_admin';
export const ADMIN_COOKIE_PATH = '/api/admin';
export const ADMIN_SESSION_TTL_MS = 12 * 3600 * 1000;

/** Failed sign-ins counted over this window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures from one address before it is refused for the rest of the window. */
export const LOGIN_LIMIT_PER_ADDRESS = 10;

export type AdminAuth = ReturnType<typeof createAdminAuth>;
export type SignedInAdmin = { id: number; username: string };
type SignInOutcome = { result: AdminSignInResult; session?: { token: string; expiresAt: Date } };
type SignInInput = { username: string; password: string; code?: string; recoveryCode?: string; ip: string };

export function createAdminAuth({ db, secret, issuer }: { db: Database; secret: string; issuer: string }) {
  const hashOf = (token: string) => createHmac('sha256', secret).update(`admin:${token}`).digest('hex');
  const box = secretBox(secret);
  // Compared against when the username is unknown, so a miss takes as long as a wrong password.
  const decoyHash = hashPassword('decoy-password-for-timing');

  /**
   * Counts the try against the address before anything is checked and refuses it past the limit (429), so a burst
   * gets no more answers than the limit; otherwise waits as long as the account's and the address's failures say.
   */
  async function throttle(ip: string, accountSubject: string) {
    const reservation = await reserveAttempt(db, 'admin-login:ip', ip, [
      { max: LOGIN_LIMIT_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS },
    ]);
    if (!reservation.granted) {
      const minutes = Math.ceil(reservation.retryAfterSeconds / 60);
      throw tooManyRequests('admin_sign_in_limited', reservation.retryAfterSeconds, { minutes });
    }
    // However many addresses send at once, the account's password and code checks take turns (decision 036).
    const turn = await takeTurn(db, 'admin-login:turn', accountSubject, {
      kind: 'admin-login:account',
      windowMs: LOGIN_WINDOW_MS,
    });
    if (!turn.granted) throw tooManyRequests('admin_account_busy', turn.retryAfterSeconds);
    await waitForTurn(turn);
    const byAccount = await recentAttempts(db, 'admin-login:account', accountSubject, LOGIN_WINDOW_MS);
    await waitOutFailures(Math.max(reservation.count - 1, byAccount.count));
    return reservation;
  }

  /** A failed try: it stays counted against the address, and the account's failures grow by one. */
  async function failure(
    accountSubject: string,
    code: 'admin_invalid_credentials' | 'admin_invalid_code' | 'admin_invalid_recovery_code',
  ): Promise<never> {
    await recordAttempt(db, 'admin-login:account', accountSubject);
    throw new AppError(code);
  }

  /**
   * Takes the time step of a code once: a second use of the same (or an earlier) step is refused, also when two race.
   */
  async function takeTimeStep(
    admin: AdminRow,
    step: number,
    extra: Partial<typeof admins.$inferInsert> = {},
    enrolling = false,
  ) {
    const taken = await db
      .update(admins)
      .set({ totpLastStep: step, updatedAt: new Date(), ...extra })
      .where(
        and(
          eq(admins.id, admin.id),
          eq(admins.totpEnrolled, !enrolling),
          or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step)),
        ),
      )
      .returning({ id: admins.id });
    return taken.length === 1;
  }

  async function takeRecoveryCode(admin: AdminRow, code: string) {
    const hash = recoveryCodeHash(code);
    const taken = await db
      .update(admins)
      .set({ recoveryCodeHashes: sql`${admins.recoveryCodeHashes} - ${hash}::text`, updatedAt: new Date() })
      .where(and(eq(admins.id, admin.id), sql`${admins.recoveryCodeHashes} @> ${JSON.stringify([hash])}::jsonb`))
      .returning({ id: admins.id });
    return taken.length === 1;
  }

  /** The pending secret of an admin not yet enrolled (made now when there is none, or it cannot be opened). */
  async function pendingSecret(admin: AdminRow): Promise<string> {
    const kept = admin.totpSecret ? box.open(admin.totpSecret) : null;
    if (kept) return kept;
    const fresh = newTotpSecret();
    const stored = await db
      .update(admins)
      .set({ totpSecret: box.seal(fresh), updatedAt: new Date() })
      .where(
        and(
          eq(admins.id, admin.id),
          eq(admins.totpEnrolled, false),
          admin.totpSecret ? eq(admins.totpSecret, admin.totpSecret) : isNull(admins.totpSecret),
        ),
      )
      .returning({ id: admins.id });
    if (stored.length === 1) return fresh;
    // another sign-in made one at the same moment: show that one, so both screens show the same key
    const current = await adminByUsername(db, admin.username);
    // (never the secret of an admin who has enrolled meanwhile: that is not shown again)
    const theirs = current?.totpSecret && !current.totpEnrolled ? box.open(current.totpSecret) : null;
    if (!theirs) throw new AppError('enrolment_conflict');
    return theirs;
  }

  async function openSession(admin: AdminRow, ip: string) {
    await db.delete(authAttempts).where(and(eq(authAttempts.kind, 'admin-login:ip'), eq(authAttempts.subject, ip)));
    const token = randomBytes(16).toString('base64url');
    const expiresAt = new Date(Date.now() + ADMIN_SESSION_TTL_MS);
    await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date()));
    await db.insert(adminSessions).values({ tokenHash: hashOf(token), adminId: admin.id, expiresAt });
    return { token, username: admin.username, expiresAt };
  }

  /**
   * One step of the sign-in. The password always; then, for an admin who has not enrolled, the enrolment to show
   * (a new secret) until a code of it confirms, which answers the recovery codes once; for an enrolled admin, a code
   * or a recovery code. Throws 401 (a failure) / 503.
   */
  async function signInStep(input: SignInInput, accountSubject: string): Promise<SignInOutcome> {
    const admin = await adminByUsername(db, input.username);
    const passwordOk = await adminPasswordMatches(admin?.passwordHash ?? (await decoyHash), input.password);
    if (!admin || !passwordOk) {
      if (!admin && !(await anyAdminExists(db))) throw new AppError('admin_disabled');
      return failure(accountSubject, 'admin_invalid_credentials');
    }

    if (!admin.totpEnrolled) {
      const totpSecret = await pendingSecret(admin);
      if (!input.code)
        return {
          result: {
            success: false,
            secondFactor: 'enrol',
            enrolment: await enrolmentFor(totpSecret, { issuer, username: admin.username }),
          },
        };
      const step = matchingTimeStep(totpSecret, input.code, null);
      const recoveryCodes = newRecoveryCodes();
      const enrolled =
        step !== null &&
        (await takeTimeStep(
          admin,
          step,
          { totpEnrolled: true, recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash) },
          true,
        ));
      if (!enrolled) return failure(accountSubject, 'admin_invalid_code');
      const session = await openSession(admin, input.ip);
      return {
        result: { success: true, username: admin.username, expiresAt: session.expiresAt.toISOString(), recoveryCodes },
        session,
      };
    }

    if (input.recoveryCode) {
      if (!(await takeRecoveryCode(admin, input.recoveryCode)))
        return failure(accountSubject, 'admin_invalid_recovery_code');
    } else if (input.code) {
      const totpSecret = admin.totpSecret ? box.open(admin.totpSecret) : null;
      const step = totpSecret ? matchingTimeStep(totpSecret, input.code, admin.totpLastStep) : null;
      if (step === null || !(await takeTimeStep(admin, step))) return failure(accountSubject, 'admin_invalid_code');
    } else {
      return { result: { success: false, secondFactor: 'code' } };
    }
    const session = await openSession(admin, input.ip);
    return { result: { success: true, username: admin.username, expiresAt: session.expiresAt.toISOString() }, session };
  }

  return {
    /** A sign-in step (signInStep), counted against the address before it is checked: 401 / 429 / 503. */
    async signIn(input: SignInInput): Promise<SignInOutcome> {
      const accountSubject = input.username.toLowerCase();
      const reservation = await throttle(input.ip, accountSubject);
      try {
        const outcome = await signInStep(input, accountSubject);
        // The password was right: the try asked for the next factor or signed in, and counts as no failure.
        await reservation.release();
        return outcome;
      } catch (error) {
        if (!(error instanceof AppError && error.status === 401)) await reservation.release();
        throw error;
      }
    },

    /** The admin of a session token, or null. */
    async adminFor(token: string | undefined): Promise<SignedInAdmin | null> {
      if (!token || !/^[A-Za-z0-9_-]{22}$/.test(token)) return null;
      const [row] = await db
        .select({ id: admins.id, username: admins.username })
        .from(adminSessions)
        .innerJoin(admins, eq(admins.id, adminSessions.adminId))
        .where(and(eq(adminSessions.tokenHash, hashOf(token)), gt(adminSessions.expiresAt, new Date())))
        .limit(1);
      return row ?? null;
    },

    async signOut(token: string): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashOf(token)));
    },
  };
}
