import { describe, expect, it } from 'vitest';
import { normaliseCodeInput } from './input.tsx';

describe('one-time-code field', () => {
  it('keeps digits only, at most six', () => {
    expect(normaliseCodeInput(' 12a3-45 678')).toBe('123456');
    expect(normaliseCodeInput('abc')).toBe('');
  });
});
