import { clsx } from 'clsx';
import { ArrowLeft, CreditCard, ExternalLink, MapPin, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CustomerOrderDetail } from '../../../../shared/orders.ts';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { OrderTimeline, useOrderDate } from './order-timeline.tsx';
import { OrderItems } from './order-items.tsx';
import { ArrivalWindow, ReturnsLink } from '../../../components/delivery/delivery-estimate.tsx';

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  twint: 'TWINT',
};

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-t-2 border-ink pt-3">
      <h2 className="flex items-center gap-2 text-xs font-bold tracking-[0.16em] text-ink-soft uppercase">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One order: its status timeline, the posters, where it goes, how it was paid and, once shipped, its tracking. */
export function OrderDetailView({
  order,
  showBackLink,
  actions,
}: {
  order: CustomerOrderDetail;
  showBackLink: boolean;
  actions?: ReactNode;
}) {
  const m = useMessages('orders');
  const { labelled } = useMessages('common');
  const { price, country } = useFormat();
  const formatOrderDate = useOrderDate();
  const { shipping } = order;
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article
      className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 pt-6 pb-16 md:px-8 md:pt-8"
      aria-labelledby="order-title"
      data-testid="order-detail"
    >
      {showBackLink ? (
        <Link
          to="/orders"
          className="inline-flex items-center gap-1 self-start text-sm font-semibold underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {m.backToOrders}
        </Link>
      ) : null}
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h1 id="order-title" className="font-mono text-2xl font-bold tracking-tight md:text-3xl">
            <span className="sr-only">{m.reference} </span>
            {order.reference}
          </h1>
          <p className="text-xl font-bold">{price(order.amount)}</p>
        </div>
        <p className="text-ink-soft">
          {m.placedOn} <time dateTime={order.placedAt}>{formatOrderDate(order.placedAt)}</time> · {m.items({ count })}
        </p>
        <OrderTimeline timeline={order.timeline} />
        {actions}
      </header>
      <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
        <Section title={m.itemsTitle} icon={null}>
          <OrderItems items={order.items} kind={order.kind} />
          <p className="text-sm text-ink-soft">{m.shipping}</p>
          {order.delivery ? (
            <p className="flex items-center gap-2 text-sm font-bold" data-testid="order-delivery">
              <Truck aria-hidden="true" className="size-4 shrink-0" />
              <ArrivalWindow window={order.delivery} />
            </p>
          ) : null}
          <p>
            <ReturnsLink />
          </p>
          <p className="font-bold" data-testid="order-total">
            {labelled({ label: m.total })} {price(order.amount)}
          </p>
        </Section>
        <div className="flex flex-col gap-6">
          <Section title={m.shippingTo} icon={<MapPin aria-hidden="true" className="size-4" />}>
            <address className="leading-relaxed not-italic" data-testid="shipping-address">
              {shipping.firstName} {shipping.lastName}
              <br />
              {shipping.address}
              <br />
              {shipping.zipCode} {shipping.city}
              {shipping.state ? (
                <>
                  <br />
                  {shipping.state}
                </>
              ) : null}
              <br />
              {country(shipping.country)}
            </address>
          </Section>
          <Section title={m.payment} icon={<CreditCard aria-hidden="true" className="size-4" />}>
            <p data-testid="payment-card">
              {order.paymentCard
                ? m.card({
                    brand: brandNames[order.paymentCard.brand] ?? order.paymentCard.brand,
                    last4: order.paymentCard.last4,
                  })
                : m.paymentUnknown}
            </p>
          </Section>
          {order.tracking ? (
            <Section title={m.tracking} icon={<Truck aria-hidden="true" className="size-4" />}>
              <a
                href={order.tracking.url}
                target="_blank"
                rel="noopener noreferrer"
                className={clsx(
                  'inline-flex items-center gap-1 font-semibold underline underline-offset-4',
                  'hover:text-swiss-deep',
                )}
              >
                {m.trackParcel({ carrier: order.tracking.carrier, number: order.tracking.number })}
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            </Section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
