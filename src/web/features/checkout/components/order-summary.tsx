import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';

type OrderSummaryProps = {
  quantity: number;
  /** What is printed: 'Poster (A2, black frame)'. */
  line: string;
  unitPrice: number;
  total?: number;
  imageUrl?: string;
  imageAlt?: string;
};

/**
 * The order summary (docs/product/pay.md#checkout): 'Poster (A2, black frame)', shipping Free, the total, and the note
 * 'Printed in Switzerland. Delivered to your door.' The total is the server's once it has priced it.
 */
export function OrderSummary({ quantity, line, unitPrice, total, imageUrl, imageAlt = '' }: OrderSummaryProps) {
  const m = useMessages('checkout');
  const format = useFormat();
  const sum = total ?? Math.round(unitPrice * quantity * 100) / 100;
  return (
    <section
      aria-label={m.summaryTitle}
      className="grid gap-3 border-2 border-ink bg-paper p-4"
      data-testid="order-summary"
    >
      <div className="flex items-start gap-4">
        {imageUrl ? (
          <div className="aspect-[1/1.414] w-16 shrink-0 bg-white p-1 shadow-[0_10px_24px_-16px_rgb(20_20_20/0.7)]">
            <img src={imageUrl} alt={imageAlt} className="size-full object-cover" />
          </div>
        ) : null}
        <div className="min-w-0 grow">
          <p className="text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">{m.summaryTitle}</p>
          <dl className="mt-2 grid gap-1 text-sm">
            <div className="flex justify-between gap-3">
              <dt>
                {line}
                {quantity > 1 ? ` × ${format.number(quantity)}` : ''}
              </dt>
              <dd className="whitespace-nowrap tabular-nums">{format.price(unitPrice * quantity)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>{m.shipping}</dt>
              <dd>{m.shippingFree}</dd>
            </div>
            <div className="mt-1 flex justify-between gap-3 border-t-2 border-ink pt-2 text-base font-bold">
              <dt>{m.total}</dt>
              <dd className="tabular-nums" data-testid="order-total">
                {format.price(sum)}
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <p className="text-xs text-ink-soft">{m.printedNote}</p>
    </section>
  );
}
