import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox-payment-provider.ts';

/**
 * Stripe when STRIPE_SECRET_KEY is set, the in-process sandbox otherwise (docs/architecture.md#adapters). Stripe's SDK
 * is
 * loaded only when it is used (decision 020).
 */
export async function createPaymentProvider(
  config: Config,
  db: Database,
  emit: (event: PaymentEvent) => Promise<void>,
): Promise<PaymentProvider> {
  if (config.useStripe) {
    const { StripePaymentProvider } = await import('./stripe-payment-provider.ts');
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  return new SandboxPaymentProvider({ db, emit, publicUrl: config.publicUrl });
}
