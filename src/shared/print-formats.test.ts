import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { A3_POSTER_PRICE, toMinorUnits } from './checkout-limits.ts';
import {
  FRAME_PRICES,
  FRAMES,
  PASSEPARTOUT_PRICES,
  PRINT_PRICES,
  PRINT_SIZES,
  formatOf,
  largestSharpSize,
  lowDpiSizes,
  masterPixels,
  outerSizeMm,
  photoDpiAt,
  priceOf,
} from './print-formats.ts';
import { passepartoutInFrame, printFormatFields } from './print-format-fields.ts';

const lineSchema = z.object(printFormatFields).superRefine(passepartoutInFrame);

describe('print formats', () => {
  it('prices an own poster at the table: A4 19.90, A3 29.95, A2 44.90, A1 69.90 unframed', () => {
    const bare = PRINT_SIZES.map((size) => priceOf({ size, frame: 'none', passepartout: false }, A3_POSTER_PRICE));
    expect(bare.map((price) => price.unitPrice)).toEqual([19.9, 29.95, 44.9, 69.9]);
    expect(priceOf({ size: 'A2', frame: 'oak', passepartout: true }, A3_POSTER_PRICE)).toEqual({
      printPrice: 44.9,
      unitPrice: 111.7, // 44.90 + 49.90 + 16.90
    });
  });

  it('keeps a catalogue poster’s A3 price and follows the table’s ratio at other sizes, to 10 Rappen', () => {
    expect(priceOf({ size: 'A3', frame: 'none', passepartout: false }, 34.95).unitPrice).toBe(34.95);
    // 34.95 × 19.90 / 29.95 = 23.22… → 23.20; × 69.90 / 29.95 = 81.57… → 81.60
    expect(priceOf({ size: 'A4', frame: 'none', passepartout: false }, 34.95).unitPrice).toBe(23.2);
    expect(priceOf({ size: 'A1', frame: 'none', passepartout: false }, 34.95).unitPrice).toBe(81.6);
    // The catalogue's 500 CHF limit is A3's: an A1 may cost more.
    expect(priceOf({ size: 'A1', frame: 'none', passepartout: false }, 500).unitPrice).toBe(1166.9);
  });

  it('adds the frame and the mount at their fixed amounts, whatever the poster costs (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRINT_SIZES),
        fc.constantFrom(...FRAMES),
        fc.boolean(),
        fc.integer({ min: 500, max: 50_000 }),
        (size, frame, mount, a3Minor) => {
          const passepartout = frame !== 'none' && mount;
          const { printPrice, unitPrice } = priceOf({ size, frame, passepartout }, a3Minor / 100);
          const print = toMinorUnits(printPrice);
          const expected =
            size === 'A3' ? a3Minor : Math.round((a3Minor * PRINT_PRICES[size]) / PRINT_PRICES.A3 / 10) * 10;
          expect(print).toBe(expected);
          if (size !== 'A3') expect(print % 10).toBe(0);
          const framing = (frame === 'none' ? 0 : FRAME_PRICES[size]) + (passepartout ? PASSEPARTOUT_PRICES[size] : 0);
          expect(toMinorUnits(unitPrice)).toBe(print + framing);
        },
      ),
    );
  });

  it('makes masters at 300 DPI up to A2 and 200 DPI for A1', () => {
    expect(masterPixels('A3')).toEqual({ width: 3508, height: 4961 });
    expect(masterPixels('A2')).toEqual({ width: 4961, height: 7016 });
    expect(masterPixels('A4')).toEqual({ width: 2480, height: 3508 });
    expect(masterPixels('A1')).toEqual({ width: 4677, height: 6622 });
  });

  it('grows a frame’s outside by its moulding and mount, never the sheet', () => {
    expect(outerSizeMm({ size: 'A3', frame: 'none', passepartout: false })).toEqual({ width: 297, height: 420 });
    expect(outerSizeMm({ size: 'A3', frame: 'black', passepartout: false })).toEqual({ width: 337, height: 460 });
    expect(outerSizeMm({ size: 'A3', frame: 'black', passepartout: true })).toEqual({ width: 437, height: 560 });
  });

  it('warns under 150 DPI of the shown photo', () => {
    // 1800 px across an A3's 297 mm is 153 DPI; across an A2's 420 mm, 108.
    expect(photoDpiAt('A3', 1800)).toBe(153);
    expect(lowDpiSizes(1800)).toEqual(['A2', 'A1']);
    expect(lowDpiSizes(4000)).toEqual([]);
    expect(lowDpiSizes(900)).toEqual(['A4', 'A3', 'A2', 'A1']);
    // the review queue's note: the largest sharp size, none where every size is soft
    expect(largestSharpSize(1800)).toBe('A3');
    expect(largestSharpSize(4000)).toBe('A1');
    expect(largestSharpSize(1241)).toBe('A4'); // 150 DPI across an A4's 210 mm
    expect(largestSharpSize(1240)).toBeNull();
    expect(largestSharpSize(1200)).toBeNull();
  });

  it('reads absent fields as A3 unframed and refuses a bad size, frame or a mount without a frame', () => {
    expect(lineSchema.parse({})).toEqual({ size: 'A3', frame: 'none', passepartout: false });
    expect(lineSchema.safeParse({ size: 'A5' }).error?.issues[0]?.message).toBe('prints.sizeInvalid');
    expect(lineSchema.safeParse({ frame: 'gold' }).error?.issues[0]?.message).toBe('prints.frameInvalid');
    expect(lineSchema.safeParse({ passepartout: 'yes' }).error?.issues[0]?.message).toBe('prints.passepartoutInvalid');
    expect(lineSchema.safeParse({ passepartout: true }).error?.issues[0]?.message).toBe(
      'prints.passepartoutNeedsFrame',
    );
    expect(lineSchema.parse({ size: 'A1', frame: 'oak', passepartout: true })).toEqual({
      size: 'A1',
      frame: 'oak',
      passepartout: true,
    });
    expect(formatOf({ size: null, frame: null, passepartout: null })).toEqual({
      size: 'A3',
      frame: 'none',
      passepartout: false,
    });
  });
});
