import { CircleCheck, ShoppingBag, ShoppingCart } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { A3_POSTER_PRICE } from '../../../../shared/checkout-limits.ts';
import { DEFAULT_PRINT_FORMAT, priceOf } from '../../../../shared/print-formats.ts';
import type { PrintFormat } from '../../../../shared/print-formats.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import type { OrderablePoster, PosterOrderButtonProps } from '../../../components/poster/poster-order.ts';
import { cartActions } from '../cart-store.ts';
import type { PosterOrderStep } from './poster-order-dialog.tsx';

const PosterOrderDialog = lazy(() => import('./poster-order-dialog.tsx'));
const CartDialog = lazy(() => import('./cart-dialog.tsx'));

/** The add-to-cart toast shows for 2 s (docs/product/catalogue.md#cart). */
const ADDED_TOAST_MS = 2000;

/**
 * Order print and its single-poster order flow, in the format chosen beside it (idle → shipping → payment → confirmed,
 * docs/product/pay.md#checkout): the button is disabled while an order is under way and gives way to the order number
 * once confirmed. The flow's code loads on the first click. Beside it, Add to cart puts the poster into the cart with
 * catalogue posters (decision 028).
 */
export function PosterOrderButton({
  poster,
  label,
  variant = 'outline',
  defaultEmail,
  prepareFailedText,
  className,
  format = DEFAULT_PRINT_FORMAT,
  onOrderOpenChange,
}: PosterOrderButtonProps) {
  const [step, setStep] = useState<PosterOrderStep>('idle');
  const [open, setOpen] = useState(false);
  const [orderId, setOrderId] = useState<string | null>(null);
  // Words last: the first render may suspend on them, and React replays it safely only when every other hook came
  // before.
  const m = useMessages('checkout');

  const setDialogOpen = (next: boolean) => {
    setOpen(next);
    onOrderOpenChange?.(next);
  };

  return (
    <>
      {step === 'confirmed' && !open ? (
        <p className="flex h-14 items-center gap-2 border-2 border-ink px-4 font-semibold" data-testid="ordered-note">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-swiss" />
          <span className="truncate">{m.orderedNote({ id: orderId ?? '' })}</span>
        </p>
      ) : step === 'confirmed' ? null : (
        <Button
          variant={variant}
          size="lg"
          className={className ?? 'w-full'}
          disabled={!poster || step !== 'idle'}
          onClick={() => setDialogOpen(true)}
          data-testid="order-button"
        >
          <ShoppingBag aria-hidden="true" className="size-5" />
          {label}
        </Button>
      )}
      <AddOwnPosterToCart poster={poster} format={format} className={className ?? 'w-full'} />
      {poster && (open || step !== 'idle') ? (
        <Suspense fallback={null}>
          <PosterOrderDialog
            poster={poster}
            format={format}
            open={open}
            defaultEmail={defaultEmail}
            prepareFailedText={prepareFailedText}
            onOpenChange={(next) => {
              setDialogOpen(next);
              if (!next) setStep((current) => (current === 'confirmed' ? current : 'idle'));
            }}
            onStepChange={(next, order) => {
              setStep(next);
              if (order) setOrderId(order.confirmationId);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Add to cart for one's own poster: one more print of it in the cart in the chosen format, at the table's price
 * (decision 028). The cart opens on it, as the create page and the dashboard have no cart button of their own.
 */
function AddOwnPosterToCart({
  poster,
  format,
  className,
}: {
  poster: OrderablePoster | null;
  format: PrintFormat;
  className: string;
}) {
  const [cartOpen, setCartOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const m = useMessages('cart');
  const add = (own: OrderablePoster) => {
    cartActions.add({
      id: own.imageId,
      own: true,
      name: own.title,
      imageUrl: own.previewUrl,
      fullImageUrl: own.previewUrl,
      style: own.style,
      ...format,
      price: priceOf(format, A3_POSTER_PRICE).unitPrice,
      isLimitedEdition: false,
    });
    trackEvent('Cart', 'add_own_poster_to_cart', own.style);
    toast({ title: m.addedToCart, description: m.addedToCartText({ name: own.title }), duration: ADDED_TOAST_MS });
    setRequested(true);
    setCartOpen(true);
  };
  return (
    <>
      <Button
        variant="outline"
        size="lg"
        className={className}
        disabled={!poster}
        onClick={() => poster && add(poster)}
        data-testid="add-own-to-cart"
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        {m.addToCart}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <CartDialog open={cartOpen} onOpenChange={setCartOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
