import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, admin, insertCatalogueOrder, insertOrder, m, useAdminApp } from './admin-test-helpers.ts';

useAdminApp();

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
    // A shop on FULFILMENT=manual has no lab: the list offers no "needs attention" filter, no order a lab's side.
    expect(first.printLab).toBe(false);
    expect(first.orders[0].lab).toBeNull();
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

describe('sizes and frames', () => {
  it('names each order’s and each line’s format and its print file; an old order reads as A3 unframed', async () => {
    const framed = await insertOrder({
      size: 'A1',
      frame: 'white',
      passepartout: true,
      masterPath: 'masters/7-A1.png',
    });
    const old = await insertOrder();
    const detail = (await admin('GET', `/api/admin/orders/${framed.id}`)).json();
    expect(detail.order).toMatchObject({
      size: 'A1',
      frame: 'white',
      passepartout: true,
      posterImageUrl: '/api/admin/storage-image/posters/abc.jpg',
      printMaster: { size: 'A1', url: '/api/admin/storage-image/masters/7-A1.png' },
    });
    expect((await admin('GET', `/api/admin/orders/${old.id}`)).json().order).toMatchObject({
      size: 'A3',
      frame: 'none',
      passepartout: false,
      printMaster: { size: 'A3', url: '/api/admin/storage-image/posters/abc.jpg' },
    });

    const cart = await insertCatalogueOrder(
      [
        { name: 'Pilatus', quantity: 1, price: '19.90', size: 'A4' },
        { name: 'Eiger', quantity: 1, price: '111.80', size: 'A2', frame: 'oak', passepartout: true },
        { name: 'Mönch', quantity: 1, price: '19.90', size: 'A4' },
      ],
      { firstName: 'Formats' },
    );
    const list = (await admin('GET', '/api/admin/catalogue-orders?search=Formats')).json();
    expect(list.orders[0]).toMatchObject({
      itemCount: 3,
      formats: [
        { size: 'A4', frame: 'none', passepartout: false },
        { size: 'A2', frame: 'oak', passepartout: true },
      ],
    });
    const items = (await admin('GET', `/api/admin/catalogue-orders/${cart.id}`)).json().items;
    expect(items.map((item: { size: string }) => item.size)).toEqual(['A4', 'A2', 'A4']);
    expect(items[1]).toMatchObject({ frame: 'oak', passepartout: true, printMaster: { size: 'A2', url: null } });
  });
});
