import { ShoppingBag, Zap } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import type { CartItem } from '../cart-rules.ts';
import { cartActions, getCartItems } from '../cart-store.ts';

const CartDialog = lazy(() => import('./cart-dialog.tsx'));

/** The add-to-cart toast shows for 2 s (spec 001 §9). */
const ADDED_TOAST_MS = 2000;

type PosterCartActionsProps = { item: Omit<CartItem, 'quantity'>; soldOut: boolean };

/**
 * A catalogue poster's 'Add to cart' and 'Buy now' (spec 002 §2). A sold-out poster shows 'Sold out' and
 * cannot be added; a limited edition already in the cart is not added twice.
 */
export function PosterCartActions({ item, soldOut }: PosterCartActionsProps) {
  const m = useMessages('cart');
  const [buyOpen, setBuyOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  if (soldOut) {
    return (
      <Button variant="outline" size="lg" disabled className="w-full" data-testid="sold-out">
        {m.soldOut}
      </Button>
    );
  }

  const add = () => {
    const already = getCartItems().some((entry) => entry.id === item.id);
    if (already && item.isLimitedEdition) {
      toast({ title: m.alreadyInCart, description: m.alreadyInCartText, duration: ADDED_TOAST_MS });
      return;
    }
    cartActions.add(item);
    trackEvent('Cart', 'add_to_cart', String(item.id));
    toast({ title: m.addedToCart, description: m.addedToCartText({ name: item.name || m.untitled }), duration: ADDED_TOAST_MS });
  };

  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <Button variant="accent" size="lg" className="w-full" onClick={add} data-testid="add-to-cart">
        <ShoppingBag aria-hidden="true" className="size-5" />
        {m.addToCart}
      </Button>
      <Button
        variant="primary"
        size="lg"
        className="w-full"
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
            buyNow={{ id: item.id, name: item.name, imageUrl: item.imageUrl, style: item.style, price: item.price, quantity: 1 }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
