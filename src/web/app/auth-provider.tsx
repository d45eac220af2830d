import type { ReactNode } from 'react';
import { useDeferredValue, useEffect } from 'react';
import { AuthContext, useSessionCheck } from '../hooks/use-auth.ts';

/**
 * Runs the auth check on first display and again when the tab becomes visible or the page is shown
 * from the back-forward cache (the first `pageshow` is the first display, already checked), and hands the session to
 * its readers. They are drawn again in React's background lane, in slices, when the answer changes it: not in one task
 * at the page's start (decision 047).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const checked = useSessionCheck();
  const auth = useDeferredValue(checked);
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
