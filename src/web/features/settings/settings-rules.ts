import { SHOP_TIME_ZONE } from '../../../shared/i18n/format.ts';
import type { SubscriptionInfo } from '../../../shared/membership.ts';
import type { PosterStats } from '../../../shared/sell.ts';
import { ApiError } from '../../lib/api-request.ts';
import type { ConnectStatus } from './api/payout-account.ts';

export const COLLECTIVE_USER_TYPE = 'artistic_collective';

export const isCollective = (userType: string | null | undefined) => userType === COLLECTIVE_USER_TYPE;

/** Members manage payouts; anyone else who has earned royalties must be able to get paid too. */
export function showsPaymentSettings(
  userType: string | null | undefined,
  stats: Pick<PosterStats, 'earnings'> | undefined,
): boolean {
  return isCollective(userType) || (stats?.earnings ?? 0) > 0;
}

export type SubscriptionState = 'active' | 'cancelling' | 'inactive';

/** Active; active with cancel at period end; inactive (docs/product/pay.md#membership). */
export function subscriptionState(info: SubscriptionInfo): SubscriptionState {
  if (!info.isActive) return 'inactive';
  return info.willCancelAtPeriodEnd ? 'cancelling' : 'active';
}

export type PayoutAccountState = 'none' | 'incomplete' | 'enabled' | 'pending';

/** None; created but incomplete; complete with payouts enabled or not yet (docs/product/community.md#payouts). */
export function payoutAccountState(status: ConnectStatus): PayoutAccountState {
  if (!status.hasAccount) return 'none';
  if (!status.onboardingComplete) return 'incomplete';
  return status.payoutsEnabled ? 'enabled' : 'pending';
}

/** A date like '14 March 2026', its day in Switzerland; null for a missing or unreadable one. */
export function formatDate(value: string | null, locale = 'en-GB'): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}

/**
 * The text of an 'Error' toast (docs/product/accounts.md#settings): the server's message, else the action's fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  return ApiError.of(error).serverMessage ?? fallback;
}

/**
 * What is left of `search` once the one-time `success` and `refresh` flags are read
 * (docs/product/accounts.md#settings).
 */
export function withoutReturnFlags(search: string): { success: boolean; refresh: boolean; search: string } {
  const params = new URLSearchParams(search);
  const success = params.get('success') === 'true';
  const refresh = params.get('refresh') === 'true';
  params.delete('success');
  params.delete('refresh');
  const rest = params.toString();
  return { success, refresh, search: rest ? `?${rest}` : '' };
}
