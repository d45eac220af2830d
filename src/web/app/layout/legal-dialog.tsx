import { effectiveDateLine, privacyPolicy, termsOfService } from '../../../shared/messages/legal.ts';
import type { LegalDocument } from '../../../shared/messages/legal.ts';
import { contactEmail } from '../../../shared/messages/shell.ts';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { getSettings } from '../../lib/settings.ts';

export type LegalKind = 'privacy' | 'terms';

const documents: Record<LegalKind, (brand: string, email: string) => LegalDocument> = {
  privacy: privacyPolicy,
  terms: termsOfService,
};

type LegalDialogProps = { kind: LegalKind; open: boolean; onOpenChange: (open: boolean) => void };

/** The Privacy Policy or the Terms of Service in a dialog; loaded only when the footer asks for it. */
export default function LegalDialog({ kind, open, onOpenChange }: LegalDialogProps) {
  const legal = documents[kind](getSettings().brandName, contactEmail);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" data-testid={`legal-dialog-${kind}`}>
        <DialogHeader className="border-b border-ink/15">
          <DialogTitle className="text-3xl">{legal.title}</DialogTitle>
          <DialogDescription className="font-semibold">{effectiveDateLine(legal.effectiveDate)}</DialogDescription>
        </DialogHeader>
        <DialogBody tabIndex={0} className="legal-text pt-5 text-[0.9375rem] leading-relaxed">
          {legal.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {legal.sections.map((section) => (
            <section key={section.heading} aria-label={section.heading}>
              <h3>{section.heading}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list ? (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
