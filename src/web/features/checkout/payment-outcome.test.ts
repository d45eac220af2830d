import { describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '../../../shared/messages/checkout.ts';
import { membershipMessages as mm } from '../../../shared/messages/membership.ts';
import { confirmToOutcome, paymentOutcome } from './payment-outcome.ts';

const result = (fields: Partial<Parameters<typeof paymentOutcome>[1]>) => ({ status: null, intentId: null, paymentMethodId: null, error: null, ...fields });

describe('payment confirm outcomes (spec 001 §4, §8)', () => {
  it('completes with the payment intent id when the status is succeeded', () => {
    expect(paymentOutcome('payment', result({ status: 'succeeded', intentId: 'pi_123' }))).toEqual({
      kind: 'succeeded',
      intentId: 'pi_123',
      paymentMethodId: null,
    });
    expect(paymentOutcome('setup', result({ status: 'succeeded', intentId: 'seti_1', paymentMethodId: 'pm_1' }))).toEqual({
      kind: 'succeeded',
      intentId: 'seti_1',
      paymentMethodId: 'pm_1',
    });
  });

  it("shows 'Payment Failed' with the provider's message for a provider error", () => {
    expect(paymentOutcome('payment', result({ error: { message: 'Your card was declined.' } }))).toEqual({
      kind: 'failed',
      toast: { title: 'Payment Failed', description: 'Your card was declined.', variant: 'destructive' },
    });
  });

  it('falls back to the generic payment failure text when the provider gives no message', () => {
    const outcome = paymentOutcome('payment', result({ error: { message: '  ' } }));
    expect(outcome).toMatchObject({ kind: 'failed', toast: { title: m.paymentFailedTitle, description: 'An error occurred during payment processing.' } });
  });

  it("shows 'Payment Status' for any other status, also a success without an id", () => {
    for (const status of ['processing', 'requires_action', null]) {
      expect(paymentOutcome('payment', result({ status, intentId: 'pi_1' }))).toEqual({
        kind: 'pending',
        toast: { title: 'Payment Status', description: 'Your payment is being processed.', variant: 'default' },
      });
    }
    expect(paymentOutcome('payment', result({ status: 'succeeded' })).kind).toBe('pending');
  });

  it("shows 'Payment Error' when the confirmation throws", async () => {
    const outcome = await confirmToOutcome('payment', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(outcome).toEqual({
      kind: 'error',
      toast: { title: 'Payment Error', description: 'An unexpected error occurred during payment processing.', variant: 'destructive' },
    });
  });

  it("says 'Payment Setup Failed' (or 'Setup failed') for the membership's card setup", async () => {
    expect(paymentOutcome('setup', result({ error: { message: 'Your card has insufficient funds.' } }))).toMatchObject({
      toast: { title: 'Payment Setup Failed', description: 'Your card has insufficient funds.' },
    });
    expect(paymentOutcome('setup', result({ error: { message: null } }))).toMatchObject({ toast: { description: mm.setupFailedFallback } });
    expect(await confirmToOutcome('setup', () => Promise.reject(new Error('boom')))).toMatchObject({
      kind: 'error',
      toast: { title: 'Payment Error', description: 'An unexpected error occurred. Please try again.' },
    });
  });
});
