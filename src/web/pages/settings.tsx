import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../hooks/use-auth.ts';
import { SettingsView } from '../features/settings/components/settings-view.tsx';
import { useMessages } from '../lib/i18n/i18n.tsx';

/**
 * /settings (docs/product/accounts.md#settings): signed out it sends to /create, saying 'Please log in to access
 * settings.'
 * while there is no user. The header shows the large title.
 */
export function Component() {
  const m = useMessages('settings');
  const { status, user } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (status === 'signedOut') void navigate('/create', { replace: true });
  }, [status, navigate]);

  if (user) return <SettingsView user={user} />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-2 pb-16 md:px-8 md:pt-4" role="status" aria-live="polite">
      <p className="text-lg text-ink-soft" data-testid="settings-signed-out">
        {status === 'loading' ? m.loading : m.pleaseLogIn}
      </p>
    </div>
  );
}
