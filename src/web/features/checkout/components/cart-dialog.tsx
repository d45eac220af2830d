import { ArrowRight, ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName, Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useFormat, useMessages, usePreloadedAreas } from '../../../lib/i18n/i18n.tsx';
import { useAuth } from '../../../hooks/use-auth.ts';
import { CatalogueCheckout } from './catalogue-checkout.tsx';
import type { CatalogueCheckoutStep, CheckoutItem } from './catalogue-checkout.tsx';
import { cartCount, cartTotal } from '../cart-rules.ts';
import { cartActions, useCart } from '../cart-store.ts';
import { CartCarousel } from './cart-carousel.tsx';
import { DeliveryEstimate } from '../../../components/delivery/delivery-estimate.tsx';

type CartDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Buy one catalogue poster on its own: the same checkout, without the cart step, the cart untouched. */
  buyNow?: CheckoutItem | null;
};

type Step = 'cart' | CatalogueCheckoutStep;

/** The cart dialog (docs/product/catalogue.md#cart): cart → shipping → payment → confirmation, which
 * takes the bought lines out of the cart. */
export default function CartDialog({ open, onOpenChange, buyNow = null }: CartDialogProps) {
  const m = useMessages('cart');
  // The checkout steps speak the checkout's and the payment outcome's words: loaded with the dialog.
  usePreloadedAreas('checkout', 'membership', 'prints');
  const format = useFormat();
  const items = useCart();
  const { user } = useAuth();
  const [step, setStep] = useState<Step>(buyNow ? 'shipping' : 'cart');
  // The items being checked out stay fixed from Checkout on (another tab may change the cart meanwhile).
  const [checkoutItems, setCheckoutItems] = useState<CheckoutItem[]>([]);

  // Every opening starts afresh (at the cart, or at shipping for a single poster).
  const buyNowId = buyNow?.id ?? null;
  useEffect(() => {
    if (!open) return;
    setStep(buyNow ? 'shipping' : 'cart');
    if (buyNow) setCheckoutItems([buyNow]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- callers pass a new object each render
  }, [open, buyNowId]);

  const close = () => onOpenChange(false);
  const onStepChange = (next: CatalogueCheckoutStep) => {
    setStep(next);
    // The order is paid and made: its lines leave the cart now, not when the confirmation is closed (a reload or a
    // closed tab kept them, ready to be bought twice). Lines added in another tab meanwhile stay.
    if (next === 'confirmation' && !buyNow) cartActions.removeLines(checkoutItems);
  };

  const count = cartCount(items);
  const total = cartTotal(items);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent toastsAbove size="lg" data-testid="cart-dialog" aria-describedby={undefined}>
        {step === 'cart' ? (
          <>
            <DialogHeader>
              <DialogTitle>{m.cartTitle}</DialogTitle>
            </DialogHeader>
            {items.length === 0 ? (
              <DialogBody className="flex flex-col items-center gap-5 py-10 text-center" data-testid="cart-empty">
                <ShoppingBag aria-hidden="true" className="size-12 text-ink-soft" strokeWidth={1.5} />
                <p className="text-xl font-bold tracking-tight">{m.cartEmptyText}</p>
                <Link to="/catalogue" onClick={close} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
                  {m.browseCatalogue}
                </Link>
              </DialogBody>
            ) : (
              <DialogBody className="grid gap-5">
                <CartCarousel items={items} />
                <dl className="grid gap-1.5 border-t-2 border-ink pt-3 text-sm">
                  <div className="flex justify-between gap-3">
                    <dt>{m.subtotal({ count })}</dt>
                    <dd className="tabular-nums" data-testid="cart-subtotal">
                      {format.price(total)}
                    </dd>
                  </div>
                  <div className="flex justify-between gap-3">
                    <dt>{m.shippingIncluded}</dt>
                  </div>
                  <div className="mt-1 flex justify-between gap-3 border-t border-ink/20 pt-2 text-lg font-bold">
                    <dt>{m.total}</dt>
                    <dd className="tabular-nums" data-testid="cart-total">
                      {format.price(total)}
                    </dd>
                  </div>
                </dl>
                <p className="text-xs text-ink-soft">{m.printedNote}</p>
                <DeliveryEstimate />
                <Button
                  variant="accent"
                  size="lg"
                  className="w-full"
                  onClick={() => {
                    setCheckoutItems(
                      items.map(({ id, name, imageUrl, style, price, quantity, own, size, frame, passepartout }) => ({
                        id,
                        name,
                        imageUrl,
                        style,
                        price,
                        quantity,
                        own,
                        size,
                        frame,
                        passepartout,
                      })),
                    );
                    setStep('shipping');
                  }}
                >
                  {m.checkout}
                  <ArrowRight aria-hidden="true" className="size-5" strokeWidth={2.5} />
                </Button>
                <Link
                  to="/catalogue"
                  onClick={close}
                  className={buttonClassName({ variant: 'link', className: 'justify-self-center text-sm' })}
                >
                  {m.browseCatalogue}
                </Link>
              </DialogBody>
            )}
          </>
        ) : (
          <CatalogueCheckout
            items={checkoutItems}
            fromCart={!buyNow}
            defaultEmail={user?.email}
            onBack={buyNow ? undefined : () => setStep('cart')}
            onStepChange={onStepChange}
            onDone={close}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
