import { z } from 'zod';
import { key } from './i18n/catalogue.ts';

/**
 * The Artistic Collective membership (docs/product/pay.md#membership): 9.99 CHF a month; a promo code takes 60% off the
 * first month.
 */
export const MEMBERSHIP_PLAN = {
  id: 'artistic_collective',
  name: 'Membership',
  price: 9.99,
  description: 'Unlimited creations',
} as const;
export const PROMO_PERCENT_OFF = 60;
export const DEFAULT_PROMO_CODES = ['BETA60', 'EARLY60', 'LAUNCH60'] as const;

/** The first month with a promo code: 9.99 − 60% = 3.996, charged as 4.00 CHF. */
export const firstMonthPrice = (withPromo: boolean) =>
  withPromo ? Math.round(MEMBERSHIP_PLAN.price * (100 - PROMO_PERCENT_OFF)) / 100 : MEMBERSHIP_PLAN.price;

export const normalisePromoCode = (code: string) => code.trim().toUpperCase();

/** POST /api/create-subscription. A `discountAmount` from the browser is accepted and ignored: the server prices. */
export const createSubscriptionSchema = z
  .object({
    email: z.string().max(254).optional(),
    promoCode: z.string().max(64, key('membership.promoInvalid')).optional().nullable(),
  })
  .passthrough();

/** POST /api/confirm-subscription (docs/product/pay.md#membership): the confirmed setup and its payment method. */
export const confirmSubscriptionSchema = z.object({
  setupIntentId: z
    .string({ error: key('membership.setupMissing') })
    .trim()
    .min(3, key('membership.setupMissing'))
    .max(255),
  paymentMethodId: z.string().trim().max(255).optional().nullable(),
});

export type CreateSubscriptionResponse = {
  clientSecret: string;
  /** CHF: what the first month costs after the promo. */
  firstMonthPrice: number;
  monthlyPrice: number;
  promoApplied: boolean;
};

export type SubscriptionInfo = { isActive: boolean; currentPeriodEnd: string | null; willCancelAtPeriodEnd: boolean };

/** Credit packs (ours to design): bought through the same provider; credits are added when it confirms. */
export type CreditPack = { id: string; credits: number; price: number };
export const DEFAULT_CREDIT_PACKS = '5:9.90,15:24.90';

/** Parses `CREDIT_PACKS` ("credits:price,…") into packs with stable ids ("5-credits"). */
export function parseCreditPacks(value: string): CreditPack[] | string {
  const packs: CreditPack[] = [];
  for (const part of value
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const match = /^(\d{1,3}):(\d{1,4}(?:\.\d{1,2})?)$/.exec(part);
    if (!match) return `"${part}" is not credits:price (e.g. 5:9.90)`;
    const credits = Number(match[1]);
    const price = Number(match[2]);
    if (credits < 1 || price < 1) return `"${part}" needs at least 1 credit and 1 CHF`;
    packs.push({ id: `${credits}-credits`, credits, price });
  }
  if (packs.length === 0) return 'needs at least one pack';
  if (new Set(packs.map((pack) => pack.id)).size !== packs.length) return 'lists the same credit count twice';
  return packs;
}

export const buyCreditsSchema = z.object({
  packId: z
    .string({ error: key('membership.choosePack') })
    .trim()
    .min(1, key('membership.choosePack'))
    .max(40, key('membership.choosePack')),
});
export const completeCreditPurchaseSchema = z.object({
  paymentIntentId: z
    .string({ error: key('membership.paymentMissing') })
    .trim()
    .min(3, key('membership.paymentMissing'))
    .max(255),
});

export type BuyCreditsResponse = {
  clientSecret: string;
  confirmationId: string;
  packId: string;
  credits: number;
  amount: number;
};
export type CompleteCreditPurchaseResponse = { credits: number; freeCreditsRemaining: number; paidCredits: number };
