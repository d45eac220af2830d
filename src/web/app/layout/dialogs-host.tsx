import { Suspense, lazy, useEffect, useState } from 'react';
import type { AuthDialog } from '../../features/auth/components/auth-dialogs.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { appEvents } from '../../lib/app-events.ts';
import { hasPaymentReturn } from '../../components/payment/pending-payment.ts';

const AuthDialogs = lazy(() => import('../../features/auth/components/auth-dialogs.tsx'));
const WelcomeDialog = lazy(() => import('./welcome-dialog.tsx'));
const SubscriptionDialog = lazy(() => import('../../features/membership/components/subscription-dialog.tsx'));
const CreditPurchaseDialog = lazy(() => import('../../features/credits/components/credit-purchase-dialog.tsx'));
const PaymentReturn = lazy(() => import('./payment-return.tsx'));

/** A dialog opened by its window event: its code loads on the first event, then it stays mounted. */
function useEventDialog(eventName: string) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    const handler = () => {
      setRequested(true);
      setOpen(true);
    };
    window.addEventListener(eventName, handler);
    return () => window.removeEventListener(eventName, handler);
  }, [eventName]);
  return { open, setOpen, requested };
}

const eventToDialog: [string, AuthDialog][] = [
  [appEvents.openLoginModal, 'login'],
  [appEvents.openSignupModal, 'signup'],
  [appEvents.openSignUpModal, 'signup'],
];

/**
 * Opens the shell's dialogs when anything in the app fires their window event
 * (docs/product/accounts.md#landing-header-footer):
 * openLoginModal, openSignupModal or openSignUpModal, showWelcomeModal after sign-up,
 * openSubscriptionModal and openCreditPurchaseModal. Each dialog's code loads on its first event and
 * stays mounted from then on. An address coming back from a payment redirect finishes that payment.
 */
export function DialogsHost() {
  const [open, setOpen] = useState<AuthDialog | null>(null);
  const [requested, setRequested] = useState(false);
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  const [welcomeRequested, setWelcomeRequested] = useState(false);
  const subscription = useEventDialog(appEvents.openSubscriptionModal);
  const credits = useEventDialog(appEvents.openCreditPurchaseModal);
  const [paymentReturn] = useState(() => typeof window !== 'undefined' && hasPaymentReturn(window.location.search));
  // The address a payment returns to is the browser's to read: the dialog joins after hydration.
  const hydrated = useHydrated();

  useEffect(() => {
    const handlers = eventToDialog.map(([eventName, dialog]) => {
      const handler = () => {
        setRequested(true);
        setWelcomeOpen(false);
        setOpen(dialog);
      };
      window.addEventListener(eventName, handler);
      return () => window.removeEventListener(eventName, handler);
    });
    const onWelcome = () => {
      setWelcomeRequested(true);
      setOpen(null);
      setWelcomeOpen(true);
    };
    window.addEventListener(appEvents.showWelcomeModal, onWelcome);
    return () => {
      handlers.forEach((remove) => remove());
      window.removeEventListener(appEvents.showWelcomeModal, onWelcome);
    };
  }, []);

  return (
    <>
      {requested ? (
        <Suspense fallback={null}>
          <AuthDialogs open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
      {welcomeRequested ? (
        <Suspense fallback={null}>
          <WelcomeDialog open={welcomeOpen} onOpenChange={setWelcomeOpen} />
        </Suspense>
      ) : null}
      {subscription.requested ? (
        <Suspense fallback={null}>
          <SubscriptionDialog open={subscription.open} onOpenChange={subscription.setOpen} />
        </Suspense>
      ) : null}
      {credits.requested ? (
        <Suspense fallback={null}>
          <CreditPurchaseDialog open={credits.open} onOpenChange={credits.setOpen} />
        </Suspense>
      ) : null}
      {paymentReturn && hydrated ? (
        <Suspense fallback={null}>
          <PaymentReturn />
        </Suspense>
      ) : null}
    </>
  );
}
