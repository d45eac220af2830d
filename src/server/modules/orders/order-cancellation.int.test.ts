import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderCancellationService } from './order-cancellation.service.ts';
import { waitFor } from '../../testing/wait-for.ts';
import { makeCataloguePoster } from '../../testing/posters.ts';
import { adminAudit, royalties, userImages } from '../../db/schema.ts';
import {
  m,
  ADMIN,
  t,
  smtp,
  buyer,
  creator,
  db,
  admin,
  posterOrder,
  catalogueOrder,
  refundsOf,
  settledRefunds,
  providerRefunds,
  eventsOf,
  mailsTo,
  useAfterSaleApp,
} from './after-sale-test-helpers.ts';

useAfterSaleApp();

/** Cancelling an order (docs/product/after-the-sale.md#cancelling), by its customer and by the admin. */
describe('cancelling an order', () => {
  it('returns a limited edition to stock so the next buyer gets that number, reverses the royalty and refunds in full', async () => {
    const limited = await makeCataloguePoster(t, creator.id, {
      name: 'Rhône at Dusk',
      totalSupply: 10,
      pricePerUnit: 80,
    });
    const first = await catalogueOrder([limited]);
    const second = await catalogueOrder([limited]);
    expect(first.items[0]).toMatchObject({ firstEdition: 1, lastEdition: 1 });
    expect(second.items[0]).toMatchObject({ firstEdition: 2, lastEdition: 2 });

    const cancelled = await admin('POST', `/api/admin/catalogue-orders/${first.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund: { amount: 80, status: 'pending' } });
    const [refund] = await settledRefunds('catalogue', first.id);
    expect(refund).toMatchObject({ amount: 8000, status: 'succeeded', requestedBy: ADMIN.username });
    expect((await db().select().from(userImages).where(eq(userImages.id, limited)))[0]!.soldCount).toBe(1);

    const ledger = await db().select().from(royalties).where(eq(royalties.imageId, limited));
    expect(ledger).toHaveLength(3);
    expect(ledger.reduce((sum, entry) => sum + Number(entry.amount), 0)).toBeCloseTo(
      Number(ledger.find((e) => e.orderItemId === second.items[0]!.id)!.amount),
      2,
    );
    expect(ledger.find((entry) => entry.reversalOf !== null)).toMatchObject({
      orderItemId: first.items[0]!.id,
      amount: (-Number(ledger[0]!.amount)).toFixed(2),
    });

    const next = await catalogueOrder([limited]);
    expect(next.items[0]).toMatchObject({ firstEdition: 1, lastEdition: 1, totalSupply: 10 });
    const after = await catalogueOrder([limited]);
    expect(after.items[0]).toMatchObject({ firstEdition: 3, lastEdition: 3 });
    expect((await db().select().from(userImages).where(eq(userImages.id, limited)))[0]!.soldCount).toBe(3);

    const csv = (
      await admin('GET', `/api/admin/orders/export/csv?type=catalogue&search=${first.confirmationId}`)
    ).rawPayload
      .toString('utf8')
      .slice(1)
      .split('\r\n');
    const header = csv[0]!.split(',');
    expect(csv[1]!.split(',')[header.indexOf('Cancelled At')]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(csv[1]!.split(',')[header.indexOf('Refunded (CHF)')]).toBe('80.00');
    const audit = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subjectType, 'catalogue_order'), eq(adminAudit.subjectId, first.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'catalogue_order.cancel',
        adminUsername: ADMIN.username,
        before: { status: 'pending' },
      }),
    ]);
    await waitFor('the refunded notice', async () =>
      (await eventsOf('catalogue', first.id)).some((row) => row.event === 'refunded'),
    );
    expect((await eventsOf('catalogue', first.id)).map((row) => row.event).sort()).toEqual(['cancelled', 'refunded']);
    await smtp.waitForMail(first.shipping.email, { since: 0 });
    await waitFor(
      'the cancellation and refund mails',
      async () => mailsTo(first.shipping.email, /cancelled|refunded/).length >= 2,
    );
  });

  it('cancels once when two admins cancel at once', async () => {
    const order = await posterOrder(1);
    const answers = await Promise.all([1, 2].map(() => admin('POST', `/api/admin/orders/${order.id}/cancel`, {})));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      code: expect.any(String),
      message: m.alreadyCancelled,
    });
    await settledRefunds('order', order.id);
    expect(await providerRefunds(order.paymentIntentId)).toBe(1);
  });

  it('refuses to cancel an order already in production', async () => {
    const inProduction = await posterOrder(1);
    expect(
      (await admin('PATCH', `/api/admin/orders/${inProduction.id}/status`, { status: 'processing' })).statusCode,
    ).toBe(200);
    const refused = await admin('POST', `/api/admin/orders/${inProduction.id}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: expect.any(String), message: m.notCancellableInProduction });
    expect(await refundsOf('order', inProduction.id)).toEqual([]);
  });

  it('lets the customer cancel their own paid order within the window, and nobody else’s', async () => {
    const order = await posterOrder(1);
    const service = t.runtime.orderCancellation;
    await expect(
      service.cancelOrder({ kind: 'order', orderId: order.id, by: { customerUserId: creator.id, reason: 'customer' } }),
    ).rejects.toMatchObject({ status: 404, message: m.orderNotFound });
    const late = createOrderCancellationService({
      db: db(),
      refunds: t.runtime.orderRefunds,
      mail: { enqueue: async () => {} },
      brand: { brandName: 'Affiche', publicUrl: 'http://localhost' },
      customerWindowMinutes: 60,
      now: () => new Date(Date.now() + 61 * 60_000),
    });
    await expect(
      late.cancelOrder({ kind: 'order', orderId: order.id, by: { customerUserId: buyer.id, reason: 'customer' } }),
    ).rejects.toMatchObject({ status: 409, message: m.cancelWindowPassed({ unit: 'hours', hours: 1, minutes: 60 }) });
    const done = await service.cancelOrder({
      kind: 'order',
      orderId: order.id,
      by: { customerUserId: buyer.id, reason: 'customer' },
    });
    expect(done).toMatchObject({
      status: 'cancelled',
      confirmationId: order.confirmationId,
      refund: { amount: 29.95, requestedBy: 'customer' },
    });
    expect(
      await db()
        .select()
        .from(adminAudit)
        .where(and(eq(adminAudit.subjectType, 'order'), eq(adminAudit.subjectId, order.id))),
    ).toEqual([]);
  });
});
