import { describe, expect, it } from 'vitest';
import { provider, requestsTo, standIn, useStripeStandIn } from './stripe-provider-test-helpers.ts';

useStripeStandIn();

describe('creator payouts', () => {
  it('creates an Express account, onboards it through the link and pays out to it', async () => {
    const account = await provider.createPayoutAccount({
      email: 'creator@example.ch',
      metadata: { userId: '9' },
      idempotencyKey: 'payout-account-9',
    });
    expect(account).toMatchObject({ detailsSubmitted: false, payoutsEnabled: false, metadata: { userId: '9' } });
    expect(account.id).toMatch(/^acct_/);
    expect(requestsTo('POST', '/v1/accounts').at(-1)).toMatchObject({
      body: { type: 'express', email: 'creator@example.ch', capabilities: { transfers: { requested: 'true' } } },
      idempotencyKey: 'payout-account-9',
    });
    const transfer = {
      accountId: account.id,
      amount: 750,
      currency: 'chf',
      metadata: { payoutId: '1' },
      idempotencyKey: 'payout-1',
    };
    await expect(provider.transfer(transfer)).rejects.toMatchObject({ code: 'insufficient_capabilities_for_transfer' });

    const onboarding = await provider.createOnboardingLink(account.id, {
      returnUrl: 'http://shop.test/creator/payouts?done=1',
      refreshUrl: 'http://shop.test/creator/payouts',
    });
    expect(requestsTo('POST', '/v1/account_links').at(-1)?.body).toMatchObject({
      account: account.id,
      type: 'account_onboarding',
      return_url: 'http://shop.test/creator/payouts?done=1',
    });
    const completed = await fetch(onboarding, { redirect: 'manual' });
    expect(completed.headers.get('location')).toBe('http://shop.test/creator/payouts?done=1');
    expect(await provider.retrievePayoutAccount(account.id)).toMatchObject({
      detailsSubmitted: true,
      payoutsEnabled: true,
    });

    expect(await provider.createDashboardLink(account.id)).toMatch(/^http/);
    const transferId = await provider.transfer({ ...transfer, idempotencyKey: 'payout-2' });
    expect(transferId).toMatch(/^tr_/);
    expect(standIn.get(transferId)).toMatchObject({
      amount: 750,
      currency: 'chf',
      destination: account.id,
      metadata: { payoutId: '1' },
    });
  });
});
