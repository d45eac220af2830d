import { ShoppingBag, Zap } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { sameEdition } from '../cart-rules.ts';
import type { CartItem } from '../cart-rules.ts';
import { cartActions, getCartItems } from '../cart-store.ts';

const CartDialog = lazy(() => import('./cart-dialog.tsx'));

/** The add-to-cart toast shows for 2 s (docs/product/catalogue.md#cart). */
const ADDED_TOAST_MS = 2000;

type PosterCartActionsProps = { item: Omit<CartItem, 'quantity'>; soldOut: boolean };

/**
 * A catalogue poster's 'Add to cart' and 'Buy now' in the format chosen beside them (docs/product/catalogue.md#cart).
 * A sold-out poster shows 'Sold out' and cannot be added; a limited edition already in the cart, in whichever size, is
 * not added again (one print per order).
 */
export function PosterCartActions({ item, soldOut }: PosterCartActionsProps) {
  const [buyOpen, setBuyOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  // Words last: the first render may suspend on them, and React replays it safely only when every other hook came
  // before.
  const m = useMessages('cart');

  if (soldOut) {
    return (
      <Button variant="outline" size="lg" disabled className="w-full" data-testid="sold-out">
        {m.soldOut}
      </Button>
    );
  }

  const add = () => {
    if (item.isLimitedEdition && getCartItems().some((entry) => sameEdition(entry, item))) {
      toast({ title: m.alreadyInCart, description: m.alreadyInCartText, duration: ADDED_TOAST_MS });
      return;
    }
    cartActions.add(item);
    trackEvent('Cart', 'add_to_cart', String(item.id));
    toast({
      title: m.addedToCart,
      description: m.addedToCartText({ name: item.name || m.untitled }),
      duration: ADDED_TOAST_MS,
    });
  };

  return (
    // Side by side while both labels fit, one above the other when a language's labels are longer.
    <div className="flex flex-wrap gap-2">
      <Button variant="accent" size="lg" className="grow basis-auto" onClick={add} data-testid="add-to-cart">
        <ShoppingBag aria-hidden="true" className="size-5" />
        {m.addToCart}
      </Button>
      <Button
        variant="primary"
        size="lg"
        className="grow basis-auto"
        onClick={() => {
          setRequested(true);
          setBuyOpen(true);
        }}
        data-testid="buy-now"
      >
        <Zap aria-hidden="true" className="size-5" />
        {m.buyNow}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <CartDialog
            open={buyOpen}
            onOpenChange={setBuyOpen}
            buyNow={{
              id: item.id,
              name: item.name,
              imageUrl: item.imageUrl,
              style: item.style,
              price: item.price,
              quantity: 1,
              size: item.size,
              frame: item.frame,
              passepartout: item.passepartout,
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
