import { useMutation } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, PendingButton } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { CodeInput, emailInputProps, LabelledInput } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useAuth } from '../../../hooks/use-auth.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { resetSubmitProblem, serverProblem, showProblem } from '../account-form-rules.ts';
import { confirmPasswordReset, requestPasswordReset } from '../api/password-reset.ts';

type PasswordResetDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address (the sign-in dialog's, when one was typed there). */
  email: string;
  onEmailChange: (email: string) => void;
  onBackToLogin: () => void;
};

/**
 * "Forgot your password?" (docs/product/accounts.md#a-forgotten-password) in two steps: the address, which asks for a
 * code by mail, then the code with the new password twice. Success signs this browser in and closes the dialog.
 */
export function PasswordResetDialog({
  open,
  onOpenChange,
  email,
  onEmailChange,
  onBackToLogin,
}: PasswordResetDialogProps) {
  const m = useMessages('accounts');
  const id = useId();
  const { setUser } = useAuth();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  const clear = () => {
    setStep('email');
    setCode('');
    setPassword('');
    setConfirmPassword('');
  };

  const sendCode = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => {
      toast({ title: m.codeSentTitle, description: m.codeSent });
      setStep('code');
    },
    onError: (error) => showProblem(serverProblem(error, m.sendVerificationFailedTitle, m.sendVerificationFailed)),
  });

  const setNewPassword = useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: async (user) => {
      onOpenChange(false);
      clear();
      await setUser(user);
      toast({ title: m.passwordResetTitle, description: m.passwordResetDone });
    },
    onError: (error) => showProblem(serverProblem(error, m.resetFailedTitle, m.loginError)),
  });

  const onSendCode = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return showProblem({ title: m.missingLoginTitle, description: m.invalidEmail });
    if (!sendCode.isPending) sendCode.mutate(address);
  };

  const onSetPassword = (event: FormEvent) => {
    event.preventDefault();
    const problem = resetSubmitProblem({ code, password, confirmPassword }, m);
    if (problem) return showProblem(problem);
    if (!setNewPassword.isPending) setNewPassword.mutate({ email: email.trim(), code, password });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) clear();
      }}
    >
      <DialogContent toastsAbove data-testid="password-reset-dialog" data-step={step}>
        <DialogHeader>
          <p aria-hidden="true" className="mb-1 text-xs font-bold tracking-[0.16em] text-swiss-deep uppercase">
            {step === 'email' ? '1 / 2' : '2 / 2'}
          </p>
          <DialogTitle>{m.resetTitle}</DialogTitle>
          <DialogDescription>
            {step === 'email' ? m.resetDescription : m.resetCodeSent({ email: email.trim() })}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {step === 'email' ? (
            <form noValidate onSubmit={onSendCode} className="grid gap-5" aria-busy={sendCode.isPending}>
              <LabelledInput
                id={`${id}-email`}
                label={m.emailLabel}
                {...emailInputProps}
                placeholder={m.emailPlaceholder}
                value={email}
                onChange={(event) => onEmailChange(event.target.value)}
              />
              <PendingButton
                type="submit"
                size="lg"
                className="w-full"
                pending={sendCode.isPending}
                pendingLabel={m.sendingCode}
              >
                {m.sendResetCode}
              </PendingButton>
              <Button variant="ghost" size="sm" className="-ml-3 justify-self-start" onClick={onBackToLogin}>
                <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={2.5} />
                {m.backToSignIn}
              </Button>
            </form>
          ) : (
            <form noValidate onSubmit={onSetPassword} className="grid gap-5" aria-busy={setNewPassword.isPending}>
              <CodeInput id={`${id}-code`} label={m.codeLabel} value={code} onCodeChange={setCode} large />
              <LabelledInput
                id={`${id}-password`}
                label={m.newPasswordLabel}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <LabelledInput
                id={`${id}-confirm`}
                label={m.confirmNewPasswordLabel}
                type="password"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(event) => setConfirmPassword(event.target.value)}
              />
              <PendingButton
                type="submit"
                size="lg"
                className="w-full"
                pending={setNewPassword.isPending}
                pendingLabel={m.settingNewPassword}
              >
                {m.setNewPassword}
              </PendingButton>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <Button
                  variant="ghost"
                  size="sm"
                  className="-ml-3"
                  onClick={() => setStep('email')}
                  disabled={setNewPassword.isPending}
                >
                  <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={2.5} />
                  {m.back}
                </Button>
                <PendingButton
                  variant="outline"
                  size="sm"
                  onClick={() => sendCode.mutate(email.trim())}
                  pending={sendCode.isPending}
                  disabled={setNewPassword.isPending}
                >
                  {m.resendCode}
                </PendingButton>
              </div>
            </form>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
