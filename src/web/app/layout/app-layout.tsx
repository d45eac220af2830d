import { clsx } from 'clsx';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { trackPageView } from '../../lib/analytics.ts';
import { useMessages } from '../../lib/i18n/i18n.tsx';
import { getSettings } from '../../lib/settings.ts';
import { PageFallback } from '../route-error.tsx';
import { useRouteHandle } from '../route-handle.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { ConsentBanner } from './consent-banner.tsx';
import { DialogsHost } from './dialogs-host.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { ToastHost } from './toast-host.tsx';

/** Header, the page, footer, toasts and the event-driven dialogs around every page. */
export function AppLayout() {
  const m = useMessages('shell');
  const { page, ownTitle } = useRouteHandle();
  const { pathname, search } = useLocation();
  const { brandName } = getSettings();
  const title = page && page !== 'landing' ? m.pages[page].title : undefined;

  useEffect(() => {
    if (!ownTitle) document.title = title ? `${title} · ${brandName}` : brandName;
  }, [title, brandName, ownTitle]);

  useEffect(() => {
    trackPageView(pathname + search);
  }, [pathname, search]);

  // From here on the page answers input: a page drawn on the server is inert to clicks until the browser has taken
  // it over (decision 026). The end-to-end tests wait for this mark before they interact.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);

  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#main"
        className={clsx(
          'sr-only z-[70] bg-ink px-4 py-3 font-semibold text-paper focus:not-sr-only',
          'focus:fixed focus:top-2 focus:left-2',
        )}
      >
        {m.skipToContent}
      </a>
      <ConsentBanner />
      <NavigationProgress />
      <Header />
      <main id="main" tabIndex={-1} className="flex min-h-svh flex-1 flex-col outline-none">
        {/* A page's words load with it: its area's catalogue suspends the first render until it is in. */}
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ToastHost />
      <DialogsHost />
      <BrowserScrollRestoration />
    </div>
  );
}

/**
 * Scroll restoration is the browser's: drawn on the server it would be an inline script, which the
 * Content-Security-Policy refuses. Its own component, so that only it draws again once the page is hydrated, not the
 * whole layout and page with it (decision 026).
 */
function BrowserScrollRestoration() {
  return useHydrated() ? <ScrollRestoration /> : null;
}
