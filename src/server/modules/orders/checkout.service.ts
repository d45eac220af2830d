import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  A3_POSTER_PRICE,
  CURRENCY,
  EDITION_HOLD_MINUTES,
  fromMinorUnits,
  isLimitedEdition,
  toMinorUnits,
} from '../../../shared/checkout.ts';
import { CATALOGUE_DEFAULT_PRICE } from '../../../shared/catalogue.ts';
import type { CheckoutLine, CompleteOrderResponse, PrepareCheckoutResponse, ShippingData } from '../../../shared/checkout.ts';
import { isLanguage } from '../../../shared/i18n/languages.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { CreditPack } from '../../../shared/membership.ts';
import { royaltyRate } from '../../../shared/sell.ts';
import type { PaymentIntent, PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { Database } from '../../db/client.ts';
import { catalogueOrderItems, catalogueOrders, checkouts, creditPurchases, editionHolds, orders, royalties, userImages, users } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound, serviceUnavailable } from '../../errors.ts';
import type { MailOutbox } from '../mail/mail.jobs.ts';
import { storageUrl } from '../storage/storage-url.ts';
import { issueEditionNumbers } from './edition-numbers.ts';
import type { Transaction } from './edition-numbers.ts';
import type { OrderLinks } from './order-links.ts';
import { orderConfirmationMail, soldOutRefundMail } from './order-mails.ts';

type CheckoutRow = typeof checkouts.$inferSelect;
export type CheckoutKind = 'poster' | 'catalogue' | 'credits';

/** What a checkout sells, as the server priced it: poster lines, or a credit pack. */
type PosterLine = CheckoutLine & { generatedUrl?: string; originalUrl?: string };
type CreditsLines = { pack: CreditPack };

export type CheckoutServiceOptions = {
  db: Database;
  provider: PaymentProvider;
  mail: MailOutbox;
  brand: { brandName: string; publicUrl: string };
  /** Signs the link to the order that the confirmation mail carries (a guest has no other way back to it). */
  orderLinks: OrderLinks;
  logger: Logger;
};

/** The customer-facing reference of a checkout and its order (ORD-…, CAT-nnnnnn, CRD-…). */
const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const randomCode = (length: number) => Array.from({ length }, () => crockford[randomInt(crockford.length)]).join('');
const confirmationIdFor = (kind: CheckoutKind) =>
  kind === 'catalogue' ? `CAT-${String(randomInt(1_000_000)).padStart(6, '0')}` : `${kind === 'poster' ? 'ORD' : 'CRD'}-${randomCode(8)}`;

/** A unique key refused the insert (PostgreSQL 23505, as pg and PGlite report it). */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');

/** The sale was refused after payment (an edition sold meanwhile): the payment is refunded. */
class SoldOutAfterPayment extends Error {}

/**
 * Checkouts (docs/product/pay.md#checkout, docs/product/pay.md#limited-editions-and-holds): the server prices every
 * line, holds limited editions for 15 minutes,
 * and creates the order only from a payment the provider confirms for exactly that amount. Creating
 * the order is idempotent on the payment intent, so the browser's call and the webhook (in any order,
 * any number of times) make one order.
 */
export function createCheckoutService({ db, provider, mail, brand, orderLinks, logger }: CheckoutServiceOptions) {
  /**
   * Opens a checkout and the payment intent that pays it. `build` prices the lines (and names the
   * editions to hold) inside the transaction that writes the checkout and its holds.
   */
  async function open(
    kind: CheckoutKind,
    who: { userId: number | null; shipping: ShippingData | null; email?: string; language: Language },
    build: (tx: Transaction) => Promise<{ lines: PosterLine[] | CreditsLines; amount: number; holds?: { imageId: number; quantity: number }[] }>,
  ): Promise<{ checkout: CheckoutRow; intent: PaymentIntent }> {
    let checkout: CheckoutRow | undefined;
    for (let attempt = 0; !checkout; attempt += 1) {
      try {
        checkout = await db.transaction(async (tx) => {
          const { lines, amount, holds } = await build(tx);
          const expiresAt = new Date(Date.now() + EDITION_HOLD_MINUTES * 60_000);
          const [row] = await tx
            .insert(checkouts)
            .values({
              confirmationId: confirmationIdFor(kind),
              kind,
              userId: who.userId,
              amount,
              currency: CURRENCY,
              shipping: who.shipping,
              lines,
              expiresAt,
              language: who.language,
            })
            .returning();
          if (holds?.length) await tx.insert(editionHolds).values(holds.map((hold) => ({ ...hold, checkoutId: row!.id, expiresAt })));
          return row!;
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
      await releaseCheckout(checkout.id);
      logger.error({ err: error }, 'payment provider refused to create a payment intent');
      throw serviceUnavailable((m) => m.checkout.checkoutPreparationFailed);
    }
    await db.update(checkouts).set({ paymentIntentId: intent.id }).where(eq(checkouts.id, checkout.id));
    return { checkout: { ...checkout, paymentIntentId: intent.id }, intent };
  }

  async function releaseCheckout(checkoutId: number, status: 'released' | 'refunded' = 'released') {
    await db.transaction(async (tx) => {
      await tx.update(editionHolds).set({ state: 'released' }).where(and(eq(editionHolds.checkoutId, checkoutId), eq(editionHolds.state, 'held')));
      await tx.update(checkouts).set({ status }).where(and(eq(checkouts.id, checkoutId), inArray(checkouts.status, ['open', 'released'])));
    });
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
   * A custom poster the signed-in user created, A3, 29.95 CHF each. `language` is the one the customer shops in:
   * the order and its mails keep it (docs/product/languages.md#what-keeps-its-language).
   */
  async function preparePosterOrder(userId: number, imageId: number, quantity: number, shipping: ShippingData, language: Language): Promise<PrepareCheckoutResponse> {
    const [image] = await db
      .select()
      .from(userImages)
      .where(and(eq(userImages.id, imageId), eq(userImages.userId, userId)));
    if (!image) throw notFound((m) => m.checkout.posterNotYours);
    const line: PosterLine = {
      imageId: image.id,
      name: image.name ?? 'A3 Poster',
      style: image.style,
      quantity,
      unitPrice: A3_POSTER_PRICE,
      isLimitedEdition: false,
      imageUrl: storageUrl(image.previewPath),
      generatedUrl: storageUrl(image.generatedPath),
      originalUrl: storageUrl(image.originalPath),
    };
    const { checkout, intent } = await open('poster', { userId, shipping, language }, async () => ({ lines: [line], amount: toMinorUnits(A3_POSTER_PRICE) * quantity }));
    return response(checkout, intent);
  }

  /**
   * Catalogue posters at their own prices. Each poster's row is locked while its free editions are
   * counted (supply − sold − unexpired holds) and the new hold is written, so concurrent checkouts
   * can never hold more editions than exist.
   */
  async function prepareCatalogueOrder(
    userId: number | null,
    cart: { id: number; quantity: number }[],
    shipping: ShippingData,
    language: Language,
  ): Promise<PrepareCheckoutResponse> {
    const { checkout, intent } = await open('catalogue', { userId, shipping, language }, async (tx) => {
      const lines: PosterLine[] = [];
      // Rows are locked in id order, so two carts with the same posters cannot wait on each other.
      for (const item of [...cart].sort((a, b) => a.id - b.id)) lines.push(await holdableLine(tx, item));
      const amount = lines.reduce((sum, line) => sum + toMinorUnits(line.unitPrice) * line.quantity, 0);
      return { lines, amount, holds: lines.map((line) => ({ imageId: line.imageId, quantity: line.quantity })) };
    });
    return response(checkout, intent);
  }

  async function holdableLine(tx: Transaction, item: { id: number; quantity: number }): Promise<PosterLine> {
    const [poster] = await tx
      .select()
      .from(userImages)
      .where(and(eq(userImages.id, item.id), eq(userImages.isPublic, true), eq(userImages.isApproved, true)))
      .for('update');
    if (!poster || poster.totalSupply === null) throw conflict((m) => m.checkout.posterNotForSale, 'not_for_sale');
    const limited = isLimitedEdition(poster.totalSupply);
    if (limited && item.quantity > 1) throw badRequest((m) => m.checkout.limitedEditionQuantity);
    const remaining = poster.totalSupply - poster.soldCount - (await heldQuantity(tx, poster.id));
    const name = poster.name ?? 'Poster';
    if (remaining <= 0) throw conflict((m) => m.checkout.soldOut({ name }), 'sold_out');
    if (remaining < item.quantity) throw conflict((m) => m.checkout.notEnoughEditions({ name, remaining }), 'sold_out');
    return {
      imageId: poster.id,
      name,
      style: poster.style,
      quantity: item.quantity,
      unitPrice: poster.pricePerUnit === null ? CATALOGUE_DEFAULT_PRICE : Number(poster.pricePerUnit),
      isLimitedEdition: limited,
      imageUrl: storageUrl(poster.thumbnailPath),
      generatedUrl: storageUrl(poster.generatedPath),
    };
  }

  async function heldQuantity(tx: Transaction, imageId: number, exceptCheckoutId?: number): Promise<number> {
    const [row] = await tx
      .select({ held: sql<string>`coalesce(sum(${editionHolds.quantity}), 0)` })
      .from(editionHolds)
      .where(
        and(
          eq(editionHolds.imageId, imageId),
          eq(editionHolds.state, 'held'),
          gt(editionHolds.expiresAt, new Date()),
          exceptCheckoutId === undefined ? undefined : ne(editionHolds.checkoutId, exceptCheckoutId),
        ),
      );
    return Number(row?.held ?? 0);
  }

  async function prepareCreditPurchase(userId: number, email: string, pack: CreditPack, language: Language) {
    const { checkout, intent } = await open('credits', { userId, shipping: null, email, language }, async () => ({ lines: { pack }, amount: toMinorUnits(pack.price) }));
    return { clientSecret: intent.clientSecret, confirmationId: checkout.confirmationId, packId: pack.id, credits: pack.credits, amount: pack.price };
  }

  /**
   * The browser's "my payment succeeded": the payment must be this checkout's, succeeded, and for exactly
   * its amount, and the caller its buyer: the checkout's signed-in user, or (a catalogue checkout) the browser that
   * holds its proof (checkout-proof.ts); anyone else learns nothing of it. Then the order is made (or the one already
   * made is returned).
   */
  async function complete(kind: CheckoutKind, paymentIntentId: string, confirmationId: string | null, userId: number | null, holdsProof = false) {
    const [checkout] = await db
      .select()
      .from(checkouts)
      .where(confirmationId === null ? eq(checkouts.paymentIntentId, paymentIntentId) : eq(checkouts.confirmationId, confirmationId));
    if (!checkout || checkout.kind !== kind) throw notFound((m) => m.checkout.checkoutNotFound);
    const isBuyer = (checkout.userId !== null && checkout.userId === userId) || (kind === 'catalogue' && holdsProof);
    if (!isBuyer) throw notFound((m) => m.checkout.checkoutNotFound);
    if (checkout.paymentIntentId !== paymentIntentId) throw badRequest((m) => m.checkout.paymentMismatch);
    const intent = await provider.retrievePaymentIntent(paymentIntentId);
    if (!intent || intent.metadata.checkoutId !== String(checkout.id)) throw badRequest((m) => m.checkout.paymentMismatch);
    return fulfil(checkout.id, intent);
  }

  /** Makes the order of a paid checkout, once. Used by the browser's completion and by the payment event. */
  async function fulfil(checkoutId: number, intent: PaymentIntent): Promise<CompleteOrderResponse> {
    if (intent.status !== 'succeeded') throw new AppError(402, (m) => m.checkout.paymentNotSucceeded, 'payment_not_succeeded');
    let created = false;
    let result: CompleteOrderResponse;
    try {
      result = await db.transaction(async (tx) => {
        const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
        if (!checkout) throw notFound((m) => m.checkout.checkoutNotFound);
        if (intent.amount !== checkout.amount || intent.currency !== checkout.currency) throw badRequest((m) => m.checkout.paymentAmountMismatch);
        if (checkout.status === 'paid') return existingOrder(tx, checkout);
        if (checkout.status === 'refunded') throw conflict((m) => m.checkout.soldOutRefunded, 'refunded');
        created = true;
        const made = await createOrder(tx, checkout, intent);
        await tx.update(checkouts).set({ status: 'paid', completedAt: new Date() }).where(eq(checkouts.id, checkout.id));
        return made;
      });
    } catch (error) {
      if (!(error instanceof SoldOutAfterPayment)) throw error;
      await refundSoldOut(checkoutId, intent);
      throw conflict((m) => m.checkout.soldOutRefunded, 'refunded');
    }
    if (created && result.email) await sendConfirmation(checkoutId);
    return result;
  }

  async function createOrder(tx: Transaction, checkout: CheckoutRow, intent: PaymentIntent): Promise<CompleteOrderResponse> {
    const amount = fromMinorUnits(checkout.amount);
    if (checkout.kind === 'credits') {
      const { pack } = checkout.lines as CreditsLines;
      await tx
        .insert(creditPurchases)
        .values({ userId: checkout.userId!, checkoutId: checkout.id, packId: pack.id, credits: pack.credits, amount: amount.toFixed(2), paymentIntentId: intent.id });
      const [user] = await tx
        .update(users)
        .set({ paidCredits: sql`${users.paidCredits} + ${pack.credits}` })
        .where(eq(users.id, checkout.userId!))
        .returning({ email: users.email, username: users.username });
      return { confirmationId: checkout.confirmationId, amount, itemCount: pack.credits, email: user?.email ?? '', firstName: user?.username ?? '', lastName: '' };
    }

    const shipping = checkout.shipping as ShippingData;
    const lines = checkout.lines as PosterLine[];
    const base = {
      ...shipping,
      checkoutId: checkout.id,
      userId: checkout.userId,
      placedAsGuest: checkout.userId === null,
      amount: amount.toFixed(2),
      currency: checkout.currency,
      paymentIntentId: intent.id,
      // The order keeps the language the customer shopped in: its mails and receipt are written in it.
      language: checkout.language,
    };
    const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
    if (checkout.kind === 'poster') {
      const line = lines[0]!;
      await tx.insert(orders).values({
        ...base,
        confirmationId: checkout.confirmationId,
        imageId: line.imageId,
        quantity: line.quantity,
        style: line.style,
        posterImageUrl: line.generatedUrl ?? line.imageUrl,
        originalImageUrl: line.originalUrl ?? null,
      });
    } else {
      // A line whose numbers are not consecutive (a returned number reused) becomes one item per run.
      const sold = [];
      for (const line of lines) {
        const { runs, creatorId, totalSupply } = await sellEditions(tx, checkout, line);
        for (const run of runs) sold.push({ line: { ...line, quantity: run.last - run.first + 1 }, firstEdition: run.first, lastEdition: run.last, creatorId, totalSupply });
      }
      const [order] = await tx
        .insert(catalogueOrders)
        .values({ ...base, confirmationId: checkout.confirmationId, quantity: itemCount })
        .returning({ id: catalogueOrders.id });
      const items = await tx
        .insert(catalogueOrderItems)
        .values(
          sold.map(({ line, firstEdition, lastEdition, creatorId, totalSupply }) => ({
            orderId: order!.id,
            imageId: line.imageId,
            creatorId,
            name: line.name,
            style: line.style,
            quantity: line.quantity,
            price: line.unitPrice.toFixed(2),
            isLimitedEdition: line.isLimitedEdition,
            firstEdition,
            lastEdition,
            totalSupply,
            posterImageUrl: line.generatedUrl ?? line.imageUrl,
          })),
        )
        .returning({ id: catalogueOrderItems.id, imageId: catalogueOrderItems.imageId, creatorId: catalogueOrderItems.creatorId, totalSupply: catalogueOrderItems.totalSupply, price: catalogueOrderItems.price, quantity: catalogueOrderItems.quantity });
      // The creators' shares in the royalty ledger, written with the sale (docs/product/community.md#royalties).
      const earned = items.filter((item) => item.creatorId !== null);
      if (earned.length > 0) {
        await tx.insert(royalties).values(
          earned.map((item) => {
            const saleMinor = toMinorUnits(Number(item.price)) * item.quantity;
            const rate = royaltyRate(item.totalSupply);
            return {
              creatorId: item.creatorId!,
              orderItemId: item.id,
              imageId: item.imageId,
              saleAmount: fromMinorUnits(saleMinor).toFixed(2),
              rate: rate.toFixed(4),
              amount: fromMinorUnits(Math.round(saleMinor * rate)).toFixed(2),
            };
          }),
        );
      }
      await tx.update(editionHolds).set({ state: 'sold' }).where(and(eq(editionHolds.checkoutId, checkout.id), eq(editionHolds.state, 'held')));
    }
    return { confirmationId: checkout.confirmationId, amount, itemCount, email: shipping.email, firstName: shipping.firstName, lastName: shipping.lastName };
  }

  /**
   * Turns a line's hold into sales: returned edition numbers first, then new ones. A hold that expired
   * before the payment arrived still sells if editions are free; otherwise the whole order is refused
   * (and refunded by the caller).
   */
  async function sellEditions(tx: Transaction, checkout: CheckoutRow, line: PosterLine) {
    const [poster] = await tx.select().from(userImages).where(eq(userImages.id, line.imageId)).for('update');
    if (!poster || poster.totalSupply === null) throw new SoldOutAfterPayment();
    const [hold] = await tx
      .select({ id: editionHolds.id })
      .from(editionHolds)
      .where(and(eq(editionHolds.checkoutId, checkout.id), eq(editionHolds.imageId, line.imageId), eq(editionHolds.state, 'held'), gt(editionHolds.expiresAt, new Date())));
    const othersHeld = await heldQuantity(tx, line.imageId, checkout.id);
    const free = poster.totalSupply - poster.soldCount - (hold ? 0 : othersHeld);
    if (free < line.quantity) throw new SoldOutAfterPayment();
    const runs = await issueEditionNumbers(tx, line.imageId, poster.soldCount, line.quantity);
    const [updated] = await tx
      .update(userImages)
      .set({ soldCount: sql`${userImages.soldCount} + ${line.quantity}` })
      .where(and(eq(userImages.id, line.imageId), sql`${userImages.soldCount} + ${line.quantity} <= ${userImages.totalSupply}`))
      .returning({ soldCount: userImages.soldCount });
    if (!updated) throw new SoldOutAfterPayment();
    return { runs, creatorId: poster.userId, totalSupply: poster.totalSupply };
  }

  async function existingOrder(tx: Transaction, checkout: CheckoutRow): Promise<CompleteOrderResponse> {
    const amount = fromMinorUnits(checkout.amount);
    if (checkout.kind === 'credits') {
      const { pack } = checkout.lines as CreditsLines;
      const [user] = await tx.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, checkout.userId ?? 0));
      return { confirmationId: checkout.confirmationId, amount, itemCount: pack.credits, email: user?.email ?? '', firstName: user?.username ?? '', lastName: '' };
    }
    const shipping = checkout.shipping as ShippingData;
    const itemCount = (checkout.lines as PosterLine[]).reduce((sum, line) => sum + line.quantity, 0);
    return { confirmationId: checkout.confirmationId, amount, itemCount, email: shipping.email, firstName: shipping.firstName, lastName: shipping.lastName };
  }

  async function refundSoldOut(checkoutId: number, intent: PaymentIntent) {
    const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    if (!checkout || checkout.status === 'refunded') return;
    await provider.refundPaymentIntent(intent.id, `refund-${checkoutId}`);
    await releaseCheckout(checkoutId, 'refunded');
    const shipping = checkout.shipping as ShippingData | null;
    if (shipping?.email) await mail.enqueue({ to: shipping.email, ...soldOutRefundMail(brand, languageOfCheckout(checkout), checkout.confirmationId, fromMinorUnits(checkout.amount)) });
    logger.warn({ checkoutId, paymentIntentId: intent.id }, 'edition sold out after payment: refunded');
  }

  async function sendConfirmation(checkoutId: number) {
    const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    if (!checkout || checkout.kind === 'credits') return;
    const shipping = checkout.shipping as ShippingData;
    const lines = (checkout.lines as PosterLine[]).map((line) => ({ ...line, imageUrl: `${brand.publicUrl}${line.imageUrl}` }));
    await mail.enqueue({
      to: shipping.email,
      ...orderConfirmationMail(brand, languageOfCheckout(checkout), { confirmationId: checkout.confirmationId, shipping, lines, amount: fromMinorUnits(checkout.amount), orderUrl: orderLinks.urlFor(checkout.confirmationId) }),
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
    if (Number.isSafeInteger(checkoutId)) await releaseCheckout(checkoutId);
  }

  /**
   * Housekeeping for checkouts past their hold: a payment that succeeded without any word from the
   * browser or the provider is fulfilled; any other is cancelled at the provider and its editions released.
   */
  async function sweepExpired(now = new Date()) {
    const expired = await db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.status, 'open'), lt(checkouts.expiresAt, now)))
      .limit(200);
    for (const checkout of expired) {
      const intent = checkout.paymentIntentId ? await provider.retrievePaymentIntent(checkout.paymentIntentId) : null;
      if (intent?.status === 'succeeded') {
        await onPaymentSucceeded(intent);
        continue;
      }
      if (intent && intent.status !== 'canceled') await provider.cancelPaymentIntent(intent.id).catch(() => undefined);
      await releaseCheckout(checkout.id);
    }
    return expired.length;
  }

  async function creditsOf(userId: number) {
    const [user] = await db
      .select({ freeCreditsRemaining: users.freeCreditsRemaining, paidCredits: users.paidCredits })
      .from(users)
      .where(eq(users.id, userId));
    return user ?? { freeCreditsRemaining: 0, paidCredits: 0 };
  }

  return {
    preparePosterOrder,
    creditsOf,
    prepareCatalogueOrder,
    prepareCreditPurchase,
    complete,
    onPaymentSucceeded,
    onPaymentCanceled,
    sweepExpired,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/** The language a checkout was started in (a row from before the shop spoke several languages says 'en'). */
const languageOfCheckout = (checkout: CheckoutRow): Language => (isLanguage(checkout.language) ? checkout.language : 'en');

const publicLine = ({ generatedUrl: _generated, originalUrl: _original, ...line }: PosterLine): CheckoutLine => line;
