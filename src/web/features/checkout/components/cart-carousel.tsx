import { clsx } from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Minus, Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { MAX_ORDER_QUANTITY } from '../../../../shared/checkout-limits.ts';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { formatLabel } from '../../../../shared/print-formats.ts';
import { cartLineId } from '../cart-rules.ts';
import type { CartItem } from '../cart-rules.ts';
import { cartActions } from '../cart-store.ts';
import { FramedPrint } from '../../../components/poster/framed-print.tsx';

const stepperClass =
  'inline-flex size-9 items-center justify-center border-2 border-ink text-ink transition-colors hover:bg-ink ' +
  'hover:text-paper focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-swiss ' +
  'disabled:pointer-events-none disabled:opacity-35';
const arrowClass =
  'absolute top-[38%] z-10 inline-flex size-10 -translate-y-1/2 items-center justify-center bg-paper text-ink ' +
  'shadow transition-colors hover:bg-ink hover:text-paper focus-visible:outline-3 focus-visible:outline-swiss ' +
  'disabled:opacity-0';

/**
 * The cart's posters as a swipeable carousel (docs/product/catalogue.md#cart): each line's size and frame and its price
 * per print, quantity −/+, remove, 'Limited Edition'.
 */
export function CartCarousel({ items }: { items: CartItem[] }) {
  const m = useMessages('cart');
  const prints = useMessages('prints');
  const format = useFormat();
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrevious(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  useEffect(() => {
    embla?.reInit();
  }, [embla, items.length]);

  return (
    <div className="relative min-w-0" data-testid="cart-carousel">
      <div ref={viewportRef} className="overflow-hidden" data-carousel>
        <ul className="flex touch-pan-y gap-3">
          {items.map((item) => {
            const name = item.name || m.untitled;
            return (
              <li
                key={cartLineId(item)}
                className={clsx(
                  'flex min-w-0 shrink-0 grow-0 flex-col gap-2',
                  // the next line peeks in at the edge; a line alone takes the width (its name was cut at 72 %)
                  items.length === 1 ? 'basis-full' : 'basis-[72%] sm:basis-[calc(50%-0.375rem)]',
                )}
                data-testid="cart-item"
              >
                <div className="relative bg-paper-deep p-3">
                  {/* in the frame and passe-partout chosen, as the poster's page showed it */}
                  <FramedPrint
                    format={item}
                    className="mx-auto w-full max-w-[11rem] shadow-[0_14px_30px_-20px_rgb(20_20_20/0.7)]"
                  >
                    <img
                      src={item.imageUrl}
                      alt={name}
                      className="aspect-[1/1.414] w-full object-cover"
                      draggable={false}
                    />
                  </FramedPrint>
                  {item.isLimitedEdition || item.own ? (
                    <span
                      className={clsx(
                        // clear of the remove button: a long name ('Limitierte Edition') wraps rather than under it
                        'absolute top-2 left-2 max-w-[calc(100%-3.5rem)] bg-ink px-2 py-0.5 text-[0.6875rem] font-bold',
                        'tracking-[0.12em] text-gold uppercase',
                      )}
                    >
                      {item.own ? m.ownPoster : m.limitedEdition}
                    </span>
                  ) : null}
                  <button
                    type="button"
                    aria-label={m.remove({ name })}
                    title={m.remove({ name })}
                    onClick={() => cartActions.remove(item)}
                    className={clsx(
                      'absolute top-2 right-2 inline-flex size-9 items-center justify-center bg-paper',
                      'text-ink transition-colors hover:bg-swiss hover:text-white',
                      'focus-visible:outline-3 focus-visible:outline-swiss',
                    )}
                  >
                    <Trash2 aria-hidden="true" className="size-4.5" />
                  </button>
                </div>
                <div className="grid gap-0.5">
                  <div className="flex min-w-0 items-baseline justify-between gap-2">
                    <p className="truncate font-semibold">{name}</p>
                    <p className="shrink-0 text-sm tabular-nums" data-testid="cart-item-price">
                      {format.price(item.price)}
                    </p>
                  </div>
                  <p className="text-sm text-ink-soft" data-testid="cart-item-format">
                    {formatLabel(prints, item)}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <button
                    type="button"
                    className={stepperClass}
                    aria-label={m.decrease({ name })}
                    disabled={item.isLimitedEdition}
                    onClick={() => cartActions.setQuantity(item, item.quantity - 1)}
                  >
                    <Minus aria-hidden="true" className="size-4" strokeWidth={2.5} />
                  </button>
                  <span className="min-w-8 text-center font-bold tabular-nums" data-testid="cart-quantity">
                    <span className="sr-only">{m.quantity} </span>
                    {item.quantity}
                  </span>
                  <button
                    type="button"
                    className={stepperClass}
                    aria-label={m.increase({ name })}
                    disabled={item.isLimitedEdition || item.quantity >= MAX_ORDER_QUANTITY}
                    onClick={() => cartActions.setQuantity(item, item.quantity + 1)}
                  >
                    <Plus aria-hidden="true" className="size-4" strokeWidth={2.5} />
                  </button>
                </div>
                {/* why its − and + are greyed */}
                {item.isLimitedEdition ? <p className="text-xs text-ink-soft">{m.alreadyInCartText}</p> : null}
              </li>
            );
          })}
        </ul>
      </div>
      <button
        type="button"
        aria-label={m.previousItem}
        className={`${arrowClass} -left-2`}
        disabled={!canPrevious}
        onClick={() => embla?.scrollPrev()}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        aria-label={m.nextItem}
        className={`${arrowClass} -right-2`}
        disabled={!canNext}
        onClick={() => embla?.scrollNext()}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
