import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';

/**
 * A local stand-in for the part of Prodigi's Print API v4 the shop uses (decision 038), over real HTTP
 * (`PRODIGI_API_URL`): `X-API-Key`, POST /v4.0/orders with `idempotencyKey` (`Created`, or `AlreadyExists` with the
 * first order), GET /v4.0/orders/<id>, POST /v4.0/orders/<id>/actions/cancel (`Cancelled`, or `FailedToCancel` once
 * production started). Orders live in memory; the test moves them along (`advance`, `ship`) and builds the CloudEvent
 * callbacks Prodigi would post (`callback`). Faults on demand: the next calls answer 5xx or never, an address refused.
 */

export type StandInOrder = {
  id: string;
  merchantReference: string;
  idempotencyKey: string | null;
  callbackUrl: string | null;
  shippingMethod: string;
  status: { stage: string; issues: unknown[]; details: Record<string, string> };
  recipient: { name: string; email: string | null; address: Record<string, string | null> };
  items: {
    id: string;
    merchantReference: string;
    sku: string;
    copies: number;
    sizing: string;
    attributes: Record<string, string>;
    assets: { printArea: string; url: string }[];
  }[];
  shipments: {
    id: string;
    status: string;
    carrier: { name: string; service: string };
    tracking: { number: string; url: string };
    dispatchDate: string;
    items: { itemId: string }[];
  }[];
};

export type ProdigiStandIn = {
  /** For PRODIGI_API_URL. */
  url: string;
  apiKey: string;
  requests: { method: string; path: string; body: unknown }[];
  /** Orders by id, in the order they were created. */
  orders: Map<string, StandInOrder>;
  /** The next `count` calls answer `status` (503 by default), or, with `hang`, never answer. */
  failNext(count: number, options?: { status?: number; hang?: boolean }): void;
  /**
   * The next `count` calls wait for one another and are answered together, in the order they came: two workers' sends
   * made to meet at the lab, both past their own checks before either hears back.
   */
  gatherNext(count: number): void;
  /** Refuses (400 ValidationFailed) every new order whose postcode is `postalCode`. */
  refusePostcode(postalCode: string): void;
  /** Takes `postalCode` again (the address fixed, or the lab's list corrected). */
  acceptPostcode(postalCode: string): void;
  /** Moves an order to a stage: production started, or complete. */
  advance(id: string, step: 'in_production' | 'complete'): void;
  /** A parcel left the lab with its tracking. */
  ship(id: string, shipment: { carrier: string; number: string; url: string }): void;
  /** The CloudEvent Prodigi posts to the order's callback URL for `type`, and that URL. */
  callback(id: string, type: string): { url: string; body: string };
  close(): Promise<void>;
};

export async function startProdigiStandIn(apiKey = 'stand-in-prodigi-key'): Promise<ProdigiStandIn> {
  const orders = new Map<string, StandInOrder>();
  const byKey = new Map<string, string>();
  let faults: { left: number; status: number; hang: boolean } = { left: 0, status: 503, hang: false };
  const refused = new Set<string>();
  let sequence = 840_000;
  const hanging = new Set<() => void>();
  let gathering: { count: number; waiting: (() => void)[] } | null = null;

  const reply = (status: number, body: unknown) => ({ status, body });

  function handle(request: IncomingMessage, text: string) {
    const method = request.method ?? 'GET';
    const path = (request.url ?? '/').split('?')[0]!;
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      return reply(400, { outcome: 'ValidationFailed', failures: { body: [{ code: 'InvalidJson' }] } });
    }
    standIn.requests.push({ method, path, body });
    if (request.headers['x-api-key'] !== apiKey) return reply(401, { outcome: 'NotAuthenticated' });
    if (method === 'POST' && /^\/v4\.0\/orders\/?$/i.test(path)) return create(body as Record<string, unknown>);
    const match = /^\/v4\.0\/orders\/([^/]+)(\/actions\/cancel)?$/i.exec(path);
    const order = match ? orders.get(decodeURIComponent(match[1]!)) : undefined;
    if (match && !order) return reply(404, { outcome: 'EntityNotFound' });
    if (order && method === 'GET' && !match![2]) return reply(200, { outcome: 'Ok', order });
    if (order && method === 'POST' && match![2]) {
      if (order.status.stage === 'Cancelled') return reply(200, { outcome: 'Cancelled', order });
      if (order.status.details.inProduction !== 'NotStarted' || order.status.stage === 'Complete')
        return reply(200, { outcome: 'FailedToCancel', order });
      order.status.stage = 'Cancelled';
      return reply(200, { outcome: 'Cancelled', order });
    }
    return reply(404, { outcome: 'NotFound' });
  }

  function create(request: Record<string, unknown>) {
    const key = typeof request.idempotencyKey === 'string' ? request.idempotencyKey : null;
    if (key && byKey.has(key)) return reply(200, { outcome: 'AlreadyExists', order: orders.get(byKey.get(key)!) });
    const recipient = request.recipient as StandInOrder['recipient'] | undefined;
    const address = recipient?.address ?? {};
    const failures: Record<string, { code: string }[]> = {};
    for (const field of ['line1', 'postalOrZipCode', 'countryCode', 'townOrCity'])
      if (!address[field]) failures[`recipient.address.${field}`] = [{ code: 'Required' }];
    if (!recipient?.name) failures['recipient.name'] = [{ code: 'Required' }];
    if (address.postalOrZipCode && refused.has(address.postalOrZipCode))
      failures['recipient.address.postalOrZipCode'] = [{ code: 'InvalidPostcode' }];
    const items = (request.items as StandInOrder['items'] | undefined) ?? [];
    if (items.length === 0) failures.items = [{ code: 'Required' }];
    if (items.some((item) => !/^GLOBAL-(FAP|CFP|CFPM)-A[1-4]$/.test(item.sku)))
      failures['items.sku'] = [{ code: 'NotRecognised' }];
    if (Object.keys(failures).length > 0) return reply(400, { outcome: 'ValidationFailed', failures });
    const id = `ord_${++sequence}`;
    const order: StandInOrder = {
      id,
      merchantReference: typeof request.merchantReference === 'string' ? request.merchantReference : '',
      idempotencyKey: key,
      callbackUrl: typeof request.callbackUrl === 'string' ? request.callbackUrl : null,
      shippingMethod: typeof request.shippingMethod === 'string' ? request.shippingMethod : 'Budget',
      status: {
        stage: 'InProgress',
        issues: [],
        details: Object.fromEntries(
          ['downloadAssets', 'printReadyAssetsPrepared', 'allocateProductionLocation', 'inProduction', 'shipping'].map(
            (step) => [step, 'NotStarted'],
          ),
        ),
      },
      recipient: recipient!,
      items: items.map((item, index) => ({ ...item, id: `ori_${sequence}${index}` })),
      shipments: [],
    };
    orders.set(id, order);
    if (key) byKey.set(key, id);
    return reply(200, { outcome: 'Created', order });
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    const answer = () => {
      if (faults.left > 0) {
        faults.left--;
        if (faults.hang) return void hanging.add(() => response.destroy());
        response.writeHead(faults.status, { 'content-type': 'application/json' });
        return void response.end(JSON.stringify({ outcome: 'InternalServerError' }));
      }
      const result = handle(request, Buffer.concat(chunks).toString('utf8'));
      response.writeHead(result.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ...(result.body as object), traceParent: '00-standin-00' }));
    };
    request.on('end', () => {
      if (!gathering) return answer();
      gathering.waiting.push(answer);
      if (gathering.waiting.length < gathering.count) return;
      const { waiting } = gathering;
      gathering = null;
      for (const each of waiting) each();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  const find = (id: string) => {
    const order = orders.get(id);
    if (!order) throw new Error(`no stand-in order ${id}`);
    return order;
  };

  const standIn: ProdigiStandIn = {
    url,
    apiKey,
    requests: [],
    orders,
    failNext: (count, options = {}) => {
      faults = { left: count, status: options.status ?? 503, hang: options.hang ?? false };
    },
    gatherNext: (count) => {
      gathering = { count, waiting: [] };
    },
    refusePostcode: (postalCode) => void refused.add(postalCode),
    acceptPostcode: (postalCode) => void refused.delete(postalCode),
    advance(id, step) {
      const order = find(id);
      for (const name of ['downloadAssets', 'printReadyAssetsPrepared', 'allocateProductionLocation'])
        order.status.details[name] = 'Complete';
      order.status.details.inProduction = step === 'complete' ? 'Complete' : 'InProgress';
      if (step === 'complete') {
        order.status.details.shipping = 'Complete';
        order.status.stage = 'Complete';
      }
    },
    ship(id, shipment) {
      const order = find(id);
      order.status.details.inProduction = 'Complete';
      order.status.details.shipping = 'InProgress';
      order.shipments.push({
        id: `shp_${order.shipments.length + 1}${order.id.slice(4)}`,
        status: 'Shipped',
        carrier: { name: shipment.carrier, service: 'Standard' },
        tracking: { number: shipment.number, url: shipment.url },
        dispatchDate: new Date().toISOString(),
        items: order.items.map((item) => ({ itemId: item.id })),
      });
    },
    callback(id, type) {
      const order = find(id);
      return {
        url: order.callbackUrl ?? '',
        body: JSON.stringify({
          specversion: '1.0',
          type,
          source: `${url}/v4.0/Orders/`,
          id: `evt_${Math.floor(Math.random() * 1e9)}`,
          time: new Date().toISOString(),
          datacontenttype: 'application/json',
          subject: id,
          data: { order },
        }),
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const destroy of hanging) destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
