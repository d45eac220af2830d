import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../lib/i18n/i18n.tsx';
import { getSettings } from '../../lib/settings.ts';
import type { ConfirmResult, PaymentMethodProps } from './payment-method.ts';

/** The Payment Element's method order (docs/product/pay.md#checkout). */
export const PAYMENT_METHOD_ORDER = ['card', 'twint', 'klarna', 'ideal', 'sofort', 'sepa_debit', 'eps'];

let stripePromise: Promise<Stripe | null> | null = null;

/**
 * Stripe.js loads from Stripe's host the first time a payment step opens (docs/product/pay.md#checkout), never before.
 */
export function getStripe(): Promise<Stripe | null> {
  stripePromise ??= loadStripe(getSettings().stripePublishableKey ?? '');
  return stripePromise;
}

/** Where Stripe sends the buyer back after a redirecting method (TWINT, iDEAL…): this page. */
const returnUrl = () => window.location.href.split('#')[0]!;

function StripeFields({ mode, disabled, onHandle }: Omit<PaymentMethodProps, 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!stripe || !elements || !ready) return;
    onHandle({
      confirm: async (): Promise<ConfirmResult> => {
        if (mode === 'setup') {
          const { error, setupIntent } = await stripe.confirmSetup({
            elements,
            confirmParams: { return_url: returnUrl() },
            redirect: 'if_required',
          });
          if (error)
            return { status: null, intentId: null, paymentMethodId: null, error: { message: error.message ?? null } };
          const method = setupIntent.payment_method;
          return {
            status: setupIntent.status,
            intentId: setupIntent.id,
            paymentMethodId: typeof method === 'string' ? method : (method?.id ?? null),
            error: null,
          };
        }
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          confirmParams: { return_url: returnUrl() },
          redirect: 'if_required',
        });
        if (error)
          return { status: null, intentId: null, paymentMethodId: null, error: { message: error.message ?? null } };
        return { status: paymentIntent.status, intentId: paymentIntent.id, paymentMethodId: null, error: null };
      },
    });
    return () => onHandle(null);
  }, [stripe, elements, ready, mode, onHandle]);

  return (
    <PaymentElement
      onReady={() => setReady(true)}
      options={{
        paymentMethodOrder: PAYMENT_METHOD_ORDER,
        readOnly: disabled,
        // Billing details start empty (docs/product/pay.md#checkout).
        defaultValues: { billingDetails: { name: '', email: '', phone: '', address: { line1: '', line2: '' } } },
      }}
    />
  );
}

/** Stripe's Payment Element behind the payment-method interface; loaded only when the provider is Stripe. */
export default function StripePaymentMethod({ clientSecret, ...props }: PaymentMethodProps) {
  // Stripe words its own fields and card errors in the visitor's language.
  const { language } = useLanguage();
  return (
    <Elements
      stripe={getStripe()}
      options={{
        clientSecret,
        locale: language,
        appearance: {
          theme: 'flat',
          variables: {
            colorPrimary: '#d62718',
            colorText: '#141414',
            colorBackground: '#ffffff',
            borderRadius: '0px',
            fontFamily: 'Helvetica Neue, Helvetica, Arial, sans-serif',
          },
          rules: { '.Input': { border: '2px solid #141414' } },
        },
      }}
    >
      <StripeFields {...props} />
    </Elements>
  );
}
