import { describe, expect, it } from 'vitest';
import { withoutOrderKey } from './analytics.ts';

describe('the address the analytics are told', () => {
  it('leaves out a guest order key, and only that', () => {
    expect(withoutOrderKey('/orders/CAT-123456?key=1790000000.abc_def-XYZ')).toBe('/orders/CAT-123456');
    expect(withoutOrderKey('https://shop.example/orders/ORD-1?lang=de&key=1.a#top')).toBe(
      'https://shop.example/orders/ORD-1?lang=de#top',
    );
    expect(withoutOrderKey('/catalogue?search=lake')).toBe('/catalogue?search=lake');
    expect(withoutOrderKey('https://shop.example/')).toBe('https://shop.example/');
  });
});
