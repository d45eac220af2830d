import { describe, expect, it } from 'vitest';
import { orderDateFormat } from './order-timeline.tsx';

describe('an order’s date', () => {
  it('is its day in Switzerland, whatever the zone it is read in (paid at 00:51 in Zurich, 23:51 in UTC)', () => {
    const paid = '2026-12-07T23:51:00.000Z';
    expect(orderDateFormat('de')(paid)).toBe('8. Dez. 2026');
    expect(orderDateFormat('en')(paid)).toBe('8 Dec 2026');
    expect(orderDateFormat('fr')(paid)).toBe('8 déc. 2026');
    expect(orderDateFormat('it')(paid)).toBe('8 dic 2026');
    // in summer Zurich is two hours ahead
    expect(orderDateFormat('en')('2026-07-14T22:30:00.000Z')).toBe('15 Jul 2026');
  });
});
