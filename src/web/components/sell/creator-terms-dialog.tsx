import { Button } from '../ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.tsx';
import { useMessages } from '../../lib/i18n/i18n.tsx';

type CreatorTermsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The creator terms (docs/product/community.md#royalties), opened from the sell modal's checkbox line. */
export function CreatorTermsDialog({ open, onOpenChange }: CreatorTermsDialogProps) {
  const t = useMessages('sell').terms;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" className="md:z-[60]">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.intro}</DialogDescription>
        </DialogHeader>
        <DialogBody tabIndex={0}>
          <ol className="grid gap-5">
            {t.sections.map((section, index) => (
              <li key={section.heading} className="grid grid-cols-[2rem_1fr] gap-x-2">
                <span aria-hidden="true" className="text-lg leading-tight font-bold text-swiss">
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-base font-bold tracking-tight">{section.heading}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-ink-soft">{section.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="primary">{t.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
