import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authCheckQueryKey, authCheckQueryOptions } from '../lib/auth/check-auth.ts';
import type { AuthUser } from '../lib/auth/check-auth.ts';
import { logout } from '../lib/auth/logout.ts';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/** The shell's view of the session: loading, then signed in or signed out (docs/product/accounts.md#signing-in). */
export function useAuth() {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(authCheckQueryOptions());

  const status: AuthStatus = isPending ? 'loading' : data?.authenticated && data.user ? 'signedIn' : 'signedOut';

  /**
   * After a successful sign-in or sign-up: store the user without another round trip. A check still under way was
   * asked before the session existed, so it is cancelled rather than left to answer "signed out" afterwards.
   */
  const setUser = useCallback(
    async (user: AuthUser | null) => {
      await queryClient.cancelQueries({ queryKey: authCheckQueryKey });
      queryClient.setQueryData(
        authCheckQueryKey,
        user ? { authenticated: true, user } : { authenticated: false, user: null },
      );
    },
    [queryClient],
  );
  const recheck = useCallback(
    () => queryClient.refetchQueries({ queryKey: authCheckQueryKey }, { cancelRefetch: false }),
    [queryClient],
  );
  const signOut = useCallback(() => logout(queryClient), [queryClient]);

  return { status, user: status === 'signedIn' ? (data?.user ?? null) : null, setUser, recheck, logout: signOut };
}
