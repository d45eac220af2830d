import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Package } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { MY_ORDERS_PAGE_SIZE, formatEdition } from '../../../../shared/orders.ts';
import type { CustomerOrderSummary } from '../../../../shared/orders.ts';
import { formatLabel, formatOf } from '../../../../shared/print-formats.ts';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { useMyOrders } from '../api/get-my-orders.ts';
import { OrderThumbnail } from './order-items.tsx';
import { OrderTimeline, useOrderDate } from './order-timeline.tsx';

function OrderRow({ order }: { order: CustomerOrderSummary }) {
  const m = useMessages('orders');
  const { price } = useFormat();
  const formatOrderDate = useOrderDate();
  const prints = useMessages('prints');
  const editions = order.items.filter((item) => item.edition).map((item) => formatEdition(item.edition!));
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  // Each format once: "A2, natural oak frame, white passe-partout · A4, unframed".
  const formats = [...new Set(order.items.map((item) => formatLabel(prints, formatOf(item))))];
  return (
    <li>
      <Link
        to={`/orders/${order.reference}`}
        aria-label={m.viewOrder({ reference: order.reference })}
        className={clsx(
          'group flex items-start gap-3 border-2 border-ink bg-white/60 p-3',
          'transition-colors hover:bg-white focus-visible:outline-3',
          'focus-visible:outline-offset-2 focus-visible:outline-swiss sm:items-center',
          'sm:gap-5 sm:p-4',
        )}
        data-testid="order-row"
      >
        <div className="flex shrink-0 flex-col items-center gap-1 sm:flex-row sm:gap-1.5" aria-hidden="true">
          {order.items.slice(0, 3).map((item, index) => (
            <span key={index} className={index > 0 ? 'hidden sm:inline-flex' : 'inline-flex'}>
              <OrderThumbnail item={item} />
            </span>
          ))}
          {order.items.length > 1 ? (
            <span className="text-xs font-semibold text-ink-soft sm:hidden">+{order.items.length - 1}</span>
          ) : null}
          {order.items.length > 3 ? (
            <span className="hidden self-center text-sm font-semibold text-ink-soft sm:inline">
              +{order.items.length - 3}
            </span>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p className="font-mono text-base font-bold tracking-tight group-hover:underline">{order.reference}</p>
            <p className="text-base font-bold">{price(order.amount)}</p>
          </div>
          <p className="text-sm text-ink-soft">
            <time dateTime={order.placedAt}>{formatOrderDate(order.placedAt)}</time> · {m.items({ count })}
            {editions.length > 0 ? <> · {editions.join(', ')}</> : null}
          </p>
          <p className="text-sm" data-testid="order-formats">
            {formats.join(' · ')}
          </p>
          <OrderTimeline timeline={order.timeline} compact />
        </div>
        <ChevronRight aria-hidden="true" className="hidden size-5 shrink-0 sm:block" />
      </Link>
    </li>
  );
}

function OrdersSkeleton() {
  return (
    <ul className="flex flex-col gap-3" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="h-32 animate-pulse border-2 border-ink/15 bg-paper-deep/60 sm:h-24" />
      ))}
    </ul>
  );
}

/** /orders for a signed-in user: every order, newest first, a page at a time (the page lives in the URL). */
export function MyOrdersView() {
  const m = useMessages('orders');
  const [params, setParams] = useSearchParams();
  const offset = Math.max(0, Math.trunc(Number(params.get('offset')) || 0));
  const orders = useMyOrders(MY_ORDERS_PAGE_SIZE, offset, true);
  const page = orders.data;
  const goTo = (next: number) => {
    setParams(next > 0 ? { offset: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  let content;
  if (orders.isPending) {
    content = (
      <div role="status" aria-live="polite">
        <span className="sr-only">{m.loading}</span>
        <OrdersSkeleton />
      </div>
    );
  } else if (orders.isError) {
    content = (
      <div role="alert" className="flex flex-col items-center border-2 border-swiss-deep px-6 py-12 text-center">
        <p className="font-semibold text-swiss-deep">{m.loadFailed}</p>
        <button
          type="button"
          className={buttonClassName({ variant: 'outline', className: 'mt-4' })}
          onClick={() => void orders.refetch()}
        >
          {m.retry}
        </button>
      </div>
    );
  } else if (page!.orders.length === 0 && page!.pagination.total === 0) {
    content = (
      <div
        className="flex flex-col items-center border-2 border-dashed border-ink/40 px-6 py-16 text-center"
        data-testid="orders-empty"
      >
        <Package aria-hidden="true" className="size-10 text-ink-soft" strokeWidth={1.5} />
        <p className="mt-3 text-lg font-semibold">{m.empty}</p>
        <Link to="/catalogue" className={buttonClassName({ variant: 'accent', className: 'mt-6' })}>
          {m.emptyAction}
        </Link>
        <Link to="/orders/find" className="mt-4 text-sm underline underline-offset-4 hover:text-swiss-deep">
          {m.guestHint}
        </Link>
      </div>
    );
  } else {
    const { total } = page!.pagination;
    const first = Math.min(total, offset + 1);
    const last = Math.min(total, offset + page!.orders.length);
    content = (
      <>
        <ul className="flex flex-col gap-3" aria-busy={orders.isFetching} data-testid="orders-list">
          {page!.orders.map((order) => (
            <OrderRow key={order.reference} order={order} />
          ))}
        </ul>
        {total > MY_ORDERS_PAGE_SIZE || offset > 0 ? (
          <nav
            aria-label={m.pageOf({ first, last, total })}
            className="flex flex-wrap items-center justify-between gap-3"
          >
            <button
              type="button"
              className={buttonClassName({ variant: 'outline', size: 'sm' })}
              disabled={offset === 0}
              onClick={() => goTo(Math.max(0, offset - MY_ORDERS_PAGE_SIZE))}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {m.previous}
            </button>
            <p className="order-first w-full text-center text-sm text-ink-soft sm:order-none sm:w-auto">
              {m.pageOf({ first, last, total })}
            </p>
            <button
              type="button"
              className={buttonClassName({ variant: 'outline', size: 'sm' })}
              disabled={last >= total}
              onClick={() => goTo(offset + MY_ORDERS_PAGE_SIZE)}
            >
              {m.next}
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 pt-6 pb-16 md:px-8 md:pt-8">
      <p className="text-ink-soft">{m.intro}</p>
      {content}
    </div>
  );
}
