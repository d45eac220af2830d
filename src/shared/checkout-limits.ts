/**
 * Money and limits of ordering (docs/product/pay.md#prices). Amounts travel as CHF with two decimals.
 * Kept apart from the zod schemas of checkout.ts (which re-exports all of this) so the catalogue's first
 * load can read them without the schemas.
 */
export const CURRENCY = 'chf';
/** A custom A3 poster, each (docs/product/pay.md#prices). */
export const A3_POSTER_PRICE = 29.95;
export const SHIPPING_PRICE = 0;
/** At least 1, at most this many of one poster (docs/product/pay.md#checkout). */
export const MAX_ORDER_QUANTITY = 20;
export const MAX_CART_LINES = 20;
/** How long starting a checkout holds the editions it sells (docs/product/pay.md#limited-editions-and-holds). */
export const EDITION_HOLD_MINUTES = 15;
/**
 * A catalogue poster with an edition of at most this size is a limited edition: bought one at a time,
 * labelled 'Limited Edition' in the cart, and the creator earns the limited-edition share (decision 009).
 */
export const LIMITED_EDITION_MAX_SUPPLY = 100;
/** Confetti of the thank-you step (docs/product/pay.md#checkout). */
export const CONFETTI = { particleCount: 500, gravity: 0.2 } as const;

export const isLimitedEdition = (totalSupply: number | null | undefined) =>
  typeof totalSupply === 'number' && totalSupply <= LIMITED_EDITION_MAX_SUPPLY;

/** CHF to Rappen and back, without binary fractions creeping in. */
export const toMinorUnits = (chf: number) => Math.round(chf * 100);
export const fromMinorUnits = (minor: number) => Math.round(minor) / 100;
