import { describe, expect, it } from 'vitest';
import { badgeOf, formatChf, neighbourIndex } from './poster-navigation.ts';

describe('the dashboard dialog arrows', () => {
  it('move to the previous and next poster', () => {
    expect(neighbourIndex(1, 3, -1)).toBe(0);
    expect(neighbourIndex(1, 3, 1)).toBe(2);
  });
  it('stop at either end', () => {
    expect(neighbourIndex(0, 3, -1)).toBeNull();
    expect(neighbourIndex(2, 3, 1)).toBeNull();
  });
});

describe('the dashboard badges', () => {
  it("read 'Public' when approved and 'In Review' otherwise", () => {
    expect(badgeOf({ isPublic: true, isApproved: true })).toBe('public');
    expect(badgeOf({ isPublic: true, isApproved: false })).toBe('in_review');
    expect(badgeOf({ isPublic: false, isApproved: false })).toBeNull();
  });
});

describe('earnings in CHF', () => {
  it('show two decimals and Swiss thousands separators', () => {
    expect(formatChf(0)).toBe('0.00');
    expect(formatChf(4.8)).toBe('4.80');
    expect(formatChf(1234.5)).toBe('1’234.50');
  });
});
