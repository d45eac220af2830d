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

  it("read 'Not accepted' on a private poster the review sent back, and nothing once it is published again", () => {
    const rejection = { at: '2026-12-07T10:00:00.000Z' };
    expect(badgeOf({ isPublic: false, isApproved: false, rejection })).toBe('rejected');
    expect(badgeOf({ isPublic: false, isApproved: false, rejection: null })).toBeNull();
    // the server clears the refusal on publishing; a stale one never outranks the poster's own state
    expect(badgeOf({ isPublic: true, isApproved: false, rejection })).toBe('in_review');
  });
});
