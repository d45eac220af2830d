import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { CompleteOrderResponse, PrepareCheckoutResponse, ShippingData } from '../../../../shared/checkout.ts';
import { formatKey, formatLabel, formatOf } from '../../../../shared/print-formats.ts';
import type { PrintFormat } from '../../../../shared/print-formats.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogBody, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { completeCatalogueOrder } from '../api/complete-catalogue-order.ts';
import { prepareCheckout } from '../api/prepare-checkout.ts';
import {
  analyticsFormatName,
  trackBeginCheckout,
  trackFunnelStep,
  trackOrderPurchase,
} from '../../../lib/checkout-analytics.ts';
import { checkoutFailureText } from '../checkout-errors.ts';
import { cartLineId } from '../cart-rules.ts';
import { clearPendingPayment } from '../../../components/payment/pending-payment.ts';
import { PaymentStep } from '../../../components/payment/payment-step.tsx';
import { OrderConfirmation } from './order-confirmation.tsx';
import { ShippingForm } from './shipping-form.tsx';

/**
 * A poster being bought, as the cart holds it: a catalogue poster, or the buyer's own (decision 028), in its size and
 * frame.
 */
export type CheckoutItem = PrintFormat & {
  id: number;
  name: string;
  imageUrl: string;
  style: string;
  price: number;
  quantity: number;
  own?: boolean;
};

export type CatalogueCheckoutStep = 'shipping' | 'payment' | 'confirmation';

type CatalogueCheckoutProps = {
  items: CheckoutItem[];
  /** From the cart (Done clears it) or one poster bought on its own. */
  fromCart: boolean;
  defaultEmail?: string;
  /** Back from the shipping form (to the cart step); without it, no Back button there. */
  onBack?: () => void;
  onStepChange?: (step: CatalogueCheckoutStep) => void;
  /** Done on the confirmation. */
  onDone: () => void;
};

/**
 * Checking out catalogue posters (docs/product/catalogue.md#cart): shipping, payment once a client secret arrives,
 * then 'Order Confirmed!' with the CAT- reference. A failed preparation stays on shipping with 'Checkout
 * Error'; a failed order creation shows 'Order Error' and keeps the cart.
 */
export function CatalogueCheckout({
  items,
  fromCart,
  defaultEmail,
  onBack,
  onStepChange,
  onDone,
}: CatalogueCheckoutProps) {
  const m = useMessages('checkout');
  const cart = useMessages('cart');
  const prints = useMessages('prints');
  const format = useFormat();
  const [step, setStep] = useState<CatalogueCheckoutStep>('shipping');
  const [shipping, setShipping] = useState<ShippingData | null>(null);
  const [checkout, setCheckout] = useState<PrepareCheckoutResponse | null>(null);
  const [order, setOrder] = useState<CompleteOrderResponse | null>(null);
  const [preparing, setPreparing] = useState(false);
  const label = fromCart ? 'cart' : 'catalogue_poster';

  useEffect(() => trackBeginCheckout(label), [label]);

  const goTo = (next: CatalogueCheckoutStep) => {
    setStep(next);
    onStepChange?.(next);
  };

  const cartItems = items.map((item) => ({
    id: item.id,
    quantity: item.quantity,
    ...(item.own ? { own: true } : {}),
    ...formatOf(item),
  }));

  const submitShipping = async (data: ShippingData) => {
    setShipping(data);
    setPreparing(true);
    try {
      const prepared = await prepareCheckout({ ...data, cartItems });
      setCheckout(prepared);
      trackFunnelStep('shipping_info_completed', label);
      goTo('payment');
    } catch (error) {
      toast({
        title: m.checkoutErrorTitle,
        description: checkoutFailureText(error, m.checkoutPreparationFailed),
        variant: 'destructive',
        duration: 5000,
      });
    } finally {
      setPreparing(false);
    }
  };

  // The server's priced lines, or the cart's own where it answered none.
  const boughtLines = checkout?.lines.length
    ? checkout.lines
    : items.map((item) => ({ ...item, unitPrice: item.price }));

  const complete = async (paymentIntentId: string) => {
    if (!checkout || !shipping) return;
    try {
      const done = await completeCatalogueOrder({
        ...shipping,
        paymentIntentId,
        orderConfirmationId: checkout.confirmationId,
        cartItems,
      });
      clearPendingPayment();
      trackOrderPurchase(
        done.confirmationId,
        done.amount,
        boughtLines.map((line) => ({
          name: `${line.name || 'Poster'} (${analyticsFormatName(formatOf(line))})`,
          price: line.unitPrice,
          quantity: line.quantity,
          category: 'Poster',
          variant: formatKey(formatOf(line)),
        })),
      );
      setOrder(done);
      goTo('confirmation');
    } catch (error) {
      toast({
        title: m.orderErrorTitle,
        description: checkoutFailureText(error, m.catalogueOrderFailed),
        variant: 'destructive',
        duration: 8000,
      });
    }
  };

  if (step === 'confirmation' && order) {
    return (
      <OrderConfirmation
        order={order}
        lines={boughtLines.map((line) => ({
          name: line.name || cart.untitled,
          quantity: line.quantity,
          format: formatOf(line),
        }))}
        title={m.orderConfirmed}
        text={m.confirmationText}
        onDone={onDone}
      />
    );
  }

  const total =
    checkout?.amount ??
    Math.round(items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0)) / 100;
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <>
      <DialogHeader>
        <p className="text-xs font-bold tracking-[0.14em] text-swiss-deep uppercase">
          {m.step({ number: step === 'shipping' ? 1 : 2, total: 2 })}
        </p>
        <DialogTitle>{step === 'shipping' ? m.shippingTitle : m.paymentTitle}</DialogTitle>
        <DialogDescription>{step === 'shipping' ? m.shippingText : m.paymentText}</DialogDescription>
      </DialogHeader>
      {/* a body of its own for each step: the next step opens at its top, not where the form was scrolled to */}
      <DialogBody key={step} className="grid grid-cols-1 gap-5">
        <div className="flex flex-wrap items-center gap-3 border-2 border-ink p-3" data-testid="checkout-items">
          <div className="flex -space-x-6">
            {items.slice(0, 4).map((item) => (
              <div
                key={cartLineId(item)}
                className="aspect-[1/1.414] w-11 shrink-0 bg-white p-0.5 shadow-[0_6px_16px_-10px_rgb(20_20_20/0.8)]"
              >
                <img src={item.imageUrl} alt="" className="size-full object-cover" />
              </div>
            ))}
          </div>
          <div className="min-w-0 grow basis-28 text-sm [overflow-wrap:anywhere]">
            <p className="font-semibold">{cart.subtotal({ count })}</p>
            <p data-testid="checkout-formats">
              {[...new Set(items.map((item) => formatLabel(prints, formatOf(item))))].join(' · ')}
            </p>
            <p className="text-ink-soft">{cart.shippingIncluded}</p>
          </div>
          <p className="ml-auto font-bold whitespace-nowrap tabular-nums">{format.price(total)}</p>
        </div>
        {step === 'shipping' || !checkout ? (
          <>
            <ShippingForm
              defaultValues={shipping ?? (defaultEmail ? { email: defaultEmail } : undefined)}
              busy={preparing}
              onSubmit={submitShipping}
            />
            {onBack ? (
              <Button variant="ghost" size="md" onClick={onBack} disabled={preparing} className="justify-self-start">
                <ArrowLeft aria-hidden="true" className="size-5" />
                {m.backToCart}
              </Button>
            ) : null}
          </>
        ) : (
          <PaymentStep
            clientSecret={checkout.clientSecret}
            amount={checkout.amount}
            caption={m.itemCount({ count })}
            label={label}
            onBack={() => goTo('shipping')}
            onPaid={({ intentId }) => complete(intentId)}
            pending={
              shipping
                ? {
                    kind: 'catalogue',
                    confirmationId: checkout.confirmationId,
                    shippingData: shipping,
                    cartItems,
                    fromCart,
                  }
                : undefined
            }
          />
        )}
        <p className="text-center text-xs text-ink-soft">{m.printedNote}</p>
      </DialogBody>
    </>
  );
}
