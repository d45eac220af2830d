import { A3_POSTER_PRICE, fromMinorUnits, toMinorUnits } from './checkout-limits.ts';
import type { AreaTexts } from './i18n/catalogue.ts';

/**
 * What a print is made as (docs/product/pay.md#sizes-and-frames, decision 037): an ISO A sheet, bare or in a frame,
 * a framed one with or without a white passe-partout. Every A sheet has the A3's proportions (1 : √2), so the artwork
 * is the same at every size. A line, a cart entry and an order item each carry one format; absent means A3 unframed.
 */
export const PRINT_SIZES = ['A4', 'A3', 'A2', 'A1'] as const;
export type PrintSize = (typeof PRINT_SIZES)[number];
export const DEFAULT_PRINT_SIZE: PrintSize = 'A3';

export const FRAMES = ['none', 'black', 'white', 'oak'] as const;
export type Frame = (typeof FRAMES)[number];
export const DEFAULT_FRAME: Frame = 'none';

export type PrintFormat = { size: PrintSize; frame: Frame; passepartout: boolean };
export const DEFAULT_PRINT_FORMAT: PrintFormat = {
  size: DEFAULT_PRINT_SIZE,
  frame: DEFAULT_FRAME,
  passepartout: false,
};

/** The sheet, portrait, in millimetres (ISO 216). */
export const SHEET_MM: Record<PrintSize, { width: number; height: number }> = {
  A4: { width: 210, height: 297 },
  A3: { width: 297, height: 420 },
  A2: { width: 420, height: 594 },
  A1: { width: 594, height: 841 },
};

/** The frame's moulding, seen from the front, on each side (mm). */
export const FRAME_MOULDING_MM = 20;
/** The white passe-partout around the sheet, on each side (mm): the frame grows by it, the print keeps its size. */
export const PASSEPARTOUT_MM: Record<PrintSize, number> = { A4: 40, A3: 50, A2: 60, A1: 70 };

/** The outside of what hangs on the wall (mm): the sheet, its mount and its frame. */
export function outerSizeMm(format: PrintFormat): { width: number; height: number } {
  const sheet = SHEET_MM[format.size];
  const mount = format.frame !== 'none' && format.passepartout ? PASSEPARTOUT_MM[format.size] : 0;
  const moulding = format.frame === 'none' ? 0 : FRAME_MOULDING_MM;
  const border = 2 * (mount + moulding);
  return { width: sheet.width + border, height: sheet.height + border };
}

/** The print master's resolution per size: 300 DPI up to A2, 200 DPI for A1 (a sheet seen from further away). */
export const MASTER_DPI: Record<PrintSize, number> = { A4: 300, A3: 300, A2: 300, A1: 200 };

/** The print master's pixels for a size: A3 3508 × 4961, A2 4961 × 7016, A1 4677 × 6622, A4 2480 × 3508. */
export function masterPixels(size: PrintSize): { width: number; height: number } {
  const { width, height } = SHEET_MM[size];
  const dpi = MASTER_DPI[size];
  return { width: Math.round((width / 25.4) * dpi), height: Math.round((height / 25.4) * dpi) };
}

/** Below this many of the photo's own pixels per inch of the sheet, the size picker warns before payment. */
export const LOW_DPI = 150;

/**
 * Pixels per inch the customer's photo gives at a size: `shownWidth` is the width in pixels of the part of the photo
 * the poster shows (its crop), spread across the sheet's width.
 */
export const photoDpiAt = (size: PrintSize, shownWidth: number) =>
  Math.floor(shownWidth / (SHEET_MM[size].width / 25.4));

/** The sizes at which a photo whose shown part is `shownWidth` pixels wide gives less than LOW_DPI. */
export const lowDpiSizes = (shownWidth: number) => PRINT_SIZES.filter((size) => photoDpiAt(size, shownWidth) < LOW_DPI);

/** The largest size a photo whose shown part is `shownWidth` pixels wide prints at LOW_DPI or more; null if none. */
export const largestSharpSize = (shownWidth: number): PrintSize | null =>
  PRINT_SIZES.filter((size) => photoDpiAt(size, shownWidth) >= LOW_DPI).at(-1) ?? null;

/**
 * The price table (docs/product/pay.md#sizes-and-frames), in Rappen: the bare print of an own poster per size (A3 is
 * A3_POSTER_PRICE), and what a frame and a passe-partout add per size. Frames and mounts are the shop's: a creator's
 * royalty is a share of the print's price only.
 */
export const PRINT_PRICES: Record<PrintSize, number> = {
  A4: 1990,
  A3: toMinorUnits(A3_POSTER_PRICE),
  A2: 4490,
  A1: 6990,
};
export const FRAME_PRICES: Record<PrintSize, number> = { A4: 2490, A3: 3490, A2: 4990, A1: 6990 };
export const PASSEPARTOUT_PRICES: Record<PrintSize, number> = { A4: 990, A3: 1290, A2: 1690, A1: 2290 };

/**
 * The bare print's price at a size, in Rappen, for a poster whose A3 costs `a3Price` (Rappen): A3 is the A3 price
 * itself; another size follows the table's ratio to A3, rounded to 10 Rappen. An own poster's A3 is 29.95, so its
 * sizes are the table's own amounts.
 */
export function printPriceMinor(size: PrintSize, a3Price: number): number {
  if (size === 'A3') return a3Price;
  return Math.round((a3Price * PRINT_PRICES[size]) / PRINT_PRICES.A3 / 10) * 10;
}

/** What a frame and a passe-partout add to a print at a size, in Rappen. */
export function framingPriceMinor(format: PrintFormat): number {
  if (format.frame === 'none') return 0;
  return FRAME_PRICES[format.size] + (format.passepartout ? PASSEPARTOUT_PRICES[format.size] : 0);
}

/** One print in a format, in CHF: its print part (what royalties are a share of) and what the buyer pays for it. */
export function priceOf(format: PrintFormat, a3PriceChf: number): { printPrice: number; unitPrice: number } {
  const print = printPriceMinor(format.size, toMinorUnits(a3PriceChf));
  return { printPrice: fromMinorUnits(print), unitPrice: fromMinorUnits(print + framingPriceMinor(format)) };
}

/** A format read from a stored row or line; anything missing (an order from before sizes) is A3 unframed. */
export function formatOf(row: { size?: string | null; frame?: string | null; passepartout?: boolean | null }) {
  const size = PRINT_SIZES.includes(row.size as PrintSize) ? (row.size as PrintSize) : DEFAULT_PRINT_SIZE;
  const frame = FRAMES.includes(row.frame as Frame) ? (row.frame as Frame) : DEFAULT_FRAME;
  return { size, frame, passepartout: frame !== 'none' && row.passepartout === true } satisfies PrintFormat;
}

/** The key of a format, for a cart line's identity and caches: "A3-none-0", "A2-oak-1". */
export const formatKey = (format: PrintFormat) => `${format.size}-${format.frame}-${format.passepartout ? 1 : 0}`;

/** How an order line names its format, in the reader's words: "A2, black frame, white passe-partout". */
export function formatLabel(words: AreaTexts<'prints'>, format: PrintFormat): string {
  if (format.frame === 'none') return words.formatUnframed({ size: format.size });
  const frame = words.framePhrases[format.frame];
  return format.passepartout
    ? words.formatMounted({ size: format.size, frame })
    : words.formatFramed({ size: format.size, frame });
}
