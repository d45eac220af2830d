import { KeyRound, Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { ChangeEmailDialog } from './change-email-dialog.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { SettingsCard } from './settings-card.tsx';

/** Sign-in and security (docs/product/accounts.md#changing-the-password-or-the-e-mail-address). */
export function SecurityCard() {
  const m = useMessages('settings').security;
  const [open, setOpen] = useState<'password' | 'email' | null>(null);
  return (
    <SettingsCard id="settings-security" title={m.title} description={m.description} testId="security-card">
      <div className="mt-auto flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => setOpen('password')}>
          <KeyRound aria-hidden="true" className="size-4" />
          {m.changePassword}
        </Button>
        <Button variant="outline" onClick={() => setOpen('email')}>
          <Mail aria-hidden="true" className="size-4" />
          {m.changeEmail}
        </Button>
      </div>
      <ChangePasswordDialog open={open === 'password'} onOpenChange={(next) => setOpen(next ? 'password' : null)} />
      <ChangeEmailDialog open={open === 'email'} onOpenChange={(next) => setOpen(next ? 'email' : null)} />
    </SettingsCard>
  );
}
