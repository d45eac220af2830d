import { clsx } from 'clsx';
import { useState } from 'react';
import { Button, PendingButton } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { useLanguage, useMessages } from '../../../lib/i18n/i18n.tsx';
import { useCancelSubscription, useSubscriptionInfo } from '../api/subscription.ts';
import { errorText, formatDate, subscriptionState } from '../settings-rules.ts';
import { dateLocaleOf } from '../../../../shared/i18n/languages.ts';
import { CardError, CardLoading, SettingsCard, SettingsRow } from './settings-card.tsx';

const badgeClass = {
  active: 'bg-ink text-paper',
  cancelling: 'bg-gold text-ink',
  inactive: 'border-2 border-ink text-ink',
} as const;

/**
 * Subscription Management (docs/product/pay.md#membership): the membership's status and date; cancelling asks first and
 * takes effect at the end of the period, which the card then shows.
 */
export function SubscriptionCard() {
  const settingsMessages = useMessages('settings');
  const m = settingsMessages.subscription;
  const locale = dateLocaleOf(useLanguage().language);
  const info = useSubscriptionInfo(true);
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);

  let body;
  if (info.isPending) body = <CardLoading label={settingsMessages.loading} />;
  else if (info.isError)
    body = <CardError text={m.loadFailed} retryLabel={settingsMessages.retry} onRetry={() => void info.refetch()} />;
  else {
    const state = subscriptionState(info.data);
    const date = formatDate(info.data.currentPeriodEnd, locale);
    body = (
      <>
        <dl>
          <SettingsRow label={m.status}>
            <span
              data-testid="subscription-status"
              data-state={state}
              className={clsx('inline-flex px-2 py-0.5 text-sm font-bold', badgeClass[state])}
            >
              {state === 'active' ? m.active : state === 'cancelling' ? m.cancelling : m.inactive}
            </span>
          </SettingsRow>
        </dl>
        <p className="mt-4 text-ink-soft" data-testid="subscription-note">
          {state === 'active'
            ? date
              ? m.renewsOn({ date })
              : null
            : state === 'cancelling'
              ? m.cancelsOn({ date: date ?? '…' })
              : m.ended}
        </p>
        {state === 'active' ? (
          <div className="mt-auto pt-5">
            <Button variant="outline" onClick={() => setConfirming(true)}>
              {m.cancel}
            </Button>
          </div>
        ) : null}
        <Dialog open={confirming} onOpenChange={(open) => !cancel.isPending && setConfirming(open)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{m.confirmTitle}</DialogTitle>
              <DialogDescription>{date ? m.confirmTextUntil({ date }) : m.confirmText}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
                {m.keep}
              </Button>
              <PendingButton
                variant="accent"
                pending={cancel.isPending}
                pendingLabel={m.cancelPending}
                onClick={() =>
                  cancel.mutate(undefined, {
                    onSuccess: (next) => {
                      setConfirming(false);
                      trackEvent('Subscription', 'subscription_cancelled');
                      const ends = formatDate(next.currentPeriodEnd, locale);
                      toast({
                        title: m.cancelledTitle,
                        description: ends ? m.cancelledTextOn({ date: ends }) : m.cancelledText,
                      });
                    },
                    onError: (error) => {
                      setConfirming(false);
                      toast({
                        title: settingsMessages.errorTitle,
                        description: errorText(error, m.cancelFailed),
                        variant: 'destructive',
                      });
                    },
                  })
                }
              >
                {m.confirmCancel}
              </PendingButton>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </>
    );
  }

  return (
    <SettingsCard id="settings-subscription" title={m.title} description={m.description} testId="subscription-card">
      {body}
    </SettingsCard>
  );
}
