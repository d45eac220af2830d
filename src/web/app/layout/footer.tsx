import { clsx } from 'clsx';
import { Suspense, lazy, useState } from 'react';
import type { MouseEvent } from 'react';
import { contactEmail } from '../../../shared/brand.ts';
import { analyticsConfigured } from '../../lib/analytics.ts';
import { openConsentSettings } from '../../lib/analytics-consent.ts';
import { useMessages } from '../../lib/i18n/i18n.tsx';
import { getSettings } from '../../lib/settings.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import type { LegalKind } from './legal-text.tsx';
import { isPlainClick } from '../../lib/plain-click.ts';

// Also called on hover or focus, as `() => void`: the code starts loading there and nothing waits for it.
const loadLegalDialog = () => import('./legal-dialog.tsx');
const LegalDialog = lazy(loadLegalDialog);

const linkClass =
  'text-sm font-semibold underline decoration-ink/30 decoration-1 underline-offset-4 transition-colors ' +
  'hover:text-swiss-deep hover:decoration-current focus-visible:outline-3 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-swiss';

/**
 * Privacy Policy and Terms of Service (links to their pages, read in a dialog on a plain click), Cookie settings (when
 * analytics are configured, decision 019), a Contact mail link, the language choice (decision 021) and the copyright
 * (docs/product/accounts.md#landing-header-footer).
 */
export function Footer() {
  const { brandName } = getSettings();
  const text = useMessages('shell').footer;
  const [open, setOpen] = useState<LegalKind | null>(null);
  // The last document stays mounted so the dialog can animate out; its code loads on first use.
  const [shown, setShown] = useState<LegalKind | null>(null);

  // Each document has its own page (a new tab, a search engine); a plain click reads it here, in a dialog.
  const openDocument = (event: MouseEvent, kind: LegalKind) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setShown(kind);
    setOpen(kind);
  };

  return (
    <footer className="border-t-2 border-ink">
      <div
        className={clsx(
          'mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-8 md:flex-row',
          'md:items-center md:justify-between md:px-8',
        )}
      >
        <nav aria-label={text.legalNavigation}>
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <li>
              <a
                href="/privacy"
                className={linkClass}
                onClick={(event) => openDocument(event, 'privacy')}
                onPointerEnter={loadLegalDialog as () => void}
                onFocus={loadLegalDialog as () => void}
              >
                {text.privacy}
              </a>
            </li>
            <li>
              <a
                href="/terms"
                className={linkClass}
                onClick={(event) => openDocument(event, 'terms')}
                onPointerEnter={loadLegalDialog as () => void}
                onFocus={loadLegalDialog as () => void}
              >
                {text.terms}
              </a>
            </li>
            <li>
              <a
                href="/returns"
                className={linkClass}
                onClick={(event) => openDocument(event, 'returns')}
                onPointerEnter={loadLegalDialog as () => void}
                onFocus={loadLegalDialog as () => void}
              >
                {text.returns}
              </a>
            </li>
            {analyticsConfigured() ? (
              <li>
                <button type="button" className={linkClass} onClick={openConsentSettings}>
                  {text.cookieSettings}
                </button>
              </li>
            ) : null}
            <li>
              <a className={linkClass} href={`mailto:${contactEmail}`}>
                {text.contact}
              </a>
            </li>
          </ul>
        </nav>
        <div className="flex items-center justify-between gap-5 md:justify-end">
          <LanguageSwitcher />
          <p className="text-sm text-ink-soft">{text.copyright({ brand: brandName })}</p>
        </div>
      </div>
      {shown ? (
        <Suspense fallback={null}>
          <LegalDialog kind={shown} open={open !== null} onOpenChange={(isOpen) => setOpen(isOpen ? shown : null)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
