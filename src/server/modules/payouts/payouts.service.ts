import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { CURRENCY, fromMinorUnits, toMinorUnits } from '../../../shared/checkout-limits.ts';
import type { PaymentProvider, PayoutAccount } from '../../adapters/payments/payment-provider.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { payoutAccounts, payouts, royalties } from '../../db/schema.ts';
import { conflict, forbidden, notFound, serviceUnavailable } from '../../errors.ts';
import { english } from '../../i18n/messages.ts';


/** Below this, earnings wait for the next month (a transfer costs more than it is worth). */
export const MIN_PAYOUT_CHF = 1;

export type ConnectStatus = { hasAccount: boolean; onboardingComplete: boolean; payoutsEnabled: boolean };

/**
 * Creator payouts (docs/product/community.md#payouts): a payout account at the provider (Stripe Connect Express, or the
 * sandbox's local onboarding), and a monthly transfer of the royalties earned and not yet paid.
 */
export function createPayoutsService({ db, provider, publicUrl, logger }: { db: Database; provider: PaymentProvider; publicUrl: string; logger: Logger }) {
  const urls = { returnUrl: `${publicUrl}/settings?success=true`, refreshUrl: `${publicUrl}/settings?refresh=true` };

  /**
   * Payout accounts are for members (docs/product/community.md#payouts); a former member or a creator who is not one
   * but has
   * royalties to collect may still set one up and be paid.
   */
  async function assertMayReceivePayouts(user: { id: number; userType: string }) {
    if (user.userType === 'artistic_collective') return;
    const [earned] = await db.select({ id: royalties.id }).from(royalties).where(eq(royalties.creatorId, user.id)).limit(1);
    if (!earned) throw forbidden((m) => m.payouts.membersOnly);
  }

  async function accountOf(userId: number) {
    const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
    return row ?? null;
  }

  async function status(userId: number): Promise<ConnectStatus> {
    const row = await accountOf(userId);
    return { hasAccount: Boolean(row), onboardingComplete: row?.detailsSubmitted ?? false, payoutsEnabled: row?.payoutsEnabled ?? false };
  }

  async function guarded<T>(failure: 'createFailed' | 'refreshFailed' | 'dashboardFailed', action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      logger.error({ err: error }, english.payouts[failure]);
      throw serviceUnavailable((m) => m.payouts[failure]);
    }
  }

  /** Creates the account once (a second call resumes its onboarding) and answers where to onboard. */
  async function createAccount(user: { id: number; email: string }): Promise<{ onboardingUrl: string }> {
    let row = await accountOf(user.id);
    if (!row) {
      const account = await guarded('createFailed', () =>
        provider.createPayoutAccount({ email: user.email, metadata: { userId: String(user.id) }, idempotencyKey: `payout-account-${user.id}` }),
      );
      [row] = await db.insert(payoutAccounts).values({ userId: user.id, accountId: account.id }).onConflictDoNothing().returning();
      row ??= (await accountOf(user.id))!;
    }
    const account = row;
    return { onboardingUrl: await guarded('createFailed', () => provider.createOnboardingLink(account.accountId, urls)) };
  }

  async function refreshOnboarding(userId: number): Promise<{ onboardingUrl: string }> {
    const row = await accountOf(userId);
    if (!row) throw notFound((m) => m.payouts.noAccount);
    return { onboardingUrl: await guarded('refreshFailed', () => provider.createOnboardingLink(row.accountId, urls)) };
  }

  async function dashboardLink(userId: number): Promise<{ url: string }> {
    const row = await accountOf(userId);
    if (!row) throw notFound((m) => m.payouts.noAccount);
    if (!row.detailsSubmitted) throw conflict((m) => m.payouts.onboardingIncomplete, 'onboarding_incomplete');
    return { url: await guarded('dashboardFailed', () => provider.createDashboardLink(row.accountId)) };
  }

  /** The provider's word on an account (account.updated, or the return from onboarding). */
  async function syncAccount(account: PayoutAccount) {
    await db
      .update(payoutAccounts)
      .set({ detailsSubmitted: account.detailsSubmitted, payoutsEnabled: account.payoutsEnabled, updatedAt: new Date() })
      .where(eq(payoutAccounts.accountId, account.id));
  }

  /** Reads the account again from the provider (the browser came back from onboarding). */
  async function refreshStatus(userId: number): Promise<ConnectStatus> {
    const row = await accountOf(userId);
    if (row && !row.payoutsEnabled) {
      const account = await provider.retrievePayoutAccount(row.accountId).catch(() => null);
      if (account) await syncAccount(account);
    }
    return status(userId);
  }

  /** What a creator earned and was not yet paid (CHF), and whether it can be transferred now. */
  async function unpaidOf(userId: number): Promise<{ amount: number; payoutAccountReady: boolean }> {
    const [row] = await db
      .select({ total: sql<string | null>`sum(${royalties.amount})`.mapWith(String) })
      .from(royalties)
      .where(and(eq(royalties.creatorId, userId), isNull(royalties.payoutId)));
    const account = await accountOf(userId);
    return { amount: Number(row?.total ?? 0), payoutAccountReady: Boolean(account?.payoutsEnabled) };
  }

  /**
   * One creator's unpaid royalties become one payout (claimed in one transaction, so two runs cannot pay the
   * same royalty), then one transfer with the payout's id as idempotency key. A failed transfer gives the
   * royalties back to the next run. Answers the payout, or null when nothing was due.
   */
  async function payCreator(creatorId: number, accountId: string): Promise<{ id: number; amount: number; status: 'paid' | 'failed' } | null> {
    const payout = await db.transaction(async (tx) => {
      const [row] = await tx.insert(payouts).values({ creatorId, amount: '0' }).returning();
      const claimed = await tx
        .update(royalties)
        .set({ payoutId: row!.id })
        .where(and(eq(royalties.creatorId, creatorId), isNull(royalties.payoutId)))
        .returning({ amount: royalties.amount });
      const amount = fromMinorUnits(claimed.reduce((sum, royalty) => sum + toMinorUnits(Number(royalty.amount)), 0));
      await tx.update(payouts).set({ amount: amount.toFixed(2) }).where(eq(payouts.id, row!.id));
      return { id: row!.id, amount, claimed: claimed.length };
    });
    if (payout.claimed === 0) {
      await db.delete(payouts).where(eq(payouts.id, payout.id));
      return null;
    }
    try {
      const transferId = await provider.transfer({
        accountId,
        amount: toMinorUnits(payout.amount),
        currency: CURRENCY,
        metadata: { payoutId: String(payout.id), creatorId: String(creatorId) },
        idempotencyKey: `payout-${payout.id}`,
      });
      await db.update(payouts).set({ status: 'paid', transferId, paidAt: new Date() }).where(eq(payouts.id, payout.id));
      return { id: payout.id, amount: payout.amount, status: 'paid' };
    } catch (error) {
      logger.error({ err: error, payoutId: payout.id }, 'payout transfer failed');
      await db.transaction(async (tx) => {
        await tx.update(royalties).set({ payoutId: null }).where(eq(royalties.payoutId, payout.id));
        await tx.update(payouts).set({ status: 'failed', error: error instanceof Error ? error.message : String(error) }).where(eq(payouts.id, payout.id));
      });
      return { id: payout.id, amount: payout.amount, status: 'failed' };
    }
  }

  /** The monthly payout: for each creator with payouts enabled, the unpaid royalties of at least MIN_PAYOUT_CHF. */
  async function payDue(): Promise<{ paid: number; failed: number }> {
    const due = await db
      .select({ creatorId: royalties.creatorId, accountId: payoutAccounts.accountId, total: sql<string>`sum(${royalties.amount})`.mapWith(String) })
      .from(royalties)
      .innerJoin(payoutAccounts, eq(payoutAccounts.userId, royalties.creatorId))
      .where(and(isNull(royalties.payoutId), eq(payoutAccounts.payoutsEnabled, true)))
      .groupBy(royalties.creatorId, payoutAccounts.accountId);
    let paid = 0;
    let failed = 0;
    for (const creator of due) {
      if (Number(creator.total) < MIN_PAYOUT_CHF || creator.creatorId === null) continue;
      const payout = await payCreator(creator.creatorId, creator.accountId);
      if (payout?.status === 'paid') paid += 1;
      if (payout?.status === 'failed') failed += 1;
    }
    return { paid, failed };
  }

  /**
   * The final payout of a creator who deletes their account: everything unpaid, whatever the amount, when
   * their payout account can receive it. Answers what was transferred (0 when nothing could be).
   */
  async function settleFinal(userId: number): Promise<number> {
    const account = await accountOf(userId);
    if (!account?.payoutsEnabled) return 0;
    const payout = await payCreator(userId, account.accountId);
    return payout?.status === 'paid' ? payout.amount : 0;
  }

  return { assertMayReceivePayouts, status, createAccount, refreshOnboarding, dashboardLink, syncAccount, refreshStatus, payDue, unpaidOf, settleFinal };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;

export const monthlyPayoutQueue = 'payouts.monthly';

/** On the first of every month at 06:00 UTC, what creators earned goes to their payout accounts. */
export async function registerPayoutJobs(jobs: JobQueue, payouts: PayoutsService, logger: Logger) {
  await jobs.defineQueue(monthlyPayoutQueue, { retryLimit: 3, retryDelay: 600, deleteAfterSeconds: 90 * 24 * 3600 });
  await jobs.work(monthlyPayoutQueue, async () => {
    const result = await payouts.payDue();
    logger.info(result, 'monthly payouts done');
  });
  await jobs.schedule(monthlyPayoutQueue, '0 6 1 * *');
}
