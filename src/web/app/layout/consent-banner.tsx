import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { consentSettingsEvent, readConsent, storeConsent } from '../../lib/analytics-consent.ts';
import { analyticsConfigured } from '../../lib/analytics.ts';
import { useMessages } from '../../lib/i18n/i18n.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';

/**
 * The analytics consent banner (decision 019): on the first visit when Google Analytics is configured, and again
 * from the footer's "Cookie settings". Accept and refuse are the same size and weight. It is a region, not a
 * modal: it takes no focus and traps none, and the page stays usable around it. It is fixed to the bottom
 * of the viewport and drawn in the first render, so it moves nothing (no layout shift); a spacer as high as
 * it ends the page, so nothing stays hidden beneath it.
 */
export function ConsentBanner() {
  const text = useMessages('shell').consent;
  const [shown, setShown] = useState(() => analyticsConfigured() && readConsent() === null);

  useEffect(() => {
    if (!analyticsConfigured()) return;
    const reopen = () => setShown(true);
    window.addEventListener(consentSettingsEvent, reopen);
    return () => window.removeEventListener(consentSettingsEvent, reopen);
  }, []);

  // Stored choices are the browser's: the banner joins after hydration (it is fixed to the bottom, so nothing moves).
  const hydrated = useHydrated();
  if (!shown || !hydrated) return null;
  const choose = (choice: 'granted' | 'denied') => {
    storeConsent(choice);
    setShown(false);
  };

  return (
    <>
      <section
        aria-label={text.label}
        data-testid="consent-banner"
        className={clsx(
          'fixed inset-x-0 bottom-0 z-[60] border-t-2 border-ink bg-paper',
          'shadow-[0_-4px_0_0_rgba(20,20,20,0.08)]',
        )}
      >
        <div
          className={clsx(
            'mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-3 md:flex-row',
            'md:items-center md:justify-between md:gap-6 md:px-8',
          )}
        >
          <p className="text-sm leading-snug text-ink md:text-[0.9375rem]">{text.text}</p>
          <div className="grid shrink-0 grid-cols-2 gap-2 md:flex">
            <Button size="sm" variant="outline" onClick={() => choose('denied')}>
              {text.refuse}
            </Button>
            <Button size="sm" variant="outline" onClick={() => choose('granted')}>
              {text.accept}
            </Button>
          </div>
        </div>
      </section>
      <div aria-hidden="true" className="order-last h-32 shrink-0 md:h-20" data-consent-spacer="" />
    </>
  );
}
