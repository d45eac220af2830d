import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import {
  DEFAULT_PRINT_FORMAT,
  FRAMES,
  PRINT_SIZES,
  framingPriceMinor,
  lowDpiSizes,
  priceOf,
} from '../../../shared/print-formats.ts';
import type { Frame, PrintFormat, PrintSize } from '../../../shared/print-formats.ts';
import { fromMinorUnits } from '../../../shared/checkout-limits.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useFormat, useMessages } from '../../lib/i18n/i18n.tsx';

/**
 * The format a buyer is choosing, A3 unframed until they choose (docs/product/pay.md#sizes-and-frames). The page that
 * shows the picker holds it, so the same value can go to the order, the cart and the wall preview.
 */
export function usePrintFormat(initial: PrintFormat = DEFAULT_PRINT_FORMAT) {
  return useState<PrintFormat>(initial);
}

/**
 * The width in pixels of the part of the customer's photo a poster shows, as the poster APIs answer it
 * (`shownPhotoWidth`); absent, null or nonsense means unknown: no warning.
 */
export function shownPhotoWidthOf(poster: object | null | undefined): number | null {
  const width = (poster as { shownPhotoWidth?: unknown } | null | undefined)?.shownPhotoWidth;
  return typeof width === 'number' && Number.isFinite(width) && width > 0 ? width : null;
}

/** A frame's colour in its swatch: the moulding seen from the front. */
const SWATCH: Record<Frame, string> = {
  none: 'border-2 border-dashed border-ink/40 bg-white',
  black: 'border-2 border-ink bg-[#1b1b1b]',
  white: 'border-2 border-ink/25 bg-white shadow-[inset_0_0_0_3px_#f1efe9]',
  oak: 'border-2 border-[#9b7446] bg-[linear-gradient(135deg,#d9b98a,#c49a63_45%,#dcbf93_60%,#b88c55)]',
};

/** The ring around the chosen option, and the keyboard's focus ring (the radio itself is out of sight). */
const optionClass =
  'cursor-pointer border-2 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 ' +
  'has-[:focus-visible]:outline-swiss';

type PrintFormatPickerProps = {
  value: PrintFormat;
  onChange: (format: PrintFormat) => void;
  /** CHF of this poster's A3 print: an own poster's 29.95, a catalogue poster's own price. */
  a3Price: number;
  /** The width of the shown part of the customer's photo in pixels; null or absent: unknown, no warning. */
  shownPhotoWidth?: number | null;
  /** Show the price of one print under the choices (off where the page shows the price already). */
  showPrice?: boolean;
  className?: string;
};

/**
 * The size and frame of one print (docs/product/pay.md#sizes-and-frames): the four A sizes with their centimetres and
 * prices, four frames as swatches, a white passe-partout once framed, and the price of one print as the table gives it
 * (the server prices for real). Sizes at which the customer's photo gives less than 150 DPI say so in plain words and
 * can still be chosen. Native radio groups: arrow keys move within a group, every target at least 44 px.
 */
export function PrintFormatPicker({
  value,
  onChange,
  a3Price,
  shownPhotoWidth = null,
  showPrice = true,
  className,
}: PrintFormatPickerProps) {
  const m = useMessages('prints');
  const format = useFormat();
  const id = useId();
  // On a page the server drew, a choice made before the browser took it over would show as chosen and not count (the
  // price, the cart and the wall would keep the default): the choices wait for the browser.
  const hydrated = useHydrated();
  const soft = new Set<PrintSize>(shownPhotoWidth ? lowDpiSizes(shownPhotoWidth) : []);
  // Small for every size: one note above the sizes rather than the same words four times.
  const softEverywhere = soft.size === PRINT_SIZES.length;
  const everywhereId = `${id}-soft-all`;
  const choose = (next: Partial<PrintFormat>) => {
    const merged = { ...value, ...next };
    // A passe-partout is mounted in a frame: without one, there is none.
    onChange({ ...merged, passepartout: merged.frame !== 'none' && merged.passepartout });
  };
  const unitPrice = priceOf(value, a3Price).unitPrice;

  return (
    <div
      role="group"
      aria-label={m.pickerTitle}
      className={clsx('@container grid gap-4', className)}
      data-testid="print-format-picker"
    >
      <fieldset className="grid gap-1.5" disabled={!hydrated}>
        <legend className="mb-1.5 text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">{m.sizeTitle}</legend>
        {softEverywhere ? (
          <p
            id={everywhereId}
            className="mb-1 flex items-start gap-1.5 text-xs font-semibold text-swiss-deep"
            data-testid="low-dpi-warning"
          >
            <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            {m.lowDpiEverySize}
          </p>
        ) : null}
        {PRINT_SIZES.map((size) => {
          const checked = value.size === size;
          const warningId = `${id}-soft-${size}`;
          return (
            <label
              key={size}
              className={clsx(
                optionClass,
                'grid min-h-11 grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 px-3 py-2',
                checked ? 'border-ink bg-paper-deep' : 'border-ink/20 hover:border-ink/60',
              )}
              data-testid={`size-${size}`}
            >
              <input
                type="radio"
                name={`${id}-size`}
                value={size}
                checked={checked}
                onChange={() => choose({ size })}
                aria-describedby={softEverywhere ? everywhereId : soft.has(size) ? warningId : undefined}
                className="size-4.5 accent-ink"
              />
              <span className="grid leading-tight">
                <span className="font-bold">{size}</span>
                <span className="text-xs text-ink-soft">{m.sizeDimensions[size]}</span>
              </span>
              <span className="text-sm whitespace-nowrap tabular-nums">
                {format.price(priceOf({ ...value, size }, a3Price).unitPrice)}
              </span>
              {soft.has(size) && !softEverywhere ? (
                <span
                  id={warningId}
                  className="col-start-2 col-end-4 mt-1 flex items-start gap-1.5 text-xs font-semibold text-swiss-deep"
                  data-testid="low-dpi-warning"
                >
                  <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                  {m.lowDpi({ size })}
                </span>
              ) : null}
            </label>
          );
        })}
      </fieldset>
      <fieldset disabled={!hydrated}>
        <legend className="mb-2.5 text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">{m.frameTitle}</legend>
        <div className="grid grid-cols-2 gap-1.5 @[20rem]:grid-cols-4">
          {FRAMES.map((frame) => {
            const checked = value.frame === frame;
            const extra = framingPriceMinor({ size: value.size, frame, passepartout: false });
            return (
              <label
                key={frame}
                className={clsx(
                  optionClass,
                  'flex min-h-11 min-w-0 flex-col items-center gap-1 px-1 py-2 text-center',
                  checked ? 'border-ink bg-paper-deep' : 'border-transparent hover:border-ink/30',
                )}
                data-testid={`frame-${frame}`}
              >
                <input
                  type="radio"
                  name={`${id}-frame`}
                  value={frame}
                  checked={checked}
                  onChange={() => choose({ frame })}
                  className="sr-only"
                />
                <span aria-hidden="true" className={clsx('size-9 shrink-0', SWATCH[frame])} />
                <span className={clsx('text-xs leading-tight hyphens-auto', checked && 'font-semibold')}>
                  {m.frames[frame]}
                </span>
                {extra ? (
                  <span className="text-[0.6875rem] leading-tight whitespace-nowrap text-ink-soft tabular-nums">
                    {m.frameExtra({ price: format.price(fromMinorUnits(extra)) })}
                  </span>
                ) : null}
              </label>
            );
          })}
        </div>
      </fieldset>
      {value.frame !== 'none' ? (
        <label
          className={clsx(
            'flex min-h-11 cursor-pointer items-center gap-3 border-2 border-ink/20 px-3 py-2',
            'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-swiss',
          )}
          data-testid="passepartout"
        >
          <input
            type="checkbox"
            disabled={!hydrated}
            checked={value.passepartout}
            onChange={(event) => choose({ passepartout: event.target.checked })}
            className="size-4.5 accent-ink"
          />
          <span className="grow text-sm">{m.passepartoutTitle}</span>
          <span className="text-sm whitespace-nowrap text-ink-soft tabular-nums">
            {m.frameExtra({
              price: format.price(
                fromMinorUnits(
                  framingPriceMinor({ ...value, passepartout: true }) -
                    framingPriceMinor({ ...value, passepartout: false }),
                ),
              ),
            })}
          </span>
        </label>
      ) : null}
      {showPrice ? (
        <p className="text-base font-bold tabular-nums" aria-live="polite" data-testid="format-price">
          {m.pricePerPrint({ price: format.price(unitPrice) })}
        </p>
      ) : null}
    </div>
  );
}
