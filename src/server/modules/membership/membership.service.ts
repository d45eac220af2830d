import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { CURRENCY, toMinorUnits } from '../../../shared/checkout.ts';
import { MEMBERSHIP_PLAN, PROMO_PERCENT_OFF, firstMonthPrice, normalisePromoCode } from '../../../shared/membership.ts';
import type { CreateSubscriptionResponse, SubscriptionInfo } from '../../../shared/membership.ts';
import { PaymentProviderError } from '../../adapters/payments/payment-provider.ts';
import type { PaymentProvider, Subscription, SubscriptionStatus } from '../../adapters/payments/payment-provider.ts';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound, serviceUnavailable } from '../../errors.ts';
import { cardRefusalCode } from '../../adapters/payments/card-refusals.ts';
import {
  findMembership,
  findMembershipOfSubscription,
  insertMembership,
  setMembershipSetup,
  setUserType,
  updateMembershipSubscription,
} from './membership.repository.ts';
import type { MembershipRow } from './membership.repository.ts';

/** While the provider still collects (or retries) the money, the member keeps the membership. */
const memberStatuses: SubscriptionStatus[] = ['active', 'trialing', 'past_due'];
const isMemberStatus = (status: string) => (memberStatuses as string[]).includes(status);

export type MembershipServiceOptions = {
  db: Database;
  provider: PaymentProvider;
  promoCodes: string[];
  logger: Logger;
};

/**
 * The Artistic Collective membership (docs/product/pay.md#membership): a setup of the member's payment method,
 * then a monthly subscription at 9.99 CHF (60% off the first month with a promo code). The provider's
 * subscription decides: while it is active the user is `artistic_collective`, when it ends they revert.
 */
export function createMembershipService({ db, provider, promoCodes, logger }: MembershipServiceOptions) {
  const knownCodes = new Set(promoCodes.map(normalisePromoCode));

  async function membershipOf(userId: number): Promise<MembershipRow | null> {
    return findMembership(db, userId);
  }

  /** "Join the Movement": checks the promo code and starts a setup of the payment method. */
  async function start(
    user: { id: number; email: string; username: string },
    promoCodeInput: string | null | undefined,
  ): Promise<CreateSubscriptionResponse> {
    const promoCode = promoCodeInput ? normalisePromoCode(promoCodeInput) : '';
    if (promoCode && !knownCodes.has(promoCode)) throw badRequest('invalid_promo');
    let row = await membershipOf(user.id);
    if (row && isMemberStatus(row.status)) throw conflict('already_member');

    try {
      if (!row) {
        const customer = await provider.createCustomer({
          email: user.email,
          name: user.username,
          metadata: { userId: String(user.id) },
          idempotencyKey: `customer-${user.id}`,
        });
        row = (await insertMembership(db, user.id, customer.id)) ?? (await membershipOf(user.id))!;
      }
      const setup = await provider.createSetupIntent({
        customerId: row.customerId,
        metadata: { userId: String(user.id), promoCode },
        idempotencyKey: `setup-${user.id}-${randomUUID()}`,
      });
      await setMembershipSetup(db, user.id, setup.id, promoCode || null);
      return {
        clientSecret: setup.clientSecret,
        firstMonthPrice: firstMonthPrice(Boolean(promoCode)),
        monthlyPrice: MEMBERSHIP_PLAN.price,
        promoApplied: Boolean(promoCode),
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      logger.error({ err: error }, 'payment provider refused to start a membership');
      throw serviceUnavailable('membership_create_failed');
    }
  }

  /** After the browser confirmed the setup: subscribes with that payment method (once per setup). */
  async function confirm(userId: number, setupIntentId: string): Promise<SubscriptionInfo & { userType: string }> {
    const row = await membershipOf(userId);
    if (!row || row.setupIntentId !== setupIntentId) throw badRequest('setup_mismatch');
    if (row.subscriptionId && isMemberStatus(row.status)) return { ...toInfo(row), userType: 'artistic_collective' };

    const setup = await provider.retrieveSetupIntent(setupIntentId);
    if (!setup || setup.customerId !== row.customerId || setup.metadata.userId !== String(userId))
      throw badRequest('setup_mismatch');
    if (setup.status !== 'succeeded' || !setup.paymentMethodId) throw new AppError('setup_incomplete');

    let subscription: Subscription;
    try {
      subscription = await provider.createSubscription({
        customerId: row.customerId,
        paymentMethodId: setup.paymentMethodId,
        unitAmount: toMinorUnits(MEMBERSHIP_PLAN.price),
        currency: CURRENCY,
        firstMonthPercentOff: row.promoCode ? PROMO_PERCENT_OFF : null,
        metadata: { userId: String(userId), plan: MEMBERSHIP_PLAN.id },
        // One subscription per confirmed setup, however often the browser retries.
        idempotencyKey: `subscription-${setupIntentId}`,
      });
    } catch (error) {
      if (error instanceof PaymentProviderError && error.status !== null && error.status < 500) {
        throw new AppError(cardRefusalCode(error.code, 'membership_setup_failed'));
      }
      logger.error({ err: error }, 'payment provider refused to create a subscription');
      throw serviceUnavailable('membership_create_failed');
    }
    const synced = await sync(subscription);
    return {
      ...toInfo(synced ?? row),
      userType: synced && isMemberStatus(synced.status) ? 'artistic_collective' : 'standard',
    };
  }

  /**
   * Takes the provider's word on a subscription (the confirm call, a webhook, the sandbox's renewals)
   * and sets the user's type from it. An older period end never overwrites a newer one.
   */
  async function sync(subscription: Subscription): Promise<MembershipRow | null> {
    const userId = Number(subscription.metadata.userId);
    const row = await findMembershipOfSubscription(db, subscription, userId);
    if (!row) return null;
    // A newer subscription of the same member is not undone by news about an older one.
    if (
      row.subscriptionId &&
      row.subscriptionId !== subscription.id &&
      isMemberStatus(row.status) &&
      !isMemberStatus(subscription.status)
    )
      return row;
    const member = isMemberStatus(subscription.status);
    return db.transaction(async (tx) => {
      const updated = await updateMembershipSubscription(tx, row.userId, subscription);
      await setUserType(tx, row.userId, member ? 'artistic_collective' : 'standard');
      return updated ?? row;
    });
  }

  /** An invoice event names only the subscription: read it again and sync. */
  async function refresh(subscriptionId: string) {
    const subscription = await provider.retrieveSubscription(subscriptionId);
    if (subscription) await sync(subscription);
  }

  async function info(userId: number): Promise<SubscriptionInfo> {
    const row = await membershipOf(userId);
    return row ? toInfo(row) : { isActive: false, currentPeriodEnd: null, willCancelAtPeriodEnd: false };
  }

  /** Cancels at the end of the paid period (docs/product/pay.md#membership): the member keeps everything until then. */
  async function cancel(userId: number): Promise<SubscriptionInfo> {
    const row = await membershipOf(userId);
    if (!row?.subscriptionId || !isMemberStatus(row.status)) throw notFound('no_membership');
    if (row.cancelAtPeriodEnd) return toInfo(row);
    let subscription: Subscription;
    try {
      subscription = await provider.setCancelAtPeriodEnd(row.subscriptionId, true);
    } catch (error) {
      logger.error({ err: error }, 'payment provider refused to cancel a subscription');
      throw serviceUnavailable('membership_cancel_failed');
    }
    return toInfo((await sync(subscription)) ?? row);
  }

  return { start, confirm, sync, refresh, info, cancel };
}

export type MembershipService = ReturnType<typeof createMembershipService>;

function toInfo(row: MembershipRow): SubscriptionInfo {
  return {
    isActive: isMemberStatus(row.status),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    willCancelAtPeriodEnd: isMemberStatus(row.status) && row.cancelAtPeriodEnd,
  };
}
