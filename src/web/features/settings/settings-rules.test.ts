import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../lib/api-request.ts';
import {
  errorText,
  formatDate,
  payoutAccountState,
  showsPaymentSettings,
  subscriptionState,
  withoutReturnFlags,
} from './settings-rules.ts';

describe('settings rules', () => {
  it('shows Payment Settings to members, and to anyone who has earned royalties', () => {
    expect(showsPaymentSettings('artistic_collective', undefined)).toBe(true);
    expect(showsPaymentSettings('standard', { earnings: 0 })).toBe(false);
    expect(showsPaymentSettings(null, undefined)).toBe(false);
    expect(showsPaymentSettings('standard', { earnings: 4.8 })).toBe(true);
  });

  it('tells the subscription states apart', () => {
    expect(subscriptionState({ isActive: true, willCancelAtPeriodEnd: false, currentPeriodEnd: null })).toBe('active');
    expect(subscriptionState({ isActive: true, willCancelAtPeriodEnd: true, currentPeriodEnd: null })).toBe(
      'cancelling',
    );
    expect(subscriptionState({ isActive: false, willCancelAtPeriodEnd: true, currentPeriodEnd: null })).toBe(
      'inactive',
    );
  });

  it('tells the payout account states apart', () => {
    expect(payoutAccountState({ hasAccount: false, onboardingComplete: false, payoutsEnabled: false })).toBe('none');
    expect(payoutAccountState({ hasAccount: true, onboardingComplete: false, payoutsEnabled: false })).toBe(
      'incomplete',
    );
    expect(payoutAccountState({ hasAccount: true, onboardingComplete: true, payoutsEnabled: false })).toBe('pending');
    expect(payoutAccountState({ hasAccount: true, onboardingComplete: true, payoutsEnabled: true })).toBe('enabled');
  });

  it('formats dates and refuses bad ones', () => {
    expect(formatDate('2026-03-14T10:00:00.000Z')).toBe('14 March 2026');
    // its day in Switzerland: 23:30 in UTC is the next day in Zurich
    expect(formatDate('2026-03-14T23:30:00.000Z', 'de-CH')).toBe('15. März 2026');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });

  it("uses the server's message, else the fallback", () => {
    expect(
      errorText(
        apiErrorOf(409, '{"message":"Finish setting up your payment account first."}'),
        'Failed to open dashboard',
      ),
    ).toBe('Finish setting up your payment account first.');
    expect(errorText(apiErrorOf(500, 'Internal'), 'Failed to open dashboard')).toBe('Failed to open dashboard');
    expect(errorText(new TypeError('Failed to fetch'), 'Failed to cancel subscription')).toBe(
      'Failed to cancel subscription',
    );
  });

  it('reads and removes the success and refresh flags, keeping the rest', () => {
    expect(withoutReturnFlags('?success=true')).toEqual({ success: true, refresh: false, search: '' });
    expect(withoutReturnFlags('?refresh=true&tab=payouts')).toEqual({
      success: false,
      refresh: true,
      search: '?tab=payouts',
    });
    expect(withoutReturnFlags('')).toEqual({ success: false, refresh: false, search: '' });
  });
});
