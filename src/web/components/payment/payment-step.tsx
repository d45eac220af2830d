import { ArrowLeft, LoaderCircle, Lock } from 'lucide-react';
import { Suspense, lazy, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, PendingButton } from '../ui/button.tsx';
import { toast } from '../ui/use-toast.ts';
import { trackEvent } from '../../lib/analytics.ts';
import { useFormat, useMessages } from '../../lib/i18n/i18n.tsx';
import { getSettings } from '../../lib/settings.ts';
import { trackFunnelStep } from '../../lib/checkout-analytics.ts';
import type { PaymentMethodHandle, PaymentMode } from './payment-method.ts';
import { confirmToOutcome } from './payment-outcome.ts';
import { savePendingPayment } from './pending-payment.ts';
import type { PendingPayment } from './pending-payment.ts';
import { SandboxCardForm } from './sandbox-card-form.tsx';

const StripePaymentMethod = lazy(() => import('./stripe-payment-method.tsx'));

export type PaidIntent = { intentId: string; paymentMethodId: string | null };

type PaymentStepProps = {
  clientSecret: string;
  mode?: PaymentMode;
  /** CHF, as the server priced it. */
  amount: number;
  /** Shown under the amount: what is being paid for. */
  caption?: ReactNode;
  onBack?: () => void;
  /** The payment went through: complete the order (or membership, or credits). Errors are the caller's. */
  onPaid: (paid: PaidIntent) => Promise<void> | void;
  /** Kept for a provider's redirect so the flow can finish on return. */
  pending?: PendingPayment;
  /** Label for analytics. */
  label: string;
};

/**
 * The payment step (docs/product/pay.md#checkout): the provider's form, Back and Pay Now. Pay Now is disabled until
 * the provider is ready and reads 'Processing...' while paying; while the order is being completed a
 * spinner with 'Processing...' replaces the buttons. Every outcome becomes its toast.
 */
export function PaymentStep({
  clientSecret,
  mode = 'payment',
  amount,
  caption,
  onBack,
  onPaid,
  pending,
  label,
}: PaymentStepProps) {
  const [handle, setHandle] = useState<PaymentMethodHandle | null>(null);
  const [paying, setPaying] = useState(false);
  const [completing, setCompleting] = useState(false);
  const onHandle = useCallback((next: PaymentMethodHandle | null) => setHandle(() => next), []);
  const stripe = getSettings().paymentProvider === 'stripe';
  const m = useMessages('checkout');
  const membership = useMessages('membership');
  const format = useFormat();

  const pay = async () => {
    if (!handle || paying) return;
    setPaying(true);
    trackFunnelStep('payment_initiated', label);
    if (stripe && pending) savePendingPayment(pending);
    const outcome = await confirmToOutcome(mode, handle.confirm, { checkout: m, membership });
    if (outcome.kind !== 'succeeded') {
      toast({ ...outcome.toast, duration: 5000 });
      trackEvent('Checkout', `payment_${outcome.kind}`, label);
      setPaying(false);
      return;
    }
    trackFunnelStep('payment_completed', label);
    setCompleting(true);
    try {
      await onPaid({ intentId: outcome.intentId, paymentMethodId: outcome.paymentMethodId });
    } finally {
      setCompleting(false);
      setPaying(false);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-5" data-testid="payment-step">
      <div className="flex items-baseline justify-between gap-3 border-y-2 border-ink py-3">
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">{m.amountDue}</p>
          {caption ? <p className="mt-0.5 text-sm text-ink-soft">{caption}</p> : null}
        </div>
        <p
          className="shrink-0 text-2xl font-bold tracking-tight whitespace-nowrap tabular-nums"
          data-testid="amount-due"
        >
          {format.price(amount)}
        </p>
      </div>
      {stripe ? (
        <Suspense
          fallback={
            <p className="flex items-center gap-2 py-6 text-sm text-ink-soft">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              {m.loadingPayment}
            </p>
          }
        >
          <StripePaymentMethod clientSecret={clientSecret} mode={mode} disabled={paying} onHandle={onHandle} />
        </Suspense>
      ) : (
        <SandboxCardForm clientSecret={clientSecret} mode={mode} disabled={paying} onHandle={onHandle} />
      )}
      {completing ? (
        <p role="status" className="flex h-14 items-center justify-center gap-2 border-2 border-ink font-semibold">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {m.processing}
        </p>
      ) : (
        // On a phone Pay Now takes the whole width above Back, so no language's words push either off the screen.
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {onBack ? (
            <Button variant="outline" size="lg" onClick={onBack} disabled={paying} className="px-5">
              <ArrowLeft aria-hidden="true" className="size-5" />
              {m.back}
            </Button>
          ) : null}
          <PendingButton
            variant="accent"
            size="lg"
            className="grow"
            onClick={() => void pay()}
            pending={paying}
            pendingLabel={m.processing}
            icon={<Lock aria-hidden="true" className="size-5" />}
            disabled={!handle}
            data-testid="pay-now"
          >
            {m.payNow}
          </PendingButton>
        </div>
      )}
    </div>
  );
}
