import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { OrderKind } from '../../../shared/after-sale.ts';
import type { OrderStatus } from '../../../shared/admin.ts';
import { statusRefusalOf } from '../../../shared/order-status-rules.ts';
import { LAB_STAGES, LabRefused, LabUnavailable } from '../../adapters/fulfilment/print-lab.ts';
import type { LabOrderState, LabStage, PrintLab } from '../../adapters/fulfilment/print-lab.ts';
import type { Database } from '../../db/client.ts';
import { conflict, AppError } from '../../errors.ts';
import type { MailOutbox } from '../mail/index.ts';
import { findOrderRecord, insertShipment, orderMoneyIn, recordOrderEvent, sendOrderNotice } from '../orders/index.ts';
import type { OrderNotice, OrderRecord } from '../orders/index.ts';
import { updateOrderStatus } from '../orders/index.ts';
import {
  claimLabOrder,
  countFailedAttempt,
  findLabOrder,
  findLabOrderById,
  flagAttention,
  labOrdersToCheck,
  markChecked,
  markSent,
  orderIdOf,
  orderToSend,
  resetForResend,
  setStage,
} from './fulfilment.repository.ts';
import type { LabOrderRow } from './fulfilment.repository.ts';
import type { LabAssets } from './lab-assets.ts';

/** What the shop counts of its lab (Prometheus, decision 015). */
export type FulfilmentCounters = {
  sent(): void;
  failed(reason: 'unavailable' | 'refused' | 'gave_up'): void;
  callback(): void;
};

export type FulfilmentServiceOptions = {
  db: Database;
  lab: PrintLab;
  assets: LabAssets;
  mail: MailOutbox;
  brand: { brandName: string; publicUrl: string };
  /** Calls the lab may leave unanswered before the order is flagged for a person (LAB_SEND_RETRIES). */
  retries: number;
  counters: FulfilmentCounters;
  logger: Logger;
};

/** The outcome of one send: done, nothing to do, or flagged for a person. A failure worth retrying throws. */
export type SendOutcome = 'sent' | 'already_sent' | 'not_sendable' | 'flagged';

/** A line's master for another size is not rendered yet: the send waits (the job tries again later). */
export class MasterNotReady extends Error {}

const rank = (stage: string) => LAB_STAGES.indexOf(stage as (typeof LAB_STAGES)[number]);

/**
 * Stages only move forward: a late "in progress" after "shipped" changes nothing; "cancelled" ends any stage before
 * "complete" (decision 038).
 */
export function laterStage(current: string, next: LabStage): LabStage {
  if (current === 'cancelled') return 'cancelled';
  if (next === 'cancelled') return current === 'complete' ? 'complete' : 'cancelled';
  return rank(next) > rank(current) ? next : (current as LabStage);
}

/**
 * Paid orders through a print lab (docs/product/after-the-sale.md#print-lab, decision 038): the send after the
 * cancellation window, exactly once by the idempotency key derived from the order's reference; the lab's changes read
 * back from its API; cancelling at the lab first; "send again" for what needed a person.
 */
/**
 * A lab order whose state the shop has not read for this long is read again by the hourly check, in case a callback
 * was lost (decision 038): the lab's own callbacks stay the quick way, this the sure one.
 */
export const LAB_CHECK_AFTER_HOURS = 6;
/** How long after sending an unfinished lab order is still checked: a parcel takes days, not months. */
export const LAB_CHECK_FOR_DAYS = 60;
/** At most this many reads per hourly check, the longest unread first; the rest wait for the next hour. */
export const LAB_CHECKS_PER_RUN = 200;

export function createFulfilmentService(options: FulfilmentServiceOptions) {
  const { db, lab, assets, mail, brand, counters, logger } = options;

  async function send(kind: OrderKind, orderId: number): Promise<SendOutcome> {
    const order = await findOrderRecord(db, kind, orderId);
    // A cancelled order, one set further by hand, or one whose money went back, never goes to the lab.
    if (!order || order.status !== 'pending') return 'not_sendable';
    if ((await orderMoneyIn(db, kind, orderId, order.amount)) !== 'paid') return 'not_sendable';
    const row = await claimLabOrder(db, {
      orderKind: kind,
      orderId,
      lab: lab.name,
      idempotencyKey: `affiche-${order.confirmationId}`,
      callbackToken: randomBytes(24).toString('base64url'),
    });
    if (row.labOrderId) return 'already_sent';
    const content = await orderToSend(db, kind, orderId);
    if (!content) return 'not_sendable';
    const waiting = content.lines.find((line) => line.masterKey === null);
    if (waiting) {
      const message = `The ${waiting.format.size} master of line ${waiting.reference} is not made yet`;
      if ((await countFailedAttempt(db, row.id, message)) > options.retries) {
        await flagAttention(db, row.id, message);
        return 'flagged';
      }
      throw new MasterNotReady(`${order.confirmationId}: ${message}`);
    }
    const { shipping } = content;
    let state: LabOrderState;
    try {
      state = await lab.createOrder({
        reference: order.confirmationId,
        idempotencyKey: row.idempotencyKey,
        callbackUrl: `${brand.publicUrl}/api/fulfilment/callbacks/${row.callbackToken}`,
        recipient: {
          name: `${shipping.firstName} ${shipping.lastName}`.trim(),
          email: shipping.email,
          line1: shipping.address,
          line2: null,
          postalCode: shipping.zipCode,
          city: shipping.city,
          state: shipping.state,
          countryCode: shipping.country,
        },
        items: content.lines.map((line) => ({
          reference: line.reference,
          format: line.format,
          copies: line.copies,
          assetUrl: assets.urlFor(order.confirmationId, line.masterKey!),
        })),
      });
    } catch (error) {
      if (error instanceof LabRefused) {
        counters.failed('refused');
        await flagAttention(db, row.id, error.message);
        logger.warn({ reference: order.confirmationId, reason: error.message }, 'the print lab refused the order');
        return 'flagged';
      }
      if (!(error instanceof LabUnavailable)) throw error;
      counters.failed('unavailable');
      const attempts = await countFailedAttempt(db, row.id, error.message);
      if (attempts > options.retries) {
        counters.failed('gave_up');
        await flagAttention(db, row.id, error.message);
        logger.error({ reference: order.confirmationId, attempts }, 'the print lab did not answer: order flagged');
        return 'flagged';
      }
      throw error;
    }
    if (await markSent(db, row.id, state)) counters.sent();
    await apply((await findLabOrderById(db, row.id))!, state);
    // Cancelled while the lab was being called (an admin): the lab cancels its copy too.
    const after = await findOrderRecord(db, kind, orderId);
    if (after?.status === 'cancelled') await cancelAtLab(after, { quietly: true });
    return 'sent';
  }

  /** A callback or a poll: the order as the lab has it now, applied forward only. */
  async function sync(labOrderRowId: number): Promise<void> {
    const row = await findLabOrderById(db, labOrderRowId);
    if (!row?.labOrderId) return;
    await apply(row, await lab.getOrder(row.labOrderId));
    await markChecked(db, row.id);
  }

  /** The lab orders whose state has not been read for `LAB_CHECK_AFTER_HOURS` (a callback lost on the way). */
  async function labOrdersToRead(now = new Date()): Promise<number[]> {
    const hours = (count: number) => new Date(now.getTime() - count * 3_600_000);
    return labOrdersToCheck(db, {
      before: hours(LAB_CHECK_AFTER_HOURS),
      sentSince: hours(LAB_CHECK_FOR_DAYS * 24),
      limit: LAB_CHECKS_PER_RUN,
    });
  }

  /**
   * Moves the lab's stage forward, records new shipments, and the order's status with its notice: `processing` when
   * production starts, `shipped` with the first tracked parcel, each once, under the order's row lock and decision
   * 022's rule (a cancelled or refunded order does not move).
   */
  async function apply(row: LabOrderRow, state: LabOrderState): Promise<void> {
    const kind = row.orderKind as OrderKind;
    const notices = await db.transaction(async (tx) => {
      const order = await findOrderRecord(tx, kind, row.orderId, true);
      const current = (await findLabOrderById(tx, row.id))!;
      const stage = laterStage(current.stage, state.stage);
      if (stage !== current.stage) await setStage(tx, row.id, stage, state.labStage);
      if (stage === 'cancelled' && current.stage !== 'cancelled' && order?.status === 'pending')
        await flagAttention(tx, row.id, `The lab cancelled its order (${state.labStage})`);
      if (!order) return [];
      let tracked: { carrierName?: string; trackingNumber?: string; trackingUrl?: string } | null = null;
      for (const shipment of state.shipments) {
        const { id: labShipmentId, ...rest } = shipment;
        const isNew = await insertShipment(tx, kind, row.orderId, { labShipmentId, ...rest });
        if (isNew && !tracked && shipment.trackingNumber)
          tracked = {
            carrierName: shipment.carrier ?? undefined,
            trackingNumber: shipment.trackingNumber,
            trackingUrl: shipment.trackingUrl ?? undefined,
          };
      }
      const reached = (target: OrderStatus) =>
        statusRefusalOf(order.status as OrderStatus, target, money) === null ? target : null;
      const money = await orderMoneyIn(tx, kind, row.orderId, order.amount);
      const shipped = rank(stage) >= rank('shipped') && ['pending', 'processing'].includes(order.status);
      const producing = rank(stage) >= rank('in_production') && order.status === 'pending';
      const target = shipped ? reached('shipped') : producing ? reached('processing') : null;
      if (!target) return [];
      await updateOrderStatus(tx, kind, row.orderId, {
        status: target,
        ...(target === 'shipped' ? { shippedAt: new Date() } : {}),
      });
      const moved: OrderRecord = { ...order, status: target };
      const notice: OrderNotice | null =
        target === 'shipped'
          ? await recordOrderEvent(tx, moved, 'shipped', tracked ?? {})
          : await recordOrderEvent(tx, moved, 'in_production');
      return [notice];
    });
    for (const notice of notices) await sendOrderNotice(mail, brand, notice);
  }

  /**
   * Before a pending order is cancelled: the lab that has it cancels it first, or the cancellation is refused with
   * the lab's reason (production started). An order the lab does not have yet needs nothing (the send job never sends
   * a cancelled order, and cancels at the lab what it sent while the order was being cancelled).
   */
  async function cancelAtLab(order: OrderRecord, options: { quietly?: boolean } = {}): Promise<void> {
    const row = await findLabOrder(db, order.kind, order.id);
    if (!row?.labOrderId || row.stage === 'cancelled') return;
    let answer: Awaited<ReturnType<PrintLab['cancelOrder']>>;
    try {
      answer = await lab.cancelOrder(row.labOrderId);
    } catch (error) {
      if (options.quietly) return void logger.error({ err: error, reference: order.confirmationId }, 'lab cancel');
      if (error instanceof LabUnavailable) throw new AppError('lab_unavailable');
      if (error instanceof LabRefused) throw conflict('lab_refused_cancel', { reason: error.message });
      throw error;
    }
    if (answer.cancelled) return setStage(db, row.id, 'cancelled', 'Cancelled');
    if (options.quietly) return flagAttention(db, row.id, `Cancelled here, not at the lab: ${answer.reason}`);
    throw conflict('lab_refused_cancel', { reason: answer.reason });
  }

  /** "Send again" (the admin): a flagged order that the lab does not have starts its tries over. */
  async function prepareResend(kind: OrderKind, orderId: number): Promise<void> {
    const row = await findLabOrder(db, kind, orderId);
    if (row && !(await resetForResend(db, kind, orderId))) throw conflict('lab_nothing_to_send');
  }

  return {
    send,
    sync,
    labOrdersToRead,
    apply,
    cancelAtLab,
    prepareResend,
    orderIdOf: (kind: OrderKind, reference: string) => orderIdOf(db, kind, reference),
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
