import { createBrowserRouter, matchRoutes, redirect } from 'react-router';
import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { pagePaths, pagePatterns } from '../../shared/routes.ts';
import type { PagePath } from '../../shared/routes.ts';
import { AppLayout } from './layout/app-layout.tsx';
import type { RouteHandle } from './route-handle.ts';
import { PageFallback, RouteError } from './route-error.tsx';

type PageRoute = Pick<NonIndexRouteObject, 'lazy' | 'loader'> & { handle?: RouteHandle };

/**
 * Every page of src/shared/routes.ts, each loaded on demand (the record's type makes a missing page
 * a type error). Page files export `Component`.
 */
const pages: Record<PagePath, PageRoute> = {
  '/': { handle: { page: 'landing' }, lazy: () => import('../pages/landing.tsx') },
  '/catalogue': { handle: { page: 'catalogue', section: 'catalogue' }, lazy: () => import('../pages/catalogue.tsx') },
  '/create': {
    handle: { page: 'create', section: 'create', nav: 'create' },
    lazy: () => import('../pages/create.tsx'),
  },
  '/feed': { handle: { page: 'feed', section: 'feed', nav: 'feed' }, lazy: () => import('../pages/feed.tsx') },
  '/dashboard': {
    handle: { page: 'dashboard', largeTitle: true, nav: 'account' },
    lazy: () => import('../pages/dashboard.tsx'),
  },
  '/settings': {
    handle: { page: 'settings', largeTitle: true, nav: 'account' },
    lazy: () => import('../pages/settings.tsx'),
  },
  '/orders': {
    handle: { page: 'orders', largeTitle: true, nav: 'account' },
    lazy: () => import('../pages/orders.tsx'),
  },
  '/orders/find': { handle: { page: 'orders-find' }, lazy: () => import('../pages/orders-find.tsx') },
  '/earn': { handle: { page: 'earn' }, lazy: () => import('../pages/earn.tsx') },
  '/partners': { handle: { page: 'partners' }, lazy: () => import('../pages/partners.tsx') },
  '/privacy': { handle: { page: 'privacy' }, lazy: () => import('../pages/legal.tsx') },
  '/terms': { handle: { page: 'terms' }, lazy: () => import('../pages/legal.tsx') },
  '/returns': { handle: { page: 'returns' }, lazy: () => import('../pages/legal.tsx') },
  '/admin': { loader: () => redirect('/admin/login') },
  '/admin/login': { handle: { page: 'admin-login' }, lazy: () => import('../pages/admin-login.tsx') },
  '/admin/orders': { handle: { page: 'admin-orders' }, lazy: () => import('../pages/admin-orders.tsx') },
  '/admin/catalogue': { handle: { page: 'admin-catalogue' }, lazy: () => import('../pages/admin-catalogue.tsx') },
  '/admin/review': { handle: { page: 'admin-review' }, lazy: () => import('../pages/admin-review.tsx') },
  '/dev/mailbox': { handle: { page: 'dev-mailbox' }, lazy: () => import('../pages/dev-mailbox.tsx') },
};

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors and the first load stay inside the layout, so header and footer remain.
        ErrorBoundary: RouteError,
        HydrateFallback: PageFallback,
        children: [
          ...pagePaths.map((path): RouteObject => ({ path, ...pages[path] })),
          {
            path: pagePatterns[0],
            handle: { page: 'order-detail' } satisfies RouteHandle,
            lazy: () => import('../pages/order-detail.tsx'),
          },
          {
            path: pagePatterns[1],
            handle: { page: 'poster', section: 'catalogue', ownTitle: true } satisfies RouteHandle,
            lazy: () => import('../pages/poster.tsx'),
          },
          {
            path: '*',
            handle: { page: 'not-found' } satisfies RouteHandle,
            lazy: () => import('../pages/not-found.tsx'),
          },
        ],
      },
    ],
  },
];

/**
 * React Router keys the history entry a page was loaded into "default" when the entry holds no key of its own, and its
 * scroll restoration keeps one place per key: every page opened afresh in a tab (its address typed, a link from a mail)
 * opened scrolled to where the last page so opened had been left, and a step back to such a page took that place too.
 * The entry is given a key of its own first, which the browser keeps across a reload and a step back or forward: each
 * page finds its own place again, and a new one starts at the top (decision 026).
 */
export function createRouter() {
  const state = history.state as { key?: string } | null;
  if (!state?.key) history.replaceState({ ...state, key: `${Math.random()}` }, '');
  return createBrowserRouter(routes);
}

/**
 * Loads the code of the routes the address matches and puts it in place, so a page drawn by the server is hydrated
 * at once instead of showing the fallback while its module arrives.
 */
export async function resolveLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
