import { afterAll, beforeAll } from 'vitest';
import { startStripeStandIn } from '../../testing/stripe-stand-in.ts';
import type { StripeStandIn } from '../../testing/stripe-stand-in.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';

/**
 * What the StripePaymentProvider tests share: one Stripe stand-in per test file (started by
 * `useStripeStandIn()`), a provider pointed at it, and the few calls the tests repeat.
 */

export const WEBHOOK_SECRET = 'whsec_test_affiche';

export let standIn: StripeStandIn;
export let provider: StripePaymentProvider;

/** Starts the stand-in before the file's tests and closes it after them. */
export function useStripeStandIn() {
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    provider = newProvider();
  });
  afterAll(() => standIn.close());
}

export function newProvider(
  { webhookSecret }: { webhookSecret: string | undefined } = { webhookSecret: WEBHOOK_SECRET },
) {
  return new StripePaymentProvider({ secretKey: 'sk_test_affiche', webhookSecret, apiBase: standIn.url });
}

export const requestsTo = (method: string, path: string) =>
  standIn.requests.filter((request) => request.method === method && request.path === path);

let keys = 0;
export const key = (name: string) => `${name}-generated-${++keys}`;

export function createOrder(metadata: Record<string, string> = { checkoutId: '41' }) {
  return provider.createPaymentIntent({
    amount: 4900,
    currency: 'chf',
    description: 'Affiche order',
    receiptEmail: 'anna@example.ch',
    metadata,
    idempotencyKey: key('checkout'),
  });
}

export async function savedCard(testCard: string) {
  const customer = await provider.createCustomer({
    email: 'member@example.ch',
    name: 'Mia Member',
    metadata: { userId: '7' },
    idempotencyKey: key('customer'),
  });
  const setup = await provider.createSetupIntent({
    customerId: customer.id,
    metadata: { userId: '7' },
    idempotencyKey: key('setup'),
  });
  standIn.confirmSetupIntent(setup.id, testCard);
  const confirmed = await provider.retrieveSetupIntent(setup.id);
  return { customerId: customer.id, paymentMethodId: confirmed!.paymentMethodId! };
}

export function subscribe(
  card: { customerId: string; paymentMethodId: string },
  firstMonthPercentOff: number | null = null,
  target = provider,
) {
  return target.createSubscription({
    ...card,
    unitAmount: 900,
    currency: 'chf',
    firstMonthPercentOff,
    metadata: { userId: '7' },
    idempotencyKey: key('membership'),
  });
}
