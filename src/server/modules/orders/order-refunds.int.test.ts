import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { waitFor } from '../../testing/wait-for.ts';
import { REFUND_FAILS_CARD, sandboxRefundFailure } from '../../adapters/payments/sandbox-payment-provider.ts';
import {
  m,
  admin,
  posterOrder,
  settledRefunds,
  providerRefunds,
  eventsOf,
  mailsTo,
  useAfterSaleApp,
} from './after-sale-test-helpers.ts';

useAfterSaleApp();

/** A refund just asked for: pending, or settled already where the provider's event outran the answer. */
const underway = expect.stringMatching(/^(pending|succeeded)$/);

/** Refunds through the payment provider (docs/product/after-the-sale.md#refunds). */
describe('refunds', () => {
  it('refunds in part, then the rest, never more than was paid, and tells the customer each time', async () => {
    const order = await posterOrder(2);
    const partial = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      amount: 10,
      reason: 'A scratch on one print',
      requestKey: randomUUID(),
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().refund).toMatchObject({ amount: 10, status: underway, reason: 'A scratch on one print' });
    await settledRefunds('order', order.id);

    const tooMuch = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      amount: 50,
      reason: 'Too much',
      requestKey: randomUUID(),
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ code: expect.any(String), message: m.refundTooLarge({ amount: '49.90 CHF' }) });
    const rest = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      reason: 'The customer returned both',
      requestKey: randomUUID(),
    });
    expect(rest.json().refund).toMatchObject({ amount: 49.9 });
    await settledRefunds('order', order.id, 2);
    const none = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      amount: 0.01,
      reason: 'Again',
      requestKey: randomUUID(),
    });
    expect(none.json()).toEqual({ code: expect.any(String), message: m.nothingLeftToRefund });

    const detail = (await admin('GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail.afterSale).toMatchObject({ refunded: 59.9, refundable: 0 });
    expect(detail.audit.filter((entry: { action: string }) => entry.action === 'order.refund')).toHaveLength(2);
    await waitFor('both refund notices', async () => (await eventsOf('order', order.id)).length === 2);
    expect((await eventsOf('order', order.id)).map((row) => row.event).sort()).toEqual([
      'partially_refunded',
      'refunded',
    ]);
    await waitFor('both refund mails', async () => mailsTo(order.shipping.email, /refund/i).length === 2);
    expect(mailsTo(order.shipping.email, /A refund for your order/)[0]!.text).toContain('10.00 CHF');

    const csv = (
      await admin('GET', `/api/admin/orders/export/csv?type=standard&search=${order.confirmationId}`)
    ).rawPayload
      .toString('utf8')
      .slice(1)
      .split('\r\n');
    const header = csv[0]!.split(',');
    const fields = csv[1]!.split(',');
    expect(fields[header.indexOf('Confirmation ID')]).toBe(order.confirmationId);
    expect(fields[header.indexOf('Refunded (CHF)')]).toBe('59.90');
    expect(fields[header.indexOf('Refund Pending (CHF)')]).toBe('0.00');
  });

  it('refunds once for a double click, and once when two refunds of everything arrive together', async () => {
    const order = await posterOrder(1);
    const requestKey = randomUUID();
    const clicks = await Promise.all(
      [1, 2, 3].map(() =>
        admin('POST', `/api/admin/orders/${order.id}/refunds`, { amount: 5, reason: 'Late', requestKey }),
      ),
    );
    expect(clicks.map((click) => click.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(clicks.map((click) => click.json().refund.id)).size).toBe(1);

    const together = await Promise.all(
      [1, 2].map(() =>
        admin('POST', `/api/admin/orders/${order.id}/refunds`, { reason: 'Everything', requestKey: randomUUID() }),
      ),
    );
    expect(
      together
        .map((answer) =>
          answer.statusCode === 409 ? `409 ${answer.json().message}` : `${answer.statusCode} ${answer.body}`,
        )
        .sort(),
    ).toEqual([expect.stringMatching(/^200 /), `409 ${m.nothingLeftToRefund}`]);
    const rows = await settledRefunds('order', order.id, 2);
    expect(rows.map((row) => row.amount).sort((a, b) => a - b)).toEqual([500, 2495]);
    expect(await providerRefunds(order.paymentIntentId)).toBe(2);
  });

  it('shows a refund the provider failed with its message, and a retry refunds it', async () => {
    const order = await posterOrder(1, REFUND_FAILS_CARD);
    const asked = await admin('POST', `/api/admin/orders/${order.id}/refunds`, {
      amount: 12.5,
      reason: 'Damaged tube',
      requestKey: randomUUID(),
    });
    const refundId = asked.json().refund.id;
    const [failed] = await settledRefunds('order', order.id);
    expect(failed).toMatchObject({ status: 'failed', failureMessage: sandboxRefundFailure });
    expect((await admin('GET', `/api/admin/orders/${order.id}`)).json().afterSale).toMatchObject({
      refunded: 0,
      refundable: 29.95,
      refunds: [expect.objectContaining({ status: 'failed', failureMessage: sandboxRefundFailure })],
    });
    expect(await eventsOf('order', order.id)).toEqual([]);

    const retried = await admin('POST', `/api/admin/orders/${order.id}/refunds/${refundId}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().refund).toMatchObject({ id: refundId, status: underway });
    const [succeeded] = await settledRefunds('order', order.id);
    expect(succeeded).toMatchObject({ status: 'succeeded', attempt: 2, failureMessage: null });
    const again = await admin('POST', `/api/admin/orders/${order.id}/refunds/${refundId}/retry`);
    expect(again.json()).toEqual({ code: expect.any(String), message: m.refundNotRetryable });
  });

  it('refuses a bad amount, reason or key with the form’s words', async () => {
    const order = await posterOrder(1);
    const ask = (payload: object) => admin('POST', `/api/admin/orders/${order.id}/refunds`, payload);
    expect((await ask({ amount: 0, reason: 'x', requestKey: randomUUID() })).json()).toEqual({
      code: expect.any(String),
      message: m.refundInvalidAmount,
    });
    expect((await ask({ amount: 1.234, reason: 'x', requestKey: randomUUID() })).json()).toEqual({
      code: expect.any(String),
      message: m.refundInvalidAmount,
    });
    expect((await ask({ amount: 1, reason: ' ', requestKey: randomUUID() })).json()).toEqual({
      code: expect.any(String),
      message: m.refundReasonRequired,
    });
    expect((await ask({ amount: 1, reason: 'x', requestKey: '../' })).json()).toEqual({
      code: expect.any(String),
      message: m.refundKeyInvalid,
    });
    expect(
      (await admin('POST', '/api/admin/orders/999999/refunds', { amount: 1, reason: 'x', requestKey: randomUUID() }))
        .statusCode,
    ).toBe(404);
  });
});
