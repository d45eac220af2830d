import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, useSyncExternalStore } from 'react';
import { authCheckQueryKey, authCheckQueryOptions } from '../lib/auth/check-auth.ts';
import type { AuthCheck, AuthUser } from '../lib/auth/check-auth.ts';
import { logout } from '../lib/auth/logout.ts';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export type Auth = {
  status: AuthStatus;
  user: AuthUser | null;
  setUser: (user: AuthUser | null) => Promise<void>;
  recheck: () => Promise<void>;
  logout: () => Promise<void>;
};

/** The session as the AuthProvider (src/web/app/auth-provider.tsx) hands it down. */
export const AuthContext = createContext<Auth | null>(null);

/** The shell's view of the session: loading, then signed in or signed out (docs/product/accounts.md#signing-in). */
export function useAuth(): Auth {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth is read under the AuthProvider (src/web/app/providers.tsx)');
  return auth;
}

const authCheckHash = hashKey(authCheckQueryKey);

/** The session's check itself, asked once for the page by the AuthProvider. */
export function useSessionCheck(): Auth {
  const queryClient = useQueryClient();
  // The query asks the server (once, and again on `recheck`); the answer is read from the cache, which tells its
  // subscribers at once, where the query's own observer is told a task later: a part drawn in the same task as a
  // sign-in reads the new user, as it did when each reader ran the query itself.
  useQuery({ ...authCheckQueryOptions(), notifyOnChangeProps: [] });
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe(({ query }) => {
        if (query.queryHash === authCheckHash) onChange();
      }),
    [queryClient],
  );
  const read = () => queryClient.getQueryData<AuthCheck>(authCheckQueryKey);
  const data = useSyncExternalStore(subscribe, read, read);

  const status: AuthStatus = !data ? 'loading' : data.authenticated && data.user ? 'signedIn' : 'signedOut';
  const user = status === 'signedIn' ? (data?.user ?? null) : null;

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

  return useMemo(
    () => ({ status, user, setUser, recheck, logout: signOut }),
    [status, user, setUser, recheck, signOut],
  );
}
