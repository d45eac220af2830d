import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { CustomerOrderItem, CustomerOrderKind } from '../../../shared/orders.ts';
import type { ShippingData } from '../../../shared/checkout.ts';
import { formatOf } from '../../../shared/print-formats.ts';
import type { Database } from '../../db/client.ts';
import { catalogueOrderItems, catalogueOrders, orderEvents, orders, userImages } from '../../db/schema.ts';
import { storageUrl } from '../storage/index.ts';

type Executor = Pick<Database, 'select' | 'update'>;

/** The columns the customer sees of either kind of order. */
export type CustomerOrderRow = {
  kind: CustomerOrderKind;
  id: number;
  reference: string;
  userId: number | null;
  createdAt: Date;
  amount: string;
  currency: string;
  status: string;
  paymentIntentId: string;
};

const columnsOf = (table: typeof orders | typeof catalogueOrders, kind: CustomerOrderKind) => ({
  kind: sql<CustomerOrderKind>`${kind}::text`.as('kind'),
  id: table.id,
  reference: table.confirmationId,
  userId: table.userId,
  createdAt: table.createdAt,
  amount: table.amount,
  currency: table.currency,
  status: table.status,
  paymentIntentId: table.paymentIntentId,
});

/** A page of a user's orders of both kinds, newest first (ties broken by kind and id, so pages are stable). */
export async function userOrdersPage(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: CustomerOrderRow[]; total: number }> {
  const [rows, posterOrders, catalogueOrderCount] = await Promise.all([
    unionAll(
      db.select(columnsOf(orders, 'order')).from(orders).where(eq(orders.userId, userId)),
      db
        .select(columnsOf(catalogueOrders, 'catalogue'))
        .from(catalogueOrders)
        .where(eq(catalogueOrders.userId, userId)),
    )
      .orderBy(sql`created_at desc`, sql`kind desc`, sql`id desc`)
      .limit(limit)
      .offset(offset),
    db.$count(orders, eq(orders.userId, userId)),
    db.$count(catalogueOrders, eq(catalogueOrders.userId, userId)),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })),
    total: posterOrders + catalogueOrderCount,
  };
}

/** One order by its reference (ORD- or CAT-), of whoever placed it. */
export async function orderByReference(
  db: Database,
  reference: string,
): Promise<
  (CustomerOrderRow & { carrier: string | null; trackingNumber: string | null; shipping: ShippingData }) | null
> {
  const table = reference.startsWith('CAT-') ? catalogueOrders : orders;
  const kind: CustomerOrderKind = reference.startsWith('CAT-') ? 'catalogue' : 'order';
  const [row] = await db
    .select({
      ...columnsOf(table, kind),
      carrier: table.carrier,
      trackingNumber: table.trackingNumber,
      shipping: shippingColumnsOf(table),
    })
    .from(table)
    .where(eq(table.confirmationId, reference));
  return row ?? null;
}

/** The columns an order's shipping address is kept in, the same in both orders' tables. */
export const shippingColumnsOf = (table: typeof orders | typeof catalogueOrders) => ({
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
  address: table.address,
  city: table.city,
  state: table.state,
  zipCode: table.zipCode,
  country: table.country,
});

/**
 * The posters of the given orders, by order: a custom order is its one poster, a catalogue order its lines; each in its
 * size and frame.
 */
export async function itemsOf(
  db: Database,
  list: Pick<CustomerOrderRow, 'kind' | 'id'>[],
): Promise<Map<string, CustomerOrderItem[]>> {
  const items = new Map<string, CustomerOrderItem[]>();
  const posterOrderIds = list.filter((order) => order.kind === 'order').map((order) => order.id);
  const catalogueOrderIds = list.filter((order) => order.kind === 'catalogue').map((order) => order.id);
  const add = (key: string, item: CustomerOrderItem) => items.set(key, [...(items.get(key) ?? []), item]);
  const thumbnail = (path: string | null) => (path ? storageUrl(path) : null);

  if (posterOrderIds.length > 0) {
    const rows = await db
      .select({
        id: orders.id,
        quantity: orders.quantity,
        size: orders.size,
        frame: orders.frame,
        passepartout: orders.passepartout,
        amount: orders.amount,
        style: orders.style,
        name: userImages.name,
        thumbnailPath: userImages.thumbnailPath,
      })
      .from(orders)
      .leftJoin(userImages, eq(userImages.id, orders.imageId))
      .where(inArray(orders.id, posterOrderIds));
    for (const row of rows) {
      add(`order:${row.id}`, {
        name: row.name,
        style: row.style,
        quantity: row.quantity,
        ...formatOf(row),
        unitPrice: Math.round((Number(row.amount) / row.quantity) * 100) / 100,
        thumbnailUrl: thumbnail(row.thumbnailPath),
        edition: null,
      });
    }
  }
  if (catalogueOrderIds.length > 0) {
    const rows = await db
      .select({ item: catalogueOrderItems, thumbnailPath: userImages.thumbnailPath })
      .from(catalogueOrderItems)
      .leftJoin(userImages, eq(userImages.id, catalogueOrderItems.imageId))
      .where(inArray(catalogueOrderItems.orderId, catalogueOrderIds))
      .orderBy(catalogueOrderItems.id);
    for (const { item, thumbnailPath } of rows) {
      add(`catalogue:${item.orderId}`, {
        name: item.name,
        style: item.style,
        quantity: item.quantity,
        ...formatOf(item),
        unitPrice: Number(item.price),
        thumbnailUrl: thumbnail(thumbnailPath),
        edition:
          item.isLimitedEdition && item.firstEdition !== null && item.lastEdition !== null && item.totalSupply !== null
            ? { first: item.firstEdition, last: item.lastEdition, total: item.totalSupply }
            : null,
      });
    }
  }
  return items;
}

/**
 * What happened to the given orders after payment (order_events, written by the shop's side), oldest first, by order.
 */
export async function eventsOf(
  db: Database,
  list: Pick<CustomerOrderRow, 'kind' | 'id'>[],
): Promise<Map<string, { event: string; at: string }[]>> {
  const events = new Map<string, { event: string; at: string }[]>();
  for (const kind of ['order', 'catalogue'] as const) {
    const ids = list.filter((order) => order.kind === kind).map((order) => order.id);
    if (ids.length === 0) continue;
    const rows = await db
      .select({ orderId: orderEvents.orderId, event: orderEvents.event, createdAt: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderKind, kind), inArray(orderEvents.orderId, ids)))
      .orderBy(orderEvents.createdAt, orderEvents.id);
    for (const row of rows) {
      const key = `${kind}:${row.orderId}`;
      events.set(key, [...(events.get(key) ?? []), { event: row.event, at: row.createdAt.toISOString() }]);
    }
  }
  return events;
}

/** The references of the orders placed with an address (newest first), for a guest's link mail. */
export async function referencesForEmail(
  db: Database,
  email: string,
  limit: number,
): Promise<{ reference: string; createdAt: Date; amount: string }[]> {
  const rows = await unionAll(
    db
      .select({ reference: orders.confirmationId, createdAt: orders.createdAt, amount: orders.amount })
      .from(orders)
      .where(sql`lower(${orders.email}) = ${email}`),
    db
      .select({
        reference: catalogueOrders.confirmationId,
        createdAt: catalogueOrders.createdAt,
        amount: catalogueOrders.amount,
      })
      .from(catalogueOrders)
      .where(sql`lower(${catalogueOrders.email}) = ${email}`),
  )
    .orderBy(sql`created_at desc`)
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/**
 * Gives an account the orders placed as a guest with its (verified) address. Only guest orders: an
 * order whose account was deleted has no user either, but was not placed as a guest, and stays unclaimed.
 */
export async function claimGuestOrders(db: Executor, userId: number, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  const claimed = await Promise.all(
    [orders, catalogueOrders].map((table) =>
      db
        .update(table)
        .set({ userId })
        .where(and(isNull(table.userId), eq(table.placedAsGuest, true), sql`lower(${table.email}) = ${address}`))
        .returning({ id: table.id }),
    ),
  );
  return claimed.reduce((sum, rows) => sum + rows.length, 0);
}
