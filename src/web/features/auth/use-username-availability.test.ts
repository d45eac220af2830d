import { describe, expect, it } from 'vitest';
import { usernameAvailability } from './use-username-availability.ts';

const idle = { isFetching: false, isError: false, available: undefined };

describe('username availability', () => {
  it('is unknown outside 5 to 20 characters, whatever a check said', () => {
    expect(usernameAvailability('ada', 'ada', { ...idle, available: true })).toBe('unknown');
    expect(usernameAvailability('', '', idle)).toBe('unknown');
  });

  it('is unknown while typing has not paused yet', () => {
    expect(usernameAvailability('ada_lovelace', '', { ...idle, available: true })).toBe('unknown');
  });

  it('is checking while the server is asked, then available or taken', () => {
    expect(usernameAvailability('ada_lovelace', 'ada_lovelace', { ...idle, isFetching: true })).toBe('checking');
    expect(usernameAvailability('ada_lovelace', 'ada_lovelace', { ...idle, available: true })).toBe('available');
    expect(usernameAvailability('ada_lovelace', 'ada_lovelace', { ...idle, available: false })).toBe('taken');
  });

  it('returns to unknown when the check fails', () => {
    expect(usernameAvailability('ada_lovelace', 'ada_lovelace', { ...idle, isError: true })).toBe('unknown');
  });
});
