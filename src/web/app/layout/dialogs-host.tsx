import { Suspense, lazy, useEffect, useState } from 'react';
import type { AuthDialog } from '../../features/auth/components/auth-dialogs.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { appEvents } from '../../lib/app-events.ts';
import { hasPaymentReturn } from '../../components/payment/pending-payment.ts';
import { useLanguage } from '../../lib/i18n/i18n.tsx';
import { loadArea } from '../../lib/i18n/catalogues.ts';
import type { Language } from '../../../shared/i18n/languages.ts';

type AuthDialogsComponent = (typeof import('../../features/auth/components/auth-dialogs.tsx'))['default'];
/**
 * Set once the dialogs' code is in: rendered directly then, since even a resolved lazy component suspends once and
 * React holds a revealed boundary back for about 300 ms.
 */
let loadedAuthDialogs: AuthDialogsComponent | null = null;
const loadAuthDialogs = () =>
  import('../../features/auth/components/auth-dialogs.tsx').then((module) => {
    loadedAuthDialogs = module.default;
    return module;
  });
const AuthDialogs = lazy(loadAuthDialogs);

/**
 * The sign-in and sign-up dialogs' code and words, fetched together: the words would otherwise be asked for only once
 * the code had arrived and rendered, a second wait on a busy server. Both are kept once loaded.
 */
function preloadAuthDialogs(language: Language) {
  void loadAuthDialogs();
  void loadArea(language, 'accounts');
}
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
  const { language } = useLanguage();
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
        preloadAuthDialogs(language);
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
  }, [language]);

  // A pointer over, a touch on or the focus of a control marked `data-opens-auth` (Sign in, Log in…) starts fetching
  // the dialogs, so they are in by the time it is pressed; never on the first load itself (decision 005).
  useEffect(() => {
    if (requested) return;
    const kinds = ['pointerover', 'pointerdown', 'focusin'] as const;
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-opens-auth]')) return;
      preloadAuthDialogs(language);
      for (const kind of kinds) document.removeEventListener(kind, onIntent);
    };
    for (const kind of kinds) document.addEventListener(kind, onIntent, { passive: true });
    return () => {
      for (const kind of kinds) document.removeEventListener(kind, onIntent);
    };
  }, [language, requested]);

  return (
    <>
      {requested ? <AuthDialogsWhenLoaded open={open} onOpenChange={setOpen} /> : null}
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

/**
 * The auth dialogs, directly when their code is in at the first request, else through Suspense; never switching
 * between the two later, which would remount them and lose a form being filled.
 */
function AuthDialogsWhenLoaded(props: { open: AuthDialog | null; onOpenChange: (open: AuthDialog | null) => void }) {
  const [Loaded] = useState(() => loadedAuthDialogs);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <AuthDialogs {...props} />
    </Suspense>
  );
}
