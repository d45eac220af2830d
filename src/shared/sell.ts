import { z } from 'zod';
import { key } from './i18n/catalogue.ts';
import type { MessageKey } from './i18n/catalogue.ts';

/** Limits and defaults of selling a poster (docs/product/community.md#selling-a-poster). */
export const MAX_POSTER_NAME_LENGTH = 100;
export const MAX_CITY_LENGTH = 100;
export const MAX_MOMENT_LINK_LENGTH = 500;
export const DEFAULT_TOTAL_SUPPLY = 200;
export const MIN_TOTAL_SUPPLY = 1;
export const MAX_TOTAL_SUPPLY = 1000;
/** CHF per print. */
export const DEFAULT_PRICE_PER_UNIT = 30;
export const MIN_PRICE_PER_UNIT = 5;
export const MAX_PRICE_PER_UNIT = 500;

/** The creator's share of each sold print of a standard edition (the creator terms: 16%). */
export const STANDARD_EDITION_COMMISSION = 0.16;

/**
 * The creator's share of a sold print (the creator terms: 16% on standard editions, up to 70% on
 * limited ones, by edition size): the smaller the edition, the larger the share (decision 009).
 */
export function royaltyRate(totalSupply: number): number {
  if (totalSupply <= 10) return 0.7;
  if (totalSupply <= 25) return 0.5;
  if (totalSupply <= 50) return 0.35;
  if (totalSupply <= 100) return 0.25;
  return STANDARD_EDITION_COMMISSION;
}

/**
 * What the creator earns on one sold print at this price and edition size, in CHF: the price × `royaltyRate`, to the
 * Rappen, as the royalty ledger writes it with each sale (docs/product/community.md#royalties).
 */
export function royaltyPerPrint(totalSupply: number, pricePerUnit: number): number {
  return Math.round(Math.round(pricePerUnit * 100) * royaltyRate(totalSupply)) / 100;
}

/** A poster's place in the publish life cycle (docs/product/community.md#publishing-and-review). */
export type PosterStatus = 'private' | 'in_review' | 'public';

export function posterStatus(poster: { isPublic: boolean; isApproved: boolean }): PosterStatus {
  if (!poster.isPublic) return 'private';
  return poster.isApproved ? 'public' : 'in_review';
}

// Characters a text field may not carry: control characters (NUL cannot even be stored).
const hasControlCharacters = (value: string) => /[\u0000-\u001f\u007f]/.test(value);

const requiredText = (max: number, requiredMessage: MessageKey, tooLongMessage: MessageKey) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage)
    .refine((value) => !hasControlCharacters(value), requiredMessage);

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Optional: '' and null mean "no link"; anything else must be an http(s) URL (never `javascript:`). */
const momentLinkField = z
  .union([z.string({ error: key('sell.momentLinkInvalid') }), z.null()], { error: key('sell.momentLinkInvalid') })
  .optional()
  .transform((value) => (value == null ? null : value.trim() || null))
  .refine(
    (value) =>
      value === null || (value.length <= MAX_MOMENT_LINK_LENGTH && !hasControlCharacters(value) && isWebUrl(value)),
    key('sell.momentLinkInvalid'),
  );

/**
 * A number as a form field holds it: "45.50", or "45,50" as Swiss, French and Italian keyboards type it, at most two
 * decimals; null for anything else (an empty field, letters, "5,000" that may mean five thousand), never a guess.
 */
export function typedNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const typed = value.trim();
  return /^-?\d+([.,]\d{1,2})?$/.test(typed) ? Number(typed.replace(',', '.')) : null;
}

/** Left out, a field takes its default; typed, it must be a number ("" and letters are refused, not defaulted). */
const numberFromInput = (fallback: number) => (value: unknown) => {
  if (value === undefined || value === null) return fallback;
  return typeof value === 'string' ? (typedNumber(value) ?? value) : value;
};

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const totalSupplyField = z.preprocess(
  numberFromInput(DEFAULT_TOTAL_SUPPLY),
  z
    .number({ error: key('sell.totalSupplyInvalid') })
    .int(key('sell.totalSupplyInvalid'))
    .min(MIN_TOTAL_SUPPLY, key('sell.totalSupplyInvalid'))
    .max(MAX_TOTAL_SUPPLY, key('sell.totalSupplyInvalid')),
);

const pricePerUnitField = z.preprocess(
  numberFromInput(DEFAULT_PRICE_PER_UNIT),
  z
    .number({ error: key('sell.pricePerUnitInvalid') })
    .min(MIN_PRICE_PER_UNIT, key('sell.pricePerUnitInvalid'))
    .max(MAX_PRICE_PER_UNIT, key('sell.pricePerUnitInvalid'))
    .refine(hasAtMostTwoDecimals, key('sell.pricePerUnitInvalid')),
);

/**
 * The sell form (docs/product/community.md#selling-a-poster): the browser's form and the server's publish call check
 * the same rules.
 */
export const sellSchema = z.object({
  agreedToTerms: z.literal(true, { error: key('sell.termsRequired') }),
  name: requiredText(MAX_POSTER_NAME_LENGTH, key('sell.nameRequired'), key('sell.nameTooLong')),
  city: requiredText(MAX_CITY_LENGTH, key('sell.cityRequired'), key('sell.cityTooLong')),
  momentLink: momentLinkField,
  totalSupply: totalSupplyField,
  pricePerUnit: pricePerUnitField,
});

export type SellInput = z.input<typeof sellSchema>;
export type SellForm = z.output<typeof sellSchema>;

/**
 * PATCH /api/images/{id}/public. `{ isPublic: true, …sell fields }` publishes (the browser's payload carries no
 * terms flag, so it is optional here, but a `false` is refused); `{ isPublic: false }` unpublishes.
 */
export const publishRequestSchema = z.discriminatedUnion(
  'isPublic',
  [
    sellSchema.extend({
      isPublic: z.literal(true),
      agreedToTerms: z.literal(true, { error: key('sell.termsRequired') }).optional(),
      email: z.string().max(254).optional(),
    }),
    z.object({ isPublic: z.literal(false), email: z.string().max(254).optional() }),
  ],
  { error: key('sell.missingPosterInformation') },
);

export type PublishRequest = z.output<typeof publishRequestSchema>;

/** The answer of PATCH /api/images/{id}/public. */
export type PublishResult = {
  id: number;
  isPublic: boolean;
  isApproved: boolean;
  status: PosterStatus;
  message: string;
};

/** GET /api/user-poster-stats: the signed-in creator's own figures. */
export type PosterStats = {
  posters: number;
  public: number;
  inReview: number;
  editionsSold: number;
  /** CHF earned from sales so far (the royalty ledger). */
  earnings: number;
  /** CHF of those earnings already transferred to the creator. */
  paidOut: number;
};
