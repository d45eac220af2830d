import { queryOptions, useQuery } from '@tanstack/react-query';
import { USERNAME_MAX, USERNAME_MIN } from '../../../../shared/accounts.ts';
import { apiRequest } from '../../../lib/api-request.ts';

const checkUsernamePath = '/api/auth/check-username';

/** GET /api/auth/check-username?username= (docs/product/accounts.md#signing-up): whether nobody has the name yet. */
export async function checkUsername(username: string, signal?: AbortSignal): Promise<boolean> {
  const response = await apiRequest('GET', `${checkUsernamePath}?username=${encodeURIComponent(username)}`, undefined, {
    signal,
  });
  const body = (await response.json()) as { available?: unknown };
  return body.available === true;
}

export const checkUsernameQueryOptions = (username: string) =>
  queryOptions({
    queryKey: [checkUsernamePath, username] as const,
    queryFn: ({ signal }) => checkUsername(username, signal),
    // A name can be taken by someone else at any moment: ask again after a minute.
    staleTime: 60_000,
  });

export function isCheckableUsername(username: string): boolean {
  return username.length >= USERNAME_MIN && username.length <= USERNAME_MAX;
}

/**
 * Availability of a (debounced) username; only asked for names of 5 to 20 characters
 * (docs/product/accounts.md#signing-up).
 */
export function useCheckUsername(username: string) {
  return useQuery({ ...checkUsernameQueryOptions(username), enabled: isCheckableUsername(username) });
}
