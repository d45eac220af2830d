import type { OrderAfterSale, OrderEventName, OrderKind, Shipment } from '../../../shared/after-sale.ts';
import { fromMinorUnits, toMinorUnits } from '../../../shared/checkout.ts';
import { allowedStatusesOf, orderMoneyOf, statusRefusalOf } from '../../../shared/order-status-rules.ts';
import type { OrderMoney } from '../../../shared/order-status-rules.ts';
import { formatKey, formatOf, masterPixels } from '../../../shared/print-formats.ts';
import type { PrintFormat } from '../../../shared/print-formats.ts';
import { trackingUrlOf } from '../../../shared/shipping-carriers.ts';
import type { CarrierId } from '../../../shared/shipping-carriers.ts';
import type {
  AdminPrintMaster,
  AdminCatalogueOrder,
  AdminCatalogueOrderItem,
  AdminLabView,
  AdminOrder,
  AdminOrdersPage,
  AdminOrdersQuery,
  AuditEntry,
  OrderStatus,
} from '../../../shared/admin.ts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { OrderCancellationService } from '../orders/order-cancellation.service.ts';
import { orderMoneyIn } from '../orders/index.ts';
import { recordOrderEvent, sendOrderNotice } from '../orders/index.ts';
import { auditSubjectOf, findOrderRecord, printFileOf, updateOrderStatus } from '../orders/index.ts';
import type { PrintFileLine } from '../orders/index.ts';
import type { OrderRefundsService } from '../orders/order-refunds.service.ts';
import { adminStorageUrl, STORAGE_URL_PREFIX } from '../storage/index.ts';
import { auditOf, recordAdminChange } from '../audit/index.ts';
import { labOrdersOf } from '../fulfilment/index.ts';
import type { FulfilmentService, LabOrderRow } from '../fulfilment/index.ts';
import {
  afterSaleFactsOf,
  findCatalogueOrder,
  findOrder,
  itemsOf,
  listCatalogueOrders,
  lineSummariesOf,
  listOrders,
} from './admin-orders.repository.ts';
import type { AfterSaleFacts, CatalogueOrderItemRow, CatalogueOrderRow, OrderRow } from './admin-orders.repository.ts';

/** Orders for the admin (docs/product/admin.md#orders): paged lists, details with their audit, status changes. */
export type AdminOrdersServiceOptions = {
  db: Database;
  refunds: OrderRefundsService;
  cancellation: OrderCancellationService;
  outbox: MailOutbox;
  brand: { brandName: string; publicUrl: string };
  /** The print lab (decision 038), when FULFILMENT names one: "send again" and who moves production and shipping. */
  fulfilment?: {
    service: Pick<FulfilmentService, 'prepareResend'>;
    queueSend: (kind: OrderKind, orderId: number, options?: { now?: boolean }) => Promise<void>;
  } | null;
};

export function createAdminOrdersService({
  db,
  refunds,
  cancellation,
  outbox,
  brand,
  fulfilment,
}: AdminOrdersServiceOptions) {
  /** The lab's side of each order of a page. */
  async function labOf(kind: OrderKind, ids: number[]): Promise<Map<number, AdminLabView>> {
    const rows = await labOrdersOf(db, kind, ids);
    return new Map(rows.map((row) => [row.orderId, toLabView(row)]));
  }

  /** Where the money of each order of a page stands, for the statuses its selector offers. */
  async function moneyOf(kind: OrderKind, rows: (OrderRow | CatalogueOrderRow)[]): Promise<Map<number, OrderMoney>> {
    const facts = await afterSaleFactsOf(
      db,
      kind,
      rows.map((row) => row.id),
    );
    return new Map(rows.map((row) => [row.id, moneyOfFacts(row, facts.get(row.id))]));
  }

  return {
    async listStandard(query: AdminOrdersQuery): Promise<AdminOrdersPage<AdminOrder>> {
      const { rows, total } = await listOrders(db, query, query);
      const [money, lab] = await Promise.all([
        moneyOf('order', rows),
        labOf(
          'order',
          rows.map((row) => row.id),
        ),
      ]);
      return {
        orders: rows.map((row) => toAdminOrder(row, money.get(row.id)!, lab.get(row.id))),
        pagination: paginationOf(query, rows.length, total),
        printLab: Boolean(fulfilment),
      };
    },

    async listCatalogue(query: AdminOrdersQuery): Promise<AdminOrdersPage<AdminCatalogueOrder>> {
      const { rows, total } = await listCatalogueOrders(db, query, query);
      const ids = rows.map((row) => row.id);
      const [lines, money, lab] = await Promise.all([
        lineSummariesOf(db, ids),
        moneyOf('catalogue', rows),
        labOf('catalogue', ids),
      ]);
      return {
        orders: rows.map((row) =>
          toAdminCatalogueOrder(
            row,
            lines.get(row.id) ?? { lines: 0, formats: [] },
            money.get(row.id)!,
            lab.get(row.id),
          ),
        ),
        pagination: paginationOf(query, rows.length, total),
        printLab: Boolean(fulfilment),
      };
    },

    async standardDetail(id: number): Promise<{ order: AdminOrder; audit: AuditEntry[]; afterSale: OrderAfterSale }> {
      const row = await findOrder(db, id);
      if (!row) throw notFound('admin_order_not_found');
      const [money, lab] = await Promise.all([moneyOf('order', [row]), labOf('order', [id])]);
      return {
        order: toAdminOrder(row, money.get(row.id)!, lab.get(id)),
        audit: await auditOf(db, 'order', id),
        afterSale: await this.afterSaleOf('order', id),
      };
    },

    async catalogueDetail(id: number): Promise<{
      order: AdminCatalogueOrder;
      items: AdminCatalogueOrderItem[];
      audit: AuditEntry[];
      afterSale: OrderAfterSale;
    }> {
      const row = await findCatalogueOrder(db, id);
      if (!row) throw notFound('admin_order_not_found');
      const [items, money, lab] = await Promise.all([
        itemsOf(db, [id]),
        moneyOf('catalogue', [row]),
        labOf('catalogue', [id]),
      ]);
      return {
        order: toAdminCatalogueOrder(row, lineSummaryOf(items), money.get(row.id)!, lab.get(id)),
        items: items.map(toAdminItem),
        audit: await auditOf(db, 'catalogue_order', id),
        afterSale: await this.afterSaleOf('catalogue', id),
      };
    },

    /**
     * Any status to any other among pending, processing, shipped and delivered, while the money is the shop's;
     * "cancelled" runs the cancellation (refund, editions back, royalties reversed) or is refused with its
     * reason; a cancelled or fully refunded order is final (decision 022). The check, the change, its audit row
     * and the customer's notice are one transaction holding the order's row lock, the lock the cancellation
     * and the refunds take too, so a cancel and a status change at once end with one of them, whole.
     * "shipped" keeps the carrier and tracking number; each notice the customer gets (in production, shipped,
     * delivered) is mailed once, whoever clicks how often.
     */
    async setStatus(
      admin: string,
      kind: OrderKind,
      id: number,
      status: OrderStatus,
      shipment: Shipment | null = null,
    ): Promise<StatusChange> {
      if (status === 'cancelled') {
        const cancelled = await cancellation.cancelOrder({ kind, orderId: id, by: { adminUsername: admin } });
        return { id, status: cancelled.status, previousStatus: cancelled.previousStatus };
      }
      const { change, notice } = await db.transaction(async (tx) => {
        const before = await findOrderRecord(tx, kind, id, true);
        if (!before) throw notFound('admin_order_not_found');
        const refusal = statusRefusalOf(
          before.status as OrderStatus,
          status,
          await orderMoneyIn(tx, kind, id, before.amount),
        );
        if (refusal) throw conflict(refusal);
        // An order the lab has moves between pending, processing and shipped by the lab's word only (decision 038).
        if (status !== 'delivered' && status !== before.status) {
          const [lab] = await labOrdersOf(tx, kind, [id]);
          if (labOwnsStatus(lab)) throw conflict('lab_owns_status');
        }
        // Shipped without a number (a letter without tracking) keeps no carrier either.
        const tracking =
          status === 'shipped' && shipment?.trackingNumber
            ? { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber }
            : null;
        await updateOrderStatus(tx, kind, id, {
          status,
          ...(tracking ?? {}),
          ...(status === 'shipped' && before.status !== 'shipped' ? { shippedAt: new Date() } : {}),
        });
        const trackingChanged =
          tracking !== null &&
          (tracking.carrier !== before.carrier || tracking.trackingNumber !== before.trackingNumber);
        if (before.status !== status || trackingChanged) {
          await recordAdminChange(tx, {
            admin,
            action: `${auditSubjectOf(kind)}.status`,
            subjectType: auditSubjectOf(kind),
            subjectId: id,
            before: {
              status: before.status,
              ...(trackingChanged ? { carrier: before.carrier, trackingNumber: before.trackingNumber } : {}),
            },
            after: { status, ...(trackingChanged ? tracking : {}) },
          });
        }
        const event = noticeOfStatus[status];
        const notice = event ? await recordOrderEvent(tx, { ...before, status }, event, tracking ?? {}) : null;
        return { change: { id, status, previousStatus: before.status as OrderStatus }, notice };
      });
      await sendOrderNotice(outbox, brand, notice);
      return change;
    },

    async setStandardStatus(admin: string, id: number, status: OrderStatus, shipment: Shipment | null = null) {
      return this.setStatus(admin, 'order', id, status, shipment);
    },

    async setCatalogueStatus(admin: string, id: number, status: OrderStatus, shipment: Shipment | null = null) {
      return this.setStatus(admin, 'catalogue', id, status, shipment);
    },

    /**
     * "Send again" (decision 038): an order the lab flagged, or never got, goes to the lab at once; its tries start
     * over. Refused when the lab has it already, or the shop has no lab.
     */
    async sendAgain(admin: string, kind: OrderKind, id: number): Promise<{ id: number; queued: true }> {
      if (!fulfilment) throw conflict('lab_nothing_to_send');
      const order = await findOrderRecord(db, kind, id);
      if (!order) throw notFound('admin_order_not_found');
      await fulfilment.service.prepareResend(kind, id);
      await recordAdminChange(db, {
        admin,
        action: `${auditSubjectOf(kind)}.lab_send_again`,
        subjectType: auditSubjectOf(kind),
        subjectId: id,
        before: { status: order.status },
        after: { status: order.status },
      });
      await fulfilment.queueSend(kind, id, { now: true });
      return { id, queued: true };
    },

    /** Refunds, what remains to refund, and the tracking of an order (the order view's money side). */
    async afterSaleOf(kind: OrderKind, id: number): Promise<OrderAfterSale & { confirmationId: string }> {
      const order = await findOrderRecord(db, kind, id);
      if (!order) throw notFound('admin_order_not_found');
      const list = await refunds.refundsOf(kind, id);
      const committed = await refunds.committedAmount(db, kind, id);
      return {
        confirmationId: order.confirmationId,
        refunds: list,
        refunded:
          list
            .filter((refund) => refund.status === 'succeeded')
            .reduce((sum, refund) => sum + Math.round(refund.amount * 100), 0) / 100,
        refundable: fromMinorUnits(Math.max(0, order.amount - committed)),
        carrier: (order.carrier as CarrierId | null) ?? null,
        trackingNumber: order.trackingNumber,
        trackingUrl: trackingUrlOf(order.carrier, order.trackingNumber),
      };
    },
  };
}

const moneyOfFacts = (row: OrderRow | CatalogueOrderRow, facts: AfterSaleFacts | undefined): OrderMoney =>
  orderMoneyOf(toMinorUnits(Number(row.amount)), facts?.refunded ?? 0, facts?.pending ?? 0);

/** The notice each status sends its customer ('pending' is "paid", told by the confirmation). */
const noticeOfStatus: Record<OrderStatus, OrderEventName | null> = {
  pending: null,
  processing: 'in_production',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

type StatusChange = { id: number; status: OrderStatus; previousStatus: OrderStatus };

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;

const paginationOf = (query: { limit: number; offset: number }, count: number, total: number) => ({
  total,
  limit: query.limit,
  offset: query.offset,
  hasMore: query.offset + count < total,
});

/**
 * A stored image reference as a path the admin's browser can load: storage keys, and the public storage URLs
 * orders kept, become /api/admin/storage-image/… URLs, since the public route never serves print masters
 * or uploads (decision 023).
 */
export function imagePathOf(value: string | null): string | null {
  if (!value) return null;
  if (value.startsWith(STORAGE_URL_PREFIX)) return adminStorageUrl(value.slice(STORAGE_URL_PREFIX.length));
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('/') || value.startsWith('data:')) return value;
  return adminStorageUrl(value);
}

/** The print file of a line (`printFileOf`): a link to it, or null while its size's master is being made. */
export function printMasterOf(row: PrintFileLine): AdminPrintMaster {
  const { size } = formatOf(row);
  const file = printFileOf(row);
  const url = file === null ? null : 'key' in file ? adminStorageUrl(file.key) : file.address;
  return { size, ...masterPixels(size), url };
}

const shippingOf = (row: OrderRow | CatalogueOrderRow, money: OrderMoney, lab: AdminLabView | undefined) => ({
  id: row.id,
  confirmationId: row.confirmationId,
  createdAt: row.createdAt.toISOString(),
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  address: row.address,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  country: row.country,
  amount: Number(row.amount),
  status: row.status as OrderStatus,
  allowedStatuses: labAllowed(allowedStatusesOf(row.status as OrderStatus, money), lab),
  quantity: row.quantity,
  lab: lab ?? null,
});

export const toAdminOrder = (row: OrderRow, money: OrderMoney, lab?: AdminLabView): AdminOrder => ({
  ...shippingOf(row, money, lab),
  ...formatOf(row),
  style: row.style,
  posterImageUrl: imagePathOf(row.posterImageUrl),
  originalImageUrl: imagePathOf(row.originalImageUrl),
  printMaster: printMasterOf(row),
});

export const toAdminCatalogueOrder = (
  row: CatalogueOrderRow,
  lines: { lines: number; formats: PrintFormat[] },
  money: OrderMoney,
  lab?: AdminLabView,
): AdminCatalogueOrder => ({
  ...shippingOf(row, money, lab),
  itemCount: lines.lines,
  formats: lines.formats,
});

/**
 * What an order the lab has may still become by hand: delivered, or cancelled (which asks the lab first); setStatus
 * refuses the others with lab_owns_status, so the selector does not offer them.
 */
const labAllowed = (allowed: OrderStatus[], lab: AdminLabView | undefined) =>
  labOwnsStatus(lab) ? allowed.filter((status) => status === 'delivered' || status === 'cancelled') : allowed;

/** An order the lab holds (and has not cancelled) moves between pending, processing and shipped by its word only. */
const labOwnsStatus = (lab: Pick<AdminLabView, 'labOrderId' | 'stage'> | undefined) =>
  Boolean(lab?.labOrderId) && lab!.stage !== 'cancelled';

/** The line summary of an order whose items are at hand. */
const lineSummaryOf = (items: CatalogueOrderItemRow[]) => {
  const formats = new Map(items.map((item) => [formatKey(formatOf(item)), formatOf(item)]));
  return { lines: items.length, formats: [...formats.values()] };
};

const toLabView = (row: LabOrderRow): AdminLabView => ({
  lab: row.lab,
  labOrderId: row.labOrderId,
  stage: row.stage,
  labStage: row.labStage,
  needsAttention: row.needsAttention,
  lastError: row.lastError,
});

export const toAdminItem = (row: CatalogueOrderItemRow): AdminCatalogueOrderItem => ({
  ...formatOf(row),
  id: row.id,
  imageId: row.imageId,
  name: row.name,
  style: row.style,
  quantity: row.quantity,
  price: Number(row.price),
  firstEdition: row.firstEdition,
  lastEdition: row.lastEdition,
  totalSupply: row.totalSupply,
  posterImageUrl: imagePathOf(row.posterImageUrl),
  printMaster: printMasterOf(row),
});
