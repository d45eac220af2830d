import { z } from 'zod';
import { afterSaleMessages as m } from './messages/after-sale.ts';
import { CARRIER_IDS, DEFAULT_CARRIER, isValidTrackingNumber, carrierOf, normaliseTrackingNumber } from './shipping-carriers.ts';
import type { CarrierId } from './shipping-carriers.ts';

/** An order's life after payment (issue 14): the shapes the admin pages and the server share. */

export type OrderKind = 'order' | 'catalogue';

/** What the customer is told of, once each (the order_events table). */
export type OrderEventName = 'in_production' | 'shipped' | 'delivered' | 'cancelled' | 'refunded' | 'partially_refunded';

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
    carrier: z.enum(CARRIER_IDS, { error: m.invalidCarrier }).optional().default(DEFAULT_CARRIER),
    trackingNumber: z
      .string({ error: m.trackingNumberRequired })
      .trim()
      .max(60, m.trackingNumberInvalid('carrier'))
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .superRefine((value, context) => {
    if (value.trackingNumber !== undefined && !isValidTrackingNumber(value.carrier, value.trackingNumber)) {
      context.addIssue({ code: 'custom', path: ['trackingNumber'], message: m.trackingNumberInvalid(carrierOf(value.carrier)!.name) });
    }
  })
  .transform((value) => ({ carrier: value.carrier, trackingNumber: value.trackingNumber === undefined ? null : normaliseTrackingNumber(value.trackingNumber) }));
export type Shipment = z.output<typeof shipmentSchema>;

/** POST …/refunds: an amount in CHF (the rest of the order when left out), a reason and the dialog's key. */
export const refundRequestSchema = z.object({
  amount: z
    .number({ error: m.refundInvalidAmount })
    .min(0.01, m.refundInvalidAmount)
    .max(1_000_000, m.refundInvalidAmount)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, m.refundInvalidAmount)
    .optional(),
  reason: z.string({ error: m.refundReasonRequired }).trim().min(1, m.refundReasonRequired).max(500, m.refundReasonRequired),
  requestKey: z.string({ error: m.refundKeyInvalid }).regex(/^[A-Za-z0-9_-]{8,80}$/, m.refundKeyInvalid),
});
export type RefundRequest = z.output<typeof refundRequestSchema>;
