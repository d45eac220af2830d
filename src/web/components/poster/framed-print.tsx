import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { Frame, PrintFormat } from '../../../shared/print-formats.ts';

/** A frame's moulding seen from the front, as its swatch in the picker shows it. */
const MOULDING: Record<Exclude<Frame, 'none'>, string> = {
  black: 'bg-[#1b1b1b]',
  white: 'bg-[#f4f2ec] ring-1 ring-ink/20',
  oak: 'bg-[linear-gradient(135deg,#d9b98a,#c49a63_45%,#dcbf93_60%,#b88c55)]',
};

/**
 * A poster as the buyer is choosing it (docs/product/pay.md#sizes-and-frames): unframed, its print on white paper;
 * framed, in the frame's moulding, with a wide white passe-partout when one is chosen. `children` is the picture.
 */
export function FramedPrint({
  format,
  className,
  children,
}: {
  format: Pick<PrintFormat, 'frame' | 'passepartout'>;
  className?: string;
  children: ReactNode;
}) {
  if (format.frame === 'none') {
    return (
      <div className={clsx('bg-white p-2 md:p-3', className)} data-testid="framed-print" data-frame="none">
        {children}
      </div>
    );
  }
  return (
    <div
      className={clsx('p-2.5 md:p-3.5', MOULDING[format.frame], className)}
      data-testid="framed-print"
      data-frame={format.frame}
      data-passepartout={format.passepartout || undefined}
    >
      <div
        className={clsx(
          'bg-white shadow-[inset_0_1px_3px_rgb(20_20_20/0.35)]',
          format.passepartout ? 'p-5 md:p-7' : 'p-0',
        )}
      >
        {children}
      </div>
    </div>
  );
}
