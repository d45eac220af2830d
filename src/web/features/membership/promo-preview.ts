import {
  DEFAULT_PROMO_CODES,
  PROMO_PERCENT_OFF,
  firstMonthPrice,
  normalisePromoCode,
} from '../../../shared/membership.ts';

/**
 * The browser's price preview for a promo code (docs/product/pay.md#membership): BETA60, EARLY60 and LAUNCH60, any
 * case,
 * take 60% off the first month (4.00 CHF). Only a preview: the server decides what is charged.
 */
export function promoPreview(code: string): { recognised: boolean; firstMonth: number; percentOff: number } {
  const normalised = normalisePromoCode(code);
  const recognised = (DEFAULT_PROMO_CODES as readonly string[]).includes(normalised);
  return { recognised, firstMonth: firstMonthPrice(recognised), percentOff: recognised ? PROMO_PERCENT_OFF : 0 };
}
