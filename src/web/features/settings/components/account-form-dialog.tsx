import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button, PendingButton } from '../../../components/ui/button.tsx';
import type { ButtonVariant } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/input.tsx';
import { errorText } from '../settings-rules.ts';

/**
 * The state of a small account form in a dialog (the e-mail, the password, the deletion): a request under way, the
 * error under the fields, and a close that waits for the request and empties the fields (`clear`) when it closes.
 */
export function useAccountForm(onOpenChange: (open: boolean) => void, clear: () => void) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;

  function close(next: boolean) {
    if (pending) return;
    onOpenChange(next);
    if (!next) {
      clear();
      setError(null);
    }
  }

  /**
   * Runs one request: pending meanwhile, its failure worded under the fields (`fallback` when the server says none).
   */
  async function run(request: () => Promise<void>, fallback: string) {
    setPending(true);
    setError(null);
    try {
      await request();
    } catch (failure) {
      setError(errorText(failure, fallback));
    } finally {
      setPending(false);
    }
  }

  return { id, pending, error, setError, errorId, describedBy: error ? errorId : undefined, close, run };
}

export type AccountForm = ReturnType<typeof useAccountForm>;

type AccountFormDialogProps = {
  open: boolean;
  form: AccountForm;
  onSubmit: () => void | Promise<void>;
  testId: string;
  /** The step shown, when the dialog has two (`data-step`, for the journeys). */
  step?: string;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  pendingLabel: ReactNode;
  submitVariant?: ButtonVariant;
  /** Whether every field the step needs is filled. */
  ready: boolean;
  children: ReactNode;
};

/** The frame of those dialogs: title and words, the fields, the error under them, Cancel and the submit button. */
export function AccountFormDialog({
  open,
  form,
  onSubmit,
  testId,
  step,
  title,
  description,
  cancelLabel,
  submitLabel,
  pendingLabel,
  submitVariant,
  ready,
  children,
}: AccountFormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={form.close}>
      <DialogContent toastsAbove data-testid={testId} data-step={step}>
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-4">
            {children}
            <FieldError id={form.errorId}>{form.error}</FieldError>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => form.close(false)} disabled={form.pending}>
              {cancelLabel}
            </Button>
            <PendingButton
              type="submit"
              variant={submitVariant}
              pending={form.pending}
              pendingLabel={pendingLabel}
              disabled={!ready}
            >
              {submitLabel}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
