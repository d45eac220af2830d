import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { users } from '../../db/schema.ts';

/** Data access of generation credits: taking one and giving it back, each in one guarded statement. */

/** How a generation was paid for, so a failed one can be refunded to the same place. */
export type CreditSource = 'free' | 'paid' | 'membership';

/**
 * Takes one generation credit in one guarded statement: free credits first, then paid ones;
 * members take none. Two requests can never spend the same credit. Null when nothing is left.
 */
export async function takeGenerationCredit(db: Executor, userId: number): Promise<CreditSource | null> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, 'artistic_collective')));
  if (member) return 'membership';
  const [free] = await db
    .update(users)
    .set({ freeCreditsRemaining: sql`${users.freeCreditsRemaining} - 1` })
    .where(and(eq(users.id, userId), gt(users.freeCreditsRemaining, 0)))
    .returning({ id: users.id });
  if (free) return 'free';
  const [paid] = await db
    .update(users)
    .set({ paidCredits: sql`${users.paidCredits} - 1` })
    .where(and(eq(users.id, userId), gt(users.paidCredits, 0)))
    .returning({ id: users.id });
  return paid ? 'paid' : null;
}

export async function refundGenerationCredit(db: Executor, userId: number, source: CreditSource): Promise<void> {
  if (source === 'membership') return;
  const column = source === 'free' ? users.freeCreditsRemaining : users.paidCredits;
  await db
    .update(users)
    .set(source === 'free' ? { freeCreditsRemaining: sql`${column} + 1` } : { paidCredits: sql`${column} + 1` })
    .where(eq(users.id, userId));
}
