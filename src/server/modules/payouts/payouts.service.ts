import type { Logger } from 'pino';
import { CURRENCY, fromMinorUnits, toMinorUnits } from '../../../shared/checkout-limits.ts';
import type { PaymentProvider, PayoutAccount } from '../../adapters/payments/payment-provider.ts';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound, serviceUnavailable } from '../../errors.ts';
import {
  claimUnpaidRoyalties,
  deletePayout,
  findPayoutAccount,
  hasEarnedRoyalties,
  insertPayout,
  insertPayoutAccount,
  listCreatorsDue,
  markPayoutFailed,
  markPayoutPaid,
  releaseClaimedRoyalties,
  setPayoutAmount,
  unpaidRoyaltyTotal,
  updatePayoutAccountState,
} from './payouts.repository.ts';

/** Below this, earnings wait for the next month (a transfer costs more than it is worth). */
export const MIN_PAYOUT_CHF = 1;

export type ConnectStatus = { hasAccount: boolean; onboardingComplete: boolean; payoutsEnabled: boolean };

/**
 * Creator payouts (docs/product/community.md#payouts): a payout account at the provider (Stripe Connect Express, or the
 * sandbox's local onboarding), and a monthly transfer of the royalties earned and not yet paid.
 */
export function createPayoutsService({
  db,
  provider,
  publicUrl,
  logger,
}: {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  logger: Logger;
}) {
  const urls = { returnUrl: `${publicUrl}/settings?success=true`, refreshUrl: `${publicUrl}/settings?refresh=true` };

  /**
   * Payout accounts are for members (docs/product/community.md#payouts); a former member or a creator who is not one
   * but has
   * royalties to collect may still set one up and be paid.
   */
  async function assertMayReceivePayouts(user: { id: number; userType: string }) {
    if (user.userType === 'artistic_collective') return;
    if (!(await hasEarnedRoyalties(db, user.id))) throw forbidden('payouts_members_only');
  }

  async function accountOf(userId: number) {
    return findPayoutAccount(db, userId);
  }

  async function status(userId: number): Promise<ConnectStatus> {
    const row = await accountOf(userId);
    return {
      hasAccount: Boolean(row),
      onboardingComplete: row?.detailsSubmitted ?? false,
      payoutsEnabled: row?.payoutsEnabled ?? false,
    };
  }

  async function guarded<T>(
    failure: 'payout_create_failed' | 'payout_refresh_failed' | 'payout_dashboard_failed',
    action: () => Promise<T>,
  ): Promise<T> {
    try {
      return await action();
    } catch (error) {
      const refusal = serviceUnavailable(failure);
      logger.error({ err: error }, refusal.message);
      throw refusal;
    }
  }

  /** Creates the account once (a second call resumes its onboarding) and answers where to onboard. */
  async function createAccount(user: { id: number; email: string }): Promise<{ onboardingUrl: string }> {
    let row = await accountOf(user.id);
    if (!row) {
      const account = await guarded('payout_create_failed', () =>
        provider.createPayoutAccount({
          email: user.email,
          metadata: { userId: String(user.id) },
          idempotencyKey: `payout-account-${user.id}`,
        }),
      );
      row = (await insertPayoutAccount(db, user.id, account.id)) ?? (await accountOf(user.id))!;
    }
    const account = row;
    return {
      onboardingUrl: await guarded('payout_create_failed', () =>
        provider.createOnboardingLink(account.accountId, urls),
      ),
    };
  }

  async function refreshOnboarding(userId: number): Promise<{ onboardingUrl: string }> {
    const row = await accountOf(userId);
    if (!row) throw notFound('no_payout_account');
    return {
      onboardingUrl: await guarded('payout_refresh_failed', () => provider.createOnboardingLink(row.accountId, urls)),
    };
  }

  async function dashboardLink(userId: number): Promise<{ url: string }> {
    const row = await accountOf(userId);
    if (!row) throw notFound('no_payout_account');
    if (!row.detailsSubmitted) throw conflict('onboarding_incomplete');
    return { url: await guarded('payout_dashboard_failed', () => provider.createDashboardLink(row.accountId)) };
  }

  /** The provider's word on an account (account.updated, or the return from onboarding). */
  async function syncAccount(account: PayoutAccount) {
    await updatePayoutAccountState(db, account.id, account);
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
    const total = await unpaidRoyaltyTotal(db, userId);
    const account = await accountOf(userId);
    return { amount: Number(total ?? 0), payoutAccountReady: Boolean(account?.payoutsEnabled) };
  }

  /**
   * One creator's unpaid royalties become one payout (claimed in one transaction, so two runs cannot pay the
   * same royalty), then one transfer with the payout's id as idempotency key. A failed transfer gives the
   * royalties back to the next run. Answers the payout, or null when nothing was due.
   */
  async function payCreator(
    creatorId: number,
    accountId: string,
  ): Promise<{ id: number; amount: number; status: 'paid' | 'failed' } | null> {
    const payout = await db.transaction(async (tx) => {
      const row = await insertPayout(tx, creatorId);
      const claimed = await claimUnpaidRoyalties(tx, creatorId, row.id);
      const amount = fromMinorUnits(claimed.reduce((sum, royalty) => sum + toMinorUnits(Number(royalty.amount)), 0));
      await setPayoutAmount(tx, row.id, amount.toFixed(2));
      return { id: row.id, amount, claimed: claimed.length };
    });
    if (payout.claimed === 0) {
      await deletePayout(db, payout.id);
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
      await markPayoutPaid(db, payout.id, transferId);
      return { id: payout.id, amount: payout.amount, status: 'paid' };
    } catch (error) {
      logger.error({ err: error, payoutId: payout.id }, 'payout transfer failed');
      await db.transaction(async (tx) => {
        await releaseClaimedRoyalties(tx, payout.id);
        await markPayoutFailed(tx, payout.id, error instanceof Error ? error.message : String(error));
      });
      return { id: payout.id, amount: payout.amount, status: 'failed' };
    }
  }

  /** The monthly payout: for each creator with payouts enabled, the unpaid royalties of at least MIN_PAYOUT_CHF. */
  async function payDue(): Promise<{ paid: number; failed: number }> {
    const due = await listCreatorsDue(db);
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

  return {
    assertMayReceivePayouts,
    status,
    createAccount,
    refreshOnboarding,
    dashboardLink,
    syncAccount,
    refreshStatus,
    payDue,
    unpaidOf,
    settleFinal,
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
