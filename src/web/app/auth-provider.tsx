import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useAuth } from '../hooks/use-auth.ts';

/**
 * Runs the auth check on first display and again when the tab becomes visible or the page is shown
 * from the back-forward cache (the first `pageshow` is the first display, already checked).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { recheck } = useAuth();

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

  return children;
}
