import type { LabOrderRequest, LabOrderState, LabStage, PrintLab } from './print-lab.ts';
import { LabRefused, LabUnavailable } from './print-lab.ts';
import { prodigiProductOf } from './prodigi-skus.ts';

/**
 * Prodigi's Print API v4 (https://www.prodigi.com/print-api/docs/reference/, decision 038): `X-API-Key`, JSON,
 * POST /v4.0/orders with an `idempotencyKey` (a second create answers `AlreadyExists` with the first order),
 * GET /v4.0/orders/<id>, POST /v4.0/orders/<id>/actions/cancel (`Cancelled`, `FailedToCancel`, `ActionNotAvailable`).
 */
export const PRODIGI_LIVE_URL = 'https://api.prodigi.com';
export const PRODIGI_SANDBOX_URL = 'https://api.sandbox.prodigi.com';

/** How long one call may take before it counts as unanswered (and is retried by the job). */
const CALL_TIMEOUT_MS = 15_000;

type ProdigiOrder = {
  id: string;
  status?: { stage?: string; details?: Record<string, string> };
  shipments?: {
    id: string;
    status?: string;
    carrier?: { name?: string | null; service?: string | null } | null;
    tracking?: { number?: string | null; url?: string | null } | null;
    dispatchDate?: string | null;
  }[];
};

export function createProdigiLab(options: { apiKey: string; apiUrl: string; timeoutMs?: number }): PrintLab {
  const base = `${options.apiUrl.replace(/\/$/, '')}/v4.0`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { 'x-api-key': options.apiKey, accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new LabUnavailable(`Prodigi did not answer: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      if (response.ok) throw new LabUnavailable(`Prodigi answered ${response.status} without JSON`);
    }
    if (response.status >= 500 || response.status === 429)
      throw new LabUnavailable(`Prodigi answered ${response.status}: ${messageOf(json) ?? text.slice(0, 200)}`);
    if (!response.ok) throw new LabRefused(`Prodigi refused (${response.status}): ${messageOf(json) ?? 'no reason'}`);
    return json;
  }

  return {
    name: 'prodigi',
    async createOrder(request: LabOrderRequest) {
      const reply = await call('POST', '/orders', {
        merchantReference: request.reference,
        idempotencyKey: request.idempotencyKey,
        callbackUrl: request.callbackUrl,
        shippingMethod: 'Standard',
        recipient: {
          name: request.recipient.name,
          email: request.recipient.email,
          address: {
            line1: request.recipient.line1,
            line2: request.recipient.line2,
            postalOrZipCode: request.recipient.postalCode,
            countryCode: request.recipient.countryCode,
            townOrCity: request.recipient.city,
            stateOrCounty: request.recipient.state,
          },
        },
        items: request.items.map((item) => {
          const product = prodigiProductOf(item.format);
          return {
            merchantReference: item.reference,
            sku: product.sku,
            copies: item.copies,
            sizing: 'fillPrintArea',
            attributes: product.attributes,
            assets: [{ printArea: 'default', url: item.assetUrl }],
          };
        }),
      });
      return stateOf(orderIn(reply));
    },
    async getOrder(labOrderId) {
      return stateOf(orderIn(await call('GET', `/orders/${encodeURIComponent(labOrderId)}`)));
    },
    async cancelOrder(labOrderId) {
      const reply = await call('POST', `/orders/${encodeURIComponent(labOrderId)}/actions/cancel`);
      if (String(reply.outcome).toLowerCase() === 'cancelled') return { cancelled: true };
      return { cancelled: false, reason: messageOf(reply) ?? `Prodigi: ${String(reply.outcome)}` };
    },
  };
}

function orderIn(reply: Record<string, unknown>): ProdigiOrder {
  const order = reply.order as ProdigiOrder | undefined;
  if (!order?.id) throw new LabUnavailable(`Prodigi answered without an order (${String(reply.outcome)})`);
  return order;
}

/** Prodigi's errors carry an outcome and, for validation, failures per field. */
function messageOf(json: Record<string, unknown>): string | null {
  const failures = json.failures as Record<string, { code?: string }[]> | undefined;
  const fields = failures
    ? Object.entries(failures).map(([field, list]) => `${field}: ${list.map((f) => f.code).join(', ')}`)
    : [];
  const outcome = typeof json.outcome === 'string' ? json.outcome : null;
  const text = [outcome, ...fields].filter(Boolean).join('; ');
  return text || null;
}

/**
 * Prodigi's stage and step details as the shop's stage: `Cancelled` is cancelled; a shipped shipment is shipped;
 * `Complete` is complete; the `inProduction` step started is in production; anything else the lab holds is sent.
 */
export function stateOf(order: ProdigiOrder): LabOrderState {
  const labStage = order.status?.stage ?? 'InProgress';
  const shipments = (order.shipments ?? [])
    .filter((shipment) => (shipment.status ?? 'Shipped').toLowerCase() === 'shipped')
    .map((shipment) => ({
      id: shipment.id,
      carrier: [shipment.carrier?.name, shipment.carrier?.service].filter(Boolean).join(' ') || null,
      trackingNumber: shipment.tracking?.number ?? null,
      trackingUrl: shipment.tracking?.url ?? null,
      shippedAt: shipment.dispatchDate ? new Date(shipment.dispatchDate) : null,
    }));
  const inProduction = ['InProgress', 'Complete'].includes(order.status?.details?.inProduction ?? '');
  const stage: LabStage =
    labStage === 'Cancelled'
      ? 'cancelled'
      : labStage === 'Complete'
        ? 'complete'
        : shipments.length > 0
          ? 'shipped'
          : inProduction
            ? 'in_production'
            : 'sent';
  return { labOrderId: order.id, labStage, stage, shipments };
}
