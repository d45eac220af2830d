import type { PosterStats } from '../../../../shared/sell.ts';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';

/** The creator's figures (GET /api/user-poster-stats): posters, public, in review, editions sold, earnings in CHF. */
export function StatsStrip({ stats }: { stats: PosterStats | undefined }) {
  const m = useMessages('dashboard');
  const format = useFormat();
  const items: [string, string, string][] = [
    ['posters', m.stats.posters, stats ? String(stats.posters) : '–'],
    ['public', m.stats.public, stats ? String(stats.public) : '–'],
    ['inReview', m.stats.inReview, stats ? String(stats.inReview) : '–'],
    ['editionsSold', m.stats.editionsSold, stats ? String(stats.editionsSold) : '–'],
    ['earnings', m.stats.earnings, stats ? format.price(stats.earnings) : '–'],
  ];
  return (
    <section aria-label={m.stats.label} data-testid="poster-stats">
      <dl className="grid grid-cols-2 border-2 border-ink sm:grid-cols-5">
        {items.map(([key, label, value], index) => (
          <div
            key={key}
            data-stat={key}
            className={
              'flex flex-col-reverse gap-1 border-ink px-4 py-3 ' +
              (index > 0 ? 'sm:border-l-2 ' : '') +
              (index % 2 === 1 ? 'border-l-2 ' : '') +
              (index >= 2 ? 'border-t-2 sm:border-t-0 ' : '') +
              (key === 'earnings' ? 'col-span-2 bg-ink text-paper sm:col-span-1' : '')
            }
          >
            <dt
              className={
                key === 'earnings'
                  ? 'text-xs font-bold tracking-[0.14em] uppercase opacity-80'
                  : 'text-xs font-bold tracking-[0.14em] text-ink-soft uppercase'
              }
            >
              {label}
            </dt>
            <dd className="text-2xl font-bold tracking-tight tabular-nums md:text-3xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
