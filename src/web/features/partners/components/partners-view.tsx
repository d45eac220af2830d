import { clsx } from 'clsx';
import { Coffee } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { partners } from '../../../../shared/partners.ts';
import { Button } from '../../../components/ui/button.tsx';
import { trackEvent } from '../../../lib/analytics.ts';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { PartnerStrip } from './partner-strip.tsx';

const PartnerInquiryDialog = lazy(() => import('./partner-inquiry-dialog.tsx'));

/**
 * /partners (docs/product/community.md#partners-and-the-inquiry): the café pitch and its claims, the partner logos and
 * 'Brew with us', which
 * opens the inquiry form. The login and signup events are the shell's, heard on every page.
 */
export function PartnersView() {
  const m = useMessages('partners');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const openInquiry = () => {
    setRequested(true);
    setOpen(true);
    trackEvent('Partners', 'brew_with_us_clicked');
  };
  const brewButton = (className?: string) => (
    <Button
      variant="accent"
      size="lg"
      onClick={openInquiry}
      onPointerEnter={() => void import('./partner-inquiry-dialog.tsx')}
      className={className}
    >
      <Coffee aria-hidden="true" className="size-5" strokeWidth={2.25} />
      {m.brewWithUs}
    </Button>
  );

  return (
    <>
      <section className="mx-auto w-full max-w-6xl px-4 pt-6 pb-12 md:px-8 md:pt-10 md:pb-16">
        <p className="mb-4 text-xs font-bold tracking-[0.16em] text-swiss-deep uppercase md:mb-6">{m.kicker}</p>
        <div className="grid items-end gap-6 md:grid-cols-[1.3fr_1fr] md:gap-12">
          <h1 className="text-[2.5rem] leading-[1.02] font-bold tracking-tighter text-balance md:text-7xl">
            {m.heading}
          </h1>
          <div className="flex flex-col items-start gap-6 md:pb-2">
            <p className="text-lg leading-snug text-ink-soft md:text-xl">{m.intro}</p>
            {brewButton('w-full sm:w-auto')}
          </div>
        </div>
      </section>

      <section aria-labelledby="partner-claims" className="border-t-2 border-ink">
        <div className="mx-auto w-full max-w-6xl px-4 py-10 md:px-8 md:py-16">
          <h2 id="partner-claims" className="mb-6 text-xs font-bold tracking-[0.16em] text-ink-soft uppercase md:mb-10">
            {m.claimsHeading}
          </h2>
          <ul className="grid border-t-2 border-l-2 border-ink sm:grid-cols-2 lg:grid-cols-3">
            {m.claims.map((claim) => (
              <li
                key={claim.title}
                className="flex flex-col border-r-2 border-b-2 border-ink p-5 md:p-7"
                data-testid="partner-claim"
              >
                <span className="text-4xl leading-none font-bold tracking-tighter break-words text-swiss">
                  {typeof claim.figure === 'string' ? claim.figure : claim.figure({ price: format.price(0) })}
                </span>
                <h3 className="mt-4 text-xl leading-tight font-bold tracking-tight">{claim.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-soft">{claim.text}</p>
              </li>
            ))}
          </ul>
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
          {m.partnersHeading}
        </h2>
        <PartnerStrip
          partners={partners}
          onPartnerClick={(partner) => trackEvent('Navigation', 'partner_clicked', partner.name)}
        />
      </section>

      <section aria-labelledby="partner-cta" className="border-t-2 border-ink bg-ink text-paper">
        <div
          className={clsx(
            'mx-auto flex w-full max-w-6xl flex-col items-start gap-6 px-4 py-12 md:flex-row',
            'md:items-end md:justify-between md:px-8 md:py-20',
          )}
        >
          <div className="max-w-xl">
            <h2 id="partner-cta" className="text-4xl leading-none font-bold tracking-tighter md:text-6xl">
              {m.ctaHeading}
            </h2>
            <p className="mt-4 text-lg leading-snug opacity-80">{m.ctaText}</p>
          </div>
          {brewButton('w-full hover:bg-paper! hover:text-ink! sm:w-auto')}
        </div>
      </section>

      {requested ? (
        <Suspense fallback={null}>
          <PartnerInquiryDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
