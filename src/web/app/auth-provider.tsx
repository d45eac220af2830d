import type { ReactNode } from 'react';
import { useDeferredValue, useEffect } from 'react';
import { AuthContext, useSessionCheck } from '../hooks/use-auth.ts';

/**
 * Runs the auth check on first display and again when the tab becomes visible or the page is shown
 * from the back-forward cache (the first `pageshow` is the first display, already checked), and hands the session to
 * its readers. When the check first answers, they are drawn again in React's background lane, in slices: not in one
 * task at the page's start (decision 047).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const checked = useSessionCheck();
  // the check's first answer reaches the readers in the background lane; a later change (a sign-in) at once
  const deferred = useDeferredValue(checked);
  const auth = deferred.status === 'loading' ? deferred : checked;
  const { recheck } = checked;

  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void recheck();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void recheck();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [recheck]);

  return <AuthContext value={auth}>{children}</AuthContext>;
}
