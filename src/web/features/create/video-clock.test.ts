import { describe, expect, it } from 'vitest';
import { formatClock, toSliderValue } from './video-clock.ts';

describe('the frame picker clock', () => {
  it('shows elapsed and total time as m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(3.04)).toBe('0:03');
    expect(formatClock(9.99)).toBe('0:09');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });

  it('moves in 0.1 s steps', () => {
    expect(toSliderValue(1.26)).toBeCloseTo(1.3);
    expect(toSliderValue(0.04)).toBe(0);
  });
});
