import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { initAnalytics } from './lib/analytics.ts';
import { loadShell } from './lib/i18n/catalogues.ts';
import { LanguageProvider, pageLanguage } from './lib/i18n/i18n.tsx';
import { getSettings } from './lib/settings.ts';
import './styles.css';

initAnalytics(getSettings().gaMeasurementId);

const router = createRouter();

// The header's and footer's words are in before the first paint (the server preloads their chunks).
const language = pageLanguage();
await loadShell(language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LanguageProvider initial={language}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </LanguageProvider>
  </StrictMode>,
);
