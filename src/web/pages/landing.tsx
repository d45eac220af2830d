import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { partners } from '../../shared/partners.ts';
import { slides } from '../../shared/slides.ts';
import { buttonClassName } from '../components/ui/button.tsx';
import { Slideshow } from '../features/landing/components/slideshow.tsx';
import { PartnerStrip } from '../features/partners/components/partner-strip.tsx';
import { trackEvent } from '../lib/analytics.ts';
import { useMessages } from '../lib/i18n/i18n.tsx';

/**
 * The landing page (docs/product/accounts.md#landing-header-footer): slideshow, the three tagline lines, 'Start
 * Creating' (to the creator), the catalogue's own link and the partner cafés.
 */
export function Component() {
  const text = useMessages('shell').landing;
  const [headline, ...lines] = text.taglines;
  return (
    <>
      <section
        className={clsx(
          'mx-auto grid w-full max-w-6xl items-center gap-10 px-4 pt-6 pb-12',
          'md:grid-cols-[auto_1fr] md:gap-16 md:px-8 md:pt-10 md:pb-16',
        )}
      >
        <Slideshow slides={slides} />
        <div className="flex flex-col items-start">
          <p className="mb-5 text-xs font-bold tracking-[0.16em] text-swiss-deep uppercase md:mb-7">{text.kicker}</p>
          <h1
            className={clsx(
              'text-[2.125rem] leading-[1.02] font-bold tracking-tighter text-balance',
              'hyphens-auto min-[360px]:text-[2.5rem] md:text-7xl',
            )}
          >
            {headline}
          </h1>
          <ul className="mt-6 grid gap-2 md:mt-8 md:gap-3">
            {lines.map((line) => (
              <li key={line} className="flex gap-3 text-xl leading-snug font-medium tracking-tight md:text-[1.75rem]">
                <span aria-hidden="true" className="mt-[0.6em] h-[3px] w-5 shrink-0 bg-swiss md:w-7" />
                {line}
              </li>
            ))}
          </ul>
          <div className="mt-9 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-center md:mt-12">
            <Link
              to="/create"
              onClick={() => trackEvent('Navigation', 'start_clicked')}
              className={buttonClassName({ variant: 'accent', size: 'lg', className: 'w-full sm:w-auto' })}
              data-testid="landing-start"
            >
              {text.startCreating}
              <ArrowRight aria-hidden="true" className="size-5" strokeWidth={2.5} />
            </Link>
            <Link
              to="/catalogue"
              onClick={() => trackEvent('Navigation', 'catalogue_clicked')}
              className={buttonClassName({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
              data-testid="landing-catalogue"
            >
              {text.browseCatalogue}
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="partner-cafes" className="border-t-2 border-ink pt-7 pb-10 md:pt-9 md:pb-14">
        <h2
          id="partner-cafes"
          className={clsx(
            'mx-auto mb-6 w-full max-w-6xl px-4 text-xs font-bold tracking-[0.16em]',
            'text-ink-soft uppercase md:px-8',
          )}
        >
          {text.partnersHeading}
        </h2>
        <PartnerStrip
          partners={partners}
          onPartnerClick={(partner) => trackEvent('Navigation', 'partner_clicked', partner.name)}
        />
      </section>
    </>
  );
}
