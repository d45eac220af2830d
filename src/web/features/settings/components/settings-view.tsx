import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/use-toast.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import type { AuthUser } from '../../../lib/auth/check-auth.ts';
import { useUserPosterStats } from '../../../lib/user-poster-stats.ts';
import { isCollective, showsPaymentSettings, withoutReturnFlags } from '../settings-rules.ts';
import { AccountCard } from './account-card.tsx';
import { MyDataCard } from './my-data-card.tsx';
import { PaymentSettingsCard } from './payment-settings-card.tsx';
import { SecurityCard } from './security-card.tsx';
import { SubscriptionCard } from './subscription-card.tsx';

/**
 * Coming back from the payout onboarding (docs/product/accounts.md#settings): `success=true` and `refresh=true` each
 * show a
 * toast once, then leave the address.
 */
function useReturnFlags() {
  const m = useMessages('settings');
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const { success, refresh, search } = withoutReturnFlags(location.search);
    if (!success && !refresh) return;
    if (handled.current !== location.key) {
      handled.current = location.key;
      if (success) toast({ title: m.successTitle, description: m.successText });
      if (refresh) toast({ title: m.refreshTitle, description: m.refreshText });
    }
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate, m]);
}

/**
 * /settings for a signed-in user: Account Information, sign-in and security, for members (or earners) the membership
 * and payouts, and their data.
 */
export function SettingsView({ user }: { user: AuthUser }) {
  useReturnFlags();
  const stats = useUserPosterStats(true);
  const member = isCollective(user.userType);
  const payments = showsPaymentSettings(user.userType, stats.data);

  return (
    <div
      className={clsx(
        'mx-auto grid w-full max-w-6xl items-start gap-5 px-4 pt-6 pb-16 md:grid-cols-2',
        'md:gap-8 md:px-8 md:pt-8',
      )}
    >
      <AccountCard email={user.email} username={user.username} userType={user.userType} />
      <SecurityCard />
      {member ? <SubscriptionCard /> : null}
      {payments ? (
        <div className={member ? 'md:col-span-2' : undefined}>
          <PaymentSettingsCard stats={stats.data} />
        </div>
      ) : null}
      <MyDataCard />
    </div>
  );
}
