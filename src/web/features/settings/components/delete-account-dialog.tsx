import type { QueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
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
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { logout } from '../../../lib/auth/logout.ts';
import { confirmDeletion, startDeletion, useDeletionPreview } from '../api/my-data.ts';
import { errorText } from '../settings-rules.ts';

type Step = { kind: 'password' } | { kind: 'code'; email: string };

/**
 * Deleting the account in two steps: the password again (a fresh proof), then the code mailed to the
 * account. What happens to posters, royalties and the membership is said before anything is sent.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  queryClient,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  queryClient: QueryClient;
}) {
  const m = useMessages('privacy');
  const { price } = useFormat();
  const preview = useDeletionPreview(open);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;

  function close(next: boolean) {
    if (pending) return;
    onOpenChange(next);
    if (!next) {
      setStep({ kind: 'password' });
      setPassword('');
      setCode('');
      setError(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      if (step.kind === 'password') {
        const { email } = await startDeletion(password);
        setPassword('');
        setStep({ kind: 'code', email });
      } else {
        await confirmDeletion(code.trim());
        await logout(queryClient);
      }
    } catch (failure) {
      setError(errorText(failure, m.deleteFailed));
    } finally {
      setPending(false);
    }
  }

  const facts = preview.data;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent data-testid="delete-account-dialog">
        <form onSubmit={(event) => void submit(event)} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>{m.deleteTitle}</DialogTitle>
            <DialogDescription>
              {step.kind === 'password' ? m.deleteIntro : m.codeSent({ email: step.email })}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-4">
            {step.kind === 'password' ? (
              <>
                {preview.isError ? <p className="text-swiss-deep">{m.loadFailed}</p> : null}
                {facts &&
                (facts.deletedPosters > 0 ||
                  facts.keptPosters > 0 ||
                  facts.royaltiesOutcome !== 'none' ||
                  facts.membershipActive) ? (
                  <ul className="grid list-disc gap-1 pl-5 text-ink" data-testid="deletion-facts">
                    {facts.deletedPosters > 0 ? <li>{m.deletedPosters({ count: facts.deletedPosters })}</li> : null}
                    {facts.keptPosters > 0 ? <li>{m.keptPosters({ count: facts.keptPosters })}</li> : null}
                    {facts.royaltiesOutcome === 'transfer' ? (
                      <li className="font-semibold">{m.royaltiesTransfer({ amount: price(facts.unpaidRoyalties) })}</li>
                    ) : null}
                    {facts.royaltiesOutcome === 'forfeit' ? (
                      <li className="font-semibold">{m.royaltiesForfeit({ amount: price(facts.unpaidRoyalties) })}</li>
                    ) : null}
                    {facts.membershipActive ? <li>{m.membershipEnds}</li> : null}
                  </ul>
                ) : null}
                <div className="grid gap-1.5">
                  <Label htmlFor={fieldId}>{m.passwordLabel}</Label>
                  <Input
                    id={fieldId}
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    invalid={Boolean(error)}
                    aria-describedby={error ? errorId : undefined}
                  />
                </div>
              </>
            ) : (
              <div className="grid gap-1.5">
                <Label htmlFor={fieldId}>{m.codeLabel}</Label>
                <Input
                  id={fieldId}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                  invalid={Boolean(error)}
                  aria-describedby={error ? errorId : undefined}
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
              variant="accent"
              disabled={pending || (step.kind === 'password' ? !password : code.length !== 6)}
            >
              {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
              {step.kind === 'password'
                ? pending
                  ? m.sendingCode
                  : m.sendCode
                : pending
                  ? m.deleting
                  : m.confirmDelete}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
