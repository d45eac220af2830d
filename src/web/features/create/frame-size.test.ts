import { describe, expect, it } from 'vitest';
import { frameSize } from './frame-size.ts';

describe('the portrait frame', () => {
  it('is 495 px high before generation on a desktop, 0.707 as wide', () => {
    expect(frameSize({ width: 1280, height: 800 }, false)).toEqual({ width: 350, height: 495 });
  });

  it('falls back to 550 px high without a window', () => {
    expect(frameSize(null, false)).toEqual({ width: 389, height: 550 });
  });

  it('stays 495 px high on a 390 px phone and shrinks on narrower ones', () => {
    expect(frameSize({ width: 390, height: 844 }, false).height).toBe(495);
    const small = frameSize({ width: 320, height: 568 }, false);
    expect(small.width).toBeLessThanOrEqual(288);
  });

  it('after generation takes the smaller of 80% of the height and 65% of a desktop width', () => {
    expect(frameSize({ width: 1280, height: 800 }, true)).toEqual({ width: 452, height: 640 });
    // A wide but low-ceilinged window: the width-based height wins.
    expect(frameSize({ width: 800, height: 1200 }, true).height).toBe(Math.round((0.65 * 800) / 0.707));
  });

  it('after generation uses 95% of a phone width', () => {
    const size = frameSize({ width: 390, height: 844 }, true);
    expect(size.height).toBe(Math.round((0.95 * 390) / 0.707));
    expect(size.width).toBeLessThanOrEqual(371);
  });
});
