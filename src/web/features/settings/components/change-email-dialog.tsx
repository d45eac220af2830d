import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { emailSchema } from '../../../../shared/accounts.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useAuth } from '../../../hooks/use-auth.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { confirmEmailChange, requestEmailChange } from '../api/credentials.ts';
import { errorText } from '../settings-rules.ts';

type Step = { kind: 'address' } | { kind: 'code'; newEmail: string };

/**
 * A new e-mail address (docs/product/accounts.md#changing-the-password-or-the-e-mail-address) in two steps: the new
 * address and the current password, then the code mailed to the new address. The old address is told by mail.
 */
export function ChangeEmailDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const m = useMessages('settings').security;
  const accounts = useMessages('accounts');
  const { setUser } = useAuth();
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'address' });
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;

  function close(next: boolean) {
    if (pending) return;
    onOpenChange(next);
    if (!next) {
      setStep({ kind: 'address' });
      setNewEmail('');
      setPassword('');
      setCode('');
      setError(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (step.kind === 'address') {
      const address = emailSchema.safeParse(newEmail);
      if (!address.success) return setError(accounts.word(address.error.issues[0]!.message));
      setPending(true);
      try {
        await requestEmailChange({ newEmail: address.data, password });
        setPassword('');
        setStep({ kind: 'code', newEmail: address.data });
      } catch (failure) {
        setError(errorText(failure, m.failed));
      }
      setPending(false);
      return;
    }
    setPending(true);
    try {
      const user = await confirmEmailChange({ newEmail: step.newEmail, code });
      await setUser(user);
      setPending(false);
      close(false);
      toast({ title: m.emailChangedTitle, description: m.emailChangedText({ email: user.email }) });
    } catch (failure) {
      setError(errorText(failure, m.failed));
      setPending(false);
    }
  }

  const describedBy = error ? errorId : undefined;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent data-testid="change-email-dialog" data-step={step.kind}>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>{m.changeEmail}</DialogTitle>
            <DialogDescription>
              {step.kind === 'address' ? m.emailIntro : m.codeSent({ email: step.newEmail })}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-4">
            {step.kind === 'address' ? (
              <>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-email`}>{m.newEmail}</Label>
                  <Input
                    id={`${id}-email`}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    autoCapitalize="none"
                    spellCheck={false}
                    value={newEmail}
                    onChange={(event) => setNewEmail(event.target.value)}
                    aria-describedby={describedBy}
                  />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-password`}>{m.currentPassword}</Label>
                  <Input
                    id={`${id}-password`}
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    aria-describedby={describedBy}
                  />
                </div>
              </>
            ) : (
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-code`}>{m.codeLabel}</Label>
                <Input
                  id={`${id}-code`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                  aria-describedby={describedBy}
                />
              </div>
            )}
            {error ? <FieldError id={errorId}>{error}</FieldError> : null}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={pending}>
              {m.cancel}
            </Button>
            <Button
              type="submit"
              disabled={pending || (step.kind === 'address' ? !newEmail || !password : code.length !== 6)}
            >
              {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
              {step.kind === 'address' ? (pending ? m.sending : m.sendCode) : pending ? m.confirming : m.confirmEmail}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
