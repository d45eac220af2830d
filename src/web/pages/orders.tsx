import { useAuth } from '../hooks/use-auth.ts';
import { MyOrdersView } from '../features/orders/components/my-orders-view.tsx';
import { SignInOrGetLink } from '../features/orders/components/sign-in-or-get-link.tsx';
import { useMessages } from '../lib/i18n/i18n.tsx';

/**
 * /orders (docs/product/after-the-sale.md#my-orders): My orders. Signed out, it offers sign-in and the guests' link by
 * e-mail.
 */
export function Component() {
  const m = useMessages('orders');
  const { status } = useAuth();
  if (status === 'signedIn') return <MyOrdersView />;
  return (
    <div
      className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 pt-6 pb-16 md:px-8 md:pt-8"
      role="status"
      aria-live="polite"
    >
      {status === 'loading' ? <p className="text-ink-soft">{m.loading}</p> : <SignInOrGetLink />}
    </div>
  );
}
