import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { isLanguage } from '../../../shared/i18n/languages.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { Database } from '../../db/client.ts';
import { AppError, tooManyRequests } from '../../errors.ts';
import type { MailOutbox } from '../mail/index.ts';
import {
  accountDeletionCodeMail,
  alreadyRegisteredMail,
  emailChangeCodeMail,
  emailInUseMail,
  verificationCodeMail,
} from '../mail/index.ts';
import { reserveAttempt, reserveAttempts } from './attempts.ts';
import { findUserByEmail } from './users.repository.ts';
import type { UserRow } from './users.repository.ts';
import {
  countTry,
  findNewestOpenCode,
  findUsableSignup,
  insertCode,
  markVerified,
  retireOpenCodes,
  retireOpenCodesOfPurpose,
} from './verifications.repository.ts';
import type { CodePurpose } from './verifications.repository.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
export const VERIFIED_WINDOW_MS = 30 * 60 * 1000;
const RESEND_INTERVAL_MS = 30 * 1000;
const SENDS_PER_HOUR = 10;
const SENDS_PER_ADDRESS_PER_HOUR = 30;
const GUESSES_PER_ADDRESS = 30;
const GUESS_WINDOW_MS = 15 * 60 * 1000;
const HOUR_MS = 3600 * 1000;

type Dependencies = {
  db: Database;
  outbox: MailOutbox;
  secret: string;
  brand: { brandName: string; publicUrl: string };
  /** Queues the password-reset mail; whether the address has an account is decided there, off the request path. */
  queuePasswordResetMail: (request: { email: string; code: string; language: Language }) => Promise<void>;
};

export type { CodePurpose };

const emailChangePurpose = (userId: number): CodePurpose => `email_change:${userId}`;
const accountLanguage = (user: UserRow): Language => (isLanguage(user.language) ? user.language : 'en');

/**
 * E-mailed codes: 6 digits, only their HMAC stored, 10 minutes, 5 tries, only the newest counts, sends
 * throttled per address and per client. Sign-up mails the code before the account exists (an address that
 * already has an account gets a "you already have an account" mail instead, and the same answer, so the form
 * never tells who is registered); deleting an account mails one to confirm it.
 */
export function createVerificationService({ db, outbox, secret, brand, queuePasswordResetMail }: Dependencies) {
  const hashOf = (email: string, code: string) => createHmac('sha256', secret).update(`${email}\n${code}`).digest();
  const tokenHashOf = (token: string) => createHmac('sha256', secret).update(`signup\n${token}`).digest('hex');

  /**
   * Sends counted per address and purpose (a sign-up code does not hold back a deletion code), and per client; each
   * send is counted before it is allowed, so a burst sends no more than the limits (decision 024).
   */
  async function throttleSend(
    email: string,
    purpose: Exclude<CodePurpose, `email_change:${number}`> | 'email_change',
    clientAddress: string,
  ): Promise<void> {
    const subject = purpose === 'signup' ? email : `${purpose}:${email}`;
    const reservation = await reserveAttempts(db, [
      {
        kind: 'send:email',
        subject,
        limits: [
          { max: 1, windowMs: RESEND_INTERVAL_MS },
          { max: SENDS_PER_HOUR, windowMs: HOUR_MS },
        ],
      },
      { kind: 'send:ip', subject: clientAddress, limits: [{ max: SENDS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS }] },
    ]);
    if (reservation.granted) return;
    const tooSoon = reservation.kind === 'send:email' && reservation.limit === 0;
    throw tooManyRequests(tooSoon ? 'code_resend_too_soon' : 'code_hourly_limit', reservation.retryAfterSeconds);
  }

  /** A new code for the address and purpose; older unused ones stop working the moment it is made. */
  async function issueCode(email: string, purpose: CodePurpose): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.transaction(async (tx) => {
      // An account moves to one address at a time: a code for another address it asked for earlier stops too.
      if (purpose.startsWith('email_change:')) await retireOpenCodesOfPurpose(tx, purpose);
      await retireOpenCodes(tx, email, purpose);
      await insertCode(tx, {
        email,
        purpose,
        codeHash: hashOf(email, code).toString('hex'),
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      });
    });
    return code;
  }

  /**
   * Checks a code against the newest of the address and purpose. Every try is counted before the code is compared
   * (per client, and per code in the same guarded statement that allows it), so guesses racing each other get no
   * more than the limits; a right code gives the client's try back. A right one is marked verified in one guarded
   * statement, so a code used up or expired in the meantime does not pass. Answers the verification's id.
   */
  async function checkCode(
    email: string,
    purpose: CodePurpose,
    code: string,
    clientAddress: string,
    onMatch: { signupTokenHash?: string; consume?: boolean } = {},
  ): Promise<number> {
    const guess = await reserveAttempt(db, 'verify:ip', clientAddress, [
      { max: GUESSES_PER_ADDRESS, windowMs: GUESS_WINDOW_MS },
    ]);
    if (!guess.granted) throw tooManyRequests('code_guess_limited', guess.retryAfterSeconds);

    const latest = await findNewestOpenCode(db, email, purpose);
    if (!latest) throw new AppError('invalid_code');
    if (latest.expiresAt.getTime() <= Date.now()) throw new AppError('code_expired');
    const tries = await countTry(db, latest.id, CODE_MAX_TRIES);
    if (tries === null) throw new AppError('code_exhausted');

    if (timingSafeEqual(hashOf(email, code), Buffer.from(latest.codeHash, 'hex'))) {
      const verified = await markVerified(db, latest.id, {
        verifiedAt: latest.verifiedAt ?? new Date(),
        ...(onMatch.signupTokenHash ? { signupTokenHash: onMatch.signupTokenHash } : {}),
        ...(onMatch.consume ? { consumedAt: new Date() } : {}),
      });
      if (!verified) throw new AppError('code_exhausted');
      await guess.release();
      return latest.id;
    }
    if (tries >= CODE_MAX_TRIES) throw new AppError('code_exhausted');
    throw new AppError('invalid_code');
  }

  return {
    /** Mails the sign-up code (or the "already registered" notice) in the language the form was filled in. */
    async send(email: string, clientAddress: string, language: Language): Promise<void> {
      await throttleSend(email, 'signup', clientAddress);
      if (await findUserByEmail(db, email)) {
        await outbox.enqueue({ to: email, ...alreadyRegisteredMail(brand, language) });
        return;
      }
      const code = await issueCode(email, 'signup');
      await outbox.enqueue({ to: email, ...verificationCodeMail(brand, code, language) });
    },

    /** Checks the code; on success answers the sign-up token that lets this browser register the address. */
    async verify(email: string, code: string, clientAddress: string): Promise<string> {
      const signupToken = randomBytes(16).toString('base64url');
      await checkCode(email, 'signup', code, clientAddress, { signupTokenHash: tokenHashOf(signupToken) });
      return signupToken;
    },

    /**
     * Mails the signed-in account a code that confirms deleting it (throttled like sign-up codes), in the account's
     * language.
     */
    async sendDeletionCode(email: string, clientAddress: string): Promise<void> {
      await throttleSend(email, 'account_deletion', clientAddress);
      const code = await issueCode(email, 'account_deletion');
      const accountLanguage = (await findUserByEmail(db, email))?.language;
      const language = isLanguage(accountLanguage) ? accountLanguage : 'en';
      await outbox.enqueue({ to: email, ...accountDeletionCodeMail(brand, code, language) });
    },

    /** Checks and uses up the account's deletion code (a wrong one counts like a wrong sign-up code). */
    async consumeDeletionCode(email: string, code: string, clientAddress: string): Promise<void> {
      await checkCode(email, 'account_deletion', code, clientAddress, { consume: true });
    },

    /**
     * A password-reset code for the address (docs/product/accounts.md#a-forgotten-password). The request does the same
     * work whether or not the address has an account: the throttle, a stored code, one queued job. The job mails the
     * code only to an address that has an account; another address gets nothing, and its code can never be entered.
     */
    async sendPasswordReset(email: string, clientAddress: string, language: Language): Promise<void> {
      await throttleSend(email, 'password_reset', clientAddress);
      const code = await issueCode(email, 'password_reset');
      await queuePasswordResetMail({ email, code, language });
    },

    /** Checks and uses up the address's password-reset code (wrong ones count like wrong sign-up codes). */
    async consumePasswordReset(email: string, code: string, clientAddress: string): Promise<void> {
      await checkCode(email, 'password_reset', code, clientAddress, { consume: true });
    },

    /**
     * A code that moves the signed-in account to `email`, mailed there in the account's language. An address that
     * already has an account gets a notice instead (the code is stored but never mailed, so it cannot be entered), and
     * the caller the same answer: no more is told than the sign-up form tells.
     */
    async sendEmailChangeCode(user: UserRow, email: string, clientAddress: string): Promise<void> {
      const purpose = emailChangePurpose(user.id);
      // Counted per address whichever account asks, so many accounts cannot flood one mailbox.
      await throttleSend(email, 'email_change', clientAddress);
      const code = await issueCode(email, purpose);
      const language = accountLanguage(user);
      if (await findUserByEmail(db, email)) await outbox.enqueue({ to: email, ...emailInUseMail(brand, language) });
      else await outbox.enqueue({ to: email, ...emailChangeCodeMail(brand, code, language) });
    },

    /** Checks and uses up the code that moves the account to `email`. */
    async consumeEmailChangeCode(user: UserRow, email: string, code: string, clientAddress: string): Promise<void> {
      await checkCode(email, emailChangePurpose(user.id), code, clientAddress, { consume: true });
    },

    /** The verification that lets this browser register this address now, if any. */
    async findUsableVerification(email: string, signupToken: string | undefined) {
      if (!signupToken) return null;
      return findUsableSignup(db, email, tokenHashOf(signupToken), new Date(Date.now() - VERIFIED_WINDOW_MS));
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
