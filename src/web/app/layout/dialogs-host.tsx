import { Suspense, lazy, useEffect, useState } from 'react';
import type { AuthDialog } from '../../features/auth/components/auth-dialogs.tsx';
import { appEvents } from '../../lib/app-events.ts';

const AuthDialogs = lazy(() => import('../../features/auth/components/auth-dialogs.tsx'));

const eventToDialog: [string, AuthDialog][] = [
  [appEvents.openLoginModal, 'login'],
  [appEvents.openSignupModal, 'signup'],
  [appEvents.openSignUpModal, 'signup'],
];

/**
 * Opens the shell's dialogs when anything in the app fires their window event (spec 000 §2):
 * openLoginModal, and openSignupModal or openSignUpModal. The dialogs' code loads on the first event.
 */
export function DialogsHost() {
  const [open, setOpen] = useState<AuthDialog | null>(null);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    const handlers = eventToDialog.map(([eventName, dialog]) => {
      const handler = () => {
        setRequested(true);
        setOpen(dialog);
      };
      window.addEventListener(eventName, handler);
      return () => window.removeEventListener(eventName, handler);
    });
    return () => handlers.forEach((remove) => remove());
  }, []);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
