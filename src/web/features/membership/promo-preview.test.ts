import { describe, expect, it } from 'vitest';
import { promoPreview } from './promo-preview.ts';

describe('the promo code preview', () => {
  it('recognises BETA60, EARLY60 and LAUNCH60 in any case and shows 4.00 for the first month', () => {
    for (const code of ['BETA60', 'early60', ' Launch60 ']) {
      expect(promoPreview(code)).toEqual({ recognised: true, firstMonth: 4, percentOff: 60 });
    }
  });

  it('keeps 9.99 for an empty or unknown code', () => {
    expect(promoPreview('')).toEqual({ recognised: false, firstMonth: 9.99, percentOff: 0 });
    expect(promoPreview('BETA50')).toMatchObject({ recognised: false, firstMonth: 9.99 });
  });
});
