import type { MessageValues } from '../../../shared/i18n/catalogue.ts';
import { contactEmail } from '../../../shared/brand.ts';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { useMessages } from '../../lib/i18n/i18n.tsx';
import { getSettings } from '../../lib/settings.ts';

export type LegalKind = 'privacy' | 'terms';

/** A paragraph of a legal text: plain, or naming the shop and its contact address. */
type Paragraph = string | ((values: MessageValues) => string);

type LegalDialogProps = { kind: LegalKind; open: boolean; onOpenChange: (open: boolean) => void };

/** The Privacy Policy or the Terms of Service in a dialog, in the visitor's language; loaded only when the footer asks for it. */
export default function LegalDialog({ kind, open, onOpenChange }: LegalDialogProps) {
  const m = useMessages('legal');
  const legal = m[kind];
  const values = { brand: getSettings().brandName, email: contactEmail };
  const text = (paragraph: Paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph(values));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" data-testid={`legal-dialog-${kind}`}>
        <DialogHeader className="border-b border-ink/15">
          <DialogTitle className="text-3xl">{legal.title}</DialogTitle>
          <DialogDescription className="font-semibold">{m.effectiveDate}</DialogDescription>
        </DialogHeader>
        <DialogBody tabIndex={0} className="legal-text pt-5 text-[0.9375rem] leading-relaxed">
          {legal.intro.map((paragraph, index) => (
            <p key={index}>{text(paragraph)}</p>
          ))}
          {legal.sections.map((section) => (
            <section key={section.heading} aria-label={section.heading}>
              <h3>{section.heading}</h3>
              {section.paragraphs.map((paragraph: Paragraph, index: number) => (
                <p key={index}>{text(paragraph)}</p>
              ))}
              {'list' in section ? (
                <ul>
                  {section.list.map((item: Paragraph, index: number) => (
                    <li key={index}>{text(item)}</li>
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
