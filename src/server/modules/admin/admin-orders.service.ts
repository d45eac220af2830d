import { eq } from 'drizzle-orm';
import type {
  AdminCatalogueOrder,
  AdminCatalogueOrderItem,
  AdminOrder,
  AdminOrdersPage,
  AdminOrdersQuery,
  AuditEntry,
  OrderStatus,
} from '../../../shared/admin.ts';
import { adminMessages as m } from '../../../shared/messages/admin.ts';
import type { Database } from '../../db/client.ts';
import { catalogueOrders, orders } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { storageUrl } from '../storage/storage-url.ts';
import { auditOf, recordAdminChange } from './admin-audit.ts';
import {
  findCatalogueOrder,
  findOrder,
  itemCountsOf,
  itemsOf,
  listCatalogueOrders,
  listOrders,
} from './admin-orders.repository.ts';
import type { CatalogueOrderItemRow, CatalogueOrderRow, OrderRow } from './admin-orders.repository.ts';

/** Orders for the admin (spec 002 §2 /admin/orders): paged lists, details with their audit, status changes. */
export function createAdminOrdersService({ db }: { db: Database }) {
  return {
    async listStandard(query: AdminOrdersQuery): Promise<AdminOrdersPage<AdminOrder>> {
      const { rows, total } = await listOrders(db, query, query);
      return { orders: rows.map(toAdminOrder), pagination: paginationOf(query, rows.length, total) };
    },

    async listCatalogue(query: AdminOrdersQuery): Promise<AdminOrdersPage<AdminCatalogueOrder>> {
      const { rows, total } = await listCatalogueOrders(db, query, query);
      const counts = await itemCountsOf(db, rows.map((row) => row.id));
      return {
        orders: rows.map((row) => toAdminCatalogueOrder(row, counts.get(row.id) ?? 0)),
        pagination: paginationOf(query, rows.length, total),
      };
    },

    async standardDetail(id: number): Promise<{ order: AdminOrder; audit: AuditEntry[] }> {
      const row = await findOrder(db, id);
      if (!row) throw notFound(m.orderNotFound);
      return { order: toAdminOrder(row), audit: await auditOf(db, 'order', id) };
    },

    async catalogueDetail(id: number): Promise<{ order: AdminCatalogueOrder; items: AdminCatalogueOrderItem[]; audit: AuditEntry[] }> {
      const row = await findCatalogueOrder(db, id);
      if (!row) throw notFound(m.orderNotFound);
      const items = await itemsOf(db, [id]);
      return { order: toAdminCatalogueOrder(row, items.length), items: items.map(toAdminItem), audit: await auditOf(db, 'catalogue_order', id) };
    },

    /** Any status to any other (spec 002 §4); the change and its audit row are one transaction. */
    async setStandardStatus(admin: string, id: number, status: OrderStatus): Promise<{ id: number; status: OrderStatus; previousStatus: OrderStatus }> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).for('update');
        if (!before) throw notFound(m.orderNotFound);
        await tx.update(orders).set({ status }).where(eq(orders.id, id));
        if (before.status !== status) {
          await recordAdminChange(tx, { admin, action: 'order.status', subjectType: 'order', subjectId: id, before: { status: before.status }, after: { status } });
        }
        return { id, status, previousStatus: before.status as OrderStatus };
      });
    },

    async setCatalogueStatus(admin: string, id: number, status: OrderStatus): Promise<{ id: number; status: OrderStatus; previousStatus: OrderStatus }> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ status: catalogueOrders.status }).from(catalogueOrders).where(eq(catalogueOrders.id, id)).for('update');
        if (!before) throw notFound(m.orderNotFound);
        await tx.update(catalogueOrders).set({ status }).where(eq(catalogueOrders.id, id));
        if (before.status !== status) {
          await recordAdminChange(tx, {
            admin,
            action: 'catalogue_order.status',
            subjectType: 'catalogue_order',
            subjectId: id,
            before: { status: before.status },
            after: { status },
          });
        }
        return { id, status, previousStatus: before.status as OrderStatus };
      });
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;

const paginationOf = (query: { limit: number; offset: number }, count: number, total: number) => ({
  total,
  limit: query.limit,
  offset: query.offset,
  hasMore: query.offset + count < total,
});

/** A stored image reference as a path the browser can load: storage keys become /api/storage-image/… URLs. */
export function imagePathOf(value: string | null): string | null {
  if (!value) return null;
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('/') || value.startsWith('data:')) return value;
  return storageUrl(value);
}

const shippingOf = (row: OrderRow | CatalogueOrderRow) => ({
  id: row.id,
  confirmationId: row.confirmationId,
  createdAt: row.createdAt.toISOString(),
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  address: row.address,
  city: row.city,
  zipCode: row.zipCode,
  country: row.country,
  amount: Number(row.amount),
  status: row.status as OrderStatus,
  quantity: row.quantity,
});

export const toAdminOrder = (row: OrderRow): AdminOrder => ({
  ...shippingOf(row),
  style: row.style,
  posterImageUrl: imagePathOf(row.posterImageUrl),
  originalImageUrl: imagePathOf(row.originalImageUrl),
});

export const toAdminCatalogueOrder = (row: CatalogueOrderRow, itemCount: number): AdminCatalogueOrder => ({ ...shippingOf(row), itemCount });

export const toAdminItem = (row: CatalogueOrderItemRow): AdminCatalogueOrderItem => ({
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
});
