import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage, StoredObjectInfo } from '../../adapters/storage/storage.ts';
import { adminAudit, catalogueOrderItems, catalogueOrders, orders, userImages } from '../../db/schema.ts';
import { english } from '../../i18n/messages.ts';
import { addAdmin, signInAdmin } from '../../testing/admin-session.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import type { TestSmtpServer } from '../../testing/smtp.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';
import { ADMIN_COOKIE } from './admin-auth.ts';
import { csvField, storageZip } from './admin-export.ts';

const m = english.admin;

const ADMIN = { username: 'boss', password: 'a very secret admin password' };

let t: TestApp;
let smtp: TestSmtpServer;
let adminCookie: string;
let user: TestUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: smtp.url },
  });
  adminCookie = await signIn();
  user = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.runtime.database.db;

const signIn = (ip = '10.0.0.1') => signInAdmin(t, ADMIN, { ip });

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: adminCookie }, payload: payload as object | undefined });

let sequence = 0;
async function insertOrder(values: Partial<typeof orders.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db()
    .insert(orders)
    .values({
      confirmationId: `ORD-${randomBytes(4).toString('hex').toUpperCase()}`,
      firstName: 'Anna',
      lastName: 'Muster',
      email: `anna${sequence}@example.ch`,
      address: 'Bahnhofstrasse 1',
      city: 'Zürich',
      zipCode: '8001',
      country: 'CH',
      amount: '29.95',
      style: 'popart',
      posterImageUrl: 'posters/abc.jpg',
      paymentIntentId: `pi_${randomBytes(8).toString('hex')}`,
      ...values,
    })
    .returning();
  return row!;
}

async function insertCatalogueOrder(
  items: { name: string; quantity: number; price: string }[],
  values: Partial<typeof catalogueOrders.$inferInsert> = {},
) {
  const [order] = await db()
    .insert(catalogueOrders)
    .values({
      confirmationId: `CAT-${String(100000 + Math.floor(Math.random() * 899999))}`,
      firstName: 'Jean',
      lastName: 'Dupont',
      email: `jean${randomBytes(3).toString('hex')}@example.ch`,
      address: 'Rue du Lac 2',
      city: 'Genève',
      zipCode: '1201',
      country: 'CH',
      quantity: items.reduce((sum, item) => sum + item.quantity, 0),
      amount: items.reduce((sum, item) => sum + Number(item.price) * item.quantity, 0).toFixed(2),
      paymentIntentId: `pi_${randomBytes(8).toString('hex')}`,
      ...values,
    })
    .returning();
  for (const item of items) {
    await db().insert(catalogueOrderItems).values({
      orderId: order!.id,
      name: item.name,
      style: 'riso',
      quantity: item.quantity,
      price: item.price,
      firstEdition: 1,
      lastEdition: item.quantity,
      totalSupply: 50,
    });
  }
  return order!;
}

async function insertPoster(owner: TestUser, values: Partial<typeof userImages.$inferInsert> = {}) {
  const tag = randomBytes(8).toString('hex');
  const [row] = await db()
    .insert(userImages)
    .values({
      userId: owner.id,
      style: 'popart',
      originalPath: `originals/${tag}.jpg`,
      generatedPath: `posters/${tag}.jpg`,
      previewPath: `previews/${tag}.webp`,
      thumbnailPath: `thumbnails/${tag}.webp`,
      name: `Poster ${tag}`,
      city: 'Bern',
      totalSupply: 10,
      pricePerUnit: '30.00',
      isPublic: true,
      isApproved: false,
      publishedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

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

describe('orders', () => {
  let shipped: Awaited<ReturnType<typeof insertOrder>>;

  beforeAll(async () => {
    for (let index = 0; index < 30; index++) await insertOrder({ firstName: `Kunde${index}` });
    shipped = await insertOrder({
      firstName: 'Zoë',
      lastName: 'Élan',
      email: 'zoe.elan@example.ch',
      status: 'shipped',
      posterImageUrl: null,
      originalImageUrl: 'originals/z.jpg',
    });
  });

  it('pages the list newest first, with the total', async () => {
    const first = (await admin('GET', '/api/admin/orders?limit=10&offset=0')).json();
    expect(first.orders).toHaveLength(10);
    expect(first.pagination).toEqual({ total: 31, limit: 10, offset: 0, hasMore: true });
    expect(first.orders[0]).toMatchObject({
      id: shipped.id,
      confirmationId: shipped.confirmationId,
      amount: 29.95,
      status: 'shipped',
      originalImageUrl: '/api/admin/storage-image/originals/z.jpg',
      posterImageUrl: null,
    });
    const last = (await admin('GET', '/api/admin/orders?limit=10&offset=30')).json();
    expect(last.orders).toHaveLength(1);
    expect(last.pagination.hasMore).toBe(false);
    const defaults = (await admin('GET', '/api/admin/orders')).json();
    expect(defaults.pagination).toMatchObject({ limit: 25, offset: 0 });
  });

  it('searches confirmation ID, e-mail and "first last" case-insensitively, and filters by exact status', async () => {
    const ids = async (query: string) =>
      (await admin('GET', `/api/admin/orders?${query}`)).json().orders.map((o: { id: number }) => o.id);
    expect(await ids(`search=${shipped.confirmationId.toLowerCase()}`)).toEqual([shipped.id]);
    expect(await ids('search=ZOE.ELAN@')).toEqual([shipped.id]);
    expect(await ids(`search=${encodeURIComponent('zoë élan')}`)).toEqual([shipped.id]);
    expect(await ids('status=shipped')).toEqual([shipped.id]);
    expect(await ids('status=shipped&search=kunde')).toEqual([]);
    expect((await ids('status=pending&limit=200')).length).toBe(30);
    expect(await ids('search=%25')).toEqual([]);
  });

  it('refuses a bad status filter or an over-long search with 400', async () => {
    expect((await admin('GET', '/api/admin/orders?status=lost')).statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/orders?status=lost')).json()).toEqual({
      code: expect.any(String),
      message: m.invalidStatus,
    });
    expect((await admin('GET', `/api/admin/orders?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('changes a status to any other among pending, processing, shipped and delivered, records who and what in the audit log, and shows it in the detail', async () => {
    const order = await insertOrder();
    for (const status of ['delivered', 'pending', 'shipped', 'processing']) {
      const response = await admin('PATCH', `/api/admin/orders/${order.id}/status`, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: order.id, status });
    }
    const detail = (await admin('GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail.order).toMatchObject({
      id: order.id,
      status: 'processing',
      allowedStatuses: ['pending', 'shipped', 'delivered'],
      posterImageUrl: '/api/admin/storage-image/posters/abc.jpg',
      city: 'Zürich',
    });
    expect(
      detail.audit.map(
        (entry: { before: { status: string }; after: { status: string } }) =>
          `${entry.before.status}>${entry.after.status}`,
      ),
    ).toEqual(['pending>delivered', 'delivered>pending', 'pending>shipped', 'shipped>processing']);
    expect(detail.audit[0]).toMatchObject({
      adminUsername: ADMIN.username,
      action: 'order.status',
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('refuses an unknown status (400), an unknown order (404) and a bad id (400)', async () => {
    const order = await insertOrder();
    expect((await admin('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'lost' })).json()).toEqual({
      code: expect.any(String),
      message: m.invalidStatus,
    });
    expect((await admin('PATCH', `/api/admin/orders/${order.id}/status`, { status: 'lost' })).statusCode).toBe(400);
    expect((await admin('PATCH', `/api/admin/orders/${order.id}/status`, {})).statusCode).toBe(400);
    expect((await admin('PATCH', '/api/admin/orders/999999/status', { status: 'shipped' })).statusCode).toBe(404);
    expect((await admin('PATCH', '/api/admin/catalogue-orders/999999/status', { status: 'shipped' })).statusCode).toBe(
      404,
    );
    expect((await admin('GET', '/api/admin/orders/999999')).json()).toEqual({
      code: expect.any(String),
      message: m.orderNotFound,
    });
    expect((await admin('GET', '/api/admin/orders/abc')).statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/catalogue-orders/0')).statusCode).toBe(400);
  });

  it('lists catalogue orders with their item count, details with items, and audited status changes', async () => {
    const order = await insertCatalogueOrder([
      { name: 'Lake', quantity: 2, price: '30.00' },
      { name: 'Alps', quantity: 1, price: '45.00' },
    ]);
    const list = (await admin('GET', `/api/admin/catalogue-orders?search=${order.confirmationId}`)).json();
    expect(list.orders).toEqual([
      expect.objectContaining({ id: order.id, itemCount: 2, quantity: 3, amount: 105, status: 'pending' }),
    ]);
    expect(
      (await admin('PATCH', `/api/admin/catalogue-orders/${order.id}/status`, { status: 'shipped' })).json(),
    ).toMatchObject({ status: 'shipped' });
    const detail = (await admin('GET', `/api/admin/catalogue-orders/${order.id}`)).json();
    expect(detail.order).toMatchObject({ id: order.id, status: 'shipped', itemCount: 2 });
    expect(
      detail.items.map((item: { name: string; quantity: number; price: number }) => [
        item.name,
        item.quantity,
        item.price,
      ]),
    ).toEqual([
      ['Lake', 2, 30],
      ['Alps', 1, 45],
    ]);
    expect(detail.audit).toEqual([
      expect.objectContaining({
        action: 'catalogue_order.status',
        before: { status: 'pending' },
        after: { status: 'shipped' },
      }),
    ]);
  });
});

/** Parses a CSV of RFC 4180 (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

describe('CSV export', () => {
  it('neutralises formula cells and quotes per RFC 4180', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvField(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField(29.95)).toBe('29.95');
    expect(csvField(null)).toBe('');
  });

  it('exports UTF-8 with a BOM, one row per order and per catalogue item, accents kept and formulas defused', async () => {
    const evil = await insertOrder({
      firstName: '=cmd|" /C calc"!A0',
      lastName: 'Müller, "Hans"',
      email: '@evil@example.ch',
      city: 'Zürich\nNord',
      style: 'popart',
    });
    const cat = await insertCatalogueOrder(
      [
        { name: '+Lake', quantity: 1, price: '30.00' },
        { name: 'Crème', quantity: 2, price: '45.00' },
      ],
      { firstName: 'Émile' },
    );
    const response = await admin('GET', '/api/admin/orders/export/csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text);
    const header = rows[0]!;
    expect(header.slice(0, 3)).toEqual(['Type', 'Confirmation ID', 'Date']);
    const col = (name: string) => header.indexOf(name);
    const evilRow = rows.find((row) => row[col('Confirmation ID')] === evil.confirmationId)!;
    expect(evilRow[col('First Name')]).toBe(`'=cmd|" /C calc"!A0`);
    expect(evilRow[col('Last Name')]).toBe('Müller, "Hans"');
    expect(evilRow[col('Email')]).toBe("'@evil@example.ch");
    expect(evilRow[col('City')]).toBe('Zürich\nNord');
    expect(evilRow[col('Poster Image')]).toBe(`${t.config.publicUrl}/api/admin/storage-image/posters/abc.jpg`);
    const catRows = rows.filter((row) => row[col('Confirmation ID')] === cat.confirmationId);
    expect(
      catRows.map((row) => [
        row[col('Type')],
        row[col('First Name')],
        row[col('Item Name')],
        row[col('Item Quantity')],
        row[col('Item Price (CHF)')],
      ]),
    ).toEqual([
      ['catalogue', 'Émile', "'+Lake", '1', '30.00'],
      ['catalogue', 'Émile', 'Crème', '2', '45.00'],
    ]);
    for (const row of rows) expect(row).toHaveLength(header.length);

    const onlyCatalogue = parseCsv(
      (await admin('GET', '/api/admin/orders/export/csv?type=catalogue')).rawPayload.toString('utf8').slice(1),
    );
    expect(onlyCatalogue.slice(1).every((row) => row[0] === 'catalogue')).toBe(true);
    expect((await admin('GET', '/api/admin/orders/export/csv?type=nope')).statusCode).toBe(400);
  });
});

/** The entries of a ZIP (its central directory), with stored (uncompressed) data read straight out. */
async function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const { inflateRawSync } = await import('node:zlib');
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  while (count-- > 0) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    const localStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(localStart, localStart + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

describe('storage export', () => {
  it('downloads a ZIP holding every stored file', async () => {
    const photo = randomBytes(5000);
    await t.runtime.storage.put('exports-test/photo.jpg', photo);
    await t.runtime.storage.put('exports-test/notes/readme.txt', Buffer.from('Grüezi '.repeat(100)));
    const response = await admin('GET', '/api/admin/storage/download');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="storage-\d{4}-\d\d-\d\d\.zip"$/);
    const entries = await zipEntries(response.rawPayload);
    expect(entries.get('exports-test/photo.jpg')?.equals(photo)).toBe(true);
    expect(entries.get('exports-test/notes/readme.txt')?.toString('utf8')).toBe('Grüezi '.repeat(100));
    for await (const info of t.runtime.storage.list()) expect(entries.has(info.key), info.key).toBe(true);
  });

  it('streams a storage far larger than it keeps in memory (1 GiB through a stand-in store)', async () => {
    const objectSize = 64 * 1024 * 1024;
    const objects = 16;
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const store: Storage = {
      kind: 's3',
      async *list() {
        for (let index = 0; index < objects; index++) yield info(`big/${index}.jpg`);
      },
      async get(key) {
        let sent = 0;
        const body = new Readable({
          read() {
            if (sent >= objectSize) return this.push(null);
            sent += chunk.length;
            this.push(chunk);
          },
        });
        return { ...info(key), body };
      },
      head: async (key) => info(key),
      put: async () => {},
      delete: async () => {},
      check: async () => {},
    };
    function info(key: string): StoredObjectInfo {
      return { key, size: objectSize, contentType: 'image/jpeg', etag: '"x"', lastModified: new Date() };
    }
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    let total = 0;
    for await (const piece of storageZip(store)) {
      total += (piece as Buffer).length;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    expect(total).toBeGreaterThan(objects * objectSize);
    // Buffered, this would need more than a gigabyte; streamed, it stays within a few dozen megabytes.
    expect(peak - baseline).toBeLessThan(150 * 1024 * 1024);
  }, 120_000);
});

describe('catalogue control and review', () => {
  let creator: TestUser;

  beforeAll(async () => {
    creator = await signedInUser(t);
  });

  const publicIds = async (search = '') =>
    (await t.app.inject({ method: 'GET', url: `/api/public-images?limit=48&search=${encodeURIComponent(search)}` }))
      .json()
      .images.map((image: { id: number }) => image.id);

  it('lists pending posters oldest first, approves one into the public catalogue, audited', async () => {
    const older = await insertPoster(creator, { publishedAt: new Date(Date.now() - 60_000) });
    const newer = await insertPoster(creator);
    const queue = (await admin('GET', '/api/admin/pending-review?limit=20&offset=0')).json();
    expect(queue.images.map((image: { id: number }) => image.id).slice(0, 2)).toEqual([older.id, newer.id]);
    expect(queue.images[0]).toMatchObject({
      id: older.id,
      name: older.name,
      username: creator.username,
      city: 'Bern',
      totalSupply: 10,
      pricePerUnit: 30,
      imageUrl: `/api/storage-image/${older.previewPath}`,
    });
    expect(queue.pagination).toMatchObject({ total: 2, limit: 20, offset: 0, hasMore: false });
    expect(
      (await admin('GET', '/api/admin/pending-review?limit=1&offset=1'))
        .json()
        .images.map((image: { id: number }) => image.id),
    ).toEqual([newer.id]);

    expect(await publicIds(older.name!)).toEqual([]);
    const approved = await admin('PATCH', `/api/admin/images/${older.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: older.id, isPublic: true, isApproved: true });
    expect(await publicIds(older.name!)).toEqual([older.id]);
    expect((await admin('GET', '/api/admin/pending-review')).json().pagination.total).toBe(1);
    expect((await admin('PATCH', `/api/admin/images/${older.id}/approve`)).statusCode).toBe(409);
    const audit = (await admin('GET', `/api/admin/images/${older.id}/audit`)).json().entries;
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'image.approve',
        adminUsername: ADMIN.username,
        after: { isPublic: true, isApproved: true },
      }),
    ]);
  });

  it('rejects a pending poster: it leaves the queue, stays private, and the creator gets an e-mail', async () => {
    const poster = await insertPoster(creator, { name: 'Rainy Tuesday' });
    const since = smtp.mails.length;
    const rejected = await admin('PATCH', `/api/admin/images/${poster.id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ id: poster.id, isPublic: false, isApproved: false });
    expect(
      (await admin('GET', '/api/admin/pending-review')).json().images.map((image: { id: number }) => image.id),
    ).not.toContain(poster.id);
    const mail = await smtp.waitForMail(creator.email, { since });
    expect(mail.subject).toContain('Rainy Tuesday');
    expect(mail.text).toContain('not accepted');
    const [row] = await db().select().from(adminAudit).where(eq(adminAudit.subjectId, poster.id));
    expect(row).toMatchObject({ action: 'image.reject', subjectType: 'image' });
    expect((await admin('PATCH', `/api/admin/images/${poster.id}/reject`)).statusCode).toBe(409);
    expect((await admin('PATCH', '/api/admin/images/999999/reject')).statusCode).toBe(404);
    expect((await admin('PATCH', '/api/admin/images/999999/approve')).statusCode).toBe(404);
  });

  it('removes an approved poster from the catalogue and restores it; the admin catalogue keeps showing it', async () => {
    const poster = await insertPoster(creator, { isApproved: true, approvedAt: new Date() });
    expect(await publicIds(poster.name!)).toEqual([poster.id]);
    const removed = await admin('PATCH', `/api/admin/images/${poster.id}/visibility`, { isPublic: false });
    expect(removed.json()).toEqual({ id: poster.id, isPublic: false, message: m.removedFromCatalogue });
    expect(await publicIds(poster.name!)).toEqual([]);
    const adminList = (await admin('GET', `/api/admin/catalogue?search=${encodeURIComponent(poster.name!)}`)).json();
    expect(adminList.images).toEqual([
      expect.objectContaining({
        id: poster.id,
        isPublic: false,
        isApproved: true,
        usingThumbnail: false,
        fullImageUrl: `/api/admin/storage-image/${poster.generatedPath}`,
      }),
    ]);
    expect(adminList.pagination).toEqual({ total: 1, limit: 12, offset: 0, hasMore: false });
    // Without a body the call toggles (docs/product/admin.md#catalogue).
    expect((await admin('PATCH', `/api/admin/images/${poster.id}/visibility`)).json()).toMatchObject({
      isPublic: true,
      message: m.restoredToCatalogue,
    });
    expect(await publicIds(poster.name!)).toEqual([poster.id]);
    const audit = (await admin('GET', `/api/admin/images/${poster.id}/audit`)).json().entries;
    expect(audit.map((entry: { after: { isPublic: boolean } }) => entry.after.isPublic)).toEqual([false, true]);
    // The answer speaks the admin's language
    const removedInGerman = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/images/${poster.id}/visibility`,
      headers: { cookie: `${adminCookie}; lang=de` },
    });
    expect(removedInGerman.json()).toEqual({
      id: poster.id,
      isPublic: false,
      message: 'Poster aus dem Katalog entfernt',
    });
    expect((await admin('PATCH', `/api/admin/images/${poster.id}/visibility`, { isPublic: 'no' })).statusCode).toBe(
      400,
    );
    expect((await admin('PATCH', '/api/admin/images/999999/visibility', { isPublic: true })).statusCode).toBe(404);
  });

  it('keeps the sold count between 0 and the supply and answers the edition number', async () => {
    const poster = await insertPoster(creator, {
      isApproved: true,
      approvedAt: new Date(),
      totalSupply: 10,
      soldCount: 3,
    });
    const set = async (soldCount: unknown) => admin('PATCH', `/api/admin/images/${poster.id}/edition`, { soldCount });
    expect((await set(4)).json()).toMatchObject({ editionNumber: 5, soldCount: 4, totalSupply: 10 });
    expect((await set(10)).json()).toMatchObject({ editionNumber: 10, soldCount: 10 });
    expect((await set(0)).json()).toMatchObject({ editionNumber: 1, soldCount: 0 });
    for (const bad of [-1, 11, 2.5, '3', null]) {
      const response = await set(bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await set(11)).json()).toEqual({
      code: expect.any(String),
      message: m.soldCountOutOfRange({ totalSupply: 10 }),
    });
    const [row] = await db().select().from(userImages).where(eq(userImages.id, poster.id));
    expect(row!.soldCount).toBe(0);
    const publicPoster = (await t.app.inject({ method: 'GET', url: `/api/images/${poster.id}/availability` })).json();
    expect(publicPoster.soldCount).toBe(0);
    expect((await admin('GET', `/api/admin/images/${poster.id}/audit`)).json().entries).toHaveLength(3);
    expect((await admin('PATCH', '/api/admin/images/999999/edition', { soldCount: 1 })).statusCode).toBe(404);
  });
});
