import { Suspense, lazy, useEffect, useState } from 'react';
import type { AuthDialog } from '../../features/auth/components/auth-dialogs.tsx';
import { appEvents } from '../../lib/app-events.ts';

const AuthDialogs = lazy(() => import('../../features/auth/components/auth-dialogs.tsx'));
const WelcomeDialog = lazy(() => import('./welcome-dialog.tsx'));

const eventToDialog: [string, AuthDialog][] = [
  [appEvents.openLoginModal, 'login'],
  [appEvents.openSignupModal, 'signup'],
  [appEvents.openSignUpModal, 'signup'],
];

/**
 * Opens the shell's dialogs when anything in the app fires their window event (spec 000 §2):
 * openLoginModal, openSignupModal or openSignUpModal, and showWelcomeModal after sign-up. Each
 * dialog's code loads on its first event and stays mounted from then on.
 */
export function DialogsHost() {
  const [open, setOpen] = useState<AuthDialog | null>(null);
  const [requested, setRequested] = useState(false);
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  const [welcomeRequested, setWelcomeRequested] = useState(false);

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
    </>
  );
}
