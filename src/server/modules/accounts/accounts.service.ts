import { hash, verify } from '@node-rs/argon2';
import { isLanguage } from '../../../shared/i18n/languages.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, conflict, tooManyRequests } from '../../errors.ts';
import type { MailOutbox } from '../mail/index.ts';
import { emailChangedMail, passwordChangedMail } from '../mail/index.ts';
import { recentAttempts, recordAttempt, reserveAttempt, takeTurn, waitForTurn, waitOutFailures } from './attempts.ts';
import type { SessionStore } from './sessions.ts';
import { findUserByEmail, insertUser, isUsernameTaken, setEmail, setPasswordHash } from './users.repository.ts';
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
  /**
   * Joins the guest orders placed with a verified address to its account (the orders module's rule, handed in by the
   * app so that accounts does not import orders); runs inside the sign-up's transaction when given one.
   */
  claimGuestOrders: (db: Pick<Database, 'select' | 'update'>, userId: number, email: string) => Promise<number>;
  outbox: MailOutbox;
  brand: { brandName: string; publicUrl: string };
};

export function createAccountsService({
  db,
  sessions,
  verification,
  freeCredits,
  claimGuestOrders,
  outbox,
  brand,
}: Dependencies) {
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
      if (!usable) throw new AppError('email_not_verified');
      if (await isUsernameTaken(db, input.username)) throw conflict('username_taken');

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
        if (constraint?.includes('username')) throw conflict('username_taken');
        if (constraint) throw conflict('registration_failed');
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

    /**
     * A forgotten password (docs/product/accounts.md#a-forgotten-password): the mailed code sets a new one, every
     * session of the account ends and a new one begins here. An address without an account never got its code, so it
     * fails as a wrong code does, with the same answer.
     */
    async resetPassword(input: { email: string; code: string; password: string }, clientAddress: string) {
      await verification.consumePasswordReset(input.email, input.code, clientAddress);
      const user = await findUserByEmail(db, input.email);
      if (!user) throw badRequest('invalid_code');
      await setPasswordHash(db, user.id, await hashPassword(input.password));
      await sessions.destroyAllOf(user.id);
      // The address just proved to be the owner's, as at sign-in: its guest orders join the account.
      await claimGuestOrders(db, user.id, user.email);
      const session = await sessions.create(user.id);
      return { user, session };
    },

    /**
     * A new password from settings (docs/product/accounts.md#changing-the-password-or-the-e-mail-address): the current
     * one first (counted like a sign-in); the other sessions end, this one stays; the account is told by mail.
     */
    async changePassword(
      user: UserRow,
      input: { currentPassword: string; newPassword: string },
      clientAddress: string,
      sessionToken: string | undefined,
    ): Promise<void> {
      await confirmCurrentPassword(user, input.currentPassword, clientAddress);
      await setPasswordHash(db, user.id, await hashPassword(input.newPassword));
      await sessions.destroyAllOf(user.id, sessionToken);
      await outbox.enqueue({ to: user.email, ...passwordChangedMail(brand, languageOf(user)) });
    },

    /** Step 1 of a new address: the current password, then a code to the new address. */
    async requestEmailChange(user: UserRow, input: { newEmail: string; password: string }, clientAddress: string) {
      if (input.newEmail === user.email.toLowerCase()) throw badRequest('same_email');
      await confirmCurrentPassword(user, input.password, clientAddress);
      await verification.sendEmailChangeCode(user, input.newEmail, clientAddress);
    },

    /**
     * Step 2: the code moves the account to the new address, and the old address is told. Only now, with the new
     * address proved, may "taken" be said (it got taken meanwhile): that tells its owner nothing new.
     */
    async confirmEmailChange(
      user: UserRow,
      input: { newEmail: string; code: string },
      clientAddress: string,
    ): Promise<UserRow> {
      await verification.consumeEmailChangeCode(user, input.newEmail, input.code, clientAddress);
      let updated: UserRow;
      try {
        updated = await db.transaction(async (tx) => {
          const moved = await setEmail(tx, user.id, input.newEmail);
          await claimGuestOrders(tx, moved.id, moved.email);
          return moved;
        });
      } catch (error) {
        if (uniqueViolation(error)) throw conflict('email_taken');
        throw error;
      }
      await outbox.enqueue({
        to: user.email,
        ...emailChangedMail(brand, updated.email, languageOf(user)),
      });
      return updated;
    },
  };
  return service;

  /** The current password in settings: a wrong one is a 400 in the form's words, counted like a wrong sign-in. */
  async function confirmCurrentPassword(user: UserRow, password: string, clientAddress: string): Promise<void> {
    try {
      await checkPassword(user.email.toLowerCase(), user, password, clientAddress);
    } catch (error) {
      if (error instanceof AppError && error.code === 'invalid_credentials') throw badRequest('wrong_password');
      throw error;
    }
  }

  /**
   * The client address is refused after LOGIN_FAILURE_LIMIT failures in the window, each try counted before the
   * password is checked, so a burst gets no more answers than the limit. Every try on the account, right or wrong,
   * waits longer the more it failed lately (decision 024), and its checks take turns however many addresses send
   * them (`takeTurn`, decision 036): a try whose turn is more than 30 s away is refused with 429 and the time to wait.
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
    if (!reservation.granted) throw tooManyRequests('sign_in_limited', reservation.retryAfterSeconds);
    // However many addresses send at once, the account's checks take turns (decision 036).
    const turn = await takeTurn(db, 'login:turn', email, { kind: 'login:email', windowMs: LOGIN_WINDOW_MS });
    if (!turn.granted) throw tooManyRequests('account_busy', turn.retryAfterSeconds);
    await waitForTurn(turn);
    await waitOutFailures((await recentAttempts(db, 'login:email', email, LOGIN_WINDOW_MS)).count);
    const passwordMatches = await verify(user?.passwordHash ?? (await decoyHash), password).catch(() => false);
    if (!user || !passwordMatches) {
      await recordAttempt(db, 'login:email', email);
      throw new AppError('invalid_credentials');
    }
    await reservation.release();
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>;

const languageOf = (user: UserRow): Language => (isLanguage(user.language) ? user.language : 'en');

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
