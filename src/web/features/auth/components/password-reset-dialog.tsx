import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useAuth } from '../../../hooks/use-auth.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { normaliseCodeInput, resetSubmitProblem, serverProblem } from '../account-form-rules.ts';
import type { FormProblem } from '../account-form-rules.ts';
import { confirmPasswordReset, requestPasswordReset } from '../api/password-reset.ts';

type PasswordResetDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address (the sign-in dialog's, when one was typed there). */
  email: string;
  onEmailChange: (email: string) => void;
  onBackToLogin: () => void;
};

function showProblem(problem: FormProblem) {
  toast({ variant: 'destructive', ...problem });
}

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
      <DialogContent data-testid="password-reset-dialog" data-step={step}>
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
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-email`}>{m.emailLabel}</Label>
                <Input
                  id={`${id}-email`}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder={m.emailPlaceholder}
                  value={email}
                  onChange={(event) => onEmailChange(event.target.value)}
                />
              </div>
              <Button type="submit" size="lg" className="w-full" disabled={sendCode.isPending}>
                {sendCode.isPending ? (
                  <>
                    <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                    {m.sendingCode}
                  </>
                ) : (
                  m.sendResetCode
                )}
              </Button>
              <Button variant="ghost" size="sm" className="-ml-3 justify-self-start" onClick={onBackToLogin}>
                <ArrowLeft aria-hidden="true" className="size-4" strokeWidth={2.5} />
                {m.backToSignIn}
              </Button>
            </form>
          ) : (
            <form noValidate onSubmit={onSetPassword} className="grid gap-5" aria-busy={setNewPassword.isPending}>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-code`}>{m.codeLabel}</Label>
                <Input
                  id={`${id}-code`}
                  name="code"
                  value={code}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]*"
                  placeholder="000000"
                  autoFocus
                  className="h-16 pl-[calc(0.75rem+0.5em)]! text-center font-mono text-3xl! font-bold tracking-[0.5em] placeholder:text-ink/15"
                  onChange={(event) => setCode(normaliseCodeInput(event.target.value))}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-password`}>{m.newPasswordLabel}</Label>
                <Input
                  id={`${id}-password`}
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-confirm`}>{m.confirmNewPasswordLabel}</Label>
                <Input
                  id={`${id}-confirm`}
                  type="password"
                  autoComplete="new-password"
                  value={confirmPassword}
                  onChange={(event) => setConfirmPassword(event.target.value)}
                />
              </div>
              <Button type="submit" size="lg" className="w-full" disabled={setNewPassword.isPending}>
                {setNewPassword.isPending ? (
                  <>
                    <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                    {m.settingNewPassword}
                  </>
                ) : (
                  m.setNewPassword
                )}
              </Button>
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
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => sendCode.mutate(email.trim())}
                  disabled={sendCode.isPending || setNewPassword.isPending}
                >
                  {sendCode.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
                  {m.resendCode}
                </Button>
              </div>
            </form>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
