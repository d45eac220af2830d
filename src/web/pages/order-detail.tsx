import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClassName } from '../components/ui/button.tsx';
import { useAuth } from '../hooks/use-auth.ts';
import { useOrder } from '../features/orders/api/get-order.ts';
import { FindOrderForm } from '../features/orders/components/find-order-form.tsx';
import { OrderActions } from '../features/orders/components/order-actions.tsx';
import { OrderDetailView } from '../features/orders/components/order-detail-view.tsx';
import { SignInOrGetLink } from '../features/orders/components/sign-in-or-get-link.tsx';
import { ApiError } from '../lib/api-request.ts';
import { useMessages } from '../lib/i18n/i18n.tsx';

/** The page while the order is not (yet) shown: its reference as the heading, and what to do. */
function Notice({
  reference,
  children,
  tone = 'plain',
}: {
  reference: string;
  children: ReactNode;
  tone?: 'plain' | 'alert';
}) {
  const m = useMessages('orders');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 pt-8 pb-16 md:px-8">
      <h1 className="font-mono text-2xl font-bold tracking-tight md:text-3xl">
        <span className="sr-only">{m.reference} </span>
        {reference}
      </h1>
      <div className="flex flex-col gap-4" role={tone === 'alert' ? 'alert' : 'status'} aria-live="polite">
        {children}
      </div>
    </div>
  );
}

/**
 * /orders/<reference> (docs/product/after-the-sale.md#my-orders): one order, for its owner (signed in) or for whoever
 * holds the link
 * from its mail (`?key=…`). An expired link offers a fresh one by e-mail at once.
 */
export function Component() {
  const m = useMessages('orders');
  const { reference = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key');
  const { status } = useAuth();
  const canAsk = key !== null || status === 'signedIn';
  const order = useOrder(reference, key, canAsk);

  if (!canAsk) {
    if (status === 'loading') return <Notice reference={reference}>{m.detailLoading}</Notice>;
    return (
      <Notice reference={reference}>
        <SignInOrGetLink />
      </Notice>
    );
  }
  if (order.isPending) {
    return (
      <Notice reference={reference}>
        <span className="sr-only">{m.detailLoading}</span>
        <div aria-hidden="true" className="flex flex-col gap-4">
          <div className="h-9 w-48 animate-pulse bg-paper-deep" />
          <div className="h-6 w-full animate-pulse bg-paper-deep" />
          <div className="h-40 w-full animate-pulse bg-paper-deep" />
        </div>
      </Notice>
    );
  }
  if (order.isError) {
    const failure = ApiError.of(order.error);
    if (failure.status === 410 || failure.status === 403) {
      return (
        <Notice reference={reference} tone="alert">
          <p className="text-lg font-semibold text-swiss-deep" data-testid="order-link-refused">
            {failure.serverMessage ?? (failure.status === 410 ? m.linkExpired : m.linkInvalid)}
          </p>
          <FindOrderForm />
        </Notice>
      );
    }
    if (failure.status === 404) {
      return (
        <Notice reference={reference} tone="alert">
          <p className="text-lg font-semibold">{failure.serverMessage ?? m.orderNotFound}</p>
          <Link
            to={status === 'signedIn' ? '/orders' : '/orders/find'}
            className={buttonClassName({ variant: 'outline', className: 'self-start' })}
          >
            {status === 'signedIn' ? m.backToOrders : m.getLink}
          </Link>
        </Notice>
      );
    }
    return (
      <Notice reference={reference} tone="alert">
        <p className="font-semibold text-swiss-deep">{m.detailFailed}</p>
        <button
          type="button"
          className={buttonClassName({ variant: 'outline', className: 'self-start' })}
          onClick={() => void order.refetch()}
        >
          {m.retry}
        </button>
      </Notice>
    );
  }
  return (
    <OrderDetailView
      order={order.data}
      showBackLink={status === 'signedIn' && key === null}
      actions={<OrderActions order={order.data} linkKey={key} />}
    />
  );
}
