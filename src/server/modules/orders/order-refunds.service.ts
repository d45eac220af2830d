import type { Logger } from 'pino';
import type { OrderKind, RefundView } from '../../../shared/after-sale.ts';
import { fromMinorUnits } from '../../../shared/checkout.ts';
import { PaymentProviderError } from '../../adapters/payments/payment-provider.ts';
import type { PaymentProvider, Refund } from '../../adapters/payments/payment-provider.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { recordAdminChange } from '../audit/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import { isUniqueViolation } from '../../db/executor.ts';
import type { Transaction } from './edition-numbers.ts';
import {
  committedRefundAmount,
  failPendingAttempt,
  findRefund,
  findRefundByRequestKey,
  insertRefund,
  listPendingRefundsOfPayment,
  listRefundsOfOrder,
  lockRefund,
  lockRefundByProviderId,
  lockRefundOfOrder,
  setProviderRefundId,
  settleRefund,
  startNextAttempt,
  succeededRefundAmount,
} from './order-refunds.repository.ts';
import type { RefundRow } from './order-refunds.repository.ts';
import { recordOrderEvent, sendOrderNotice } from './order-notices.ts';
import { auditSubjectOf, findOrderRecord } from './order-records.ts';
import type { OrderRecord } from './order-records.ts';

export type RefundsServiceOptions = {
  db: Database;
  provider: PaymentProvider;
  mail: MailOutbox;
  brand: { brandName: string; publicUrl: string };
  logger: Logger;
};

/** "At most … can still be refunded", the amount (Rappen) in the reader's language. */
/**
 * Refunds through the payment provider (docs/product/after-the-sale.md#refunds). A refund is a row first ('pending', in
 * the transaction
 * that holds the order's row lock and checks what remains), then a call to the provider, and it becomes
 * 'succeeded' or 'failed' only from the provider's event. The caller's request key makes a double click
 * one refund; the order's lock makes two refunds at once never exceed the order's amount.
 */
export function createOrderRefundsService({ db, provider, mail, brand, logger }: RefundsServiceOptions) {
  /** Rappen of the order held by pending and succeeded refunds (what may not be refunded again). */
  async function committedAmount(tx: Database | Transaction, kind: OrderKind, orderId: number, exceptId?: number) {
    return committedRefundAmount(tx, kind, orderId, exceptId);
  }

  /**
   * Writes a pending refund of a locked order (the caller holds its row lock): `amount` Rappen, or all
   * that remains when null. Used by the admin's refund and by a cancellation, in their transactions.
   */
  async function insertPendingRefund(
    tx: Transaction,
    order: OrderRecord,
    input: { amount: number | null; reason: string; requestedBy: string; requestKey: string },
  ): Promise<RefundRow | null> {
    const remaining = order.amount - (await committedAmount(tx, order.kind, order.id));
    const amount = input.amount ?? remaining;
    if (remaining <= 0) {
      if (input.amount === null) return null;
      throw conflict('fully_refunded');
    }
    if (amount > remaining) throw conflict('refund_too_large', { chf: fromMinorUnits(remaining) });
    refuseFullRefundInProduction(order, amount, remaining);
    return insertRefund(tx, {
      orderKind: order.kind,
      orderId: order.id,
      paymentIntentId: order.paymentIntentId,
      amount,
      currency: order.currency,
      reason: input.reason,
      requestedBy: input.requestedBy,
      requestKey: input.requestKey,
    });
  }

  /** Sends a pending refund to the provider; a refusal marks it failed with the provider's words. */
  async function submit(refund: RefundRow): Promise<RefundRow> {
    try {
      const made = await provider.createRefund({
        paymentIntentId: refund.paymentIntentId,
        amount: refund.amount,
        reason: refund.reason,
        metadata: {
          refundId: String(refund.id),
          attempt: String(refund.attempt),
          orderKind: refund.orderKind,
          orderId: String(refund.orderId),
        },
        idempotencyKey: `refund-${refund.id}-${refund.attempt}`,
      });
      const saved = await setProviderRefundId(db, refund, made.id);
      if (made.status === 'failed' || made.status === 'canceled') await settle(made);
      return saved ?? (await rowOf(refund.id));
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) {
        // Unknown whether the provider made it: it stays pending, and a retry repeats the same idempotent call.
        logger.error({ err: error, refundId: refund.id }, 'refund could not reach the payment provider');
        return rowOf(refund.id);
      }
      const failed = await failPendingAttempt(db, refund, error.message);
      return failed ?? (await rowOf(refund.id));
    }
  }

  async function rowOf(id: number): Promise<RefundRow> {
    const row = await findRefund(db, id);
    if (!row) throw notFound('refund_not_found');
    return row;
  }

  /**
   * The provider's word on a refund: pending → succeeded (the customer is told: refunded in full or in
   * part) or failed (the provider's message, shown to the admin, who may retry). Matched by the provider's
   * id, or by the refund id and attempt it carries (an event may come before the create call returned).
   */
  async function settle(refund: Refund): Promise<void> {
    const refundId = Number(refund.metadata.refundId);
    const notice = await db.transaction(async (tx) => {
      let target = await lockRefundByProviderId(tx, refund.id);
      if (!target && Number.isSafeInteger(refundId)) {
        const byId = await lockRefund(tx, refundId);
        if (
          byId &&
          String(byId.attempt) === refund.metadata.attempt &&
          (byId.providerRefundId === null || byId.providerRefundId === refund.id)
        )
          target = byId;
      }
      if (!target) return null;
      const succeeded = refund.status === 'succeeded';
      const failed = refund.status === 'failed' || refund.status === 'canceled';
      if (!succeeded && !failed) return null;
      // A settled refund changes only when a success later fails (Stripe reports that for some cards).
      if (target.status === 'failed' || (target.status === 'succeeded' && succeeded)) return null;
      await settleRefund(tx, target.id, {
        status: succeeded ? 'succeeded' : 'failed',
        failureMessage: failed ? (refund.failureMessage ?? 'The refund failed.') : null,
        providerRefundId: refund.id,
      });
      if (!succeeded) return null;
      const order = await findOrderRecord(tx, target.orderKind as OrderKind, target.orderId, true);
      if (!order) return null;
      const refundedTotal = await succeededRefundAmount(tx, order.kind, order.id);
      const whole = refundedTotal >= order.amount;
      return recordOrderEvent(
        tx,
        order,
        whole ? 'refunded' : 'partially_refunded',
        { amount: target.amount, refundedTotal },
        whole ? '' : String(target.id),
      );
    });
    await sendOrderNotice(mail, brand, notice);
  }

  return {
    insertPendingRefund,
    submit,
    committedAmount,

    /** The admin's refund: `amount` Rappen (null: all that remains), once per request key. */
    async requestRefund(input: {
      kind: OrderKind;
      orderId: number;
      amount: number | null;
      reason: string;
      admin: string;
      requestKey: string;
    }): Promise<RefundView> {
      const known = await findRefundByRequestKey(db, input.requestKey);
      if (known) return sameOrder(known, input) ? toView(known) : Promise.reject(badRequest('refund_key_invalid'));
      let row: RefundRow;
      try {
        row = await db.transaction(async (tx) => {
          const order = await findOrderRecord(tx, input.kind, input.orderId, true);
          if (!order) throw notFound('sale_order_not_found');
          const inserted = await insertPendingRefund(tx, order, {
            amount: input.amount,
            reason: input.reason,
            requestedBy: input.admin,
            requestKey: input.requestKey,
          });
          if (!inserted) throw conflict('fully_refunded');
          await recordAdminChange(tx, {
            admin: input.admin,
            action: `${auditSubjectOf(input.kind)}.refund`,
            subjectType: auditSubjectOf(input.kind),
            subjectId: input.orderId,
            before: null,
            after: { refundId: inserted.id, amount: fromMinorUnits(inserted.amount), reason: inserted.reason },
          });
          return inserted;
        });
      } catch (error) {
        // The same request at the same moment (a double click): the first one's refund is the answer.
        if (!isUniqueViolation(error)) throw error;
        const first = await findRefundByRequestKey(db, input.requestKey);
        if (!first) throw error;
        return toView(first);
      }
      return toView(await submit(row));
    },

    /** Tries a failed refund again (a new attempt at the provider), if the order still has that much left. */
    async retryRefund(input: {
      kind: OrderKind;
      orderId: number;
      refundId: number;
      admin: string;
    }): Promise<RefundView> {
      const row = await db.transaction(async (tx) => {
        const order = await findOrderRecord(tx, input.kind, input.orderId, true);
        if (!order) throw notFound('sale_order_not_found');
        const refund = await lockRefundOfOrder(tx, input.refundId, input.kind, input.orderId);
        if (!refund) throw notFound('refund_not_found');
        // A pending refund that never reached the provider is sent again with the same idempotency key.
        if (refund.status === 'pending' && refund.providerRefundId === null) return refund;
        if (refund.status !== 'failed') throw conflict('not_retryable');
        const remaining = order.amount - (await committedAmount(tx, order.kind, order.id, refund.id));
        if (refund.amount > remaining)
          throw remaining > 0
            ? conflict('refund_too_large', { chf: fromMinorUnits(remaining) })
            : conflict('fully_refunded');
        refuseFullRefundInProduction(order, refund.amount, remaining);
        const retried = await startNextAttempt(tx, refund);
        await recordAdminChange(tx, {
          admin: input.admin,
          action: `${auditSubjectOf(input.kind)}.refund_retry`,
          subjectType: auditSubjectOf(input.kind),
          subjectId: input.orderId,
          before: { refundId: refund.id, status: 'failed', failureMessage: refund.failureMessage },
          after: { refundId: refund.id, status: 'pending', attempt: retried.attempt },
        });
        return retried;
      });
      return toView(await submit(row));
    },

    async refundsOf(kind: OrderKind, orderId: number): Promise<RefundView[]> {
      return (await listRefundsOfOrder(db, kind, orderId)).map(toView);
    },

    /**
     * Payment events: a refund's new state, or (Stripe's charge.refunded) a look at every refund still pending for the
     * payment.
     */
    onRefundUpdated: settle,
    async onChargeRefunded(paymentIntentId: string) {
      const pending = await listPendingRefundsOfPayment(db, paymentIntentId);
      for (const { providerRefundId } of pending) {
        if (!providerRefundId) continue;
        const refund = await provider.retrieveRefund(providerRefundId);
        if (refund) await settle(refund);
      }
    },
  };
}

/**
 * A refund that would make an order in production refunded in full is refused with its reason (decision 036): the
 * order would be printed for money already given back, holding its edition numbers. The caller holds the order's
 * row lock, the lock a status change takes too, so a full refund and "processing" at once end with one of them: the
 * other is refused (here, or `refund_pending` there). The admin sets the order back to pending and cancels it (the
 * editions come back once), or refunds a part. Shipped and delivered orders may be refunded in full (a parcel back).
 */
function refuseFullRefundInProduction(order: OrderRecord, amount: number, remaining: number) {
  if (order.status === 'processing' && amount >= remaining) throw conflict('refund_in_production');
}

export type OrderRefundsService = ReturnType<typeof createOrderRefundsService>;

const sameOrder = (row: RefundRow, input: { kind: OrderKind; orderId: number }) =>
  row.orderKind === input.kind && row.orderId === input.orderId;

export const toView = (row: RefundRow): RefundView => ({
  id: row.id,
  amount: fromMinorUnits(row.amount),
  reason: row.reason,
  status: row.status as RefundView['status'],
  failureMessage: row.failureMessage,
  requestedBy: row.requestedBy,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
});
