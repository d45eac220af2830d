import { randomInt } from 'node:crypto';
import { fromMinorUnits } from '../../../shared/checkout.ts';
import type { CheckoutLine, CompleteOrderResponse, ShippingData } from '../../../shared/checkout.ts';
import type { CreditPack } from '../../../shared/membership.ts';
import type { PaymentIntent } from '../../adapters/payments/payment-provider.ts';
import type { Transaction } from '../../db/executor.ts';
import type { CheckoutRow } from './checkout.repository.ts';

/** The three kinds of checkout: a custom poster of one's own, catalogue posters, a credit pack. */
export type CheckoutKind = 'poster' | 'catalogue' | 'credits';

/** What a checkout sells, as the server priced it: poster lines, or a credit pack. */
export type PosterLine = CheckoutLine & { generatedUrl?: string; originalUrl?: string };
export type CreditsLines = { pack: CreditPack };

/** What the browser sees of a line (the print files' addresses stay on the server). */
export const publicLine = ({ generatedUrl: _generated, originalUrl: _original, ...line }: PosterLine): CheckoutLine =>
  line;

/** The customer-facing reference of a checkout and its order (ORD-…, CAT-nnnnnn, CRD-…). */
const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const randomCode = (length: number) => Array.from({ length }, () => crockford[randomInt(crockford.length)]).join('');
export const confirmationIdFor = (kind: CheckoutKind) =>
  kind === 'catalogue'
    ? `CAT-${String(randomInt(1_000_000)).padStart(6, '0')}`
    : `${kind === 'poster' ? 'ORD' : 'CRD'}-${randomCode(8)}`;

/**
 * Writes the order of one kind of checkout. `write` runs inside the fulfilment's transaction, which holds the
 * checkout's row lock and marks it paid; `made` answers for a checkout that was already paid.
 */
export type OrderWriter = {
  write(tx: Transaction, checkout: CheckoutRow, intent: PaymentIntent): Promise<CompleteOrderResponse>;
  made(tx: Transaction, checkout: CheckoutRow): Promise<CompleteOrderResponse>;
};

/** The columns every shipped order (custom or catalogue) takes from its checkout and payment. */
export function shippedOrderBase(checkout: CheckoutRow, intent: PaymentIntent) {
  const shipping = checkout.shipping as ShippingData;
  return {
    ...shipping,
    checkoutId: checkout.id,
    userId: checkout.userId,
    placedAsGuest: checkout.userId === null,
    amount: fromMinorUnits(checkout.amount).toFixed(2),
    currency: checkout.currency,
    paymentIntentId: intent.id,
    // The order keeps the language the customer shopped in: its mails and receipt are written in it.
    language: checkout.language,
  };
}

/** The browser's answer for a shipped order: reference, amount, prints, and whom it goes to. */
export function shippedOrderSummary(checkout: CheckoutRow): CompleteOrderResponse {
  const shipping = checkout.shipping as ShippingData;
  const itemCount = (checkout.lines as PosterLine[]).reduce((sum, line) => sum + line.quantity, 0);
  return {
    confirmationId: checkout.confirmationId,
    amount: fromMinorUnits(checkout.amount),
    itemCount,
    email: shipping.email,
    firstName: shipping.firstName,
    lastName: shipping.lastName,
    country: shipping.country,
  };
}
