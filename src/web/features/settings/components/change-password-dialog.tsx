import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { passwordSchema } from '../../../../shared/accounts.ts';
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
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { changePassword } from '../api/credentials.ts';
import { errorText } from '../settings-rules.ts';

/**
 * A new password (docs/product/accounts.md#changing-the-password-or-the-e-mail-address): the current one, the new one
 * twice. The other devices are signed out; this one stays.
 */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const m = useMessages('settings').security;
  const accounts = useMessages('accounts');
  const id = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;

  function close(next: boolean) {
    if (pending) return;
    onOpenChange(next);
    if (!next) {
      setCurrentPassword('');
      setNewPassword('');
      setConfirmPassword('');
      setError(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rule = passwordSchema.safeParse(newPassword);
    if (!rule.success) return setError(accounts.word(rule.error.issues[0]!.message));
    if (newPassword !== confirmPassword) return setError(accounts.passwordsDontMatch);
    setPending(true);
    setError(null);
    try {
      await changePassword({ currentPassword, newPassword });
      setPending(false);
      close(false);
      toast({ title: m.passwordChangedTitle, description: m.passwordChangedText });
    } catch (failure) {
      setError(errorText(failure, m.failed));
      setPending(false);
    }
  }

  const describedBy = error ? errorId : undefined;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent data-testid="change-password-dialog">
        <form onSubmit={(event) => void submit(event)} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>{m.changePassword}</DialogTitle>
            <DialogDescription>{m.passwordChangedText}</DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-current`}>{m.currentPassword}</Label>
              <Input
                id={`${id}-current`}
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(event) => setCurrentPassword(event.target.value)}
                aria-describedby={describedBy}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-new`}>{m.newPassword}</Label>
              <Input
                id={`${id}-new`}
                type="password"
                autoComplete="new-password"
                value={newPassword}
                onChange={(event) => setNewPassword(event.target.value)}
                aria-describedby={describedBy}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-confirm`}>{m.confirmPassword}</Label>
              <Input
                id={`${id}-confirm`}
                type="password"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(event) => setConfirmPassword(event.target.value)}
                aria-describedby={describedBy}
              />
            </div>
            {error ? <FieldError id={errorId}>{error}</FieldError> : null}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={pending}>
              {m.cancel}
            </Button>
            <Button type="submit" disabled={pending || !currentPassword || !newPassword || !confirmPassword}>
              {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
              {pending ? m.saving : m.savePassword}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
