import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { isCollective } from '../settings-rules.ts';
import { SettingsCard, SettingsRow } from './settings-card.tsx';

/** Account Information (docs/product/accounts.md#settings): email, @username and the account type. */
export function AccountCard({
  email,
  username,
  userType,
}: {
  email: string;
  username: string;
  userType: string | null | undefined;
}) {
  const m = useMessages('settings').account;
  const collective = isCollective(userType);
  return (
    <SettingsCard id="settings-account" title={m.title} testId="account-card">
      <dl>
        <SettingsRow label={m.email} testId="account-email">
          {email}
        </SettingsRow>
        <SettingsRow label={m.username} testId="account-username">
          @{username}
        </SettingsRow>
        <SettingsRow label={m.accountType} testId="account-type">
          {collective ? (
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true" className="size-2.5 rotate-45 bg-gold" />
              {m.collective}
            </span>
          ) : (
            m.standard
          )}
        </SettingsRow>
      </dl>
    </SettingsCard>
  );
}
