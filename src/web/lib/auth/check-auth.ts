import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-request.ts';

/** The signed-in user as the auth check returns it (docs/product/accounts.md#signing-in); further fields may follow. */
export type AuthUser = {
  email: string;
  username: string;
  userType?: string | null;
  [field: string]: unknown;
};

export type AuthCheck = { authenticated: boolean; user: AuthUser | null };

export const signedOut: AuthCheck = { authenticated: false, user: null };

export const authCheckQueryKey = ['/api/auth/check'] as const;

/**
 * GET /api/auth/check. Any failure (network, 401, 404, 5xx) counts as signed out (docs/product/accounts.md#signing-in).
 */
export async function checkAuth(signal?: AbortSignal): Promise<AuthCheck> {
  try {
    const response = await apiRequest('GET', authCheckQueryKey[0], undefined, { signal });
    const body = (await response.json()) as Partial<AuthCheck> | null;
    return body?.authenticated === true && body.user ? { authenticated: true, user: body.user } : signedOut;
  } catch {
    return signedOut;
  }
}

export const authCheckQueryOptions = () =>
  queryOptions({
    queryKey: authCheckQueryKey,
    queryFn: ({ signal }) => checkAuth(signal),
  });
