import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { payoutAccounts, payouts, royalties } from '../../db/schema.ts';

/**
 * Data access of creator payouts: payout accounts, the royalty ledger's unpaid shares, and the payouts that pay them.
 */

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

// — Payout accounts —

export async function findPayoutAccount(db: Executor, userId: number): Promise<PayoutAccountRow | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row ?? null;
}

export async function findPayoutAccountById(db: Executor, accountId: string): Promise<PayoutAccountRow | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.accountId, accountId));
  return row ?? null;
}

/** Records a user's account at the provider; null when they already have one (a concurrent call won). */
export async function insertPayoutAccount(
  db: Executor,
  userId: number,
  accountId: string,
): Promise<PayoutAccountRow | null> {
  const [row] = await db.insert(payoutAccounts).values({ userId, accountId }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updatePayoutAccountState(
  db: Executor,
  accountId: string,
  state: { detailsSubmitted: boolean; payoutsEnabled: boolean },
): Promise<void> {
  await db
    .update(payoutAccounts)
    .set({ detailsSubmitted: state.detailsSubmitted, payoutsEnabled: state.payoutsEnabled, updatedAt: new Date() })
    .where(eq(payoutAccounts.accountId, accountId));
}

// — Royalties —

/** Whether a creator ever earned a royalty. */
export async function hasEarnedRoyalties(db: Executor, creatorId: number): Promise<boolean> {
  const [earned] = await db
    .select({ id: royalties.id })
    .from(royalties)
    .where(eq(royalties.creatorId, creatorId))
    .limit(1);
  return earned !== undefined;
}

/** CHF earned and not yet paid out (as the database sums it), or null when nothing is. */
export async function unpaidRoyaltyTotal(db: Executor, creatorId: number): Promise<string | null> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${royalties.amount})`.mapWith(String) })
    .from(royalties)
    .where(and(eq(royalties.creatorId, creatorId), isNull(royalties.payoutId)));
  return row?.total ?? null;
}

/** Creators with unpaid royalties and payouts enabled, with their account and total unpaid (CHF). */
export async function listCreatorsDue(db: Executor) {
  return db
    .select({
      creatorId: royalties.creatorId,
      accountId: payoutAccounts.accountId,
      total: sql<string>`sum(${royalties.amount})`.mapWith(String),
    })
    .from(royalties)
    .innerJoin(payoutAccounts, eq(payoutAccounts.userId, royalties.creatorId))
    .where(and(isNull(royalties.payoutId), eq(payoutAccounts.payoutsEnabled, true)))
    .groupBy(royalties.creatorId, payoutAccounts.accountId);
}

/** Assigns a creator's unpaid royalties to a payout; answers their amounts. */
export async function claimUnpaidRoyalties(
  tx: Executor,
  creatorId: number,
  payoutId: number,
): Promise<{ amount: string }[]> {
  return tx
    .update(royalties)
    .set({ payoutId })
    .where(and(eq(royalties.creatorId, creatorId), isNull(royalties.payoutId)))
    .returning({ amount: royalties.amount });
}

/** Gives a failed payout's royalties back to the next run. */
export async function releaseClaimedRoyalties(tx: Executor, payoutId: number): Promise<void> {
  await tx.update(royalties).set({ payoutId: null }).where(eq(royalties.payoutId, payoutId));
}

// — Payouts —

export async function insertPayout(tx: Executor, creatorId: number): Promise<{ id: number }> {
  const [row] = await tx.insert(payouts).values({ creatorId, amount: '0' }).returning();
  return row!;
}

export async function setPayoutAmount(tx: Executor, payoutId: number, amount: string): Promise<void> {
  await tx.update(payouts).set({ amount }).where(eq(payouts.id, payoutId));
}

export async function deletePayout(db: Executor, payoutId: number): Promise<void> {
  await db.delete(payouts).where(eq(payouts.id, payoutId));
}

export async function markPayoutPaid(db: Executor, payoutId: number, transferId: string): Promise<void> {
  await db.update(payouts).set({ status: 'paid', transferId, paidAt: new Date() }).where(eq(payouts.id, payoutId));
}

export async function markPayoutFailed(tx: Executor, payoutId: number, error: string): Promise<void> {
  await tx.update(payouts).set({ status: 'failed', error }).where(eq(payouts.id, payoutId));
}
