import { useEffect, useState } from 'react';
import { USERNAME_CHECK_DEBOUNCE_MS } from '../../../shared/accounts.ts';
import { isCheckableUsername, useCheckUsername } from './api/check-username.ts';

/** Unknown, checking, available or taken (docs/product/accounts.md#signing-up). A failed check returns to unknown. */
export type UsernameAvailability = 'unknown' | 'checking' | 'available' | 'taken';

type CheckState = { isFetching: boolean; isError: boolean; available: boolean | undefined };

/** The state shown for `username`, given the name whose check ran (`checked`) and that check's state. */
export function usernameAvailability(username: string, checked: string, check: CheckState): UsernameAvailability {
  if (!isCheckableUsername(username) || checked !== username || check.isError) return 'unknown';
  if (check.available === undefined) return check.isFetching ? 'checking' : 'unknown';
  return check.available ? 'available' : 'taken';
}

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Asks the server about the username 500 ms after typing stops, only at 5 to 20 characters
 * (docs/product/accounts.md#signing-up).
 */
export function useUsernameAvailability(username: string): UsernameAvailability {
  const settled = useDebouncedValue(username, USERNAME_CHECK_DEBOUNCE_MS);
  const checked = settled === username ? settled : '';
  const query = useCheckUsername(checked);
  return usernameAvailability(username, checked, {
    isFetching: query.isFetching,
    isError: query.isError,
    available: query.data,
  });
}
