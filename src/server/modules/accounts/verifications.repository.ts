import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { emailVerifications } from '../../db/schema.ts';

/** Data access of e-mailed codes: one row per code (its HMAC only), with its tries, verification and use. */

export type VerificationRow = typeof emailVerifications.$inferSelect;
/**
 * What a code is for: signing up, deleting the account, resetting a forgotten password, or moving account `id` to
 * the code's address (docs/product/accounts.md#changing-the-password-or-the-e-mail-address).
 */
export type CodePurpose = 'signup' | 'account_deletion' | 'password_reset' | `email_change:${number}`;
type Purpose = CodePurpose;

const ofPurpose = (purpose: Purpose) => eq(emailVerifications.purpose, purpose);

/** Stops every unused code of the purpose, whatever its address (an account's earlier e-mail change). */
export async function retireOpenCodesOfPurpose(tx: Executor, purpose: Purpose): Promise<void> {
  await tx
    .update(emailVerifications)
    .set({ consumedAt: new Date() })
    .where(and(ofPurpose(purpose), isNull(emailVerifications.consumedAt)));
}

/** Stops every unused, unverified code of the address and purpose. */
export async function retireOpenCodes(tx: Executor, email: string, purpose: Purpose): Promise<void> {
  await tx
    .update(emailVerifications)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(emailVerifications.email, email),
        ofPurpose(purpose),
        isNull(emailVerifications.consumedAt),
        isNull(emailVerifications.verifiedAt),
      ),
    );
}

export async function insertCode(
  tx: Executor,
  values: { email: string; purpose: Purpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(emailVerifications).values(values);
}

/** The newest unused code of the address and purpose. */
export async function findNewestOpenCode(
  db: Executor,
  email: string,
  purpose: Purpose,
): Promise<VerificationRow | null> {
  const [latest] = await db
    .select()
    .from(emailVerifications)
    .where(and(eq(emailVerifications.email, email), ofPurpose(purpose), isNull(emailVerifications.consumedAt)))
    .orderBy(desc(emailVerifications.createdAt), desc(emailVerifications.id))
    .limit(1);
  return latest ?? null;
}

/** Counts a try, only while fewer than `maxTries` were made; answers the tries so far, or null when none was left. */
export async function countTry(db: Executor, id: number, maxTries: number): Promise<number | null> {
  const [tried] = await db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(and(eq(emailVerifications.id, id), lt(emailVerifications.attempts, maxTries)))
    .returning({ attempts: emailVerifications.attempts });
  return tried?.attempts ?? null;
}

/** Marks a code verified (and its sign-up token, or used up) while it is unexpired and unused; false otherwise. */
export async function markVerified(
  db: Executor,
  id: number,
  changes: { verifiedAt: Date; signupTokenHash?: string; consumedAt?: Date },
): Promise<boolean> {
  const verified = await db
    .update(emailVerifications)
    .set(changes)
    .where(
      and(
        eq(emailVerifications.id, id),
        gt(emailVerifications.expiresAt, new Date()),
        isNull(emailVerifications.consumedAt),
      ),
    )
    .returning({ id: emailVerifications.id });
  return verified.length === 1;
}

/** The sign-up verification of the address carrying this token, verified since `verifiedSince` and unused. */
export async function findUsableSignup(
  db: Executor,
  email: string,
  signupTokenHash: string,
  verifiedSince: Date,
): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.email, email),
        ofPurpose('signup'),
        isNull(emailVerifications.consumedAt),
        eq(emailVerifications.signupTokenHash, signupTokenHash),
        gt(emailVerifications.verifiedAt, verifiedSince),
      ),
    )
    .orderBy(desc(emailVerifications.verifiedAt))
    .limit(1);
  return row ?? null;
}

export async function consumeVerification(tx: Executor, id: number): Promise<void> {
  await tx.update(emailVerifications).set({ consumedAt: new Date() }).where(eq(emailVerifications.id, id));
}

/** Deletes every code made before `before`, used or not (the hourly clean-up). */
export async function deleteCodesBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(emailVerifications).where(lt(emailVerifications.createdAt, before));
}
