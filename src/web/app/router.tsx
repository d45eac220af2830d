import { createBrowserRouter, redirect } from 'react-router';
import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { pageIntros, shellMessages } from '../../shared/messages/shell.ts';
import { orderMessages } from '../../shared/messages/orders.ts';
import { pagePaths, pagePatterns } from '../../shared/routes.ts';
import type { PagePath } from '../../shared/routes.ts';
import { AppLayout } from './layout/app-layout.tsx';
import type { RouteHandle } from './route-handle.ts';
import { PageFallback, RouteError } from './route-error.tsx';

type PageRoute = Pick<NonIndexRouteObject, 'lazy' | 'loader'> & { handle?: RouteHandle };

const { sections } = shellMessages;

/**
 * Every page of src/shared/routes.ts, each loaded on demand (the record's type makes a missing page
 * a type error). Page files export `Component`.
 */
const pages: Record<PagePath, PageRoute> = {
  '/': { lazy: () => import('../pages/landing.tsx') },
  '/catalogue': {
    handle: { title: sections.catalogue, section: sections.catalogue },
    lazy: () => import('../pages/catalogue.tsx'),
  },
  '/create': {
    handle: { title: sections.create, section: sections.create, nav: 'create' },
    lazy: () => import('../pages/create.tsx'),
  },
  '/feed': {
    handle: { title: sections.feed, section: sections.feed, nav: 'feed' },
    lazy: () => import('../pages/feed.tsx'),
  },
  '/dashboard': {
    handle: { title: sections.dashboard, largeTitle: sections.dashboard, nav: 'account' },
    lazy: () => import('../pages/dashboard.tsx'),
  },
  '/settings': {
    handle: { title: sections.settings, largeTitle: sections.settings, nav: 'account' },
    lazy: () => import('../pages/settings.tsx'),
  },
  '/orders': {
    handle: { title: orderMessages.title, largeTitle: orderMessages.title, nav: 'account' },
    lazy: () => import('../pages/orders.tsx'),
  },
  '/orders/find': { handle: { title: orderMessages.findTitle }, lazy: () => import('../pages/orders-find.tsx') },
  '/earn': { handle: { title: pageIntros.earn.title }, lazy: () => import('../pages/earn.tsx') },
  '/partners': { handle: { title: pageIntros.partners.title }, lazy: () => import('../pages/partners.tsx') },
  '/admin': { loader: () => redirect('/admin/login') },
  '/admin/login': { handle: { title: pageIntros.adminLogin.title }, lazy: () => import('../pages/admin-login.tsx') },
  '/admin/orders': { handle: { title: pageIntros.adminOrders.title }, lazy: () => import('../pages/admin-orders.tsx') },
  '/admin/catalogue': { handle: { title: pageIntros.adminCatalogue.title }, lazy: () => import('../pages/admin-catalogue.tsx') },
  '/admin/review': { handle: { title: pageIntros.adminReview.title }, lazy: () => import('../pages/admin-review.tsx') },
  '/dev/mailbox': { handle: { title: pageIntros.devMailbox.title }, lazy: () => import('../pages/dev-mailbox.tsx') },
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
          { path: pagePatterns[0], handle: { title: orderMessages.reference } satisfies RouteHandle, lazy: () => import('../pages/order-detail.tsx') },
          {
            path: '*',
            handle: { title: shellMessages.notFound.title } satisfies RouteHandle,
            lazy: () => import('../pages/not-found.tsx'),
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
