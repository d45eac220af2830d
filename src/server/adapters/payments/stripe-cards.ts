import type Stripe from 'stripe';
import type { CardSetup, PaymentIntentStatus, SetupIntent } from './payment-provider.ts';
import { call, idOf, orNull } from './stripe-calls.ts';

/** Stripe's customers and setup intents: a card kept off-session for the membership's renewals. */
export class StripeCards implements CardSetup {
  readonly #stripe: Stripe;

  constructor(stripe: Stripe) {
    this.#stripe = stripe;
  }

  async createCustomer({
    email,
    name,
    metadata,
    idempotencyKey,
  }: {
    email: string;
    name: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }) {
    const customer = await call(() => this.#stripe.customers.create({ email, name, metadata }, { idempotencyKey }));
    return { id: customer.id };
  }

  async createSetupIntent({
    customerId,
    metadata,
    idempotencyKey,
  }: {
    customerId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }) {
    const intent = await call(() =>
      this.#stripe.setupIntents.create(
        { customer: customerId, usage: 'off_session', automatic_payment_methods: { enabled: true }, metadata },
        { idempotencyKey },
      ),
    );
    return setupIntentOf(intent);
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntent | null> {
    const intent = await orNull(() => this.#stripe.setupIntents.retrieve(id));
    return intent && setupIntentOf(intent);
  }
}

function setupIntentOf(intent: Stripe.SetupIntent): SetupIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as PaymentIntentStatus,
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    metadata: intent.metadata ?? {},
  };
}
