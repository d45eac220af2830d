import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { DialogTitle } from '../../../components/ui/dialog.tsx';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { celebrateOnce } from '../confetti.ts';

/** 'Thank You' with the order number and one confetti burst (docs/product/pay.md#checkout). */
export function ThankYou({ confirmationId, asDialogTitle = false }: { confirmationId: string; asDialogTitle?: boolean }) {
  const m = useMessages('checkout');
  useEffect(() => celebrateOnce(confirmationId), [confirmationId]);
  const Title = asDialogTitle ? DialogTitle : 'h2';
  return (
    <div className="flex flex-col items-center gap-3 px-2 py-8 text-center" role="status" data-testid="thank-you">
      <CircleCheck aria-hidden="true" className="size-14 text-swiss" strokeWidth={1.75} />
      <Title className="text-4xl leading-none font-bold tracking-tighter">{m.thankYou}</Title>
      <p className="text-lg font-semibold" data-testid="order-number">
        {m.orderNumber({ id: confirmationId })}
      </p>
      <p className="max-w-sm text-sm text-ink-soft">{m.thankYouText}</p>
    </div>
  );
}
