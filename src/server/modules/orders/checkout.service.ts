import { CURRENCY, fromMinorUnits } from '../../../shared/checkout.ts';
import type { CartLineInput, PrepareCheckoutResponse, ShippingData } from '../../../shared/checkout.ts';
import type { PrintFormat } from '../../../shared/print-formats.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { CreditPack } from '../../../shared/membership.ts';
import type { PaymentIntent } from '../../adapters/payments/payment-provider.ts';
import { isUniqueViolation } from '../../db/executor.ts';
import type { Transaction } from '../../db/executor.ts';
import { badRequest, notFound, serviceUnavailable } from '../../errors.ts';
import { priceCatalogueOrder } from './catalogue-checkout.ts';
import { createCheckoutFulfilment } from './checkout-fulfilment.ts';
import type { CheckoutFulfilmentOptions } from './checkout-fulfilment.ts';
import { confirmationIdFor, publicLine } from './checkout-lines.ts';
import type { CheckoutKind, CreditsLines, PosterLine } from './checkout-lines.ts';
import {
  findCheckoutByReference,
  findCreditBalance,
  insertCheckout,
  insertEditionHolds,
  setCheckoutPaymentIntent,
} from './checkout.repository.ts';
import type { CheckoutRow } from './checkout.repository.ts';
import { priceCreditPurchase } from './credits-checkout.ts';
import { holdExpiry, releaseCheckout } from './edition-holds.ts';
import { pricePosterOrder } from './poster-checkout.ts';

export type { CheckoutKind } from './checkout-lines.ts';
export type CheckoutServiceOptions = CheckoutFulfilmentOptions;

/**
 * Checkouts (docs/product/pay.md#checkout, docs/product/pay.md#limited-editions-and-holds): the server prices every
 * line, holds limited editions for 15 minutes,
 * and creates the order only from a payment the provider confirms for exactly that amount. Creating
 * the order is idempotent on the payment intent, so the browser's call and the webhook (in any order,
 * any number of times) make one order.
 *
 * This service opens checkouts and answers the browser; each kind's pricing and order is written by its own
 * module (poster-checkout.ts, catalogue-checkout.ts, credits-checkout.ts), edition holds by edition-holds.ts,
 * and what follows a payment by checkout-fulfilment.ts.
 */
export function createCheckoutService(options: CheckoutServiceOptions) {
  const { db, provider, brand, logger, orderLinks } = options;
  const fulfilment = createCheckoutFulfilment(options);

  /**
   * Opens a checkout and the payment intent that pays it. `build` prices the lines (and names the
   * editions to hold) inside the transaction that writes the checkout and its holds.
   */
  async function open(
    kind: CheckoutKind,
    who: { userId: number | null; shipping: ShippingData | null; email?: string; language: Language },
    build: (tx: Transaction) => Promise<{
      lines: PosterLine[] | CreditsLines;
      amount: number;
      holds?: { imageId: number; quantity: number }[];
    }>,
  ): Promise<{ checkout: CheckoutRow; intent: PaymentIntent }> {
    let checkout: CheckoutRow | undefined;
    for (let attempt = 0; !checkout; attempt += 1) {
      try {
        checkout = await db.transaction(async (tx) => {
          const { lines, amount, holds } = await build(tx);
          const expiresAt = holdExpiry();
          const row = await insertCheckout(tx, {
            confirmationId: confirmationIdFor(kind),
            kind,
            userId: who.userId,
            amount,
            currency: CURRENCY,
            shipping: who.shipping,
            lines,
            expiresAt,
            language: who.language,
          });
          if (holds?.length) await insertEditionHolds(tx, row.id, expiresAt, holds);
          return row;
        });
      } catch (error) {
        // Two checkouts drew the same reference (1 in a million for CAT-): draw again.
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }

    let intent: PaymentIntent;
    try {
      intent = await provider.createPaymentIntent({
        amount: checkout.amount,
        currency: CURRENCY,
        description: `${brand.brandName} ${checkout.confirmationId}`,
        receiptEmail: who.shipping?.email ?? who.email,
        metadata: { checkoutId: String(checkout.id), confirmationId: checkout.confirmationId, kind },
        idempotencyKey: `checkout-${checkout.id}`,
      });
    } catch (error) {
      await releaseCheckout(db, checkout.id);
      logger.error({ err: error }, 'payment provider refused to create a payment intent');
      throw serviceUnavailable('checkout_preparation_failed');
    }
    await setCheckoutPaymentIntent(db, checkout.id, intent.id);
    return { checkout: { ...checkout, paymentIntentId: intent.id }, intent };
  }

  const response = (checkout: CheckoutRow, intent: PaymentIntent): PrepareCheckoutResponse => ({
    clientSecret: intent.clientSecret,
    confirmationId: checkout.confirmationId,
    amount: fromMinorUnits(checkout.amount),
    currency: CURRENCY,
    lines: Array.isArray(checkout.lines) ? (checkout.lines as PosterLine[]).map(publicLine) : [],
    expiresAt: checkout.expiresAt.toISOString(),
  });

  /**
   * A custom poster the signed-in user created, in the size and frame chosen, at the price table's amount. `language`
   * is the one the customer shops in: the order and its mails keep it
   * (docs/product/languages.md#what-keeps-its-language).
   */
  async function preparePosterOrder(
    userId: number,
    imageId: number,
    quantity: number,
    format: PrintFormat,
    shipping: ShippingData,
    language: Language,
  ): Promise<PrepareCheckoutResponse> {
    const priced = await pricePosterOrder(db, userId, imageId, quantity, format);
    const { checkout, intent } = await open('poster', { userId, shipping, language }, async () => priced);
    return response(checkout, intent);
  }

  /**
   * A cart: catalogue posters at their own prices, their editions held while the payment is made (edition-holds.ts),
   * and the signed-in buyer's own posters (decision 028).
   */
  async function prepareCatalogueOrder(
    userId: number | null,
    cart: CartLineInput[],
    shipping: ShippingData,
    language: Language,
  ): Promise<PrepareCheckoutResponse> {
    const { checkout, intent } = await open('catalogue', { userId, shipping, language }, (tx) =>
      priceCatalogueOrder(tx, userId, cart),
    );
    return response(checkout, intent);
  }

  async function prepareCreditPurchase(userId: number, email: string, pack: CreditPack, language: Language) {
    const { checkout, intent } = await open('credits', { userId, shipping: null, email, language }, async () =>
      priceCreditPurchase(pack),
    );
    return {
      clientSecret: intent.clientSecret,
      confirmationId: checkout.confirmationId,
      packId: pack.id,
      credits: pack.credits,
      amount: pack.price,
    };
  }

  /**
   * The browser's "my payment succeeded": the payment must be this checkout's, succeeded, and for exactly
   * its amount, and the caller its buyer: the checkout's signed-in user, or (a catalogue checkout) the browser that
   * holds its proof (checkout-proof.ts); anyone else learns nothing of it. Then the order is made (or the one already
   * made is returned). A guest also gets the key of the order's link, the one its mail carries (decision 014), so the
   * confirmation's way to the order's page opens it.
   */
  async function complete(
    kind: CheckoutKind,
    paymentIntentId: string,
    confirmationId: string | null,
    userId: number | null,
    holdsProof = false,
  ) {
    const checkout = await findCheckoutByReference(db, { confirmationId, paymentIntentId });
    if (!checkout || checkout.kind !== kind) throw notFound('checkout_not_found');
    const isBuyer = (checkout.userId !== null && checkout.userId === userId) || (kind === 'catalogue' && holdsProof);
    if (!isBuyer) throw notFound('checkout_not_found');
    if (checkout.paymentIntentId !== paymentIntentId) throw badRequest('payment_mismatch');
    const intent = await provider.retrievePaymentIntent(paymentIntentId);
    if (!intent || intent.metadata.checkoutId !== String(checkout.id)) throw badRequest('payment_mismatch');
    const order = await fulfilment.fulfil(checkout.id, intent);
    return checkout.userId === null ? { ...order, orderKey: orderLinks.keyFor(checkout.confirmationId) } : order;
  }

  async function creditsOf(userId: number) {
    return (await findCreditBalance(db, userId)) ?? { freeCreditsRemaining: 0, paidCredits: 0 };
  }

  return {
    preparePosterOrder,
    creditsOf,
    prepareCatalogueOrder,
    prepareCreditPurchase,
    complete,
    onPaymentSucceeded: fulfilment.onPaymentSucceeded,
    onPaymentCanceled: fulfilment.onPaymentCanceled,
    sweepExpired: fulfilment.sweepExpired,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
