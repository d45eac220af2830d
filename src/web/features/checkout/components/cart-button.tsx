import { clsx } from 'clsx';
import { ShoppingBag } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { cartCount } from '../cart-rules.ts';
import { useCart } from '../cart-store.ts';

const CartDialog = lazy(() => import('./cart-dialog.tsx'));

/**
 * The cart button with its item-count badge (docs/product/catalogue.md#cart); the cart dialog loads on the first click.
 */
export function CartButton({ className }: { className: string }) {
  const count = cartCount(useCart());
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  // Words last: the first render may suspend on them, and React replays it safely only when every other hook came
  // before.
  const m = useMessages('cart');

  return (
    <>
      <button
        type="button"
        aria-label={m.cartButton({ count })}
        title={m.cartButton({ count })}
        className={`relative ${className}`}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        data-testid="cart-button"
      >
        <ShoppingBag aria-hidden="true" className="size-5" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className={clsx(
              'absolute -top-2 -right-2 inline-flex h-5 min-w-5 items-center justify-center',
              'bg-swiss px-1 text-[0.6875rem] leading-none font-bold text-white tabular-nums',
            )}
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <CartDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
