import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { shippingSchema } from '../shared/checkout.ts';
import { partnerInquirySchema } from '../shared/partners-inquiry.ts';
import { sellSchema } from '../shared/sell.ts';
import { memberships, userImages } from './db/schema.ts';
import { AppError } from './errors.ts';
import { issueText } from './http/validation.ts';
import { english, messagesFor } from './i18n/messages.ts';
import { makeCataloguePoster, makePoster } from './testing/posters.ts';
import { signInAdmin } from './testing/admin-session.ts';
import { createTestApp } from './testing/test-app.ts';
import type { TestApp } from './testing/test-app.ts';
import { signedInUser } from './testing/users.ts';
import type { TestUser } from './testing/users.ts';

/**
 * The abuse suite: every API route gets hostile input from every kind of caller and must answer
 * a 4xx with a `{ code, message }` (never a 5xx, never a hang); who may read or change what is checked route by
 * route; the shared validators and the server agree on random input; uploads meant to hurt are refused.
 */

type Access = 'public' | 'user' | 'admin' | 'dev';

/** Every route and who may use it. A new route must be added here (the first test fails otherwise). */
const routes: Record<string, Access> = {
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

let t: TestApp;
let userA: TestUser;
let userB: TestUser;
let member: TestUser;
let adminCookie: string;
let visitor = 0;

const ADMIN = { username: 'admin', password: 'abuse-suite-admin-password' };

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
  userA = await signedInUser(t);
  userB = await signedInUser(t);
  member = await signedInUser(t, { userType: 'artistic_collective' });
  adminCookie = await signInAdmin(t, ADMIN);
});
afterAll(() => t.close());

type Caller = { name: string; cookie?: string };
const callers = (): Caller[] => [
  { name: 'anonymous' },
  { name: 'user A', cookie: userA.cookie },
  { name: 'user B', cookie: userB.cookie },
  { name: 'member', cookie: member.cookie },
  { name: 'admin', cookie: adminCookie },
];

/** Each request from its own address: the per-visitor rate limits are not what is tested here. */
function send(
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
const concrete = (url: string, id = '1') =>
  url
    .replace(':confirmationId', '00000000-0000-4000-8000-000000000000')
    .replace(':file', `${id}.png`)
    .replace(':id', id)
    .replace(':reference', 'ORD-AAAAAAAA')
    .replace('*', 'none/missing.webp');

function expectClearRefusal(response: LightMyRequestResponse, label: string) {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  if (response.headers['content-type']?.toString().includes('json')) {
    const { code, message } = response.json() as { code?: unknown; message?: unknown };
    expect(typeof message === 'string' && message.length > 0, `${label}: a message`).toBe(true);
    expect(typeof code === 'string' && code.length > 0, `${label}: a code`).toBe(true);
  }
}

/** Logging out ends the caller's session, which the other checks still need: those routes get anonymous callers. */
const callersFor = (key: string, all: Caller[]) =>
  key.endsWith('/logout') ? all.filter((caller) => caller.name === 'anonymous') : all;

const registered = () =>
  t.app
    .apiRoutes()
    .flatMap((route) => route.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${route.url}`))
    .filter((key, index, all) => all.indexOf(key) === index);

describe('the route table', () => {
  it('names every API route the app has, and only those', () => {
    expect(registered().sort()).toEqual(Object.keys(routes).sort());
  });
});

describe('authorisation', () => {
  it('refuses signed-out callers on user routes and everyone but the admin on admin routes, with 401', async () => {
    for (const [key, access] of Object.entries(routes)) {
      const [method, pattern] = key.split(' ') as [string, string];
      const url = concrete(pattern);
      for (const caller of callersFor(key, callers())) {
        const response = await send(method, url, { cookie: caller.cookie, payload: method === 'GET' ? undefined : {} });
        const label = `${caller.name} ${key} → ${response.statusCode}`;
        expect(response.statusCode, label).toBeLessThan(500);
        const refused = response.statusCode === 401;
        if (access === 'admin') expect(refused, label).toBe(caller.name !== 'admin');
        if (access === 'user' && caller.name === 'anonymous') expect(refused, label).toBe(true);
        if (access === 'user' && caller.name !== 'anonymous' && caller.name !== 'admin')
          expect(refused, label).toBe(false);
        if (access === 'public')
          expect(refused && !['POST /api/admin/login', 'POST /api/auth/login'].includes(key), label).toBe(false);
        if (refused) expectClearRefusal(response, label);
      }
    }
  });

  it('lets nobody read or change another user’s posters, generations, orders, membership or payout account', async () => {
    const poster = await makePoster(t, userA.id);
    const sell = {
      isPublic: true,
      name: 'Mine',
      city: 'Bern',
      totalSupply: 200,
      pricePerUnit: 30,
      agreedToTerms: true,
    };
    expect((await userB.patch(`/api/images/${poster}/public`, sell)).statusCode).toBe(404);
    expect((await member.patch(`/api/images/${poster}/public`, sell)).statusCode).toBe(404);
    expect(
      (await send('PATCH', `/api/images/${poster}/public`, { cookie: adminCookie, payload: sell })).statusCode,
    ).toBe(401);
    const [row] = await t.runtime.database.db.select().from(userImages).where(eq(userImages.id, poster));
    expect(row!.isPublic).toBe(false);

    // a user's list and figures are theirs: an e-mail naming someone else is refused, never followed
    expect((await userB.get(`/api/user-images?email=${encodeURIComponent(userA.email)}`)).statusCode).toBe(403);
    expect((await userB.get(`/api/user-poster-stats?email=${encodeURIComponent(userA.email)}`)).statusCode).toBe(403);
    expect((await userB.get('/api/user-images')).json().images.map((image: { id: number }) => image.id)).not.toContain(
      poster,
    );

    // an order of A's poster: B can neither prepare nor complete it
    const shipping = {
      firstName: 'Anna',
      lastName: 'Keller',
      email: 'anna@example.ch',
      address: 'Marktgasse 10',
      city: 'Bern',
      state: 'Bern',
      zipCode: '3011',
      country: 'CH',
    };
    expect((await userB.post('/api/prepare-checkout', { ...shipping, imageId: poster, quantity: 1 })).statusCode).toBe(
      404,
    );
    const checkout = (await userA.post('/api/prepare-checkout', { ...shipping, imageId: poster, quantity: 1 })).json();
    const { paymentIntentId } = (
      await send('POST', '/api/payments/sandbox/confirm', {
        payload: {
          clientSecret: checkout.clientSecret,
          cardNumber: '4242424242424242',
          expMonth: 1,
          expYear: 2044,
          cvc: '123',
        },
      })
    ).json();
    expect(
      (await userB.post('/api/complete-order', { paymentIntentId, confirmationId: checkout.confirmationId }))
        .statusCode,
    ).toBe(404);
    // once made, the order is A's to see: B gets "not found", and it is not in B's list
    expect(
      (await userA.post('/api/complete-order', { paymentIntentId, confirmationId: checkout.confirmationId }))
        .statusCode,
    ).toBe(200);
    expect((await userA.get(`/api/orders/${checkout.confirmationId}`)).statusCode).toBe(200);
    expect((await userB.get(`/api/orders/${checkout.confirmationId}`)).statusCode).toBe(404);
    expect((await userB.get('/api/orders')).json().orders).toEqual([]);

    // a membership setup is its owner's
    await userA.post('/api/create-subscription', {});
    const [membership] = await t.runtime.database.db.select().from(memberships).where(eq(memberships.userId, userA.id));
    expect(
      (await userB.post('/api/confirm-subscription', { setupIntentId: membership!.setupIntentId })).statusCode,
    ).toBe(400);

    // a payout onboarding page is its owner's
    const { onboardingUrl } = (await member.post('/api/stripe-connect/create-connect-account')).json();
    const onboarding = new URL(onboardingUrl);
    expect((await userB.get(`${onboarding.pathname}${onboarding.search}`)).statusCode).toBe(404);
  });
});

describe('hostile input on every route', () => {
  const hostileBodies: [string, string, string][] = [
    ['malformed JSON', '{"name": "x", ', 'application/json'],
    ['a JSON array', '[1, 2, 3]', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['a bare number', '1e308', 'application/json'],
    [
      'wrong types',
      JSON.stringify({
        email: 42,
        name: ['x'],
        quantity: 'lots',
        cartItems: 'all',
        id: { $gt: 0 },
        status: true,
        soldCount: 'x',
        imageData: 7,
        packId: null,
        promoCode: 99,
      }),
      'application/json',
    ],
    [
      'huge numbers',
      JSON.stringify({
        quantity: 1e308,
        totalSupply: 9e15,
        pricePerUnit: -1e308,
        soldCount: Number.MAX_SAFE_INTEGER,
        imageId: 1e20,
        cartItems: [{ id: 1e20, quantity: 1e20 }],
      }),
      'application/json',
    ],
    [
      'over-long strings',
      JSON.stringify(
        Object.fromEntries(
          [
            'email',
            'name',
            'username',
            'password',
            'code',
            'city',
            'address',
            'imageData',
            'videoData',
            'filename',
            'promoCode',
            'packId',
            'search',
            'status',
            'setupIntentId',
            'paymentIntentId',
            'confirmationId',
            'cafeName',
            'location',
            'clientSecret',
            'cardNumber',
            'imageUrl',
          ].map((key) => [key, 'x'.repeat(200_000)]),
        ),
      ),
      'application/json',
    ],
    [
      'NUL and control characters',
      JSON.stringify({
        email: 'anna\u0000@example.ch',
        username: 'anna\u0000',
        password: 'secret\u0000password',
        name: 'Anna\u0007Keller',
        caption: 'Sunset\u001b[31m over Bern',
        city: 'Bern\u007f',
        address: 'Marktgasse\u0085 10',
        code: '12\u000034',
        style: 'popart\u0000',
        status: 'processing\u0000',
        promoCode: 'BETA60\u0000',
        search: '\u0000',
        reason: 'x\u0000',
        imageData: 'data:image/png;base64,\u0000',
        quantity: 1,
        language: 'de\u0000',
        cartItems: [{ id: 1, quantity: 1, name: 'x\u0000' }],
        '\u0000key': 'x',
      }),
      'application/json',
    ],
    ['deep nesting', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, 'application/json'],
    ['a wrong content type', 'name=x&email=y', 'text/plain'],
    [
      'an XML body',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      'application/xml',
    ],
  ];

  /** The hostile bodies that are still JSON objects (or null): a route without input may ignore them. */
  const objectBodies = new Set(['JSON null', 'wrong types', 'huge numbers', 'over-long strings', 'deep nesting']);
  /** Routes that take no input at all: any object (its fields ignored) or no body is a fine way to call them. */
  const noInput = new Set([
    'POST /api/use-generation-credit',
    'POST /api/create-subscription',
    'POST /api/cancel-subscription',
    'POST /api/orders/:reference/cancel',
    'POST /api/stripe-connect/create-connect-account',
    'POST /api/stripe-connect/refresh-onboarding',
    'POST /api/stripe-connect/dashboard-link',
    'PATCH /api/admin/images/:id/visibility',
    'PATCH /api/admin/images/:id/approve',
    'PATCH /api/admin/images/:id/reject',
    'POST /api/admin/orders/:id/cancel',
    'POST /api/admin/catalogue-orders/:id/cancel',
    'POST /api/admin/orders/:id/refunds/:refundId/retry',
    'POST /api/admin/catalogue-orders/:id/refunds/:refundId/retry',
    'POST /api/admin/orders/:id/send-again',
    'POST /api/admin/catalogue-orders/:id/send-again',
  ]);

  // One test per route: the work grows with every route the shop gains, each route keeps its own time.
  const bodyRoutes = Object.entries(routes).filter(([key, access]) => !key.startsWith('GET ') && access !== 'dev');
  it.each(bodyRoutes)('answers %s a clear 4xx for hostile bodies, from every caller', async (key) => {
    const [method, pattern] = key.split(' ') as [string, string];
    for (const caller of callersFor(key, callers())) {
      for (const [name, payload, contentType] of hostileBodies) {
        const response = await send(method, concrete(pattern), { cookie: caller.cookie, payload, contentType });
        // logging out (anonymously) is allowed whatever the body says; an empty body calls a route without input
        if (key.endsWith('/logout') && response.statusCode < 300) continue;
        // (fields a route does not take are ignored, as the browser's calls send many)
        if (objectBodies.has(name) && noInput.has(key) && response.statusCode < 300) continue;
        expectClearRefusal(response, `${caller.name} ${key} with ${name}`);
      }
    }
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await send('POST', '/api/partner-inquiry', {
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      contentType: 'application/json',
    });
    expect(response.statusCode).toBe(413);
    expectClearRefusal(response, 'a 2 MB body');
  });

  it('answers hostile paths and queries on every route with a 4xx or a harmless answer, never a 5xx', async () => {
    const ids = ['abc', '-1', '0', '1.5', '9'.repeat(40), '%00', '..%2F..%2Fetc%2Fpasswd', '1%20or%201=1', '%E2%80%AE'];
    const queries = [
      '?limit=1e308&offset=-1&page=NaN&search=%00',
      `?search=${'%25'.repeat(500)}`,
      '?email[]=a&email[]=b',
      '?username=' + 'x'.repeat(5000),
      '?status=%27%3B%20drop%20table%20orders%3B--',
    ];
    for (const [key] of Object.entries(routes)) {
      const [method, pattern] = key.split(' ') as [string, string];
      for (const caller of callersFor(key, [callers()[0]!, callers()[1]!, callers()[4]!])) {
        const urls =
          pattern.includes(':') || pattern.includes('*')
            ? ids.map((id) => concrete(pattern, id))
            : queries.map((query) => `${pattern}${query}`);
        for (const url of urls) {
          const response = await send(method, url, {
            cookie: caller.cookie,
            payload: method === 'GET' ? undefined : {},
          });
          expect(response.statusCode, `${caller.name} ${method} ${url} → ${response.body.slice(0, 160)}`).toBeLessThan(
            500,
          );
          if (response.statusCode >= 400) expectClearRefusal(response, `${caller.name} ${method} ${url}`);
        }
      }
    }
  });

  it('answers a wrong method on every route with 405, its Allow header and a message', async () => {
    for (const [key] of Object.entries(routes)) {
      const [method, pattern] = key.split(' ') as [string, string];
      const wrong = method === 'DELETE' ? 'PUT' : 'DELETE';
      const response = await send(wrong, concrete(pattern));
      expect(response.statusCode, `${wrong} ${pattern}`).toBe(405);
      expect(String(response.headers.allow)).toContain(method);
      expectClearRefusal(response, `${wrong} ${pattern}`);
    }
  });
});

describe('NUL and other control characters (decision 036)', () => {
  const refusedFor = (response: LightMyRequestResponse, field: string, language: 'en' | 'de' = 'en') => {
    expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      message: messagesFor(language).common.controlCharacter({ field }),
    });
  };

  it('refuses a NUL in a sign-in e-mail with 400 naming the field, in the visitor’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'de-CH' },
      payload: { email: 'anna\u0000@example.ch', password: 'whatever-password' },
      remoteAddress: '10.77.0.1',
    });
    refusedFor(response, 'email', 'de');
    const admin = await send('POST', '/api/admin/login', {
      payload: { username: 'admin\u0000', password: ADMIN.password },
    });
    refusedFor(admin, 'username');
  });

  it('refuses control characters in a caption before any work, and takes no credit', async () => {
    const user = await signedInUser(t, { freeCredits: 2 });
    for (const text of ['Bern\u0000', 'Sunset \u001b[31m', 'a\u0008b', 'c\u007f', 'd\u009b', 'half \ud800 a pair']) {
      const response = await user.post('/api/generate-gpt-image', {
        imageData: 'data:image/png;base64,AAAA',
        style: 'popart',
        caption: { text, x: 10, y: 10, frameWidth: 100, frameHeight: 100 },
      });
      refusedFor(response, 'caption.text');
    }
    expect((await user.get('/api/generation-credits')).json().freeCreditsRemaining).toBe(2);
  });

  it('refuses a control character in a query or a path parameter on every API route', async () => {
    // A user of its own: the earlier tests spent userA's per-user upload limit, which is checked before the body and
    // the query are (a 429 there would hide what this test looks for).
    const fresh = await signedInUser(t);
    for (const [key, access] of Object.entries(routes)) {
      const [method, pattern] = key.split(' ') as [string, string];
      const response = await send(method, `${concrete(pattern)}?note=a%00b`, {
        cookie: access === 'admin' ? adminCookie : fresh.cookie,
        payload: method === 'GET' ? undefined : {},
      });
      refusedFor(response, 'note');
    }
    refusedFor(await userA.get('/api/user-images/1%01'), 'id');
  });

  it('answers pages whose address holds control characters without a 5xx', async () => {
    for (const url of [
      '/?search=%00',
      '/catalogue?search=a%00b&page=%01',
      '/feed?style=%00',
      '/posters/1%00-x',
      '/posters/%00',
      '/orders/ORD-%00?key=%00',
      '/%00',
    ]) {
      const response = await send('GET', url);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('lets tabs and line breaks through: they are text, and each field’s own rule decides', async () => {
    const response = await send('POST', '/api/auth/login', {
      payload: { email: 'nobody@example.ch', password: 'tab\there\nand a line' },
    });
    expect(response.statusCode).toBe(401);
  });
});

/** A shared rule's message is a catalogue key (else the field is named): the server answers its English text here. */
const englishOf = (issue: z.core.$ZodIssue) => new AppError('invalid_input', { rule: issueText(issue) }).message;

/** What the server receives of a candidate: JSON carries no Infinity or NaN (they arrive as null). */
const asSent = <T>(candidate: T): T => JSON.parse(JSON.stringify(candidate)) as T;

describe('the shared validators and the server agree', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.constantFrom(
      '',
      ' ',
      'Zoë',
      "O'Neill-Müller",
      'Bahnhofstrasse 12',
      '8001',
      'CH',
      'UK',
      'US',
      'a@b.ch',
      'not-mail',
      '<script>',
      'x'.repeat(250),
    ),
  );
  const shipping = fc.record({
    firstName: text,
    lastName: text,
    email: text,
    address: text,
    city: text,
    state: text,
    zipCode: text,
    country: text,
  });

  it('on shipping data: the server refuses exactly what the form refuses, with the same words', async () => {
    const buyer = await signedInUser(t);
    const poster = await makePoster(t, buyer.id);
    await fc.assert(
      fc.asyncProperty(shipping, async (candidate) => {
        const expected = shippingSchema.safeParse(candidate);
        const response = await buyer.post('/api/prepare-checkout', { ...candidate, imageId: poster, quantity: 1 });
        if (expected.success) expect(response.statusCode).toBe(200);
        else
          expect({ status: response.statusCode, message: response.json().message }).toEqual({
            status: 400,
            message: englishOf(expected.error.issues[0]!),
          });
      }),
      { numRuns: 50 },
    );
  });

  it('on the sell form: the server refuses exactly what the sell modal refuses', async () => {
    const sellInput = fc.record({
      agreedToTerms: fc.constant(true),
      name: text,
      city: text,
      momentLink: fc.oneof(
        fc.constant(''),
        fc.constant('https://example.ch/m'),
        fc.constant('javascript:alert(1)'),
        fc.webUrl(),
        text,
      ),
      totalSupply: fc.oneof(fc.integer({ min: -5, max: 1200 }), fc.double({ noNaN: true }), fc.constant('200')),
      pricePerUnit: fc.oneof(
        fc.integer({ min: -5, max: 600 }),
        fc.double({ min: 0, max: 600, noNaN: true }),
        fc.constant('30'),
      ),
    });
    await fc.assert(
      fc.asyncProperty(sellInput, async (candidate) => {
        const poster = await makePoster(t, userA.id);
        const expected = sellSchema.safeParse(asSent(candidate));
        const response = await userA.patch(`/api/images/${poster}/public`, { isPublic: true, ...candidate });
        if (expected.success) expect(response.statusCode).toBe(200);
        else
          expect({ status: response.statusCode, message: response.json().message }).toEqual({
            status: 400,
            message: englishOf(expected.error.issues[0]!),
          });
      }),
      { numRuns: 40 },
    );
  });

  it('on the partner inquiry', async () => {
    const inquiry = fc.record({ name: text, cafeName: text, email: text, location: text, address: text });
    await fc.assert(
      fc.asyncProperty(inquiry, async (candidate) => {
        const expected = partnerInquirySchema.safeParse(candidate);
        const response = await send('POST', '/api/partner-inquiry', { payload: candidate });
        if (expected.success) expect(response.statusCode).toBe(201);
        // the schema's message is a catalogue key; the server words it (in English here)
        else
          expect({ status: response.statusCode, message: response.json().message }).toEqual({
            status: 400,
            message: englishOf(expected.error.issues[0]!),
          });
      }),
      { numRuns: 40 },
    );
  });
});

describe('uploads meant to hurt', () => {
  const generate = (user: TestUser, imageData: string) =>
    user.post('/api/generate-gpt-image', { imageData, style: 'popart' });

  it('refuses an SVG with a script, a zero-byte file and a text file dressed as an image, and loses no credit', async () => {
    const user = await signedInUser(t, { freeCredits: 2 });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script><rect width="900" height="900"/></svg>',
    );
    for (const imageData of [
      `data:image/svg+xml;base64,${svg.toString('base64')}`,
      'data:image/png;base64,',
      `data:image/jpeg;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`,
    ]) {
      const response = await generate(user, imageData);
      expectClearRefusal(response, imageData.slice(0, 30));
    }
    expect((await user.get('/api/generation-credits')).json().freeCreditsRemaining).toBe(2);
  });

  it('re-encodes a JPEG/HTML polyglot: what is stored is a clean image without the trailing payload', async () => {
    const user = await signedInUser(t, { freeCredits: 2 });
    const jpeg = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    const payload = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const response = await generate(
      user,
      `data:image/jpeg;base64,${Buffer.concat([jpeg, payload]).toString('base64')}`,
    );
    expect(response.statusCode).toBe(200);
    const { originalImagePath } = response.json();
    // the stored photo answers its owner alone (decision 023)
    const stored = await user.get(originalImagePath);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toMatch(/^image\//);
    expect(stored.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(stored.headers['x-content-type-options']).toBe('nosniff');
  });

  it('ignores a path in an upload’s file name, and refuses a zero-byte video', async () => {
    const user = await signedInUser(t);
    const traversal = await user.post('/api/upload-video', {
      videoData: 'data:video/mp4;base64,AAAA',
      filename: '../../../../etc/passwd.mp4',
    });
    expectClearRefusal(traversal, 'a traversal file name');
    const empty = await user.post('/api/upload-video', { videoData: 'data:video/mp4;base64,', filename: 'empty.mp4' });
    expectClearRefusal(empty, 'a zero-byte video');
  });

  it('serves nothing outside the storage, whatever the path', async () => {
    const poster = await makeCataloguePoster(t, userA.id);
    expect(poster).toBeGreaterThan(0);
    for (const path of [
      '..%2F..%2Fpackage.json',
      '%2e%2e/%2e%2e/etc/passwd',
      '....//....//etc/passwd',
      'previews/..%5C..%5Cpackage.json',
      '%00.webp',
    ]) {
      const response = await send('GET', `/api/storage-image/${path}`);
      expect([400, 404], path).toContain(response.statusCode);
    }
  });

  it('keeps print masters and uploads from the public storage route, whoever asks (decision 023)', async () => {
    const poster = await makeCataloguePoster(t, userA.id);
    const [row] = await t.runtime.database.db.select().from(userImages).where(eq(userImages.id, poster));
    await t.runtime.storage.put(row!.generatedPath, Buffer.from('a print master'), { contentType: 'image/jpeg' });
    await t.runtime.storage.put(row!.originalPath, Buffer.from('a private photo'), { contentType: 'image/jpeg' });
    for (const key of [row!.generatedPath, row!.originalPath]) {
      for (const caller of [null, userB]) {
        const response = caller
          ? await caller.get(`/api/storage-image/${key}`)
          : await send('GET', `/api/storage-image/${key}`);
        expect(response.statusCode, key).toBe(404);
        expect(response.json().message, key).toBe(english.operations.storage.notFound);
      }
    }
  });
});
