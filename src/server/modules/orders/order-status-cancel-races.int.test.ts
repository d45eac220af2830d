import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { adminAudit, catalogueOrderItems, catalogueOrders } from '../../db/schema.ts';
import { makeCataloguePoster } from '../../testing/posters.ts';
import {
  a,
  m,
  ADMIN,
  t,
  creator,
  db,
  admin,
  setStatus,
  customerCancel,
  posterOrder,
  catalogueOrder,
  statusOf,
  refundsOf,
  settled,
  soldCountOf,
  returnedOf,
  reversalsOf,
  useOrderStatusApp,
} from './order-status-test-helpers.ts';

useOrderStatusApp();

/** "Cancelled" in the admin's list runs the cancellation, and races between admins and customers end whole. */

describe('"cancelled" in the list runs the cancellation', () => {
  it('refunds, gives the edition back and reverses the royalty; the customer’s cancel then finds it cancelled', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Lavaux', totalSupply: 10, pricePerUnit: 60 });
    const first = await catalogueOrder(poster);
    await catalogueOrder(poster);
    expect(await soldCountOf(poster)).toBe(2);

    const cancelled = await setStatus('catalogue-orders', first.id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [refund] = await settled('catalogue', first.id);
    expect(refund).toMatchObject({
      amount: 6000,
      status: 'succeeded',
      requestKey: `cancel-catalogue-${first.id}`,
      requestedBy: ADMIN.username,
    });
    expect(await soldCountOf(poster)).toBe(1);
    expect(await returnedOf(poster)).toEqual([first.items[0]!.firstEdition]);
    expect(await reversalsOf(first.items[0]!.id)).toBe(1);
    const audit = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.subjectType, 'catalogue_order'), eq(adminAudit.subjectId, first.id)));
    expect(audit.map((row) => row.action)).toEqual(['catalogue_order.cancel']);

    const customer = await customerCancel(first.confirmationId);
    expect(customer.statusCode).toBe(409);
    expect(customer.json()).toEqual({ code: expect.any(String), message: m.alreadyCancelled });
    expect((await setStatus('catalogue-orders', first.id, 'processing')).json()).toEqual({
      code: expect.any(String),
      message: a.statusCancelledFinal,
    });
    expect((await setStatus('catalogue-orders', first.id, 'cancelled')).json()).toEqual({
      code: expect.any(String),
      message: m.alreadyCancelled,
    });
    expect(await soldCountOf(poster)).toBe(1);
    expect(await refundsOf('catalogue', first.id)).toHaveLength(1);
  });

  it('gives a line’s edition numbers back at most once, even for an order forced back to pending behind the rules’ back', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Aletsch', totalSupply: 20, pricePerUnit: 40 });
    const order = await catalogueOrder(poster);
    await catalogueOrder(poster);
    expect((await setStatus('catalogue-orders', order.id, 'cancelled')).statusCode).toBe(200);
    await settled('catalogue', order.id);
    expect(await soldCountOf(poster)).toBe(1);

    // What an old "any status to any other" could do: the order is pending again. Cancelling it once more
    // finds its line already returned: the sold count, the returned numbers and the ledger stay as they are.
    await db().update(catalogueOrders).set({ status: 'pending' }).where(eq(catalogueOrders.id, order.id));
    const again = await admin('POST', `/api/admin/catalogue-orders/${order.id}/cancel`, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().refund).toBeNull();
    expect(await soldCountOf(poster)).toBe(1);
    expect(await returnedOf(poster)).toEqual([order.items[0]!.firstEdition]);
    expect(await reversalsOf(order.items[0]!.id)).toBe(1);
    // The next buyer gets the returned number, once; the one after gets a new one.
    const next = await catalogueOrder(poster);
    const after = await catalogueOrder(poster);
    expect(next.items[0]!.firstEdition).toBe(order.items[0]!.firstEdition);
    expect(after.items[0]!.firstEdition).toBe(3);
    expect(await soldCountOf(poster)).toBe(3);
    expect(await returnedOf(poster)).toEqual([]);
  });
});

// Each race runs its rounds of concurrent requests one after another: 11–17 s alone, past 30 s on a loaded CI machine.
describe('races end with one winner, whole', { timeout: 120_000 }, () => {
  const ROUNDS = 8;

  it('the customer’s cancel against the admin’s "processing": cancelled with the money back and the edition returned, or in production with nothing refunded', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Säntis', totalSupply: 50, pricePerUnit: 35 });
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = await catalogueOrder(poster);
      const soldBefore = await soldCountOf(poster);
      const [cancel, change] = await Promise.all([
        customerCancel(order.confirmationId),
        setStatus('catalogue-orders', order.id, round % 2 ? 'processing' : 'shipped'),
      ]);
      const status = await statusOf('catalogue', order.id);
      const rows = await refundsOf('catalogue', order.id);
      const [item] = await db()
        .select()
        .from(catalogueOrderItems)
        .where(eq(catalogueOrderItems.id, order.items[0]!.id));
      if (cancel.statusCode === 200) {
        expect(change.statusCode, change.body).toBe(409);
        expect(change.json()).toEqual({ code: expect.any(String), message: a.statusCancelledFinal });
        expect(status).toBe('cancelled');
        expect(rows.map((row) => row.amount)).toEqual([3500]);
        expect(await soldCountOf(poster)).toBe(soldBefore - 1);
        expect(item!.editionsReturnedAt).not.toBeNull();
        expect(await reversalsOf(item!.id)).toBe(1);
        outcomes.push('cancelled');
      } else {
        expect(cancel.statusCode, cancel.body).toBe(409);
        expect(change.statusCode, change.body).toBe(200);
        expect(status).toBe(round % 2 ? 'processing' : 'shipped');
        expect(rows).toEqual([]);
        expect(await soldCountOf(poster)).toBe(soldBefore);
        expect(item!.editionsReturnedAt).toBeNull();
        expect(await reversalsOf(item!.id)).toBe(0);
        outcomes.push('in production');
      }
    }
    // Every edition ever issued is either sold once or waiting to be sold again, never both.
    const items = await db().select().from(catalogueOrderItems).where(eq(catalogueOrderItems.imageId, poster));
    const kept = items.filter((item) => item.editionsReturnedAt === null).map((item) => item.firstEdition!);
    const returned = await returnedOf(poster);
    expect(kept.filter((number) => returned.includes(number))).toEqual([]);
    expect(await soldCountOf(poster)).toBe(kept.length);
    expect(new Set(kept).size).toBe(kept.length);
    expect(outcomes).toHaveLength(ROUNDS);
  });

  it('two cancels at once (the list’s "cancelled" and the Cancel button) cancel, refund and return the edition once', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Pilatus', totalSupply: 30, pricePerUnit: 50 });
    for (let round = 0; round < ROUNDS; round++) {
      const order = await catalogueOrder(poster);
      const soldBefore = await soldCountOf(poster);
      const answers = await Promise.all([
        setStatus('catalogue-orders', order.id, 'cancelled'),
        admin('POST', `/api/admin/catalogue-orders/${order.id}/cancel`, {}),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
        code: expect.any(String),
        message: m.alreadyCancelled,
      });
      expect(await statusOf('catalogue', order.id)).toBe('cancelled');
      expect((await refundsOf('catalogue', order.id)).map((row) => row.amount)).toEqual([5000]);
      expect(await soldCountOf(poster)).toBe(soldBefore - 1);
      expect(await reversalsOf(order.items[0]!.id)).toBe(1);
    }
    // Each round's buyer took the number the round before gave back: one number waits, none was sold twice.
    expect(await returnedOf(poster)).toEqual([1]);
    expect(await soldCountOf(poster)).toBe(0);
  });

  it('a full refund against "processing" (decision 036): one is refused with its reason, the order is never in production refunded in full, and its editions come back once', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Rigi', totalSupply: 60, pricePerUnit: 45 });
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS * 2; round++) {
      const order = await catalogueOrder(poster);
      const soldBefore = await soldCountOf(poster);
      const fullRefund = () =>
        admin('POST', `/api/admin/catalogue-orders/${order.id}/refunds`, {
          reason: 'Everything back',
          requestKey: randomUUID(),
        });
      const toProduction = () => setStatus('catalogue-orders', order.id, 'processing');
      // Which one leaves first alternates, so both orders of arrival are tried.
      const [refund, change] =
        round % 2
          ? await Promise.all([fullRefund(), toProduction()])
          : await Promise.all([toProduction(), fullRefund()]).then(([b, a]) => [a, b] as const);
      const rows = await refundsOf('catalogue', order.id);
      const status = await statusOf('catalogue', order.id);
      if (refund.statusCode === 200) {
        expect(change.statusCode, change.body).toBe(409);
        expect([a.statusRefundPending, a.statusRefundedFinal]).toContain(change.json().message);
        expect(status).toBe('pending');
        expect(rows.map((row) => row.amount)).toEqual([4500]);
        outcomes.add('refunded');
      } else {
        expect(refund.statusCode, refund.body).toBe(409);
        expect(refund.json()).toEqual({ code: expect.any(String), message: m.refundInProduction });
        expect(change.statusCode, change.body).toBe(200);
        expect(status).toBe('processing');
        expect(rows).toEqual([]);
        // Out of production by hand, then cancelled: the money goes back and so do the editions.
        expect((await setStatus('catalogue-orders', order.id, 'pending')).statusCode).toBe(200);
        outcomes.add('in production');
      }
      expect(await soldCountOf(poster)).toBe(soldBefore);
      const cancelled = await admin('POST', `/api/admin/catalogue-orders/${order.id}/cancel`, {});
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await soldCountOf(poster)).toBe(soldBefore - 1);
      // Once: a second cancel and a move to production are refused, the count stays.
      expect((await admin('POST', `/api/admin/catalogue-orders/${order.id}/cancel`, {})).statusCode).toBe(409);
      expect((await setStatus('catalogue-orders', order.id, 'processing')).statusCode).toBe(409);
      expect(await soldCountOf(poster)).toBe(soldBefore - 1);
      expect((await refundsOf('catalogue', order.id)).reduce((sum, row) => sum + row.amount, 0)).toBe(4500);
      expect(await statusOf('catalogue', order.id)).toBe('cancelled');
    }
    // No order of this poster is in production with its money back.
    const orderIds = (await db().select().from(catalogueOrderItems).where(eq(catalogueOrderItems.imageId, poster))).map(
      (item) => item.orderId,
    );
    for (const id of orderIds) expect(await statusOf('catalogue', id)).not.toBe('processing');
    expect(await soldCountOf(poster)).toBe(0);
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('a cancel against a refund of everything never gives back more than was paid, and the order ends cancelled', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await posterOrder();
      const [cancel, refund] = await Promise.all([
        customerCancel(order.confirmationId),
        admin('POST', `/api/admin/orders/${order.id}/refunds`, { reason: 'Everything', requestKey: randomUUID() }),
      ]);
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect([200, 409]).toContain(refund.statusCode);
      const rows = await refundsOf('order', order.id);
      expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(2995);
      expect(rows).toHaveLength(1);
      expect(await statusOf('order', order.id)).toBe('cancelled');
      expect((await setStatus('orders', order.id, 'processing')).statusCode).toBe(409);
    }
  });
});
