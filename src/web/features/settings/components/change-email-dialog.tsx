import { useState } from 'react';
import { emailSchema } from '../../../../shared/accounts.ts';
import { CodeInput, emailInputProps, LabelledInput } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useAuth } from '../../../hooks/use-auth.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { confirmEmailChange, requestEmailChange } from '../api/credentials.ts';
import { AccountFormDialog, useAccountForm } from './account-form-dialog.tsx';

type Step = { kind: 'address' } | { kind: 'code'; newEmail: string };

/**
 * A new e-mail address (docs/product/accounts.md#changing-the-password-or-the-e-mail-address) in two steps: the new
 * address and the current password, then the code mailed to the new address. The old address is told by mail.
 */
export function ChangeEmailDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const m = useMessages('settings').security;
  const accounts = useMessages('accounts');
  const { setUser } = useAuth();
  const [step, setStep] = useState<Step>({ kind: 'address' });
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const form = useAccountForm(onOpenChange, () => {
    setStep({ kind: 'address' });
    setNewEmail('');
    setPassword('');
    setCode('');
  });
  const { id, describedBy } = form;

  async function submit() {
    form.setError(null);
    if (step.kind === 'address') {
      const address = emailSchema.safeParse(newEmail);
      if (!address.success) return form.setError(accounts.word(address.error.issues[0]!.message));
      return form.run(async () => {
        await requestEmailChange({ newEmail: address.data, password });
        setPassword('');
        setStep({ kind: 'code', newEmail: address.data });
      }, m.failed);
    }
    await form.run(async () => {
      const user = await confirmEmailChange({ newEmail: step.newEmail, code });
      await setUser(user);
      form.close(false);
      toast({ title: m.emailChangedTitle, description: m.emailChangedText({ email: user.email }) });
    }, m.failed);
  }

  const address = step.kind === 'address';
  return (
    <AccountFormDialog
      open={open}
      form={form}
      onSubmit={submit}
      testId="change-email-dialog"
      step={step.kind}
      title={m.changeEmail}
      description={address ? m.emailIntro : m.codeSent({ email: step.newEmail })}
      cancelLabel={m.cancel}
      submitLabel={address ? m.sendCode : m.confirmEmail}
      pendingLabel={address ? m.sending : m.confirming}
      ready={address ? Boolean(newEmail && password) : code.length === 6}
    >
      {address ? (
        <>
          <LabelledInput
            id={`${id}-email`}
            label={m.newEmail}
            {...emailInputProps}
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
            aria-describedby={describedBy}
          />
          <LabelledInput
            id={`${id}-password`}
            label={m.currentPassword}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={describedBy}
          />
        </>
      ) : (
        <CodeInput
          id={`${id}-code`}
          label={m.codeLabel}
          value={code}
          onCodeChange={setCode}
          aria-describedby={describedBy}
        />
      )}
    </AccountFormDialog>
  );
}
