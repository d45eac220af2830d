import { clsx } from 'clsx';
import { ExternalLink, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import type { PosterStats } from '../../../../shared/sell.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { useConnectStatus, usePayoutLink } from '../api/payout-account.ts';
import type { PayoutLink } from '../api/payout-account.ts';
import { errorText, payoutAccountState } from '../settings-rules.ts';
import { CardError, CardLoading, SettingsCard } from './settings-card.tsx';

/**
 * Opens the provider's page in a new tab. The tab is opened at the click, before the address is known,
 * so pop-up blockers let it through; it is closed again if the call fails. Without a tab (blocked
 * anyway), this tab goes there: onboarding comes back to /settings.
 */
async function openInNewTab(load: () => Promise<string>): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const url = await load();
    if (tab && !tab.closed) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}

const figureDivider = 'border-t-2 border-ink sm:border-t-0 sm:border-l-2';

/** One term and its value: a direct child of the <dl>, as a description list allows only one wrapper level. */
function Figure({
  label,
  value,
  testId,
  strong = false,
  className,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div
      className={clsx(
        'flex items-baseline justify-between gap-3 px-4 py-3 sm:h-full sm:flex-col-reverse sm:items-start ' +
          'sm:justify-end sm:gap-1',
        strong && 'bg-ink text-paper',
        className,
      )}
    >
      <dt className={clsx('text-xs font-bold tracking-[0.14em] uppercase', strong ? 'opacity-80' : 'text-ink-soft')}>
        {label}
      </dt>
      <dd className="text-lg font-bold tracking-tight whitespace-nowrap tabular-nums md:text-2xl" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * Payment Settings (docs/product/community.md#payouts): what the creator has earned and been paid, and the payout
 * account: set it up, continue an unfinished setup, or open the payout dashboard, each in a new tab.
 */
export function PaymentSettingsCard({ stats }: { stats: PosterStats | undefined }) {
  const settingsMessages = useMessages('settings');
  const m = settingsMessages.payments;
  const failure: Record<PayoutLink, string> = {
    create: m.createFailed,
    refresh: m.refreshFailed,
    dashboard: m.dashboardFailed,
  };
  const { price: chf } = useFormat();
  const status = useConnectStatus(true);
  const link = usePayoutLink();
  const { refetch } = status;

  // Onboarding finishes in another tab or window: coming back here reads the status again.
  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  const open = (kind: PayoutLink) => {
    trackEvent('Payouts', `${kind}_clicked`);
    void openInNewTab(() => link.mutateAsync(kind)).catch((error: unknown) =>
      toast({
        title: settingsMessages.errorTitle,
        description: errorText(error, failure[kind]),
        variant: 'destructive',
      }),
    );
  };

  const action = (kind: PayoutLink, label: string, variant: 'accent' | 'outline' = 'accent') => (
    <Button variant={variant} onClick={() => open(kind)} disabled={link.isPending}>
      {link.isPending && link.variables === kind ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <ExternalLink aria-hidden="true" className="size-4" strokeWidth={2.25} />
      )}
      {link.isPending && link.variables === kind ? m.opening : label}
      <span className="sr-only"> {m.opensInNewTab}</span>
    </Button>
  );

  let account;
  if (status.isPending) account = <CardLoading label={settingsMessages.loading} />;
  else if (status.isError)
    account = (
      <CardError text={m.loadFailed} retryLabel={settingsMessages.retry} onRetry={() => void status.refetch()} />
    );
  else {
    const state = payoutAccountState(status.data);
    account = (
      <div className="flex flex-col items-start gap-4" data-testid="payout-account" data-state={state}>
        {state === 'none' ? <p className="text-ink-soft">{m.noAccount}</p> : null}
        {state === 'incomplete' ? <p className="text-ink-soft">{m.incomplete}</p> : null}
        {state === 'enabled' || state === 'pending' ? (
          <div>
            <p className="inline-flex items-center gap-2 font-bold">
              <span
                aria-hidden="true"
                className={state === 'enabled' ? 'size-2.5 rounded-full bg-[#1f8a4c]' : 'size-2.5 rounded-full bg-gold'}
              />
              <span data-testid="payout-status">{state === 'enabled' ? m.enabled : m.pending}</span>
            </p>
            <p className="mt-1 text-ink-soft">{state === 'enabled' ? m.enabledText : m.pendingText}</p>
          </div>
        ) : null}
        {state === 'none' ? action('create', m.setUp) : null}
        {state === 'incomplete' ? action('refresh', m.continueSetup) : null}
        {state === 'enabled' || state === 'pending' ? action('dashboard', m.openDashboard, 'outline') : null}
      </div>
    );
  }

  const earnings = stats?.earnings ?? 0;
  const paidOut = stats?.paidOut ?? 0;
  return (
    <SettingsCard id="settings-payments" title={m.title} description={m.description} testId="payment-settings-card">
      <dl className="mb-5 grid border-2 border-ink sm:grid-cols-3" data-testid="payout-figures">
        <Figure label={m.earnings} value={stats ? chf(earnings) : '–'} testId="payout-earnings" />
        <Figure
          label={m.paidOut}
          value={stats ? chf(paidOut) : '–'}
          testId="payout-paid-out"
          className={figureDivider}
        />
        <Figure
          label={m.due}
          value={stats ? chf(Math.max(0, earnings - paidOut)) : '–'}
          testId="payout-due"
          strong
          className={figureDivider}
        />
      </dl>
      {account}
    </SettingsCard>
  );
}
