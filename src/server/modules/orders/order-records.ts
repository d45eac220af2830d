import { eq } from 'drizzle-orm';
import { toMinorUnits } from '../../../shared/checkout.ts';
import type { OrderKind } from '../../../shared/after-sale.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { Database } from '../../db/client.ts';
import { catalogueOrders, orders } from '../../db/schema.ts';
import type { Transaction } from './edition-numbers.ts';
import { orderLanguageOf } from './order-language.ts';

/** One order of either kind (a custom poster order or a catalogue order), as the after-sale services see it. */
export type OrderRecord = {
  kind: OrderKind;
  id: number;
  confirmationId: string;
  userId: number | null;
  status: string;
  /** Rappen. */
  amount: number;
  currency: string;
  paymentIntentId: string;
  email: string;
  firstName: string;
  /** The language the customer shopped in: the order's notices are written in it. */
  language: Language;
  carrier: string | null;
  trackingNumber: string | null;
  createdAt: Date;
};

export const orderTableOf = (kind: OrderKind) => (kind === 'order' ? orders : catalogueOrders);

/** The audit log's subject type of each kind (decision 010). */
export const auditSubjectOf = (kind: OrderKind) =>
  kind === 'order' ? ('order' as const) : ('catalogue_order' as const);

/** Reads an order; with `lock`, takes its row lock for the rest of the transaction. */
export async function findOrderRecord(
  db: Database | Transaction,
  kind: OrderKind,
  id: number,
  lock = false,
): Promise<OrderRecord | null> {
  const table = orderTableOf(kind);
  const query = db
    .select({
      id: table.id,
      confirmationId: table.confirmationId,
      userId: table.userId,
      status: table.status,
      amount: table.amount,
      currency: table.currency,
      paymentIntentId: table.paymentIntentId,
      email: table.email,
      firstName: table.firstName,
      language: table.language,
      carrier: table.carrier,
      trackingNumber: table.trackingNumber,
      createdAt: table.createdAt,
    })
    .from(table)
    .where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row
    ? { ...row, kind, amount: toMinorUnits(Number(row.amount)), language: orderLanguageOf(row.language) }
    : null;
}

/** Sets an order's status (and, when shipped, its carrier, tracking number and the moment it first shipped). */
export async function updateOrderStatus(
  tx: Database | Transaction,
  kind: OrderKind,
  id: number,
  changes: { status: string; carrier?: string | null; trackingNumber?: string | null; shippedAt?: Date },
): Promise<void> {
  const table = orderTableOf(kind);
  await tx.update(table).set(changes).where(eq(table.id, id));
}
