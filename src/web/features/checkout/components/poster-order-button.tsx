import { CircleCheck, ShoppingBag } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import type { PosterOrderButtonProps } from '../../../components/poster/poster-order.ts';
import type { PosterOrderStep } from './poster-order-dialog.tsx';

const PosterOrderDialog = lazy(() => import('./poster-order-dialog.tsx'));

/**
 * Order (A3) and its single-poster order flow (idle → shipping → payment → confirmed,
 * docs/product/pay.md#checkout): the button is disabled while an order is under way and gives way to the order number
 * once confirmed. The flow's code loads on the first click.
 */
export function PosterOrderButton({ poster, label, variant = 'outline', defaultEmail, prepareFailedText, className }: PosterOrderButtonProps) {
  const [step, setStep] = useState<PosterOrderStep>('idle');
  const [open, setOpen] = useState(false);
  const [orderId, setOrderId] = useState<string | null>(null);
  // Words last: the first render may suspend on them, and React replays it safely only when every other hook came before.
  const m = useMessages('checkout');

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
          onClick={() => setOpen(true)}
          data-testid="order-button"
        >
          <ShoppingBag aria-hidden="true" className="size-5" />
          {label}
        </Button>
      )}
      {poster && (open || step !== 'idle') ? (
        <Suspense fallback={null}>
          <PosterOrderDialog
            poster={poster}
            open={open}
            defaultEmail={defaultEmail}
            prepareFailedText={prepareFailedText}
            onOpenChange={(next) => {
              setOpen(next);
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
