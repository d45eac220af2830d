import { useQuery } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { DELIVERY_ZONES, deliveryZoneOf } from '../../../shared/delivery.ts';
import type { DeliveryWindow } from '../../../shared/delivery.ts';
import { deliveryEstimateQueryOptions } from './delivery-estimate-query.ts';
import { useFormat, useMessages } from '../../lib/i18n/i18n.tsx';

/** "Arrives between Tue 1 Dec and Thu 3 Dec" in the reader's language, for a window the server gave. */
export function ArrivalWindow({ window }: { window: DeliveryWindow }) {
  const m = useMessages('shell').delivery;
  const { deliveryDay } = useFormat();
  return <>{m.arrivesBetween({ from: deliveryDay(window.from), to: deliveryDay(window.to) })}</>;
}

export function ReturnsLink({ className }: { className?: string }) {
  const m = useMessages('shell').delivery;
  return (
    <a
      href="/returns"
      className={
        className ??
        'text-sm font-semibold underline decoration-ink/30 underline-offset-4 hover:text-swiss-deep ' +
          'hover:decoration-current'
      }
      data-testid="returns-link"
    >
      {m.returnsLink}
    </a>
  );
}

type DeliveryEstimateProps = {
  /** One destination's window ("Arrives between …"); without it, every group's, each named. */
  country?: string;
  className?: string;
};

/**
 * When a poster ordered now arrives (docs/product/after-the-sale.md#delivery-estimate), with the link to the returns
 * policy: on a poster's page and in the cart (every destination group), on the confirmation (the one it goes to).
 * Nothing shows until the estimate is known.
 */
export function DeliveryEstimate({ country, className }: DeliveryEstimateProps) {
  const m = useMessages('shell').delivery;
  const { deliveryDay } = useFormat();
  const { data } = useQuery(deliveryEstimateQueryOptions());
  if (!data) return null;
  const zone = country ? deliveryZoneOf(country) : null;
  return (
    <div className={className ?? 'grid gap-1.5 text-sm'} data-testid="delivery-estimate">
      <p className="flex items-center gap-2 font-bold">
        <Truck aria-hidden="true" className="size-4 shrink-0" />
        {zone ? <ArrivalWindow window={data.zones[zone]} /> : m.title}
      </p>
      {zone ? null : (
        <ul className="grid gap-0.5 text-ink-soft">
          {DELIVERY_ZONES.map((each) => (
            <li key={each} data-zone={each}>
              {m.zoneArrivesBetween({
                zone: m.zones[each],
                from: deliveryDay(data.zones[each].from),
                to: deliveryDay(data.zones[each].to),
              })}
            </li>
          ))}
        </ul>
      )}
      <p>
        <ReturnsLink />
      </p>
    </div>
  );
}
