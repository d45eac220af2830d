import { and, asc, eq } from 'drizzle-orm';
import type { OrderKind } from '../../../shared/after-sale.ts';
import type { Executor } from '../../db/executor.ts';
import { shipments } from '../../db/schema.ts';

/** The parcels a print lab shipped for an order (decision 038), once per lab shipment. */

export type ShipmentRow = {
  labShipmentId: string;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: Date | null;
};

/** Writes a shipment down; false when the lab's shipment was recorded before. */
export async function insertShipment(
  tx: Executor,
  kind: OrderKind,
  orderId: number,
  shipment: ShipmentRow,
): Promise<boolean> {
  const inserted = await tx
    .insert(shipments)
    .values({ orderKind: kind, orderId, ...shipment })
    .onConflictDoNothing()
    .returning({ id: shipments.id });
  return inserted.length > 0;
}

/** An order's shipments, first shipped first. */
export async function shipmentsOf(db: Executor, kind: OrderKind, orderId: number): Promise<ShipmentRow[]> {
  return db
    .select({
      labShipmentId: shipments.labShipmentId,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
      trackingUrl: shipments.trackingUrl,
      shippedAt: shipments.shippedAt,
    })
    .from(shipments)
    .where(and(eq(shipments.orderKind, kind), eq(shipments.orderId, orderId)))
    .orderBy(asc(shipments.id));
}
