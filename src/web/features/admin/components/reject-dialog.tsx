import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { REJECTION_REASON_MAX } from '../../../../shared/admin.ts';
import type { PendingPoster } from '../../../../shared/admin.ts';
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
import { Label, Textarea } from '../../../components/ui/input.tsx';
import { useMessages } from '../../../lib/i18n/i18n.tsx';

/**
 * The review's "Reject": asks before a poster goes back to its creator, with an optional note to them that their
 * mail and dashboard show (docs/product/admin.md#review-queue). Nothing happens until it is confirmed. Open while
 * `poster` is set; each poster's note starts empty.
 */
export function RejectDialog({
  poster,
  busy,
  onReject,
  onClose,
  onCloseAutoFocus,
}: {
  poster: PendingPoster | null;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
  /** Where focus goes on closing, given the poster it was about (its Reject button is gone once it is rejected). */
  onCloseAutoFocus: (event: Event, poster: PendingPoster | null) => void;
}) {
  const m = useMessages('admin');
  // the poster shown, kept through the closing animation after `poster` is cleared
  const [shown, setShown] = useState(poster);
  if (poster && poster !== shown) setShown(poster);
  const [draft, setDraft] = useState({ id: 0, text: '' });
  const reason = draft.id === shown?.id ? draft.text : '';
  const ids = { reason: useId(), hint: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onReject(reason.trim());
  };
  return (
    <Dialog open={poster !== null} onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent
        role="alertdialog"
        data-testid="reject-dialog"
        openFocus="dialog"
        onCloseAutoFocus={(event) => onCloseAutoFocus(event, shown)}
      >
        <form onSubmit={submit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle className="break-words">{m.rejectTitle({ name: shown?.name || m.thePoster })}</DialogTitle>
            <DialogDescription className="text-base text-ink">{m.rejectQuestion}</DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-1.5">
            <Label htmlFor={ids.reason}>{m.rejectReasonLabel}</Label>
            <Textarea
              id={ids.reason}
              value={reason}
              onChange={(event) => setDraft({ id: shown?.id ?? 0, text: event.target.value })}
              rows={4}
              maxLength={REJECTION_REASON_MAX}
              aria-describedby={ids.hint}
            />
            <p id={ids.hint} className="text-sm text-ink-soft">
              {m.rejectReasonHint}
            </p>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              {m.keepInQueue}
            </Button>
            <Button type="submit" variant="accent" disabled={busy}>
              {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
              {m.rejectConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
