import type { PrintFormat } from '../../../shared/print-formats.ts';

/**
 * The seam for print labs (decision 038): the shop hands a paid order to a lab and reads back where the lab is. One
 * adapter per lab (prodigi-lab.ts); FULFILMENT=manual has none, and the admin's exports stay the way. A new lab
 * provides these three calls, maps its own stages onto LabStage, and accepts the idempotency key (or an equivalent
 * that makes a second create return the first order).
 */
export interface PrintLab {
  /** The adapter's name, stored beside each order it has ('prodigi'). */
  readonly name: string;
  /**
   * Creates the lab's order. The same `idempotencyKey` twice answers the first order, never a second one.
   * Throws LabUnavailable (5xx, timeout, unreachable: worth retrying) or LabRefused (4xx: the lab said no).
   */
  createOrder(request: LabOrderRequest): Promise<LabOrderState>;
  /** The order as the lab has it now (callbacks are only a hint to call this). Throws like createOrder. */
  getOrder(labOrderId: string): Promise<LabOrderState>;
  /** Asks the lab to cancel; `cancelled: false` carries the lab's reason (production started). */
  cancelOrder(labOrderId: string): Promise<{ cancelled: true } | { cancelled: false; reason: string }>;
}

export type LabOrderRequest = {
  /** The shop order's reference (ORD-…, CAT-…), shown in the lab's dashboard. */
  reference: string;
  idempotencyKey: string;
  /** Where the lab reports changes; the shop answers at once and re-reads the order with getOrder. */
  callbackUrl: string;
  recipient: {
    name: string;
    email: string;
    line1: string;
    line2: string | null;
    postalCode: string;
    city: string;
    state: string | null;
    /** ISO 3166-1 alpha-2. */
    countryCode: string;
  };
  items: { reference: string; format: PrintFormat; copies: number; assetUrl: string }[];
};

/** The shop's view of a lab's stage, in the order it moves (decision 038). */
export const LAB_STAGES = ['queued', 'sent', 'in_production', 'shipped', 'complete'] as const;
export type LabStage = (typeof LAB_STAGES)[number] | 'cancelled';

export type LabShipment = {
  id: string;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: Date | null;
};

export type LabOrderState = {
  labOrderId: string;
  /** The lab's own word for its stage ('InProgress', 'Complete' …). */
  labStage: string;
  stage: LabStage;
  /** Parcels that left the lab. */
  shipments: LabShipment[];
};

/** The lab did not answer usefully (5xx, a timeout, no connection): the call may be tried again later. */
export class LabUnavailable extends Error {}

/** The lab answered 4xx: it will say the same again, so a person must look (an address it cannot ship to). */
export class LabRefused extends Error {}
