import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit, orders } from '../../db/schema.ts';
import { addAdmin, signInAdmin } from '../../testing/admin-session.ts';
import { ADMIN_COOKIE } from './admin-auth.ts';
import { ADMIN, adminCookie, db, insertOrder, m, signIn, t, useAdminApp, user } from './admin-test-helpers.ts';

useAdminApp();

describe('admin authorisation', () => {
  const routes: [string, string, unknown?][] = [
    ['POST', '/api/admin/logout'],
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/catalogue-orders'],
    ['GET', '/api/admin/orders/1'],
    ['GET', '/api/admin/catalogue-orders/1'],
    ['PATCH', '/api/admin/orders/1/status', { status: 'shipped' }],
    ['PATCH', '/api/admin/catalogue-orders/1/status', { status: 'shipped' }],
    ['GET', '/api/admin/orders/export/csv'],
    ['GET', '/api/admin/storage/download'],
    ['GET', '/api/admin/orders/export/print-files'],
    ['GET', '/api/admin/catalogue'],
    ['PATCH', '/api/admin/images/1/visibility', { isPublic: false }],
    ['PATCH', '/api/admin/images/1/edition', { soldCount: 1 }],
    ['GET', '/api/admin/images/1/audit'],
    ['GET', '/api/admin/pending-review?limit=20&offset=0'],
    ['PATCH', '/api/admin/images/1/approve'],
    ['PATCH', '/api/admin/images/1/reject'],
  ];

  it('answers 401 to every admin call without the admin session, also with a user session or a forged cookie', async () => {
    for (const [method, url, payload] of routes) {
      for (const cookie of [
        undefined,
        user.cookie,
        `${ADMIN_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA`,
        `${ADMIN_COOKIE}=../../etc`,
      ]) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          payload: payload as object,
          headers: cookie ? { cookie } : {},
        });
        expect(response.statusCode, `${method} ${url} with ${cookie}`).toBe(401);
        expect(response.json()).toEqual({ code: expect.any(String), message: m.adminSessionRequired });
      }
    }
  });

  it("answers in the admin's language where a translation exists (cookie: lang=de, lang=fr)", async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: 'lang=de' } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ code: expect.any(String), message: 'Admin-Anmeldung erforderlich.' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/999999',
      headers: { cookie: `${adminCookie}; lang=fr` },
    });
    expect(missing.json()).toEqual({ code: expect.any(String), message: 'Cette commande est introuvable.' });
    const badId = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/abc',
      headers: { cookie: `${adminCookie}; lang=it` },
    });
    expect(badId.json()).toEqual({ code: expect.any(String), message: 'L’ID dell’ordine non è valido.' });
    // A shared rule's key (src/shared/admin.ts), worded in the admin's language
    const badFilter = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=lost',
      headers: { cookie: adminCookie, 'accept-language': 'de-CH' },
    });
    expect(badFilter.json()).toEqual({
      code: expect.any(String),
      message: 'Der Status muss pending, processing, shipped, delivered oder cancelled sein.',
    });
  });

  it('gives two admins each their own session, and the audit log names the admin who acted', async () => {
    const second = await addAdmin(t, { username: 'second-admin', password: 'another admin password' });
    const secondCookie = await signInAdmin(t, second);
    for (const [cookie, username] of [
      [adminCookie, ADMIN.username],
      [secondCookie, second.username],
    ] as const) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })).json()).toEqual({
        authenticated: true,
        username,
      });
    }
    const order = await insertOrder();
    for (const [cookie, status] of [
      [adminCookie, 'processing'],
      [secondCookie, 'shipped'],
    ]) {
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order.id}/status`,
        headers: { cookie },
        payload: { status },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const audit = await db().select().from(adminAudit).where(eq(adminAudit.subjectId, order.id));
    expect(audit.map((row) => [row.adminUsername, row.after])).toEqual([
      [ADMIN.username, { status: 'processing' }],
      [second.username, { status: 'shipped' }],
    ]);
    // each session is bound to its admin: signing the second out leaves the first in
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: secondCookie } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: secondCookie } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: adminCookie } })).statusCode,
    ).toBe(200);
    await db().delete(orders).where(eq(orders.id, order.id));
  });

  it('logs out: the session no longer works', async () => {
    const cookie = await signIn('10.0.0.5');
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === ADMIN_COOKIE)?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie } })).statusCode).toBe(401);
  });
});
