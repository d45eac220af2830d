import { deliveryWindow, deliveryZoneOf } from '../../../shared/delivery.ts';
import type { DeliveryRules } from '../../../shared/delivery.ts';
import type { Logger } from 'pino';
import { fromMinorUnits } from '../../../shared/checkout.ts';
import type { CompleteOrderResponse, ShippingData } from '../../../shared/checkout.ts';
import { isLanguage } from '../../../shared/i18n/languages.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { OrderKind } from '../../../shared/after-sale.ts';
import type { PaymentIntent, PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { MailPictures } from '../mail/index.ts';
import { catalogueOrderWriter } from './catalogue-checkout.ts';
import type { CheckoutKind, OrderWriter, PosterLine } from './checkout-lines.ts';
import { findCheckout, listExpiredOpenCheckouts, lockCheckout, markCheckoutPaid } from './checkout.repository.ts';
import type { CheckoutRow } from './checkout.repository.ts';
import { creditsOrderWriter } from './credits-checkout.ts';
import { releaseCheckout, SoldOutAfterPayment } from './edition-holds.ts';
import type { OrderLinks } from './order-links.ts';
import { orderConfirmationMail, soldOutRefundMail } from './order-mails.ts';
import { posterOrderWriter } from './poster-checkout.ts';

export type CheckoutFulfilmentOptions = {
  db: Database;
  provider: PaymentProvider;
  mail: MailOutbox;
  brand: { brandName: string; publicUrl: string };
  /** Signs the link to the order that the confirmation mail carries (a guest has no other way back to it). */
  orderLinks: OrderLinks;
  /** When a paid order arrives, for the confirmation mail (docs/product/after-the-sale.md#delivery-estimate). */
  deliveryRules: DeliveryRules;
  /** JPEG copies of the posters' pictures for the confirmation mail (WebP shows as an empty box in some clients). */
  mailPictures: MailPictures;
  logger: Logger;
  /**
   * Told once when a paid checkout became an order (a custom poster or a catalogue order): the print masters of its
   * sizes other than A3 are asked for (print-masters.ts) and a print lab's send job is queued (decision 038). Each
   * listener's failure is logged; the order stands (the masters' hourly sweep asks again).
   */
  onOrderPaid?: ((kind: OrderKind, confirmationId: string) => Promise<void>)[];
};

const writers: Record<CheckoutKind, OrderWriter> = {
  poster: posterOrderWriter,
  catalogue: catalogueOrderWriter,
  credits: creditsOrderWriter,
};
const writerOf = (checkout: CheckoutRow) => writers[checkout.kind as CheckoutKind] ?? catalogueOrderWriter;

/** The language a checkout was started in (a row from before the shop spoke several languages says 'en'). */
const languageOfCheckout = (checkout: CheckoutRow): Language =>
  isLanguage(checkout.language) ? checkout.language : 'en';

/**
 * What happens when a checkout's payment succeeds, is cancelled, or never comes back: the order is made once
 * (idempotent on the checkout, whether the browser, the payment event or the sweep comes first), the confirmation
 * mail is queued, and a sale refused after payment (an edition gone) is refunded with a mail.
 */
export function createCheckoutFulfilment({
  db,
  provider,
  mail,
  brand,
  orderLinks,
  deliveryRules,
  mailPictures,
  logger,
  onOrderPaid = [],
}: CheckoutFulfilmentOptions) {
  /** Makes the order of a paid checkout, once. Used by the browser's completion and by the payment event. */
  async function fulfil(checkoutId: number, intent: PaymentIntent): Promise<CompleteOrderResponse> {
    if (intent.status !== 'succeeded') throw new AppError('payment_not_succeeded');
    let created = false;
    let result: CompleteOrderResponse;
    try {
      result = await db.transaction(async (tx) => {
        const checkout = await lockCheckout(tx, checkoutId);
        if (!checkout) throw notFound('checkout_not_found');
        if (intent.amount !== checkout.amount || intent.currency !== checkout.currency)
          throw badRequest('payment_amount_mismatch');
        if (checkout.status === 'paid') return writerOf(checkout).made(tx, checkout);
        if (checkout.status === 'refunded') throw conflict('refunded');
        created = true;
        const made = await writerOf(checkout).write(tx, checkout, intent);
        await markCheckoutPaid(tx, checkout.id);
        return made;
      });
    } catch (error) {
      if (!(error instanceof SoldOutAfterPayment)) throw error;
      await refundSoldOut(checkoutId, intent);
      throw conflict('refunded');
    }
    if (created && result.email) await sendConfirmation(checkoutId);
    if (created && onOrderPaid.length > 0) await announcePaid(checkoutId);
    return result;
  }

  async function announcePaid(checkoutId: number) {
    const checkout = await findCheckout(db, checkoutId);
    if (!checkout || checkout.kind === 'credits') return;
    const kind: OrderKind = checkout.kind === 'poster' ? 'order' : 'catalogue';
    for (const listener of onOrderPaid)
      await listener(kind, checkout.confirmationId).catch((error: unknown) =>
        logger.error({ err: error, checkoutId }, 'a paid order’s follow-up (print masters, print lab) was not queued'),
      );
  }

  async function refundSoldOut(checkoutId: number, intent: PaymentIntent) {
    const checkout = await findCheckout(db, checkoutId);
    if (!checkout || checkout.status === 'refunded') return;
    await provider.refundPaymentIntent(intent.id, `refund-${checkoutId}`);
    await releaseCheckout(db, checkoutId, 'refunded');
    const shipping = checkout.shipping as ShippingData | null;
    if (shipping?.email)
      await mail.enqueue({
        to: shipping.email,
        ...soldOutRefundMail(
          brand,
          languageOfCheckout(checkout),
          checkout.confirmationId,
          fromMinorUnits(checkout.amount),
        ),
      });
    logger.warn({ checkoutId, paymentIntentId: intent.id }, 'edition sold out after payment: refunded');
  }

  async function sendConfirmation(checkoutId: number) {
    const checkout = await findCheckout(db, checkoutId);
    if (!checkout || checkout.kind === 'credits') return;
    const shipping = checkout.shipping as ShippingData;
    const lines = await Promise.all(
      (checkout.lines as PosterLine[]).map(async (line) => ({
        ...line,
        imageUrl: `${brand.publicUrl}${await mailPictures.jpegOf(line.imageUrl)}`,
      })),
    );
    await mail.enqueue({
      to: shipping.email,
      ...orderConfirmationMail(brand, languageOfCheckout(checkout), {
        confirmationId: checkout.confirmationId,
        shipping,
        lines,
        amount: fromMinorUnits(checkout.amount),
        orderUrl: orderLinks.urlFor(checkout.confirmationId),
        // Paid now: the mail leaves right after the order is made.
        delivery: deliveryWindow(new Date(), deliveryZoneOf(shipping.country), deliveryRules),
      }),
      // The PDF receipt, made when the mail leaves (docs/product/after-the-sale.md#receipts).
      attachments: [{ type: 'receipt', confirmationId: checkout.confirmationId }],
    });
  }

  /** A payment event: a succeeded payment makes its order even if the browser never came back. */
  async function onPaymentSucceeded(intent: PaymentIntent) {
    const checkoutId = Number(intent.metadata.checkoutId);
    if (!Number.isSafeInteger(checkoutId)) return;
    try {
      await fulfil(checkoutId, intent);
    } catch (error) {
      // Refused sales were refunded; anything else is retried by the job.
      if (error instanceof AppError && error.status < 500) return;
      throw error;
    }
  }

  /** A cancelled payment releases its checkout's editions at once. */
  async function onPaymentCanceled(intent: PaymentIntent) {
    const checkoutId = Number(intent.metadata.checkoutId);
    if (Number.isSafeInteger(checkoutId)) await releaseCheckout(db, checkoutId);
  }

  /**
   * Housekeeping for checkouts past their hold: a payment that succeeded without any word from the
   * browser or the provider is fulfilled; any other is cancelled at the provider and its editions released.
   */
  async function sweepExpired(now = new Date()) {
    const expired = await listExpiredOpenCheckouts(db, now, 200);
    for (const checkout of expired) {
      const intent = checkout.paymentIntentId ? await provider.retrievePaymentIntent(checkout.paymentIntentId) : null;
      if (intent?.status === 'succeeded') {
        await onPaymentSucceeded(intent);
        continue;
      }
      if (intent && intent.status !== 'canceled') await provider.cancelPaymentIntent(intent.id).catch(() => undefined);
      await releaseCheckout(db, checkout.id);
    }
    return expired.length;
  }

  return { fulfil, onPaymentSucceeded, onPaymentCanceled, sweepExpired };
}

export type CheckoutFulfilment = ReturnType<typeof createCheckoutFulfilment>;
