import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';
import type { ConfirmResult, PaymentMode } from './payment-method.ts';

export type OutcomeToast = { title: string; description: string; variant: 'default' | 'destructive' };

export type PaymentOutcome =
  | { kind: 'succeeded'; intentId: string; paymentMethodId: string | null }
  | { kind: 'failed' | 'pending' | 'error'; toast: OutcomeToast };

/**
 * The words of the outcomes, in the visitor's language: `{ checkout: useMessages('checkout'), membership:
 * useMessages('membership') }`.
 */
export type OutcomeTexts = {
  checkout: Pick<
    AreaTexts<'checkout'>,
    | 'paymentFailedTitle'
    | 'paymentFailedFallback'
    | 'paymentErrorTitle'
    | 'paymentErrorText'
    | 'paymentStatusTitle'
    | 'paymentStatusText'
  >;
  membership: Pick<AreaTexts<'membership'>, 'setupFailedTitle' | 'setupFailedFallback' | 'paymentErrorText'>;
};

/**
 * What a confirmation means for the person paying (docs/product/pay.md#checkout):
 * a provider error is a failure toast with the provider's words, 'succeeded' completes the flow, any
 * other status is 'Payment Status'. A membership sets up a card, so its failure says 'Payment Setup Failed'.
 */
export function paymentOutcome(mode: PaymentMode, result: ConfirmResult, texts: OutcomeTexts): PaymentOutcome {
  const { checkout: m, membership: mm } = texts;
  if (result.error) {
    const message = result.error.message?.trim() || null;
    return mode === 'setup'
      ? {
          kind: 'failed',
          toast: { title: mm.setupFailedTitle, description: message ?? mm.setupFailedFallback, variant: 'destructive' },
        }
      : {
          kind: 'failed',
          toast: {
            title: m.paymentFailedTitle,
            description: message ?? m.paymentFailedFallback,
            variant: 'destructive',
          },
        };
  }
  if (result.status === 'succeeded' && result.intentId) {
    return { kind: 'succeeded', intentId: result.intentId, paymentMethodId: result.paymentMethodId };
  }
  return {
    kind: 'pending',
    toast: { title: m.paymentStatusTitle, description: m.paymentStatusText, variant: 'default' },
  };
}

/** A confirmation that threw (the network, the provider's script): 'Payment Error'. */
export function paymentExceptionOutcome(mode: PaymentMode, texts: OutcomeTexts): PaymentOutcome {
  const { checkout: m, membership: mm } = texts;
  return {
    kind: 'error',
    toast: {
      title: m.paymentErrorTitle,
      description: mode === 'setup' ? mm.paymentErrorText : m.paymentErrorText,
      variant: 'destructive',
    },
  };
}

/** Runs a confirmation and maps whatever happens to an outcome; it never throws. */
export async function confirmToOutcome(
  mode: PaymentMode,
  confirm: () => Promise<ConfirmResult>,
  texts: OutcomeTexts,
): Promise<PaymentOutcome> {
  try {
    return paymentOutcome(mode, await confirm(), texts);
  } catch {
    return paymentExceptionOutcome(mode, texts);
  }
}
