import { describe, expect, it } from 'vitest';
import { formatEdition, orderTimeline } from './orders.ts';

const placed = '2026-11-01T10:00:00.000Z';
const states = (status: string, events: { event: string; at: string }[] = []) =>
  orderTimeline(status, placed, events).steps.map((step) => step.state);

describe('the order timeline', () => {
  it('stands on the step of the status, with the steps before it done', () => {
    expect(states('pending')).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('processing')).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(states('shipped')).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(states('delivered')).toEqual(['done', 'done', 'done', 'done']);
  });

  it('dates a step from its event, and the payment from the order', () => {
    const timeline = orderTimeline('shipped', placed, [
      { event: 'in_production', at: '2026-11-02T08:00:00.000Z' },
      { event: 'shipped', at: '2026-11-03T08:00:00.000Z' },
    ]);
    expect(timeline.steps.map((step) => step.at)).toEqual([
      placed,
      '2026-11-02T08:00:00.000Z',
      '2026-11-03T08:00:00.000Z',
      null,
    ]);
  });

  it('ends a cancelled or refunded order there, keeping the steps it had reached', () => {
    const cancelled = orderTimeline('cancelled', placed, [{ event: 'cancelled', at: '2026-11-01T10:20:00.000Z' }]);
    expect(cancelled.closed).toEqual({ as: 'cancelled', at: '2026-11-01T10:20:00.000Z' });
    expect(cancelled.steps.map((step) => step.state)).toEqual(['done', 'upcoming', 'upcoming', 'upcoming']);
    const refundedAfterShipping = orderTimeline('refunded', placed, [
      { event: 'shipped', at: '2026-11-03T08:00:00.000Z' },
      { event: 'refunded', at: '2026-11-05T08:00:00.000Z' },
    ]);
    expect(refundedAfterShipping.steps.map((step) => step.state)).toEqual(['done', 'done', 'done', 'upcoming']);
    expect(refundedAfterShipping.closed?.as).toBe('refunded');
  });

  it('notes a partial refund while the order goes on', () => {
    expect(orderTimeline('processing', placed, [{ event: 'partially_refunded', at: placed }]).partiallyRefunded).toBe(
      true,
    );
    expect(orderTimeline('processing', placed).partiallyRefunded).toBe(false);
  });
});

describe('edition numbers', () => {
  it('reads #12/200, or a range for two prints', () => {
    expect(formatEdition({ first: 12, last: 12, total: 200 })).toBe('#12/200');
    expect(formatEdition({ first: 12, last: 13, total: 200 })).toBe('#12–13/200');
  });
});
