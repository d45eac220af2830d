import { describe, expect, it } from 'vitest';
import { shipmentSchema } from './after-sale.ts';
import { isValidTrackingNumber, trackingUrlOf } from './shipping-carriers.ts';

describe('carriers and tracking numbers', () => {
  it('accepts Swiss Post numbers as people copy them, and links to its public tracking page', () => {
    expect(isValidTrackingNumber('swiss-post', '99.00.123456.12345678')).toBe(true);
    expect(isValidTrackingNumber('swiss-post', 'RR 123 456 789 CH')).toBe(true);
    expect(isValidTrackingNumber('swiss-post', '12345')).toBe(false);
    expect(trackingUrlOf('swiss-post', '99.00.123456.12345678')).toBe(
      'https://service.post.ch/ekp-web/ui/entry/search/990012345612345678',
    );
    expect(trackingUrlOf('ups', '1z999aa10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrlOf('pigeon', '123')).toBeNull();
    expect(trackingUrlOf('dhl', null)).toBeNull();
  });

  it('takes Swiss Post by default and keeps the number without its separators', () => {
    expect(shipmentSchema.parse({ trackingNumber: ' 99.00.123456.12345678 ' })).toEqual({
      carrier: 'swiss-post',
      trackingNumber: '990012345612345678',
    });
    expect(shipmentSchema.parse({})).toEqual({ carrier: 'swiss-post', trackingNumber: null });
    expect(shipmentSchema.safeParse({ carrier: 'fedex', trackingNumber: 'ABC' }).success).toBe(false);
  });
});
