import { describe, expect, it } from 'vitest';
import { runsOf } from './edition-numbers.ts';
import { vatShareOf } from './receipt.ts';

describe('edition runs', () => {
  it('groups numbers into runs of consecutive numbers', () => {
    expect(runsOf([7, 3, 4, 5, 9])).toEqual([
      { first: 3, last: 5 },
      { first: 7, last: 7 },
      { first: 9, last: 9 },
    ]);
    expect(runsOf([])).toEqual([]);
  });
});

describe('the VAT share of a gross total', () => {
  it('is total × rate / (100 + rate), to the Rappen', () => {
    expect(vatShareOf(5990, 8.1)).toBe(449);
    expect(vatShareOf(2995, 8.1)).toBe(224);
    expect(vatShareOf(10810, 8.1)).toBe(810);
    expect(vatShareOf(1000, 0)).toBe(0);
  });
});
