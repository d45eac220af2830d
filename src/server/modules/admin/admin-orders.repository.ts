import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/admin.ts';
import { FRAMES, PRINT_SIZES, formatKey, formatOf } from '../../../shared/print-formats.ts';
import type { PrintFormat } from '../../../shared/print-formats.ts';
import type { Database } from '../../db/client.ts';
import { catalogueOrderItems, catalogueOrders, labOrders, orderEvents, orders, refunds } from '../../db/schema.ts';
import { containsPattern } from '../../db/contains-pattern.ts';

/** Data access of the admin order lists: one filter for both kinds of order, keyset walks for the export. */

export type OrderRow = typeof orders.$inferSelect;
export type CatalogueOrderRow = typeof catalogueOrders.$inferSelect;
export type CatalogueOrderItemRow = typeof catalogueOrderItems.$inferSelect;

export type OrderFilter = { search: string; status: OrderStatus | null; needsAttention?: boolean };

type OrderTable = typeof orders | typeof catalogueOrders;

/**
 * The search (docs/product/admin.md#orders): a case-insensitive substring of the confirmation ID, the e-mail, or "first
 * last"; the status
 * matched exactly. Without a search the list walks the (created_at desc, id desc) index and stops at the page.
 */
function whereOf(table: OrderTable, filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(table.status, filter.status));
  if (filter.needsAttention) {
    // The print lab flagged it (decision 038): its lab row says so.
    const kind = table === orders ? 'order' : 'catalogue';
    conditions.push(
      sql`exists (select 1 from ${labOrders} where ${labOrders.orderKind} = ${kind} and
        ${labOrders.orderId} = ${table.id} and ${labOrders.needsAttention})`,
    );
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(table.confirmationId, pattern),
        ilike(table.email, pattern),
        sql`(${table.firstName} || ' ' || ${table.lastName}) ilike ${pattern}`,
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const newestFirst = (table: OrderTable) => [desc(table.createdAt), desc(table.id)];

export async function listOrders(db: Database, filter: OrderFilter, page: { limit: number; offset: number }) {
  const where = whereOf(orders, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...newestFirst(orders))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function listCatalogueOrders(db: Database, filter: OrderFilter, page: { limit: number; offset: number }) {
  const where = whereOf(catalogueOrders, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(catalogueOrders)
      .where(where)
      .orderBy(...newestFirst(catalogueOrders))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(catalogueOrders).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** How many lines each catalogue order has, and their formats (each once, smallest size first). */
export async function lineSummariesOf(
  db: Database,
  orderIds: number[],
): Promise<Map<number, { lines: number; formats: PrintFormat[] }>> {
  const summaries = new Map<number, { lines: number; formats: PrintFormat[] }>();
  if (orderIds.length === 0) return summaries;
  const { orderId, size, frame, passepartout } = catalogueOrderItems;
  const rows = await db
    .select({ orderId, size, frame, passepartout, lines: count() })
    .from(catalogueOrderItems)
    .where(inArray(orderId, orderIds))
    .groupBy(orderId, size, frame, passepartout);
  for (const row of rows) {
    const summary = summaries.get(row.orderId) ?? { lines: 0, formats: [] };
    summary.lines += row.lines;
    const format = formatOf(row);
    if (!summary.formats.some((known) => formatKey(known) === formatKey(format))) summary.formats.push(format);
    summaries.set(row.orderId, summary);
  }
  for (const summary of summaries.values()) summary.formats.sort(bySizeThenFrame);
  return summaries;
}

const bySizeThenFrame = (a: PrintFormat, b: PrintFormat) =>
  PRINT_SIZES.indexOf(a.size) - PRINT_SIZES.indexOf(b.size) ||
  FRAMES.indexOf(a.frame) - FRAMES.indexOf(b.frame) ||
  Number(a.passepartout) - Number(b.passepartout);

export async function itemsOf(db: Database, orderIds: number[]): Promise<CatalogueOrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(catalogueOrderItems)
    .where(inArray(catalogueOrderItems.orderId, orderIds))
    .orderBy(asc(catalogueOrderItems.orderId), asc(catalogueOrderItems.id));
}

export async function findOrder(db: Database, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

export async function findCatalogueOrder(db: Database, id: number): Promise<CatalogueOrderRow | null> {
  const [row] = await db.select().from(catalogueOrders).where(eq(catalogueOrders.id, id)).limit(1);
  return row ?? null;
}

/**
 * Every matching order, newest first, a batch at a time. Keyset paging on the id (each batch costs the same
 * however deep the walk; ids follow creation), not on created_at, whose microseconds a JS Date would lose.
 */
export async function* walkOrders(db: Database, filter: OrderFilter, batchSize = 500): AsyncGenerator<OrderRow[]> {
  let before: number | null = null;
  for (;;) {
    const rows: OrderRow[] = await db
      .select()
      .from(orders)
      .where(and(whereOf(orders, filter), before === null ? undefined : lt(orders.id, before)))
      .orderBy(desc(orders.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    before = rows[rows.length - 1]!.id;
    if (rows.length < batchSize) return;
  }
}

export async function* walkCatalogueOrders(
  db: Database,
  filter: OrderFilter,
  batchSize = 500,
): AsyncGenerator<CatalogueOrderRow[]> {
  let before: number | null = null;
  for (;;) {
    const rows: CatalogueOrderRow[] = await db
      .select()
      .from(catalogueOrders)
      .where(and(whereOf(catalogueOrders, filter), before === null ? undefined : lt(catalogueOrders.id, before)))
      .orderBy(desc(catalogueOrders.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    before = rows[rows.length - 1]!.id;
    if (rows.length < batchSize) return;
  }
}

/** Refunds (Rappen by state) and the cancellation of a batch of orders of one kind, for the export. */
export type AfterSaleFacts = { refunded: number; pending: number; failed: number; cancelledAt: Date | null };

export async function afterSaleFactsOf(
  db: Database,
  kind: 'order' | 'catalogue',
  orderIds: number[],
): Promise<Map<number, AfterSaleFacts>> {
  const facts = new Map<number, AfterSaleFacts>();
  if (orderIds.length === 0) return facts;
  const factsOf = (id: number) =>
    facts.get(id) ?? facts.set(id, { refunded: 0, pending: 0, failed: 0, cancelledAt: null }).get(id)!;
  const [sums, cancellations] = await Promise.all([
    db
      .select({
        orderId: refunds.orderId,
        status: refunds.status,
        amount: sql<string>`sum(${refunds.amount})`,
        count: count(),
      })
      .from(refunds)
      .where(and(eq(refunds.orderKind, kind), inArray(refunds.orderId, orderIds)))
      .groupBy(refunds.orderId, refunds.status),
    db
      .select({ orderId: orderEvents.orderId, at: orderEvents.createdAt })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderKind, kind),
          eq(orderEvents.event, 'cancelled'),
          inArray(orderEvents.orderId, orderIds),
        ),
      ),
  ]);
  for (const sum of sums) {
    const entry = factsOf(sum.orderId);
    if (sum.status === 'succeeded') entry.refunded = Number(sum.amount);
    else if (sum.status === 'pending') entry.pending = Number(sum.amount);
    else if (sum.status === 'failed') entry.failed = sum.count;
  }
  for (const cancellation of cancellations) factsOf(cancellation.orderId).cancelledAt = cancellation.at;
  return facts;
}
