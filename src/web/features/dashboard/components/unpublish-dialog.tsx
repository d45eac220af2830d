import { LoaderCircle } from 'lucide-react';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';

type UnpublishDialogProps = {
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

/**
 * 'Are you sure you want to unpublish this poster?' with Cancel and Unpublish (docs/product/community.md#dashboard).
 */
export function UnpublishDialog({ open, pending, onOpenChange, onConfirm }: UnpublishDialogProps) {
  const m = useMessages('dashboard');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" data-testid="unpublish-dialog">
        <DialogHeader>
          <DialogTitle>{m.unpublishTitle}</DialogTitle>
          <DialogDescription className="text-base text-ink">{m.unpublishQuestion}</DialogDescription>
          <p className="text-sm text-ink-soft">{m.unpublishNote}</p>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {m.cancel}
          </Button>
          <Button variant="accent" onClick={onConfirm} disabled={pending}>
            {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {m.unpublish}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
