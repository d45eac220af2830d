import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, userImages } from './db/schema.ts';
import { makePoster } from './testing/posters.ts';
import { shipping } from './testing/server-data.ts';
import {
  adminCookie,
  callers,
  callersFor,
  concrete,
  expectClearRefusal,
  member,
  registered,
  routes,
  send,
  t,
  userA,
  userB,
  useAbuseApp,
} from './abuse-test-helpers.ts';

useAbuseApp();

/**
 * The abuse suite on every route (abuse-test-helpers.ts): the route table is the app's, who may call what, and hostile
 * bodies, paths, queries and methods from every kind of caller answered with a clear 4xx.
 */

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

  const theirs = 'posters, generations, orders, membership or payout account';
  it(`lets nobody read or change another user’s ${theirs}`, async () => {
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
