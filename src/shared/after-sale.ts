import { z } from 'zod';
import { key } from './i18n/catalogue.ts';
import { CARRIER_IDS, DEFAULT_CARRIER, isValidTrackingNumber, normaliseTrackingNumber } from './shipping-carriers.ts';
import type { CarrierId } from './shipping-carriers.ts';

/**
 * An order's life after payment (docs/product/after-the-sale.md, decision 013): the shapes the admin pages and the
 * server share.
 */

export type OrderKind = 'order' | 'catalogue';

/** What the customer is told of, once each (the order_events table). */
export type OrderEventName =
  'in_production' | 'shipped' | 'delivered' | 'cancelled' | 'refunded' | 'partially_refunded';

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export type RefundView = {
  id: number;
  /** CHF. */
  amount: number;
  reason: string;
  status: RefundStatus;
  failureMessage: string | null;
  requestedBy: string;
  createdAt: string;
  settledAt: string | null;
};

/** The money side of an order for the admin: what was refunded, what can still be, and how it travels. */
export type OrderAfterSale = {
  refunds: RefundView[];
  /** CHF refunded (confirmed by the provider). */
  refunded: number;
  /** CHF that may still be refunded (the amount less every pending and confirmed refund). */
  refundable: number;
  carrier: CarrierId | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
};

/**
 * The tracking that comes with "shipped": a carrier (Swiss Post by default) and its number, checked against
 * the carrier's format. Both may be left out (a letter without tracking); the order view asks for them.
 */
export const shipmentSchema = z
  .object({
    carrier: z
      .enum(CARRIER_IDS, { error: key('afterSale.invalidCarrier') })
      .optional()
      .default(DEFAULT_CARRIER),
    trackingNumber: z
      .string({ error: key('afterSale.trackingNumberRequired') })
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .superRefine((value, context) => {
    const number = value.trackingNumber;
    // No carrier's number is longer than 60 characters: a longer one is told off as not the carrier's.
    if (number !== undefined && (number.length > 60 || !isValidTrackingNumber(value.carrier, number))) {
      context.addIssue({
        code: 'custom',
        path: ['trackingNumber'],
        message: key(`afterSale.trackingNumberInvalid.${value.carrier}`),
      });
    }
  })
  .transform((value) => ({
    carrier: value.carrier,
    trackingNumber: value.trackingNumber === undefined ? null : normaliseTrackingNumber(value.trackingNumber),
  }));
export type Shipment = z.output<typeof shipmentSchema>;

/** POST …/refunds: an amount in CHF (the rest of the order when left out), a reason and the dialog's key. */
export const refundRequestSchema = z.object({
  amount: z
    .number({ error: key('afterSale.refundInvalidAmount') })
    .min(0.01, key('afterSale.refundInvalidAmount'))
    .max(1_000_000, key('afterSale.refundInvalidAmount'))
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, key('afterSale.refundInvalidAmount'))
    .optional(),
  reason: z
    .string({ error: key('afterSale.refundReasonRequired') })
    .trim()
    .min(1, key('afterSale.refundReasonRequired'))
    .max(500, key('afterSale.refundReasonRequired')),
  requestKey: z
    .string({ error: key('afterSale.refundKeyInvalid') })
    .regex(/^[A-Za-z0-9_-]{8,80}$/, key('afterSale.refundKeyInvalid')),
});
export type RefundRequest = z.output<typeof refundRequestSchema>;
