import { clsx } from 'clsx';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { CompleteOrderResponse } from '../../../../shared/checkout.ts';
import { formatLabel } from '../../../../shared/print-formats.ts';
import type { PrintFormat } from '../../../../shared/print-formats.ts';
import { DeliveryEstimate } from '../../../components/delivery/delivery-estimate.tsx';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { DialogBody, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { celebrateOnce } from '../confetti.ts';

/** A print of the order as the confirmation names it. */
export type ConfirmedLine = { name: string; quantity: number; format: PrintFormat };

type OrderConfirmationProps = {
  order: CompleteOrderResponse;
  /** The prints, each with its size and frame (docs/product/pay.md#sizes-and-frames). */
  lines: ConfirmedLine[];
  /** 'Thank You' for one's own poster bought on its own, 'Order Confirmed!' for a cart. */
  title: string;
  text: string;
  /** Leaving the sheet for the order's page: the flow is over. */
  onDone: () => void;
};

/**
 * The confirmation sheet of every shipped order (docs/product/pay.md#checkout): one confetti burst, the reference (one
 * line, linked to the order's page), name, e-mail, prints (each with its size and frame) and total, and the way to the
 * order's page. The dialog's own close button is the only one.
 */
export function OrderConfirmation({ order, lines, title, text, onDone }: OrderConfirmationProps) {
  const m = useMessages('checkout');
  const prints = useMessages('prints');
  const format = useFormat();
  // a guest opens it with the key its mail carries too; a signed-in buyer by the session
  const orderPath =
    `/orders/${encodeURIComponent(order.confirmationId)}` +
    (order.orderKey ? `?key=${encodeURIComponent(order.orderKey)}` : '');
  useEffect(() => celebrateOnce(order.confirmationId), [order.confirmationId]);

  const rows: [string, string, string][] = [
    [m.name, `${order.firstName} ${order.lastName}`, 'order-name'],
    [m.email, order.email, 'order-email'],
    [m.items, m.itemCount({ count: order.itemCount }), 'order-items'],
    [m.totalPaid, format.price(order.amount), 'order-total'],
  ];
  return (
    <>
      {/* centred under the close button's row, so as wide on the right as on the left (the header's room for the ×
          would pull it 20 px to the left) */}
      <DialogHeader className="items-center pt-10 pr-6! text-center" role="status" data-testid="thank-you">
        <CircleCheck aria-hidden="true" className="size-14 text-swiss" strokeWidth={1.75} />
        <DialogTitle className="text-4xl tracking-tighter">{title}</DialogTitle>
        <DialogDescription className="max-w-sm text-base">{text}</DialogDescription>
      </DialogHeader>
      <DialogBody className="grid grid-cols-1 gap-5">
        <dl className="grid grid-cols-1 gap-px border-2 border-ink bg-ink text-sm" data-testid="order-confirmation">
          <div className="flex items-baseline justify-between gap-4 bg-paper px-4 py-2.5">
            <dt className="min-w-0 text-ink-soft">{m.orderReference}</dt>
            <dd>
              {/* A reference never breaks across lines (ORD-… at its hyphen). */}
              <Link
                to={orderPath}
                onClick={onDone}
                className={clsx(
                  'font-bold tracking-tight whitespace-nowrap tabular-nums underline decoration-1',
                  'underline-offset-4 hover:text-swiss-deep hover:decoration-2',
                )}
                data-testid="order-reference"
              >
                {order.confirmationId}
              </Link>
            </dd>
          </div>
          {rows.map(([term, value, testId]) => (
            <div key={testId} className="flex items-baseline justify-between gap-4 bg-paper px-4 py-2.5">
              <dt className="shrink-0 text-ink-soft">{term}</dt>
              {/* whole, wrapping if need be: a buyer checks the address the confirmation goes to */}
              <dd className="min-w-0 text-right font-semibold [overflow-wrap:anywhere]" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {lines.length ? (
          <ul className="grid gap-1 text-sm" data-testid="order-formats">
            {lines.map((line, index) => (
              <li key={index} className="flex gap-2 [overflow-wrap:anywhere]">
                <span className="shrink-0 font-bold tabular-nums">{format.number(line.quantity)} ×</span>
                <span>
                  <span className="font-semibold">{line.name}</span>
                  {' · '}
                  {formatLabel(prints, line.format)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {order.country ? <DeliveryEstimate country={order.country} /> : null}
        <Link
          to={orderPath}
          onClick={onDone}
          className={buttonClassName({ variant: 'primary', size: 'lg', className: 'w-full' })}
          data-testid="view-order"
        >
          {m.viewOrder}
          <ArrowRight aria-hidden="true" className="size-5" strokeWidth={2.5} />
        </Link>
      </DialogBody>
    </>
  );
}
