import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { trackEvent } from '../../../lib/analytics.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { useCollectedMoments } from '../api/get-collected-moments.ts';
import { MomentsStrip } from './moments-strip.tsx';

const HERO_VIDEO = '/media/earn/hero.mp4';
const HERO_POSTER = '/media/earn/hero-poster.webp';

/**
 * /earn (docs/product/community.md#earn-page): hero video, three benefits, the strip of collected moments and 'Try For
 * Free'.
 */
export function EarnView() {
  const m = useMessages('earn');
  const moments = useCollectedMoments();
  const posters = moments.data ?? [];

  return (
    <>
      <section className="mx-auto w-full max-w-6xl px-4 pt-6 pb-12 md:px-8 md:pt-10 md:pb-16">
        <div className="grid items-end gap-6 md:grid-cols-[1.1fr_1fr] md:gap-12">
          <div>
            <p className="mb-4 text-xs font-bold tracking-[0.16em] text-swiss-deep uppercase md:mb-6">{m.kicker}</p>
            <h1 className="text-[2.5rem] leading-[1.02] font-bold tracking-tighter text-balance md:text-7xl">
              {m.heading}
            </h1>
          </div>
          <p className="text-lg leading-snug text-ink-soft md:pb-2 md:text-xl">{m.intro}</p>
        </div>
        <div className="mt-8 border-2 border-ink bg-ink md:mt-12">
          <video
            className="aspect-video w-full object-cover"
            src={HERO_VIDEO}
            poster={HERO_POSTER}
            aria-label={m.heroVideoLabel}
            data-testid="earn-hero-video"
            muted
            autoPlay
            loop
            playsInline
            preload="metadata"
          />
        </div>
      </section>

      <section aria-labelledby="earn-benefits" className="border-t-2 border-ink">
        <div className="mx-auto w-full max-w-6xl px-4 py-10 md:px-8 md:py-16">
          <h2 id="earn-benefits" className="mb-6 text-xs font-bold tracking-[0.16em] text-ink-soft uppercase md:mb-10">
            {m.benefitsHeading}
          </h2>
          <ol className="grid gap-8 md:grid-cols-3 md:gap-10">
            {m.benefits.map((benefit, index) => (
              <li key={benefit.title} className="border-t-[3px] border-swiss pt-4" data-testid="earn-benefit">
                <span aria-hidden="true" className="font-mono text-sm font-bold text-swiss-deep">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-2 text-2xl leading-tight font-bold tracking-tight md:text-3xl">{benefit.title}</h3>
                <p className="mt-3 leading-relaxed text-ink-soft">{benefit.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {posters.length > 0 ? (
        <section aria-labelledby="earn-moments" className="border-t-2 border-ink bg-paper-deep/60 py-10 md:py-16">
          <h2
            id="earn-moments"
            className={clsx(
              'mx-auto mb-6 w-full max-w-6xl px-4 text-3xl leading-none font-bold',
              'tracking-tighter md:mb-10 md:px-8 md:text-5xl',
            )}
          >
            {m.stripHeading}
          </h2>
          <MomentsStrip posters={posters} />
        </section>
      ) : null}

      <section aria-labelledby="earn-try" className="border-t-2 border-ink bg-ink text-paper">
        <div
          className={clsx(
            'mx-auto flex w-full max-w-6xl flex-col items-start gap-6 px-4 py-12 md:flex-row',
            'md:items-end md:justify-between md:px-8 md:py-20',
          )}
        >
          <div className="max-w-xl">
            <h2 id="earn-try" className="text-4xl leading-none font-bold tracking-tighter md:text-6xl">
              {m.tryHeading}
            </h2>
            <p className="mt-4 text-lg leading-snug opacity-80">{m.tryText}</p>
          </div>
          <Link
            to="/feed"
            onClick={() => trackEvent('Navigation', 'earn_start_clicked')}
            className={clsx(
              'inline-flex h-14 w-full shrink-0 items-center justify-center gap-2 bg-swiss px-7',
              'text-lg font-semibold tracking-tight whitespace-nowrap text-white',
              'transition-colors hover:bg-paper hover:text-ink focus-visible:outline-3',
              'focus-visible:outline-offset-2 focus-visible:outline-paper sm:w-auto',
            )}
          >
            {m.startCreating}
            <ArrowRight aria-hidden="true" className="size-5" strokeWidth={2.5} />
          </Link>
        </div>
      </section>
    </>
  );
}
