import { describe, expect, it } from 'vitest';
import { allowedStatusesOf, orderMoneyOf, statusRefusalOf } from './order-status-rules.ts';

describe('what an order may become (decision 022)', () => {
  it('reads the money from the refunds: partial and failed ones leave it paid', () => {
    expect(orderMoneyOf(2995, 0, 0)).toBe('paid');
    expect(orderMoneyOf(2995, 1000, 0)).toBe('paid');
    expect(orderMoneyOf(2995, 1000, 1995)).toBe('refund_pending');
    expect(orderMoneyOf(2995, 0, 2995)).toBe('refund_pending');
    expect(orderMoneyOf(2995, 2995, 0)).toBe('refunded');
    expect(orderMoneyOf(0, 0, 0)).toBe('paid');
  });

  it('lets the four production statuses move freely while the money is paid, and cancels only from pending', () => {
    expect(allowedStatusesOf('pending', 'paid')).toEqual(['processing', 'shipped', 'delivered', 'cancelled']);
    expect(allowedStatusesOf('processing', 'paid')).toEqual(['pending', 'shipped', 'delivered']);
    expect(allowedStatusesOf('delivered', 'paid')).toEqual(['pending', 'processing', 'shipped']);
    expect(statusRefusalOf('shipped', 'cancelled', 'paid')).toBe('not_cancellable');
    expect(statusRefusalOf('shipped', 'shipped', 'paid')).toBeNull();
  });

  it('keeps what money settled: refunded or refund pending goes nowhere but to a cancellation of a pending order; cancelled is final', () => {
    for (const money of ['refunded', 'refund_pending'] as const) {
      expect(allowedStatusesOf('pending', money)).toEqual(['cancelled']);
      expect(allowedStatusesOf('shipped', money)).toEqual([]);
      expect(statusRefusalOf('shipped', 'shipped', money)).toBe(
        money === 'refunded' ? 'refunded_final' : 'refund_pending',
      );
    }
    for (const money of ['paid', 'refund_pending', 'refunded'] as const)
      expect(allowedStatusesOf('cancelled', money)).toEqual([]);
    expect(statusRefusalOf('cancelled', 'processing', 'paid')).toBe('cancelled_final');
  });
});
