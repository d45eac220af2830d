import { useState } from 'react';
import { passwordSchema } from '../../../../shared/accounts.ts';
import { LabelledInput } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { changePassword } from '../api/credentials.ts';
import { AccountFormDialog, useAccountForm } from './account-form-dialog.tsx';

/**
 * A new password (docs/product/accounts.md#changing-the-password-or-the-e-mail-address): the current one, the new one
 * twice. The other devices are signed out; this one stays.
 */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const m = useMessages('settings').security;
  const accounts = useMessages('accounts');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const form = useAccountForm(onOpenChange, () => {
    setCurrentPassword('');
    setNewPassword('');
    setConfirmPassword('');
  });
  const { id, describedBy } = form;

  async function submit() {
    const rule = passwordSchema.safeParse(newPassword);
    if (!rule.success) return form.setError(accounts.word(rule.error.issues[0]!.message));
    if (newPassword !== confirmPassword) return form.setError(accounts.passwordsDontMatch);
    await form.run(async () => {
      await changePassword({ currentPassword, newPassword });
      form.close(false);
      toast({ title: m.passwordChangedTitle, description: m.passwordChangedText });
    }, m.failed);
  }

  const passwordField = (name: string, label: string, value: string, onValue: (value: string) => void) => (
    <LabelledInput
      id={`${id}-${name}`}
      label={label}
      type="password"
      autoComplete={name === 'current' ? 'current-password' : 'new-password'}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      aria-describedby={describedBy}
    />
  );
  return (
    <AccountFormDialog
      open={open}
      form={form}
      onSubmit={submit}
      testId="change-password-dialog"
      title={m.changePassword}
      description={m.passwordIntro}
      cancelLabel={m.cancel}
      submitLabel={m.savePassword}
      pendingLabel={m.saving}
      ready={Boolean(currentPassword && newPassword && confirmPassword)}
    >
      {passwordField('current', m.currentPassword, currentPassword, setCurrentPassword)}
      {passwordField('new', m.newPassword, newPassword, setNewPassword)}
      {passwordField('confirm', m.confirmPassword, confirmPassword, setConfirmPassword)}
    </AccountFormDialog>
  );
}
