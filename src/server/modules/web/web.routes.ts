import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultLanguage, languageAlternates, languageParam } from '../../../shared/i18n/languages.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { isPagePath } from '../../../shared/routes.ts';
import { publicPagePaths } from '../../../shared/seo.ts';
import { keptForm, sendEncoded } from '../../http/encoding.ts';
import type { Encoding } from '../../http/encoding.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { SESSION_COOKIE } from '../accounts/index.ts';
import { shortLivedCache } from '../../cache/short-lived-cache.ts';
import type { PageHead } from '../../http/page-head.ts';

export type PublicSettings = Record<string, unknown> & { brandName: string };

/**
 * The built single-page app (Vite's output in dist/web): hashed assets cached for a year,
 * everything else revalidated, and index.html for every page path.
 */
export type SpaResponder = {
  sendPage(request: FastifyRequest, reply: FastifyReply, status: number, page: PageRequest): Promise<FastifyReply>;
};

/**
 * The server's render of the public pages (src/web/entry-server.tsx, built into dist/server; decision 026): the
 * page's markup and what the browser needs to hydrate it, or the address the page lives at now.
 */
export type PageRenderer = (input: {
  url: URL;
  language: Language;
  settings: PublicSettings;
  fetchJson: <T>(path: string) => Promise<T | null>;
}) => Promise<
  | { redirect: string }
  // `state` is what the browser hydrates with, among it the areas of words the render spoke
  | { redirect?: undefined; html: string; status: number; state: { areas: readonly string[] } }
>;

/** The built render next to the built app (dist/server beside dist/web), or null when there is none. */
export async function loadPageRenderer(distFolder: string): Promise<PageRenderer | null> {
  const file = path.join(distFolder, '..', 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { render: PageRenderer };
  return module.render;
}

/**
 * The pages drawn on the server: what anyone may see and a search engine should read. Private pages (create,
 * dashboard, settings, orders, admin) are drawn in the browser.
 */
export function isServerRenderedPage(pathname: string | undefined): boolean {
  if (pathname === undefined) return true;
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return serverRenderedPaths.has(normalised) || normalised.startsWith('/posters/');
}

const serverRenderedPaths = new Set<string>(publicPagePaths);

/** What the answered page is: its path (none for an unknown one), its language and the shop's public address. */
export type PageRequest = { head?: PageHead | null; pathname?: string; language: Language; publicUrl: string };

export async function registerWebApp(
  app: FastifyInstance,
  options: {
    distFolder: string;
    settings: PublicSettings;
    renderer?: PageRenderer | null;
    htmlCacheTtlMs: number;
    onCatalogueChange: (listener: () => void) => void;
  },
): Promise<SpaResponder> {
  const indexFile = path.join(options.distFolder, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn('The web app is not built (no %s); run `npm run build`.', indexFile);
    return {
      sendPage: async (_request, reply, status) =>
        reply
          .status(status)
          .type('text/html; charset=utf-8')
          .send(
            '<!doctype html><title>Not built</title><p>The web app is not built yet: run <code>npm run ' +
              'build</code>.</p>',
          ),
    };
  }
  const renderer = options.renderer === undefined ? await loadPageRenderer(options.distFolder) : options.renderer;
  // A page reads the same for every visitor (but a signed-in visitor's Moments): it is kept for a moment per address
  // and language, and forgotten when the catalogue changes (decision 026).
  const renderedPages = shortLivedCache<RenderResult>({ ttlMs: options.htmlCacheTtlMs, maxEntries: 500 });
  // a page is 50-100 KB as text and some 10 KB in each compressed form: at most KEPT_PAGES of them, a few MB
  const composedPages = new Map<
    string,
    { rendered: RenderResult | null; text: string; forms: Map<Encoding, Buffer> }
  >();
  options.onCatalogueChange(() => renderedPages.clear());

  const indexHtml = renderIndex(readFileSync(indexFile, 'utf8'), options.settings);
  const { app: appChunks, pages: pageChunks, words: wordChunks } = readChunks(options.distFolder);

  await app.register(fastifyStatic, {
    root: options.distFolder,
    prefix: '/',
    wildcard: false,
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
    setHeaders(reply, filePath) {
      const relative = path.relative(options.distFolder, filePath);
      reply.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  /** The page drawn by the server, or null when it is not one of those pages or the render failed. */
  async function renderPage(
    request: FastifyRequest,
    pathname: string | undefined,
    language: Language,
  ): Promise<RenderResult | null> {
    if (!renderer || !isServerRenderedPage(pathname)) return null;
    const url = new URL(request.raw.url ?? '/', 'http://shop.invalid');
    const render = () =>
      renderer({
        url,
        language,
        settings: options.settings,
        fetchJson: async (apiPath) => {
          const response = await app.inject({
            method: 'GET',
            url: apiPath,
            headers: { cookie: request.headers.cookie ?? '', 'accept-language': language },
          });
          if (response.statusCode === 404) return null;
          if (response.statusCode !== 200) throw new Error(`${apiPath} answered ${response.statusCode}`);
          return response.json();
        },
      });
    try {
      // Moments shows which posts the viewer liked: a signed-in visitor's feed is drawn for them. Every other page
      // reads the same for everyone.
      if (url.pathname.replace(/\/+$/, '') === '/feed' && request.cookies[SESSION_COOKIE]) return await render();
      return await renderedPages.get(`${language} ${url.pathname}${url.search}`, render);
    } catch (error) {
      // The browser can still draw the page: it gets the plain app, and the failure is logged to be fixed.
      request.log.error({ err: error, url: url.pathname }, 'The server render of a page failed; the browser draws it');
      return null;
    }
  }

  return {
    sendPage: async (request, reply, status, { head, pathname, language, publicUrl }) => {
      const rendered = await renderPage(request, pathname, language);
      if (rendered?.redirect !== undefined) return reply.redirect(rendered.redirect, 301);
      // The page's text is a function of these and of its render: made and compressed once for as long as the render
      // is kept, so a page asked for again is neither put together nor compressed anew (decision 046). A render made
      // for one visitor (a signed-in visitor's Moments) is another render: its text is made again.
      const key = JSON.stringify([language, request.raw.url, publicUrl, head]);
      let composed = composedPages.get(key);
      if (composed?.rendered !== rendered) {
        const text = composePage(request, { head, pathname, language, publicUrl }, rendered);
        composedPages.delete(key);
        composed = { rendered, text, forms: new Map() };
        composedPages.set(key, composed);
        if (composedPages.size > KEPT_PAGES) composedPages.delete(composedPages.keys().next().value!);
      }
      reply
        .status(rendered ? Math.max(status, rendered.status) : status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language, cookie');
      // The page is answered from the not-found handler, which the global compression does not reach: a drawn page
      // is some 50 KB of HTML, a sixth of that compressed, and the next visitor sent the same page gets the same bytes.
      const { text, forms } = composed;
      return sendEncoded(request, reply, Buffer.alloc(0), (encoding) =>
        keptForm(forms, encoding, () => Buffer.from(text)),
      );
    },
  };

  /** The page's whole text: the app's HTML with the page's head, its modules, and what the server drew. */
  function composePage(request: FastifyRequest, page: PageRequest, rendered: DrawnPage | null): string {
    const { head, pathname, language, publicUrl } = page;
    // the header's and footer's words, and those a drawn page spoke, which its hydration waits for
    const areas = ['shell', 'common', ...(rendered?.state.areas ?? [])];
    const chunks = new Set([
      ...appChunks,
      ...areas.flatMap((area) => wordChunks.get(`${language}/${area}`) ?? []),
      ...(pathname === undefined ? [] : (pageChunks.get(pageModuleOf(pathname)) ?? [])),
    ]);
    // A page drawn here names its modules for the entry to fetch once its first pictures are in; the others
    // fetch them at once (decision 045).
    const files = [...chunks].map((file) => `/${file}`);
    const preloads = rendered
      ? `<meta name="page-modules" content="${files.join(' ')}" />`
      : files.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`).join('\n    ');
    let text = withHead(inLanguage(indexHtml, language), {
      ...pageHead(pathname, language, options.settings.brandName, publicUrl, request.query as Record<string, unknown>),
      ...head,
    });
    if (rendered) text = withRenderedApp(text, rendered);
    if (options.settings.testMode === true) text = withTestModeRibbon(text, language);
    return text.replace('</head>', () => `    ${preloads}\n  </head>`);
  }
}

type RenderResult = Awaited<ReturnType<PageRenderer>>;
type DrawnPage = Extract<RenderResult, { html: string }>;

/** The pages whose text and compressed forms are kept (the most recently sent). */
const KEPT_PAGES = 64;

/**
 * The server's markup in the app's root, and what it read for the browser to hydrate with: JSON in a script the
 * browser does not run (the Content-Security-Policy allows no inline script), `<` escaped so no text closes it.
 */
function withRenderedApp(html: string, rendered: { html: string; state: unknown }): string {
  const state = JSON.stringify(rendered.state).replace(/</g, '\\u003c');
  return html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="server-state">${state}</script>`,
  );
}

/**
 * The page module of a path, as the router names them: `/` is the landing page, `/admin/login` is admin-login, a
 * poster's page is poster and an order's is order-detail.
 */
export function pageModuleOf(pathname: string): string {
  if (pathname === '/') return 'landing';
  if (pathname.startsWith('/posters/')) return 'poster';
  if (/^\/orders\/[^/]+$/.test(pathname) && pathname !== '/orders/find') return 'order-detail';
  return pathname.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');
}

/** A page's key in the shell catalogue's `pages`: its module, an order's detail page, or not-found. */
function pageKeyOf(pathname: string | undefined): keyof ReturnType<typeof messagesFor>['shell']['pages'] {
  if (pathname === undefined || !isPagePath(pathname)) return 'not-found';
  const pages = messagesFor('en').shell.pages;
  const module = pageModuleOf(pathname);
  return module in pages ? (module as keyof typeof pages) : 'not-found';
}

/**
 * The page's title and description in its language, and its other languages' addresses (`hreflang`), so each
 * language is indexed and shared under its own address (decision 021).
 */
function pageHead(
  pathname: string | undefined,
  language: Language,
  brandName: string,
  publicUrl: string,
  query: Record<string, unknown>,
): PageHead & { links: PageLink[] } {
  const page = messagesFor(language).shell.pages[pageKeyOf(pathname)];
  const title = pathname === '/' ? brandName : `${page.title} · ${brandName}`;
  const links: PageLink[] =
    pathname === undefined
      ? []
      : languageAlternates(pathname).map((alternate) => ({
          rel: 'alternate',
          hreflang: alternate.hreflang,
          href: `${publicUrl}${alternate.path}`,
        }));
  return {
    title,
    description: page.description,
    links,
    canonical: pathname === undefined ? undefined : canonicalOf(publicUrl, pathname, language, query),
  };
}

/**
 * A page's canonical address: its path in its language (English names none), with the catalogue's search and page,
 * which make a list of their own.
 */
function canonicalOf(
  publicUrl: string,
  pathname: string,
  language: Language,
  query: Record<string, unknown> = {},
): string {
  const params = new URLSearchParams();
  if (pathname === '/catalogue') {
    for (const name of ['q', 'page'])
      if (typeof query[name] === 'string' && query[name] !== '') params.set(name, query[name]);
  }
  if (language !== defaultLanguage) params.set(languageParam, language);
  const search = params.toString();
  return `${publicUrl}${pathname}${search ? `?${search}` : ''}`;
}

type PageLink = { rel: string; hreflang: string; href: string };

const inLanguage = (html: string, language: Language) => html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };

/**
 * The chunks a page needs beyond the entry's own, from Vite's manifest: the app the entry loads (`app`), each page's
 * lazy module and what it imports (`pages`), and each area of words in each language (`words`, by `<language>/<area>`).
 * Named in the page, they load together instead of one round trip after another.
 */
function readChunks(distFolder: string): {
  app: string[];
  pages: Map<string, string[]>;
  words: Map<string, string[]>;
} {
  const manifestFile = path.join(distFolder, '.vite', 'manifest.json');
  const pages = new Map<string, string[]>();
  const words = new Map<string, string[]>();
  if (!existsSync(manifestFile)) return { app: [], pages, words };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loadedByEntry = entry ? closure(entry) : new Set<string>();
  const files = (keys: Set<string>) =>
    [...keys].filter((chunk) => !loadedByEntry.has(chunk)).map((chunk) => manifest[chunk]!.file);
  const app = new Set<string>();
  for (const started of (entry && manifest[entry]!.dynamicImports) ?? []) closure(started, app);
  for (const key of Object.keys(manifest)) {
    const area = /shared\/messages\/(\w+\/\w+)\.ts$/.exec(key)?.[1];
    if (area) words.set(area, files(closure(key)));
    const page = /^pages\/(.+)\.tsx$/.exec(key)?.[1];
    if (!page) continue;
    pages.set(page, files(closure(key)));
  }
  return { app: files(app), pages, words };
}

/**
 * A staging shop (production on the sandbox payments) says so at the top of every page, in the page's language, in
 * the HTML itself: it is there before any script runs and on every page, the admin's included (decision 024).
 */
function withTestModeRibbon(html: string, language: Language): string {
  const ribbon =
    '<div role="note" data-test-mode style="background:#b3261e;color:#ffffff;' +
    'font:600 13px/1.4 system-ui,sans-serif;text-align:center;padding:6px 12px;">' +
    `${escapeHtml(messagesFor(language).operations.testMode.ribbon)}</div>`;
  return html.replace(/<body[^>]*>/, (body) => `${body}\n    ${ribbon}`);
}

/** The browser reads the public settings from a meta tag: no inline script, so the CSP stays strict. */
function renderIndex(html: string, settings: PublicSettings): string {
  const json = JSON.stringify(settings).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html
    .replace('<meta name="app-settings" content="{}" />', `<meta name="app-settings" content="${json}" />`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(settings.brandName)}</title>`);
}

function withHead(html: string, head: PageHead & { links?: PageLink[] }): string {
  const attributes = (values: Record<string, string | undefined>) =>
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}="${escapeHtml(value!)}"`)
      .join(' ');
  const tags = [
    ...(head.canonical === undefined ? [] : [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`]),
    ...(head.links ?? []).map((link) => `<link ${attributes(link)} />`),
    ...(head.preloads ?? []).map((preload) => `<link rel="preload" ${attributes(preload)} />`),
    ...(head.meta ?? []).map(
      (tag) =>
        `<meta ${attributes(tag.property !== undefined ? { property: tag.property } : { name: tag.name ?? '' })} ` +
        `content="${escapeHtml(tag.content)}" />`,
    ),
    // JSON inside a script the browser does not run; `<` escaped so no text can close it.
    ...(head.jsonLd === undefined
      ? []
      : [`<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`]),
  ].join('\n    ');
  let result =
    head.title === undefined
      ? html
      : html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title!)}</title>`);
  if (head.description !== undefined) {
    result = result.replace(
      // The built index.html may break the tag over lines (Prettier formats it): any whitespace between its parts.
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description!)}" />`,
    );
  }
  return result.replace('</head>', () => `    ${tags}\n  </head>`);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
