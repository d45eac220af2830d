import type Stripe from 'stripe';
import type { CreatorPayouts, PayoutAccount } from './payment-provider.ts';
import { call, orNull } from './stripe-calls.ts';

/** Creators' payout accounts on Stripe Connect Express, their onboarding and dashboard links, and transfers. */
export class StripePayouts implements CreatorPayouts {
  readonly #stripe: Stripe;

  constructor(stripe: Stripe) {
    this.#stripe = stripe;
  }

  async createPayoutAccount({
    email,
    metadata,
    idempotencyKey,
  }: {
    email: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }) {
    const account = await call(() =>
      this.#stripe.accounts.create(
        { type: 'express', email, capabilities: { transfers: { requested: true } }, metadata },
        { idempotencyKey },
      ),
    );
    return payoutAccountOf(account);
  }

  async retrievePayoutAccount(id: string): Promise<PayoutAccount | null> {
    const account = await orNull(() => this.#stripe.accounts.retrieve(id));
    return account && payoutAccountOf(account);
  }

  async createOnboardingLink(
    accountId: string,
    { returnUrl, refreshUrl }: { returnUrl: string; refreshUrl: string },
  ): Promise<string> {
    const link = await call(() =>
      this.#stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      }),
    );
    return link.url;
  }

  async createDashboardLink(accountId: string): Promise<string> {
    const link = await call(() => this.#stripe.accounts.createLoginLink(accountId));
    return link.url;
  }

  async transfer({
    accountId,
    amount,
    currency,
    metadata,
    idempotencyKey,
  }: {
    accountId: string;
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }) {
    const transfer = await call(() =>
      this.#stripe.transfers.create({ destination: accountId, amount, currency, metadata }, { idempotencyKey }),
    );
    return transfer.id;
  }
}

export function payoutAccountOf(account: Stripe.Account): PayoutAccount {
  return {
    id: account.id,
    detailsSubmitted: account.details_submitted ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    metadata: account.metadata ?? {},
  };
}
