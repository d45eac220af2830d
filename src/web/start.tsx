/** The app: hydrates the page the server drew with what it read, or draws a page of its own (main.tsx loads it). */
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createRouter, resolveLazyRoutes } from './app/router.tsx';
import type { HydrationState } from './entry-server.tsx';
import { initAnalytics } from './lib/analytics.ts';
import { loadArea, loadShell } from './lib/i18n/catalogues.ts';
import { LanguageProvider, pageLanguage } from './lib/i18n/i18n.tsx';
import { queryClient } from './lib/query-client.ts';
import { getSettings } from './lib/settings.ts';

initAnalytics(getSettings().gaMeasurementId);

const language = pageLanguage();
const container = document.getElementById('root')!;
// A public page arrives drawn by the server with what it read (decision 026); a private one is drawn here.
const serverState = document.getElementById('server-state')?.textContent;

if (serverState) {
  const state = JSON.parse(serverState) as HydrationState;
  // Everything the server's render had must be here before hydrating, or the first render would differ from it:
  // the words it spoke, the page's code and its data.
  await Promise.all([loadShell(language), ...state.areas.map((area) => loadArea(language, area)), resolveLazyRoutes()]);
  hydrate(queryClient, state.data);
  // As a transition, hydration yields to the browser between components instead of holding the main thread for the
  // whole page: a tap or a scroll during it is answered, and no single long task blocks the page.
  startTransition(() => {
    hydrateRoot(container, app(), {
      // A page that cannot be hydrated is drawn again by the browser; the console says why.
      onRecoverableError: (error) => console.error('Hydration failed:', error),
    });
  });
} else {
  // The header's and footer's words are in before the first paint (the server preloads their chunks).
  await loadShell(language);
  createRoot(container).render(app());
}

function app() {
  return (
    <StrictMode>
      <LanguageProvider initial={language}>
        <AppProviders>
          <RouterProvider router={createRouter()} />
        </AppProviders>
      </LanguageProvider>
    </StrictMode>
  );
}
