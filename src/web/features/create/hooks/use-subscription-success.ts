import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { appEvents, emitAppEvent } from '../../../lib/app-events.ts';

export const SUBSCRIPTION_SUCCESS_PARAM = 'subscription_success';

/**
 * Back from the membership payment with `?subscription_success=true` (docs/product/create.md#who-may-create): a welcome
 * toast,
 * fresh credits and user, and the parameter taken out of the address so a reload does not repeat it.
 */
export function useSubscriptionSuccess(onActivated: () => void) {
  const m = useMessages('create');
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const success = params.get(SUBSCRIPTION_SUCCESS_PARAM) === 'true';

  useEffect(() => {
    if (!success || handled.current) return;
    handled.current = true;
    toast({ title: m.subscriptionSuccessTitle, description: m.subscriptionSuccess, duration: 5000 });
    emitAppEvent(appEvents.creditsUpdated);
    onActivated();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SUBSCRIPTION_SUCCESS_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [success, onActivated, setParams, m]);
}
