import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { refunds } from '../../db/schema.ts';
import deAdmin from '../../../shared/messages/de/admin.ts';
import {
  a,
  m,
  ADMIN,
  db,
  admin,
  setStatus,
  posterOrder,
  statusOf,
  refundsOf,
  settled,
  detailOf,
  useOrderStatusApp,
} from './order-status-test-helpers.ts';

useOrderStatusApp();

/** The money decides an order's status: a refunded order is final, one in production is not refunded in full. */
describe('a refunded order is final', () => {
  it('cannot move to production, shipping or delivery once refunded in full, says why in the admin’s language, and may still be cancelled', async () => {
    const order = await posterOrder();
    const refund = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      reason: 'Customer changed their mind',
      requestKey: randomUUID(),
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await settled('order', order.id))[0]).toMatchObject({ status: 'succeeded', amount: 2995 });

    for (const status of ['processing', 'shipped', 'delivered']) {
      const refused = await setStatus('orders', order.id, status);
      expect(refused.statusCode, `${status}: ${refused.body}`).toBe(409);
      expect(refused.json()).toEqual({ code: expect.any(String), message: a.statusRefundedFinal });
    }
    expect((await setStatus('orders', order.id, 'processing', 'de')).json()).toEqual({
      code: expect.any(String),
      message: deAdmin.statusRefundedFinal,
    });
    expect(await statusOf('order', order.id)).toBe('pending');
    expect((await detailOf('orders', order.id)).order.allowedStatuses).toEqual(['cancelled']);
    const listed = (await admin('GET', `/api/admin/orders?search=${order.confirmationId}`)).json().orders;
    expect(listed).toEqual([
      expect.objectContaining({ id: order.id, status: 'pending', allowedStatuses: ['cancelled'] }),
    ]);

    // Cancelled from the list: the cancellation runs, with nothing left to refund.
    const cancelled = await setStatus('orders', order.id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ id: order.id, status: 'cancelled', previousStatus: 'pending' });
    expect(await refundsOf('order', order.id)).toHaveLength(1);
    expect((await detailOf('orders', order.id)).order.allowedStatuses).toEqual([]);
    for (const status of ['pending', 'processing', 'shipped', 'delivered']) {
      const refused = await setStatus('orders', order.id, status, 'fr');
      expect(refused.statusCode).toBe(409);
    }
    expect((await setStatus('orders', order.id, 'delivered')).json()).toEqual({
      code: expect.any(String),
      message: a.statusCancelledFinal,
    });
    expect(await statusOf('order', order.id)).toBe('cancelled');
  });

  it('holds a shipped order refunded in full where it is: no delivery and no new tracking after the money went back', async () => {
    const order = await posterOrder();
    expect(
      (
        await admin('PATCH', `/api/admin/orders/${order.id}/status`, {
          status: 'shipped',
          carrier: 'ups',
          trackingNumber: '1Z999AA10123456784',
        })
      ).statusCode,
    ).toBe(200);
    await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      reason: 'Parcel came back',
      requestKey: randomUUID(),
    });
    await settled('order', order.id);
    expect((await setStatus('orders', order.id, 'delivered')).json()).toEqual({
      code: expect.any(String),
      message: a.statusRefundedFinal,
    });
    expect(
      (
        await admin('PATCH', `/api/admin/orders/${order.id}/status`, {
          status: 'shipped',
          carrier: 'ups',
          trackingNumber: '1Z999AA10123456784',
        })
      ).statusCode,
    ).toBe(409);
    // Cancelling is for orders not yet in production (decision 013): refused with its reason, nothing refunded twice.
    const cancel = await setStatus('orders', order.id, 'cancelled');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ code: expect.any(String), message: m.notCancellableInProduction });
    expect((await detailOf('orders', order.id)).order).toMatchObject({ status: 'shipped', allowedStatuses: [] });
    expect(await refundsOf('order', order.id)).toHaveLength(1);
  });

  it('holds an order while a refund of its whole amount is pending, and lets it move again when that refund fails', async () => {
    const order = await posterOrder();
    // A refund the provider has not answered yet (decision 013: one that cannot be reached stays pending).
    const [pending] = await db()
      .insert(refunds)
      .values({
        orderKind: 'order',
        orderId: order.id,
        paymentIntentId: order.paymentIntentId,
        amount: 2995,
        currency: 'chf',
        reason: 'Waiting',
        requestedBy: ADMIN.username,
        requestKey: randomUUID(),
      })
      .returning();
    const held = await setStatus('orders', order.id, 'processing', 'it');
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({
      code: expect.any(String),
      message: (await import('../../../shared/messages/it/admin.ts')).default.statusRefundPending,
    });
    expect((await detailOf('orders', order.id)).order.allowedStatuses).toEqual(['cancelled']);

    await db()
      .update(refunds)
      .set({ status: 'failed', failureMessage: 'Declined', settledAt: new Date() })
      .where(eq(refunds.id, pending!.id));
    expect((await detailOf('orders', order.id)).order.allowedStatuses).toEqual([
      'processing',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    expect((await setStatus('orders', order.id, 'processing')).statusCode).toBe(200);
  });

  it('lets a partly refunded order move among pending, processing, shipped and delivered (corrections happen)', async () => {
    const order = await posterOrder();
    await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      amount: 10,
      reason: 'Scratch',
      requestKey: randomUUID(),
    });
    await settled('order', order.id);
    for (const status of ['delivered', 'pending', 'shipped', 'processing', 'pending']) {
      const changed = await setStatus('orders', order.id, status);
      expect(changed.statusCode, `${status}: ${changed.body}`).toBe(200);
    }
    expect((await detailOf('orders', order.id)).order.allowedStatuses).toEqual([
      'processing',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    expect((await setStatus('orders', order.id, 'processing')).statusCode).toBe(200);
    expect((await detailOf('orders', order.id)).order.allowedStatuses).toEqual(['pending', 'shipped', 'delivered']);
    const refused = await setStatus('orders', order.id, 'cancelled');
    expect(refused.json()).toEqual({ code: expect.any(String), message: m.notCancellableInProduction });
  });
});

describe('an order in production is not refunded in full (decision 036)', () => {
  it('refuses the refund that would cover the whole amount, in the admin’s language; a part is fine, and shipped orders may be refunded in full', async () => {
    const order = await posterOrder();
    expect((await setStatus('orders', order.id, 'processing')).statusCode).toBe(200);
    const whole = await admin(
      'POST',
      `/api/admin/orders/${order.id}/refunds`,
      { reason: 'All of it', requestKey: randomUUID() },
      'de',
    );
    expect(whole.statusCode).toBe(409);
    expect(whole.json()).toEqual({
      code: expect.any(String),
      message: (await import('../../../shared/messages/de/afterSale.ts')).default.refundInProduction,
    });
    const part = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      amount: 10,
      reason: 'A scratch',
      requestKey: randomUUID(),
    });
    expect(part.statusCode, part.body).toBe(200);
    const rest = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      amount: 19.95,
      reason: 'The rest',
      requestKey: randomUUID(),
    });
    expect(rest.json()).toEqual({ code: expect.any(String), message: m.refundInProduction });
    await settled('order', order.id);
    expect(await statusOf('order', order.id)).toBe('processing');

    expect((await setStatus('orders', order.id, 'shipped')).statusCode).toBe(200);
    const returned = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      reason: 'Parcel came back',
      requestKey: randomUUID(),
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().refund.amount).toBe(19.95);
  });
});
