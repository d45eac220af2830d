import { ImageOff } from 'lucide-react';
import { formatEdition } from '../../../../shared/orders.ts';
import { formatLabel, formatOf } from '../../../../shared/print-formats.ts';
import type { CustomerOrderItem, CustomerOrderKind } from '../../../../shared/orders.ts';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';

/** A poster's small picture in a list of orders; a quiet frame when the poster is gone. */
export function OrderThumbnail({ item, size = 'sm' }: { item: CustomerOrderItem; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-16 w-[45px]' : 'h-28 w-[79px]';
  if (!item.thumbnailUrl) {
    return (
      <span className={`${box} inline-flex shrink-0 items-center justify-center border border-ink/20 bg-paper-deep`}>
        <ImageOff aria-hidden="true" className="size-4 text-ink-soft" />
      </span>
    );
  }
  return (
    <img
      src={item.thumbnailUrl}
      alt=""
      loading="lazy"
      decoding="async"
      className={`${box} shrink-0 border-4 border-white object-cover shadow-sm`}
    />
  );
}

/** The posters of one order: picture, name, size and frame, edition number, quantity and price. */
export function OrderItems({ items, kind }: { items: CustomerOrderItem[]; kind: CustomerOrderKind }) {
  const m = useMessages('orders');
  const prints = useMessages('prints');
  const { price } = useFormat();
  return (
    <ul className="flex flex-col divide-y divide-ink/10">
      {items.map((item, index) => (
        <li key={index} className="flex gap-4 py-3">
          <OrderThumbnail item={item} size="md" />
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="font-semibold break-words">
              {item.name ?? (kind === 'order' ? m.unnamedPoster : m.unnamedCataloguePoster)}
            </p>
            <p className="text-sm font-semibold" data-testid="order-item-format">
              {formatLabel(prints, formatOf(item))}
            </p>
            {item.edition ? (
              <p className="text-sm">
                <span className="font-semibold text-swiss-deep">{m.limitedEdition}</span> {formatEdition(item.edition)}
              </p>
            ) : null}
            <p className="text-sm text-ink-soft">
              {m.quantity({ count: item.quantity })} · {m.each({ price: price(item.unitPrice) })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
