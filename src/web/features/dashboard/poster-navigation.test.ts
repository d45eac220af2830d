import { describe, expect, it } from 'vitest';
import { badgeOf, neighbourIndex } from './poster-navigation.ts';

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
