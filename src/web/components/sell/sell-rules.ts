import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';

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
  const supply = Number(totalSupply);
  const price = Number(pricePerUnit);
  if (
    totalSupply === '' ||
    pricePerUnit === '' ||
    !Number.isFinite(supply) ||
    !Number.isFinite(price) ||
    supply < 1 ||
    price <= 0
  )
    return null;
  return m.summary({ totalSupply: Math.trunc(supply), price: formatPrice(price) });
}

/**
 * Posters are served from storage; the thumbnail or preview of a poster always has this form
 * (docs/product/community.md#selling-a-poster).
 */
const POSTER_PATH = /^\/api\/storage-image\/[\w./-]+\.(webp|jpe?g|png)$/i;

/** Why the modal cannot sell this poster, or null: no poster id (not created, or e-mail not verified) or an odd path. */
export function sellBlocker(poster: { id?: number | null; imageUrl: string } | null, m: SellTexts): string | null {
  if (!poster || !poster.id) return m.needPosterAndVerifiedEmail;
  if (!POSTER_PATH.test(poster.imageUrl) || poster.imageUrl.includes('..')) return m.invalidPosterUrl;
  return null;
}
