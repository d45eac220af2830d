import { hash, verify } from '@node-rs/argon2';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { Database } from '../../db/client.ts';
import { AppError, conflict, tooManyRequests } from '../../errors.ts';
import { claimGuestOrders } from '../orders/customer-orders.repository.ts';
import { recentAttempts, recordAttempt, reserveAttempt, takeTurn, waitForTurn, waitOutFailures } from './attempts.ts';
import type { SessionStore } from './sessions.ts';
import { findUserByEmail, insertUser, isUsernameTaken } from './users.repository.ts';
import type { UserRow } from './users.repository.ts';
import type { VerificationService } from './verification.service.ts';
import { consumeVerification } from './verifications.repository.ts';

/** OWASP's argon2id settings: 19 MiB, 2 passes, 1 lane. */
// `algorithm: 2` is Argon2id (the package's enum is a const enum that type stripping cannot read).
const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export const hashPassword = (password: string) => hash(password, argon2Options);

type Dependencies = {
  db: Database;
  sessions: SessionStore;
  verification: VerificationService;
  freeCredits: number;
};

export function createAccountsService({ db, sessions, verification, freeCredits }: Dependencies) {
  // Compared against when the address is unknown, so a miss takes as long as a wrong password.
  const decoyHash = hashPassword('decoy-password-for-timing');

  const service = {
    /** Creates the verified address's account; its mails are then written in `language`, the sign-up's language. */
    async register(
      input: { email: string; username: string; password: string },
      signupToken: string | undefined,
      language: Language,
    ) {
      const usable = await verification.findUsableVerification(input.email, signupToken);
      if (!usable) throw new AppError(400, (m) => m.accounts.emailNotVerified, 'email_not_verified');
      if (await isUsernameTaken(db, input.username)) throw conflict((m) => m.accounts.usernameTaken, 'username_taken');

      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        user = await db.transaction(async (tx) => {
          const created = await insertUser(tx, {
            email: input.email,
            username: input.username,
            passwordHash,
            freeCreditsRemaining: freeCredits,
            language,
          });
          await consumeVerification(tx, usable.id);
          // The address was just verified: the orders it placed as a guest become this account's
          // (docs/product/after-the-sale.md#order-links-for-guests).
          await claimGuestOrders(tx, created.id, created.email);
          return created;
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint?.includes('username')) throw conflict((m) => m.accounts.usernameTaken, 'username_taken');
        if (constraint) throw conflict((m) => m.accounts.registrationFailed, 'registration_failed');
        throw error;
      }
      const session = await sessions.create(user.id);
      return { user, session };
    },

    async login(input: { email: string; password: string }, clientAddress: string, previousToken: string | undefined) {
      const email = input.email.trim().toLowerCase();
      const user = await findUserByEmail(db, email);
      await checkPassword(email, user, input.password, clientAddress);
      // Guest orders placed with the account's (verified) address since it signed up join it too.
      await claimGuestOrders(db, user!.id, user!.email);
      // A new token at every sign-in: a token planted before sign-in is worthless after it.
      if (previousToken) await sessions.destroy(previousToken);
      const session = await sessions.create(user!.id);
      return { user: user!, session };
    },

    /** A fresh proof for a grave step (deleting the account): the password again, limited like sign-in. */
    async confirmPassword(user: UserRow, password: string, clientAddress: string): Promise<void> {
      await checkPassword(user.email.toLowerCase(), user, password, clientAddress);
    },
  };
  return service;

  /**
   * The client address is refused after LOGIN_FAILURE_LIMIT failures in the window, each try counted before the
   * password is checked, so a burst gets no more answers than the limit. Every try on the account, right or wrong,
   * waits longer the more it failed lately (decision 024), and its checks take turns however many addresses send
   * them (`takeTurn`, decision 031): a try whose turn is more than 30 s away is refused with 429 and the time to wait.
   */
  async function checkPassword(
    email: string,
    user: UserRow | null,
    password: string,
    clientAddress: string,
  ): Promise<void> {
    const reservation = await reserveAttempt(db, 'login:ip', clientAddress, [
      { max: LOGIN_FAILURE_LIMIT, windowMs: LOGIN_WINDOW_MS },
    ]);
    if (!reservation.granted) throw tooManyRequests((m) => m.accounts.tooManyLogins, reservation.retryAfterSeconds);
    // However many addresses send at once, the account's checks take turns (decision 031).
    const turn = await takeTurn(db, 'login:turn', email, { kind: 'login:email', windowMs: LOGIN_WINDOW_MS });
    if (!turn.granted) throw tooManyRequests((m) => m.accounts.accountBusy, turn.retryAfterSeconds);
    await waitForTurn(turn);
    await waitOutFailures((await recentAttempts(db, 'login:email', email, LOGIN_WINDOW_MS)).count);
    const passwordMatches = await verify(user?.passwordHash ?? (await decoyHash), password).catch(() => false);
    if (!user || !passwordMatches) {
      await recordAttempt(db, 'login:email', email);
      throw new AppError(401, (m) => m.accounts.invalidCredentials, 'invalid_credentials');
    }
    await reservation.release();
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>;

/** The name of the unique constraint a failed insert broke, if that was the failure (pg and PGlite alike). */
function uniqueViolation(error: unknown): string | null {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth++
  ) {
    if (current.code === '23505') return current.constraint ?? 'unique';
    current = current.cause as typeof current;
  }
  return null;
}
