import { dehydrate } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Area } from '../shared/i18n/catalogue.ts';
import type { Language } from '../shared/i18n/languages.ts';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { prefetchPageData } from './app/page-data.ts';
import type { FetchJson } from './app/page-data.ts';
import { loadAllAreas } from './lib/i18n/catalogues.ts';
import { LanguageProvider } from './lib/i18n/i18n.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { parseSettings, primeSettings } from './lib/settings.ts';

/**
 * The public pages rendered on the server (decision 026): the same routes, words and data as the browser, so the
 * browser hydrates what arrived instead of drawing the page again. The server gives the address, the language, the
 * shop's public settings and a way to read its own API (`fetchJson`), and gets back the page's HTML and what the
 * browser needs to hydrate it: the data the page read and the areas of words it spoke.
 */
export type ServerRender =
  | {
      /** The page lives at another address (a poster's current slug): the visitor is sent there. */
      redirect: string;
    }
  | {
      redirect?: undefined;
      /** The app's markup, for `<div id="root">`. */
      html: string;
      /** 200, or 404 for an address no route or record answers. */
      status: number;
      /** What the browser reads back before it hydrates (src/web/start.tsx). */
      state: HydrationState;
    };

export type HydrationState = { areas: Area[]; data: DehydratedState };

/** How long a render may take before it is abandoned and the page falls back to the browser's own render. */
const RENDER_TIMEOUT_MS = 5000;

let settingsPrimed = false;

export async function render({
  url,
  language,
  settings,
  fetchJson,
}: {
  url: URL;
  language: Language;
  settings: Record<string, unknown>;
  fetchJson: FetchJson;
}): Promise<ServerRender> {
  if (!settingsPrimed) {
    primeSettings(parseSettings(JSON.stringify(settings)));
    settingsPrimed = true;
  }
  await loadAllAreas(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`The route answered ${context.status} for ${url.pathname}`);

  const client = createQueryClient();
  const { found, canonicalPath } = await prefetchPageData(client, url, fetchJson);
  if (canonicalPath !== undefined && canonicalPath !== url.pathname)
    return { redirect: `${canonicalPath}${url.search}` };
  const router = createStaticRouter(handler.dataRoutes, context);
  const areas = new Set<Area>();
  const html = await renderToString(
    <StrictMode>
      <LanguageProvider initial={language} areasUsed={areas}>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </LanguageProvider>
    </StrictMode>,
  );
  const notFound =
    !found ||
    context.matches.some((match) => (match.route.handle as { page?: string } | undefined)?.page === 'not-found');
  // Failed reads go along too (an unknown poster): the browser's first render shows what the server's did.
  return {
    html,
    status: notFound ? 404 : 200,
    state: {
      areas: [...areas],
      data: dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
    },
  };
}

/**
 * The whole page at once, every boundary in place: a static render writes no inline script (the page's
 * Content-Security-Policy allows none) and search engines and link previews read all of it.
 */
async function renderToString(element: React.ReactNode): Promise<string> {
  const abort = new AbortController();
  const timer = setTimeout(
    () => abort.abort(new Error(`The server render took longer than ${RENDER_TIMEOUT_MS} ms`)),
    RENDER_TIMEOUT_MS,
  );
  let failed: unknown;
  try {
    const { prelude } = await prerenderToNodeStream(element, {
      signal: abort.signal,
      // One piece: no part of the page is held back behind a script that would show it later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failed ??= error;
      },
    });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    // A part that failed would be left for the browser to draw: the page is better drawn there whole.
    if (failed) throw failed instanceof Error ? failed : new Error('The server render failed', { cause: failed });
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    clearTimeout(timer);
  }
}
