import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { signInAdmin } from './testing/admin-session.ts';
import { createTestApp } from './testing/test-app.ts';
import type { TestApp } from './testing/test-app.ts';
import { signedInUser } from './testing/users.ts';
import type { TestUser } from './testing/users.ts';

/**
 * What the abuse suite shares. The suite: every API route gets hostile input from every kind of caller and must answer
 * a 4xx with a `{ code, message }` (never a 5xx, never a hang); who may read or change what is checked route by
 * route; the shared validators and the server agree on random input; uploads meant to hurt are refused. Its files:
 * abuse-routes.int.test.ts (the route table, authorisation, hostile bodies, paths and methods on every route) and
 * abuse-content.int.test.ts (control characters, the validators against the server, uploads meant to hurt).
 *
 * `useAbuseApp()` starts the real app, with an admin, two users and a member, before the calling file's tests
 * and stops it after them; the exported `let`s are live bindings.
 */

export type Access = 'public' | 'user' | 'admin' | 'dev';

/** Every route and who may use it. A new route must be added here (the first test fails otherwise). */
export const routes: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/storage-image/*': 'public',
  'GET /api/auth/check': 'public',
  'GET /api/auth/check-username': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/send-verification': 'public',
  'POST /api/verify-email': 'public',
  'POST /api/auth/password-reset': 'public',
  'POST /api/auth/password-reset/confirm': 'public',
  'GET /api/auth/check-free-credits': 'user',
  'GET /api/generation-credits': 'user',
  'POST /api/use-generation-credit': 'user',
  'POST /api/generate-gpt-image': 'user',
  'GET /api/check-generation/:confirmationId': 'user',
  'POST /api/upload-video': 'user',
  'POST /api/suggest-window': 'user',
  // anyone may download the bordered picture of a catalogue poster; only owners that of a private one
  'POST /api/share-image-with-border': 'public',
  'GET /api/user-images': 'user',
  'GET /api/user-images/:id': 'user',
  'GET /api/user-poster-stats': 'user',
  'PATCH /api/images/:id/public': 'user',
  'GET /api/public-images': 'public',
  'GET /api/delivery-estimate': 'public',
  'GET /api/images/:id/availability': 'public',
  'GET /api/share-card/:file': 'public',
  // a catalogue poster's for anyone, a private poster's for its owner only (decision 040)
  'GET /api/posters/:id/wall': 'public',
  'POST /api/webhooks/stripe': 'public',
  'POST /api/payments/sandbox/confirm': 'public',
  'GET /api/payments/sandbox/onboarding': 'user',
  'POST /api/payments/sandbox/onboarding': 'user',
  'GET /api/payments/sandbox/dashboard': 'user',
  'POST /api/prepare-checkout': 'public',
  'POST /api/complete-order': 'user',
  'POST /api/complete-catalogue-order': 'public',
  'GET /api/orders': 'user',
  // its owner, or anyone holding a valid link to that one order (?key=…); without either 401
  'GET /api/orders/:reference': 'user',
  'POST /api/orders/:reference/cancel': 'user',
  'GET /api/orders/:reference/receipt': 'user',
  // a guest asks for links to their orders: the same answer whether the address has orders or not
  'POST /api/orders/links': 'public',
  'POST /api/create-subscription': 'user',
  'POST /api/confirm-subscription': 'user',
  'GET /api/subscription-info': 'user',
  'POST /api/cancel-subscription': 'user',
  'GET /api/credit-packs': 'public',
  'POST /api/buy-credits': 'user',
  'POST /api/complete-credit-purchase': 'user',
  'GET /api/feed': 'public',
  'POST /api/posters/:id/like': 'user',
  'POST /api/partner-inquiry': 'public',
  'PUT /api/language': 'public',
  'GET /api/stripe-connect/connect-status': 'user',
  'POST /api/stripe-connect/create-connect-account': 'user',
  'POST /api/stripe-connect/refresh-onboarding': 'user',
  'POST /api/stripe-connect/dashboard-link': 'user',
  'GET /api/account/export': 'user',
  'GET /api/account/deletion': 'user',
  'POST /api/account/deletion/start': 'user',
  'POST /api/account/deletion/confirm': 'user',
  'POST /api/account/password': 'user',
  'POST /api/account/email': 'user',
  'POST /api/account/email/confirm': 'user',
  'GET /api/dev/mailbox': 'dev',
  'POST /api/admin/login': 'public',
  'POST /api/admin/logout': 'admin',
  // answers { authenticated: false } rather than 401: the admin pages ask it on load
  'GET /api/admin/session': 'public',
  'GET /api/admin/orders': 'admin',
  'GET /api/admin/orders/:id': 'admin',
  'PATCH /api/admin/orders/:id/status': 'admin',
  'GET /api/admin/catalogue-orders': 'admin',
  'GET /api/admin/catalogue-orders/:id': 'admin',
  'PATCH /api/admin/catalogue-orders/:id/status': 'admin',
  'POST /api/admin/orders/:id/refunds': 'admin',
  'POST /api/admin/orders/:id/refunds/:refundId/retry': 'admin',
  'POST /api/admin/orders/:id/cancel': 'admin',
  'POST /api/admin/orders/:id/send-again': 'admin',
  'GET /api/admin/orders/:id/receipt': 'admin',
  'POST /api/admin/catalogue-orders/:id/refunds': 'admin',
  'POST /api/admin/catalogue-orders/:id/refunds/:refundId/retry': 'admin',
  'POST /api/admin/catalogue-orders/:id/cancel': 'admin',
  'POST /api/admin/catalogue-orders/:id/send-again': 'admin',
  'GET /api/admin/catalogue-orders/:id/receipt': 'admin',
  'GET /api/admin/orders/export/csv': 'admin',
  'GET /api/admin/storage/download': 'admin',
  'GET /api/admin/orders/export/print-files': 'admin',
  // any stored file, print masters included (decision 023)
  'GET /api/admin/storage-image/*': 'admin',
  'GET /api/admin/catalogue': 'admin',
  'GET /api/admin/pending-review': 'admin',
  'PATCH /api/admin/images/:id/visibility': 'admin',
  'PATCH /api/admin/images/:id/edition': 'admin',
  'PATCH /api/admin/images/:id/approve': 'admin',
  'PATCH /api/admin/images/:id/reject': 'admin',
  'GET /api/admin/images/:id/audit': 'admin',
};

export let t: TestApp;
export let userA: TestUser;
export let userB: TestUser;
export let member: TestUser;
export let adminCookie: string;
let visitor = 0;

export const ADMIN = { username: 'admin', password: 'abuse-suite-admin-password' };

/** Starts the app before the calling file's tests and stops it after them: call it once, at the file's top. */
export function useAbuseApp() {
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
    userA = await signedInUser(t);
    userB = await signedInUser(t);
    member = await signedInUser(t, { userType: 'artistic_collective' });
    adminCookie = await signInAdmin(t, ADMIN);
  });
  afterAll(() => t.close());
}

export type Caller = { name: string; cookie?: string };
export const callers = (): Caller[] => [
  { name: 'anonymous' },
  { name: 'user A', cookie: userA.cookie },
  { name: 'user B', cookie: userB.cookie },
  { name: 'member', cookie: member.cookie },
  { name: 'admin', cookie: adminCookie },
];

/** Each request from its own address: the per-visitor rate limits are not what is tested here. */
export function send(
  method: string,
  url: string,
  options: { cookie?: string; payload?: string | object; contentType?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.contentType) headers['content-type'] = options.contentType;
  return t.app.inject({
    method: method as 'GET',
    url,
    headers,
    payload: options.payload,
    remoteAddress: `10.9.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}`,
  });
}

/** A concrete URL for a route pattern. */
export const concrete = (url: string, id = '1') =>
  url
    .replace(':confirmationId', '00000000-0000-4000-8000-000000000000')
    .replace(':file', `${id}.png`)
    .replace(':id', id)
    .replace(':reference', 'ORD-AAAAAAAA')
    .replace('*', 'none/missing.webp');

export function expectClearRefusal(response: LightMyRequestResponse, label: string) {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  if (response.headers['content-type']?.toString().includes('json')) {
    const { code, message } = response.json() as { code?: unknown; message?: unknown };
    expect(typeof message === 'string' && message.length > 0, `${label}: a message`).toBe(true);
    expect(typeof code === 'string' && code.length > 0, `${label}: a code`).toBe(true);
  }
}

/** Logging out ends the caller's session, which the other checks still need: those routes get anonymous callers. */
export const callersFor = (key: string, all: Caller[]) =>
  key.endsWith('/logout') ? all.filter((caller) => caller.name === 'anonymous') : all;

export const registered = () =>
  t.app
    .apiRoutes()
    .flatMap((route) => route.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${route.url}`))
    .filter((key, index, all) => all.indexOf(key) === index);
