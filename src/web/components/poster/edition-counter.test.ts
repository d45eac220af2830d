import { describe, expect, it } from 'vitest';
import { editionCounter } from './edition-counter.ts';

describe('the edition counter', () => {
  it('shows the next print out of the edition: #1/200 when none is sold', () => {
    expect(editionCounter(0, 200)).toEqual({ label: '#1/200', low: false, soldOut: false });
    expect(editionCounter(41, 200).label).toBe('#42/200');
  });
  it('turns red when at most 5 prints remain (soldCount at least total minus 5)', () => {
    expect(editionCounter(194, 200).low).toBe(false);
    expect(editionCounter(195, 200).low).toBe(true);
    expect(editionCounter(199, 200)).toEqual({ label: '#200/200', low: true, soldOut: false });
  });
  it('stays within the edition when it is sold out or the figures are odd', () => {
    expect(editionCounter(200, 200)).toEqual({ label: '#200/200', low: true, soldOut: true });
    expect(editionCounter(-3, 10).label).toBe('#1/10');
    expect(editionCounter(3, 3).label).toBe('#3/3');
  });
  it('is red for small editions from the start', () => {
    expect(editionCounter(0, 5).low).toBe(true);
  });
});
