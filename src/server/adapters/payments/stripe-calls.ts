import Stripe from 'stripe';
import { PaymentProviderError } from './payment-provider.ts';

/** How the Stripe provider calls the SDK: Stripe's errors become PaymentProviderErrors, a missing object null. */

/** `host`, `port` and `protocol` for the SDK from a base URL such as http://127.0.0.1:12345. */
export function serverOf(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function providerError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  // Card errors carry Stripe's message for the buyer ("Your card was declined.") and its code (card_declined).
  const wrapped = new PaymentProviderError(error.message, error.code ?? null, error.statusCode ?? null);
  wrapped.cause = error;
  return wrapped;
}

export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw providerError(error);
  }
}

/** The object, or null when Stripe does not know its id. */
export async function orNull<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
    throw providerError(error);
  }
}

/** A create with a fixed id: losing a race to another process is fine. */
export async function createUnlessExists(create: () => Promise<unknown>): Promise<void> {
  try {
    await create();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.code === 'resource_already_exists') return;
    throw providerError(error);
  }
}

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

export const dateOf = (seconds: number | null | undefined): Date | null => (seconds ? new Date(seconds * 1000) : null);
