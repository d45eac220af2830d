import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';
import {
  MAX_PRICE_PER_UNIT,
  MAX_TOTAL_SUPPLY,
  royaltyPerPrint,
  royaltyRate,
  typedNumber,
} from '../../../shared/sell.ts';

type SellTexts = AreaTexts<'sell'>;

/**
 * The line under the edition fields ('200 prints at 30.00 CHF each' in the visitor's words, the price as `price` of
 * the visitor's formatter writes it); null while a field holds no number.
 */
export function editionSummary(
  totalSupply: unknown,
  pricePerUnit: unknown,
  m: SellTexts,
  formatPrice: (amount: number) => string,
): string | null {
  const supply = typedNumber(totalSupply);
  const price = typedNumber(pricePerUnit);
  if (supply === null || price === null || supply < 1 || price <= 0) return null;
  return m.summary({ totalSupply: Math.trunc(supply), price: formatPrice(price) });
}

/**
 * The creator's earnings per sold print for the edition size and price being typed ('You earn 4.80 CHF per print
 * sold (16%)'), as the royalty ledger will write them; null while a field holds no number or one out of range.
 */
export function royaltySummary(
  totalSupply: unknown,
  pricePerUnit: unknown,
  m: SellTexts,
  format: { price: (amount: number) => string; number: (value: number) => string },
): string | null {
  const supply = typedNumber(totalSupply);
  const price = typedNumber(pricePerUnit);
  if (supply === null || price === null || !Number.isInteger(supply)) return null;
  if (supply < 1 || supply > MAX_TOTAL_SUPPLY || price <= 0 || price > MAX_PRICE_PER_UNIT) return null;
  return m.royalty({
    royalty: format.price(royaltyPerPrint(supply, price)),
    rate: format.number(royaltyRate(supply) * 100),
  });
}

/**
 * Posters are served from storage; the thumbnail or preview of a poster always has this form
 * (docs/product/community.md#selling-a-poster).
 */
const POSTER_PATH = /^\/api\/storage-image\/[\w./-]+\.(webp|jpe?g|png)$/i;

/**
 * Why the modal cannot sell this poster, or null: no poster id (not created, or e-mail not verified) or an odd path.
 */
export function sellBlocker(poster: { id?: number | null; imageUrl: string } | null, m: SellTexts): string | null {
  if (!poster || !poster.id) return m.needPosterAndVerifiedEmail;
  if (!POSTER_PATH.test(poster.imageUrl) || poster.imageUrl.includes('..')) return m.invalidPosterUrl;
  return null;
}
