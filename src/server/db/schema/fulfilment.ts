/** Orders a print lab fulfils (decision 038): what was sent to the lab, its stage, and the parcels it shipped. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * One shop order (either kind) handed to a print lab (docs/product/after-the-sale.md#print-lab). Written by the send
 * job before it calls the lab; `idempotency_key` (derived from the order's reference) makes a retried or doubled call
 * one lab order; `lab_order_id` is set once the lab has it. `stage` is ours and only moves forward:
 * 'queued' → 'sent' → 'in_production' → 'shipped' → 'complete', or 'cancelled'; `lab_stage` is the lab's own word.
 * The order's status stays the order's (decision 022); this row says where the lab is.
 */
export const labOrders = pgTable(
  'lab_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'order' (a custom poster order) or 'catalogue'. */
    orderKind: text('order_kind').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    /** The lab's adapter name ('prodigi'). */
    lab: text('lab').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The secret of this order's callback URL (/api/fulfilment/callbacks/<token>). */
    callbackToken: text('callback_token').notNull(),
    labOrderId: text('lab_order_id'),
    stage: text('stage').notNull().default('queued'),
    labStage: text('lab_stage'),
    /** Set when a person must look: the lab refused the order, or every retry failed; cleared by "send again". */
    needsAttention: boolean('needs_attention').notNull().default(false),
    lastError: text('last_error'),
    /** Calls to the lab's create endpoint that failed for want of an answer (5xx, timeout, unreachable). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lab_orders_order_key').on(table.orderKind, table.orderId),
    uniqueIndex('lab_orders_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('lab_orders_callback_token_key').on(table.callbackToken),
    uniqueIndex('lab_orders_lab_order_key').on(table.lab, table.labOrderId),
    index('lab_orders_attention_idx')
      .on(table.orderKind, table.orderId)
      .where(sql`needs_attention`),
  ],
);

/**
 * A parcel a lab shipped (docs/product/after-the-sale.md#print-lab): its carrier as the lab names it (free text) and
 * its tracking number and URL. Once per lab shipment id. Manual orders keep their single carrier and number on the
 * order (docs/product/after-the-sale.md#shipping-and-tracking).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderKind: text('order_kind').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    labShipmentId: text('lab_shipment_id').notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('shipments_lab_key').on(table.orderKind, table.orderId, table.labShipmentId)],
);
