import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CustomerOrderDetail, CustomerOrdersPage } from '../../../shared/orders.ts';
import { orderEvents, orders } from '../../db/schema.ts';
import {
  afterSaleMessages,
  anonymous,
  buyer,
  buyFromCatalogue,
  buyPoster,
  other,
  t,
  useCustomerOrdersApp,
} from './customer-orders-test-helpers.ts';

useCustomerOrdersApp();

describe('after payment, on the order page', () => {
  it('shows the tracking link and the dates of the steps once the shop ships', async () => {
    const reference = await buyPoster(buyer);
    const [order] = await t.runtime.database.db
      .update(orders)
      .set({ status: 'shipped', carrier: 'swiss-post', trackingNumber: '990012345612345678' })
      .where(eq(orders.confirmationId, reference))
      .returning({ id: orders.id });
    const shippedAt = new Date('2026-11-20T09:00:00.000Z');
    await t.runtime.database.db
      .insert(orderEvents)
      .values({ orderKind: 'order', orderId: order!.id, event: 'shipped', createdAt: shippedAt });
    const detail = (await buyer.get(`/api/orders/${reference}`)).json<CustomerOrderDetail>();
    expect(detail.tracking).toEqual({
      carrier: 'Swiss Post',
      number: '990012345612345678',
      url: 'https://service.post.ch/ekp-web/ui/entry/search/990012345612345678',
    });
    expect(detail.timeline.steps.find((step) => step.step === 'shipped')).toEqual({
      step: 'shipped',
      state: 'current',
      at: shippedAt.toISOString(),
    });
    expect(detail.cancellableUntil).toBeNull();
  });

  it('lets the owner cancel within the window, once, and then shows it cancelled', async () => {
    const reference = await buyFromCatalogue(buyer, buyer.email, 30);
    const before = (await buyer.get(`/api/orders/${reference}`)).json<CustomerOrderDetail>();
    expect(new Date(before.cancellableUntil!).getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);

    expect((await other.post(`/api/orders/${reference}/cancel`, {})).statusCode).toBe(404);
    expect((await anonymous('POST', `/api/orders/${reference}/cancel`, {})).statusCode).toBe(401);

    const cancelled = await buyer.post(`/api/orders/${reference}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<CustomerOrderDetail>()).toMatchObject({
      status: 'cancelled',
      cancellableUntil: null,
      timeline: { closed: { as: 'cancelled' } },
    });
    const again = await buyer.post(`/api/orders/${reference}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: expect.any(String), message: afterSaleMessages.alreadyCancelled });
    const listed = (await buyer.get('/api/orders?limit=50'))
      .json<CustomerOrdersPage>()
      .orders.find((order) => order.reference === reference);
    expect(listed?.timeline.closed?.as).toBe('cancelled');
  });

  it('refuses to cancel after the window, and says so', async () => {
    const reference = await buyPoster(buyer);
    await t.runtime.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(orders.confirmationId, reference));
    expect((await buyer.get(`/api/orders/${reference}`)).json<CustomerOrderDetail>().cancellableUntil).toBeNull();
    const late = await buyer.post(`/api/orders/${reference}/cancel`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: expect.any(String),
      message: afterSaleMessages.cancelWindowPassed({ unit: 'hours', hours: 1, minutes: 60 }),
    });
  });

  it('says in Italian that the window has passed when the visitor reads Italian', async () => {
    const reference = await buyPoster(buyer);
    await t.runtime.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(orders.confirmationId, reference));
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${reference}/cancel`,
      headers: { cookie: `${buyer.cookie}; lang=it` },
      payload: {},
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: expect.any(String),
      message: 'Gli ordini possono essere annullati entro un’ora dal pagamento. In questo caso contattaci.',
    });
  });

  it('lets a guest cancel with the order’s link, and with no other', async () => {
    const email = `cancel.${Date.now()}@example.ch`;
    const reference = await buyFromCatalogue(null, email);
    const another = await buyFromCatalogue(null, email);
    const key = t.runtime.orderLinks.keyFor(reference);
    expect((await anonymous('POST', `/api/orders/${another}/cancel?key=${key}`, {})).statusCode).toBe(403);
    const cancelled = await anonymous('POST', `/api/orders/${reference}/cancel?key=${key}`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<CustomerOrderDetail>().status).toBe('cancelled');
    expect(
      (
        await anonymous('GET', `/api/orders/${another}?key=${t.runtime.orderLinks.keyFor(another)}`)
      ).json<CustomerOrderDetail>().status,
    ).toBe('pending');
  });

  it('gives the PDF receipt to the owner and the link’s holder only', async () => {
    const reference = await buyFromCatalogue(null, `receipt.${Date.now()}@example.ch`);
    const key = t.runtime.orderLinks.keyFor(reference);
    const pdf = await anonymous('GET', `/api/orders/${reference}/receipt?key=${key}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="receipt-${reference}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await anonymous('GET', `/api/orders/${reference}/receipt`)).statusCode).toBe(401);
    expect((await buyer.get(`/api/orders/${reference}/receipt`)).statusCode).toBe(404);
    const own = await buyPoster(buyer);
    expect((await buyer.get(`/api/orders/${own}/receipt`)).statusCode).toBe(200);
  });
});
