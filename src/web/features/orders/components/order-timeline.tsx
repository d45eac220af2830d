import { clsx } from 'clsx';
import { Check, X } from 'lucide-react';
import { useMemo } from 'react';
import { SHOP_TIME_ZONE } from '../../../../shared/i18n/format.ts';
import { dateLocaleOf } from '../../../../shared/i18n/languages.ts';
import type { Language } from '../../../../shared/i18n/languages.ts';
import type { OrderTimeline as Timeline } from '../../../../shared/orders.ts';
import { useLanguage, useMessages } from '../../../lib/i18n/i18n.tsx';

/**
 * An order's date in the visitor's language, "25 Nov 2026", "25. Nov. 2026": its day in Switzerland, where the shop
 * is, whatever the browser's zone (an order paid at 00:51 in Zurich was written the day before in UTC).
 */
export function useOrderDate() {
  const { language } = useLanguage();
  return useMemo(() => orderDateFormat(language), [language]);
}

export function orderDateFormat(language: Language): (iso: string) => string {
  const format = new Intl.DateTimeFormat(dateLocaleOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });
  return (iso) => format.format(new Date(iso));
}

/**
 * Paid → in production → shipped → delivered, as an ordered list: each step says whether it is done,
 * current or still to come (in words for screen readers, by mark and colour for the eye); a cancelled
 * or refunded order ends with that.
 */
export function OrderTimeline({ timeline, compact = false }: { timeline: Timeline; compact?: boolean }) {
  const m = useMessages('orders');
  const formatOrderDate = useOrderDate();
  return (
    <ol
      className={clsx('flex flex-wrap items-start', compact ? 'gap-x-1 gap-y-1 text-xs' : 'gap-x-2 gap-y-2 text-sm')}
      aria-label={m.statusTitle}
    >
      {timeline.steps.map((entry, index) => {
        const muted = entry.state === 'upcoming' || (timeline.closed && entry.state !== 'done');
        return (
          <li key={entry.step} className="flex items-center gap-1" data-state={entry.state}>
            {index > 0 ? (
              <span aria-hidden="true" className={clsx('h-0.5 w-3 sm:w-5', muted ? 'bg-ink/20' : 'bg-ink')} />
            ) : null}
            <span
              className={clsx(
                'inline-flex items-center gap-1 border-2 px-1.5 py-0.5 font-semibold',
                entry.state === 'done' && 'border-ink bg-ink text-paper',
                entry.state === 'current' && !timeline.closed && 'border-swiss bg-swiss text-white',
                muted && 'border-ink/25 text-ink-soft',
              )}
            >
              {entry.state === 'done' ? <Check aria-hidden="true" className="size-3.5" strokeWidth={3} /> : null}
              {m.steps[entry.step]}
              <span className="sr-only">
                {' '}
                (
                {entry.state === 'done'
                  ? m.stepReached
                  : entry.state === 'current' && !timeline.closed
                    ? m.stepCurrent
                    : m.stepUpcoming}
                )
              </span>
              {!compact && entry.at && entry.state !== 'upcoming' ? (
                <span className="font-normal">· {formatOrderDate(entry.at)}</span>
              ) : null}
            </span>
          </li>
        );
      })}
      {timeline.closed ? (
        <li className="flex items-center gap-1" data-state="closed">
          <span aria-hidden="true" className="h-0.5 w-3 bg-swiss-deep sm:w-5" />
          <span
            className={clsx(
              'inline-flex items-center gap-1 border-2 border-swiss-deep px-1.5 py-0.5',
              'font-semibold text-swiss-deep',
            )}
          >
            <X aria-hidden="true" className="size-3.5" strokeWidth={3} />
            {m.closed[timeline.closed.as]}
            {!compact && timeline.closed.at ? (
              <span className="font-normal">· {formatOrderDate(timeline.closed.at)}</span>
            ) : null}
          </span>
        </li>
      ) : null}
      {timeline.partiallyRefunded && !timeline.closed ? (
        <li className="inline-flex items-center border-2 border-ink/40 px-1.5 py-0.5 font-semibold text-ink-soft">
          {m.partiallyRefunded}
        </li>
      ) : null}
    </ol>
  );
}
