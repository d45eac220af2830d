import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../components/ui/use-toast.ts';
import { appEvents, emitAppEvent } from '../../lib/app-events.ts';
import { useMessages } from '../../lib/i18n/i18n.tsx';
import { cartActions } from '../../features/checkout/cart-store.ts';
import { completeCatalogueOrder } from '../../features/checkout/api/complete-catalogue-order.ts';
import { completeOrder } from '../../features/checkout/api/complete-order.ts';
import { checkoutFailureText } from '../../features/checkout/checkout-errors.ts';
import { celebrateOnce } from '../../features/checkout/confetti.ts';
import { paymentOutcome } from '../../components/payment/payment-outcome.ts';
import { RETURN_PARAMS, takePendingPayment } from '../../components/payment/pending-payment.ts';
import { getStripe } from '../../components/payment/stripe-payment-method.tsx';
import { completeCreditPurchase } from '../../features/credits/api/credit-packs.ts';
import { confirmSubscription } from '../../features/membership/api/subscription.ts';

/**
 * Back from a provider's redirect (Stripe: TWINT, iDEAL…) with `payment_intent_client_secret` or
 * `setup_intent_client_secret` in the address (docs/product/pay.md#checkout): the intent is retrieved, and the flow
 * that
 * was paying (kept in sessionStorage) is finished here, its toasts in the visitor's language. Loaded only when
 * such an address opens.
 */
export default function PaymentReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);
  const m = useMessages('checkout');
  const membership = useMessages('membership');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(location.search);
    const paymentSecret = params.get('payment_intent_client_secret');
    const setupSecret = params.get('setup_intent_client_secret');
    const pending = takePendingPayment();
    for (const name of RETURN_PARAMS) params.delete(name);
    const cleanSearch = params.toString() ? `?${params.toString()}` : '';
    const texts = { checkout: m, membership };

    const finish = async () => {
      const stripe = await getStripe();
      if (!stripe) throw new Error('Stripe did not load');

      if (setupSecret) {
        const { setupIntent, error } = await stripe.retrieveSetupIntent(setupSecret);
        const method = setupIntent?.payment_method;
        const outcome = paymentOutcome(
          'setup',
          {
            status: setupIntent?.status ?? null,
            intentId: setupIntent?.id ?? null,
            paymentMethodId: typeof method === 'string' ? method : (method?.id ?? null),
            error: error ? { message: error.message ?? null } : null,
          },
          texts,
        );
        if (outcome.kind !== 'succeeded') {
          toast({ ...outcome.toast, duration: 5000 });
          void navigate({ pathname: location.pathname, search: cleanSearch }, { replace: true });
          return;
        }
        await confirmSubscription(outcome.intentId, outcome.paymentMethodId);
        void navigate({ pathname: '/create', search: '?subscription_success=true' }, { replace: true });
        return;
      }

      void navigate({ pathname: location.pathname, search: cleanSearch, hash: location.hash }, { replace: true });
      if (!paymentSecret || !pending || pending.kind === 'subscription') return;
      const { paymentIntent, error } = await stripe.retrievePaymentIntent(paymentSecret);
      const outcome = paymentOutcome(
        'payment',
        {
          status: paymentIntent?.status ?? null,
          intentId: paymentIntent?.id ?? null,
          paymentMethodId: null,
          error: error ? { message: error.message ?? null } : null,
        },
        texts,
      );
      if (outcome.kind !== 'succeeded') {
        toast({ ...outcome.toast, duration: 5000 });
        return;
      }
      try {
        if (pending.kind === 'credits') {
          await completeCreditPurchase(outcome.intentId);
          emitAppEvent(appEvents.creditsUpdated);
          return;
        }
        const order =
          pending.kind === 'order'
            ? await completeOrder({ ...pending, paymentIntentId: outcome.intentId })
            : await completeCatalogueOrder({
                ...pending.shippingData,
                paymentIntentId: outcome.intentId,
                orderConfirmationId: pending.confirmationId,
                cartItems: pending.cartItems,
              });
        if (pending.kind === 'catalogue' && pending.fromCart) cartActions.removeLines(pending.cartItems);
        celebrateOnce(order.confirmationId);
        toast({
          title: pending.kind === 'order' ? m.thankYou : m.orderConfirmed,
          description: m.orderNumber({ id: order.confirmationId }),
          duration: 10_000,
        });
      } catch (failure) {
        const catalogue = pending.kind === 'catalogue';
        toast({
          title: catalogue ? m.orderErrorTitle : m.errorTitle,
          description: checkoutFailureText(failure, catalogue ? m.catalogueOrderFailed : m.orderCompletionFailed),
          variant: 'destructive',
          duration: 8000,
        });
      }
    };

    void finish().catch(() =>
      toast({ title: m.paymentErrorTitle, description: m.paymentErrorText, variant: 'destructive', duration: 5000 }),
    );
  }, [location, navigate, m, membership]);

  return null;
}
