import { PaymentProviderError } from './payment-provider.ts';
import type { CreatorPayouts, PayoutAccount } from './payment-provider.ts';
import { newId } from './sandbox-store.ts';
import type { SandboxStore } from './sandbox-store.ts';

/** The sandbox's payout accounts for creators (Stripe Connect Express's life cycle) and transfers to them. */

type StoredAccount = PayoutAccount & { email: string };

export class SandboxPayouts implements CreatorPayouts {
  readonly #store: SandboxStore;
  readonly #publicUrl: string;

  constructor(store: SandboxStore, publicUrl: string) {
    this.#store = store;
    this.#publicUrl = publicUrl;
  }

  async createPayoutAccount(input: { email: string; metadata: Record<string, string> }): Promise<PayoutAccount> {
    const id = newId('acct');
    const account: StoredAccount = {
      id,
      email: input.email,
      detailsSubmitted: false,
      payoutsEnabled: false,
      metadata: input.metadata,
    };
    await this.#store.insert(id, 'account', account);
    return toAccount(account);
  }

  async retrievePayoutAccount(id: string): Promise<PayoutAccount | null> {
    const found = await this.#store.find<StoredAccount>(id, 'account');
    return found ? toAccount(found.data) : null;
  }

  /** The sandbox's onboarding is a local page that completes the account (docs/product/pay.md#sandbox-payments). */
  async createOnboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string> {
    const query = new URLSearchParams({ account: accountId, return: urls.returnUrl, refresh: urls.refreshUrl });
    return `${this.#publicUrl}/api/payments/sandbox/onboarding?${query}`;
  }

  async createDashboardLink(accountId: string): Promise<string> {
    return `${this.#publicUrl}/api/payments/sandbox/dashboard?${new URLSearchParams({ account: accountId })}`;
  }

  /** Completes a sandbox account's onboarding (the local onboarding page's button). */
  async completeOnboarding(accountId: string): Promise<PayoutAccount | null> {
    const found = await this.#store.find<StoredAccount>(accountId, 'account');
    if (!found) return null;
    const updated = { ...found.data, detailsSubmitted: true, payoutsEnabled: true };
    await this.#store.save(accountId, updated);
    await this.#store.event({ type: 'account.updated', account: toAccount(updated) });
    return toAccount(updated);
  }

  async transfer(input: {
    accountId: string;
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<string> {
    const existing = await this.#store.findByIdempotencyKey('transfer', input.idempotencyKey);
    if (existing) return existing.id;
    const account = await this.#store.find<StoredAccount>(input.accountId, 'account');
    if (!account) throw new PaymentProviderError('No such account.', 'resource_missing', 404);
    if (!account.data.payoutsEnabled)
      throw new PaymentProviderError('Payouts are not enabled for this account.', 'account_invalid', 400);
    const id = newId('tr');
    await this.#store.insert(id, 'transfer', { ...input });
    return id;
  }
}

function toAccount(stored: StoredAccount): PayoutAccount {
  return {
    id: stored.id,
    detailsSubmitted: stored.detailsSubmitted,
    payoutsEnabled: stored.payoutsEnabled,
    metadata: stored.metadata,
  };
}
