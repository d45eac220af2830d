import type { MessageValues } from '../../../shared/i18n/catalogue.ts';
import { contactEmail } from '../../../shared/brand.ts';
import { useMessages } from '../../lib/i18n/i18n.tsx';
import { getSettings } from '../../lib/settings.ts';

export type LegalKind = 'privacy' | 'terms' | 'returns';

/** A paragraph of a legal text: plain, or naming the shop and its contact address. */
type Paragraph = string | ((values: MessageValues) => string);

/**
 * The Privacy Policy or the Terms of Service in the visitor's language: the paragraphs and sections, as the footer's
 * dialog and the document's own page show them.
 */
export function LegalText({ kind }: { kind: LegalKind }) {
  const m = useMessages('legal');
  const legal = m[kind];
  const values = { brand: getSettings().brandName, email: contactEmail };
  const text = (paragraph: Paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph(values));
  return (
    <>
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
    </>
  );
}
