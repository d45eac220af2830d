import { describe, expect, it } from 'vitest';
import m from '../../../shared/messages/en/checkout.ts';
import mm from '../../../shared/messages/en/membership.ts';
import { confirmToOutcome, paymentOutcome } from './payment-outcome.ts';
import type { OutcomeTexts } from './payment-outcome.ts';

/** The English words (plain messages read the same raw and compiled). */
const english: OutcomeTexts = { checkout: m, membership: mm };

const result = (fields: Partial<Parameters<typeof paymentOutcome>[1]>) => ({
  status: null,
  intentId: null,
  paymentMethodId: null,
  error: null,
  ...fields,
});

describe('payment confirm outcomes', () => {
  it('completes with the payment intent id when the status is succeeded', () => {
    expect(paymentOutcome('payment', result({ status: 'succeeded', intentId: 'pi_123' }), english)).toEqual({
      kind: 'succeeded',
      intentId: 'pi_123',
      paymentMethodId: null,
    });
    expect(
      paymentOutcome('setup', result({ status: 'succeeded', intentId: 'seti_1', paymentMethodId: 'pm_1' }), english),
    ).toEqual({
      kind: 'succeeded',
      intentId: 'seti_1',
      paymentMethodId: 'pm_1',
    });
  });

  it("shows 'Payment Failed' with the provider's message for a provider error", () => {
    expect(paymentOutcome('payment', result({ error: { message: 'Your card was declined.' } }), english)).toEqual({
      kind: 'failed',
      toast: { title: 'Payment Failed', description: 'Your card was declined.', variant: 'destructive' },
    });
  });

  it('falls back to the generic payment failure text when the provider gives no message', () => {
    const outcome = paymentOutcome('payment', result({ error: { message: '  ' } }), english);
    expect(outcome).toMatchObject({
      kind: 'failed',
      toast: { title: m.paymentFailedTitle, description: 'An error occurred during payment processing.' },
    });
  });

  it("shows 'Payment Status' for any other status, also a success without an id", () => {
    for (const status of ['processing', 'requires_action', null]) {
      expect(paymentOutcome('payment', result({ status, intentId: 'pi_1' }), english)).toEqual({
        kind: 'pending',
        toast: { title: 'Payment Status', description: 'Your payment is being processed.', variant: 'default' },
      });
    }
    expect(paymentOutcome('payment', result({ status: 'succeeded' }), english).kind).toBe('pending');
  });

  it("shows 'Payment Error' when the confirmation throws", async () => {
    const outcome = await confirmToOutcome('payment', () => Promise.reject(new TypeError('Failed to fetch')), english);
    expect(outcome).toEqual({
      kind: 'error',
      toast: {
        title: 'Payment Error',
        description: 'An unexpected error occurred during payment processing.',
        variant: 'destructive',
      },
    });
  });

  it('speaks the visitor’s language when given its words', () => {
    const german = { checkout: { ...m, paymentFailedTitle: 'Zahlung fehlgeschlagen' }, membership: mm };
    expect(
      paymentOutcome('payment', result({ error: { message: 'Deine Karte wurde abgelehnt.' } }), german),
    ).toMatchObject({
      toast: { title: 'Zahlung fehlgeschlagen', description: 'Deine Karte wurde abgelehnt.' },
    });
  });

  it("says 'Payment Setup Failed' (or 'Setup failed') for the membership's card setup", async () => {
    expect(
      paymentOutcome('setup', result({ error: { message: 'Your card has insufficient funds.' } }), english),
    ).toMatchObject({
      toast: { title: 'Payment Setup Failed', description: 'Your card has insufficient funds.' },
    });
    expect(paymentOutcome('setup', result({ error: { message: null } }), english)).toMatchObject({
      toast: { description: mm.setupFailedFallback },
    });
    expect(await confirmToOutcome('setup', () => Promise.reject(new Error('boom')), english)).toMatchObject({
      kind: 'error',
      toast: { title: 'Payment Error', description: 'An unexpected error occurred. Please try again.' },
    });
  });
});
