import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { useMessages } from '../../lib/i18n/i18n.tsx';
import { LegalText } from './legal-text.tsx';
import type { LegalKind } from './legal-text.tsx';

type LegalDialogProps = { kind: LegalKind; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The Privacy Policy or the Terms of Service in a dialog, in the visitor's language; loaded only when the footer asks
 * for it.
 */
export default function LegalDialog({ kind, open, onOpenChange }: LegalDialogProps) {
  const m = useMessages('legal');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" data-testid={`legal-dialog-${kind}`}>
        <DialogHeader className="border-b border-ink/15">
          <DialogTitle className="text-3xl">{m[kind].title}</DialogTitle>
          <DialogDescription className="font-semibold">{m.effectiveDate}</DialogDescription>
        </DialogHeader>
        <DialogBody tabIndex={0} className="legal-text pt-5 text-[0.9375rem] leading-relaxed">
          <LegalText kind={kind} />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
