import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-request.ts';
import { authCheckQueryKey, signedOut } from './check-auth.ts';

/** The browser remembers an address that passed e-mail verification under this key. */
export const verifiedEmailStorageKey = 'verifiedEmail';

/**
 * POST /api/auth/logout, then forget the user and the verified address and reload the landing page
 * with a cache-busting timestamp, even when the call fails (docs/product/accounts.md#signing-in).
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch {
    // Signing out locally still happens below.
  } finally {
    queryClient.setQueryData(authCheckQueryKey, signedOut);
    try {
      window.localStorage.removeItem(verifiedEmailStorageKey);
    } catch {
      // Storage can be unavailable (private mode); nothing to forget then.
    }
    window.location.assign(`/?t=${Date.now()}`);
  }
}
