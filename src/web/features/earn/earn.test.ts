import { describe, expect, it } from 'vitest';
import { earnRetryDelay } from './api/get-collected-moments.ts';
import { tripled } from './moments-strip.ts';

describe('the earn page strip', () => {
  it('shows the posters three times for endless scrolling', () => {
    const strip = tripled(['a', 'b']);
    expect(strip.map(({ item }) => item)).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    expect(strip.map(({ copy }) => copy)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(tripled([])).toEqual([]);
  });

  it('retries with exponential backoff capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(earnRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
