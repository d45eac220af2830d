import { useEffect, useState } from 'react';
import { A3_POSTER_PRICE } from '../../../../shared/checkout-limits.ts';
import { DEFAULT_PRINT_FORMAT, formatLabel, priceOf } from '../../../../shared/print-formats.ts';
import type { PrintFormat } from '../../../../shared/print-formats.ts';
import type { CompleteOrderResponse, PrepareCheckoutResponse, ShippingData } from '../../../../shared/checkout.ts';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useMessages, usePreloadedAreas } from '../../../lib/i18n/i18n.tsx';
import { completeOrder } from '../api/complete-order.ts';
import { prepareCheckout } from '../api/prepare-checkout.ts';
import {
  posterItem,
  trackBeginCheckout,
  trackFunnelStep,
  trackOrderPurchase,
} from '../../../lib/checkout-analytics.ts';
import { checkoutFailureText } from '../checkout-errors.ts';
import { clearPendingPayment } from '../../../components/payment/pending-payment.ts';
import { OrderSummary } from './order-summary.tsx';
import { PaymentStep } from '../../../components/payment/payment-step.tsx';
import { ShippingForm } from './shipping-form.tsx';
import { OrderConfirmation } from './order-confirmation.tsx';
import type { OrderablePoster } from '../../../components/poster/poster-order.ts';

/** The single-poster order's states (docs/product/pay.md#checkout). */
export type PosterOrderStep = 'idle' | 'shipping' | 'payment' | 'confirmed';

type PosterOrderDialogProps = {
  poster: OrderablePoster;
  /** The size and frame (docs/product/pay.md#sizes-and-frames); absent: A3 unframed. */
  format?: PrintFormat;
  open: boolean;
  quantity?: number;
  defaultEmail?: string;
  /** The words of a failed preparation: one on /create, another in the dashboard. */
  prepareFailedText?: string;
  onOpenChange: (open: boolean) => void;
  onStepChange: (step: PosterOrderStep, order?: CompleteOrderResponse) => void;
};

/**
 * Ordering one's own poster as a print in the chosen size and frame (docs/product/pay.md#checkout): shipping, then
 * payment, then 'Thank You' with the order number. The table's price (A3 unframed 29.95 CHF), shipping free; the
 * server prices it.
 */
export default function PosterOrderDialog({
  poster,
  format = DEFAULT_PRINT_FORMAT,
  open,
  quantity = 1,
  defaultEmail,
  prepareFailedText,
  onOpenChange,
  onStepChange,
}: PosterOrderDialogProps) {
  const m = useMessages('checkout');
  const prints = useMessages('prints');
  // The payment step also speaks the payment outcome's words: loaded with the dialog, never mid-flow.
  usePreloadedAreas('membership');
  const [step, setStep] = useState<Exclude<PosterOrderStep, 'idle'>>('shipping');
  const [shipping, setShipping] = useState<ShippingData | null>(null);
  const [checkout, setCheckout] = useState<PrepareCheckoutResponse | null>(null);
  const [order, setOrder] = useState<CompleteOrderResponse | null>(null);
  const [preparing, setPreparing] = useState(false);

  // Each opening after a finished or abandoned order starts again at the shipping form.
  useEffect(() => {
    if (!open) return;
    if (step === 'confirmed') return;
    setStep('shipping');
    setCheckout(null);
    onStepChange('shipping');
    trackBeginCheckout('poster');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);

  const goTo = (next: Exclude<PosterOrderStep, 'idle'>, done?: CompleteOrderResponse) => {
    setStep(next);
    onStepChange(next, done);
  };

  const submitShipping = async (data: ShippingData) => {
    setShipping(data);
    setPreparing(true);
    try {
      const prepared = await prepareCheckout({ ...data, imageId: poster.imageId, quantity, ...format });
      setCheckout(prepared);
      trackFunnelStep('shipping_info_completed', 'poster');
      goTo('payment');
    } catch (error) {
      toast({
        title: m.errorTitle,
        description: checkoutFailureText(error, prepareFailedText ?? m.checkoutPreparationFailed),
        variant: 'destructive',
        duration: 5000,
      });
    } finally {
      setPreparing(false);
    }
  };

  const complete = async (paymentIntentId: string) => {
    if (!checkout || !shipping) return;
    try {
      const done = await completeOrder({
        paymentIntentId,
        confirmationId: checkout.confirmationId,
        shippingData: shipping,
        imageUrl: poster.imageUrl,
        originalImageUrl: poster.originalImageUrl,
        style: poster.style,
        quantity,
      });
      clearPendingPayment();
      trackOrderPurchase(done.confirmationId, done.amount, [posterItem(format, unitPrice, quantity)]);
      setOrder(done);
      goTo('confirmed', done);
    } catch (error) {
      toast({
        title: m.errorTitle,
        description: checkoutFailureText(error, m.orderCompletionFailed),
        variant: 'destructive',
        duration: 8000,
      });
    }
  };

  const unitPrice = priceOf(format, A3_POSTER_PRICE).unitPrice;
  const formatWords = formatLabel(prints, format);
  const line = m.summaryLine({ format: formatWords });
  const stepNumber = step === 'shipping' ? 1 : 2;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Keys typed here must not reach an outer dialog's arrow-key navigation (the dashboard's). */}
      <DialogContent
        toastsAbove
        size="lg"
        data-testid="poster-order-dialog"
        onKeyDown={(event) => event.stopPropagation()}
        aria-describedby={undefined}
      >
        {step === 'confirmed' && order ? (
          <OrderConfirmation
            order={order}
            lines={[{ name: poster.title, quantity, format }]}
            title={m.thankYou}
            text={m.thankYouText}
            onDone={() => onOpenChange(false)}
          />
        ) : (
          <>
            <DialogHeader>
              <p className="text-xs font-bold tracking-[0.14em] text-swiss-deep uppercase">
                {m.step({ number: stepNumber, total: 2 })}
              </p>
              <DialogTitle>{step === 'shipping' ? m.shippingTitle : m.paymentTitle}</DialogTitle>
              <DialogDescription>{step === 'shipping' ? m.shippingText : m.paymentText}</DialogDescription>
            </DialogHeader>
            {/* a body of its own for each step: the next step opens at its top */}
            <DialogBody key={step} className="grid gap-5">
              <OrderSummary
                quantity={quantity}
                line={line}
                unitPrice={unitPrice}
                total={checkout?.amount}
                imageUrl={poster.previewUrl}
              />
              {step === 'shipping' || !checkout ? (
                <ShippingForm
                  defaultValues={shipping ?? (defaultEmail ? { email: defaultEmail } : undefined)}
                  busy={preparing}
                  onSubmit={submitShipping}
                />
              ) : (
                <PaymentStep
                  clientSecret={checkout.clientSecret}
                  amount={checkout.amount}
                  caption={line}
                  label="poster"
                  onBack={() => goTo('shipping')}
                  onPaid={({ intentId }) => complete(intentId)}
                  pending={
                    shipping
                      ? {
                          kind: 'order',
                          confirmationId: checkout.confirmationId,
                          shippingData: shipping,
                          imageUrl: poster.imageUrl,
                          originalImageUrl: poster.originalImageUrl,
                          style: poster.style,
                          quantity,
                        }
                      : undefined
                  }
                />
              )}
            </DialogBody>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
