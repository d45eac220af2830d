import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { connectIn } from './stripe-stand-in/connect.ts';
import { parseStripeForm } from './stripe-stand-in/form.ts';
import { intentsIn } from './stripe-stand-in/intents.ts';
import { membershipRoutes } from './stripe-stand-in/membership.ts';
import { invalid, newId, newMemory, now, StripeApiError } from './stripe-stand-in/memory.ts';
import type { StripeObject } from './stripe-stand-in/memory.ts';
import { paymentRoutes } from './stripe-stand-in/payments.ts';

export type { StripeObject } from './stripe-stand-in/memory.ts';
export { parseStripeForm } from './stripe-stand-in/form.ts';

/**
 * A local stand-in for the part of Stripe's REST API the shop uses, reached through the real SDK
 * (`STRIPE_API_BASE`). Objects live in memory and follow Stripe's life cycles and shapes closely enough
 * for the SDK and our provider; Stripe's test payment methods decide outcomes:
 * `pm_card_visa` / `pm_card_mastercard` succeed, `pm_card_chargeDeclined` and
 * `pm_card_chargeDeclinedInsufficientFunds` are declined, `pm_card_chargeCustomerFail` can be saved but
 * every charge on it is declined. Not a fake of Stripe's rules beyond that.
 *
 * One file per part of the API it stands in for (stripe-stand-in/): payments, membership, connect (creator
 * payouts), beside the intents' card outcomes, the shared memory and Stripe's form encoding.
 */

export type StripeStandIn = {
  /** For STRIPE_API_BASE. */
  url: string;
  requests: { method: string; path: string; body: Record<string, unknown>; idempotencyKey: string | null }[];
  /**
   * What Stripe.js does in the browser: confirms with a test payment method. A decline leaves the intent
   * requires_payment_method.
   */
  confirmPaymentIntent(id: string, paymentMethod: string): StripeObject;
  confirmSetupIntent(id: string, paymentMethod: string): StripeObject;
  /** What the creator does on Stripe's onboarding pages. */
  setAccount(id: string, state: { details_submitted?: boolean; payouts_enabled?: boolean }): StripeObject;
  /**
   * What Stripe does when a card refund fails later (status failed, a failure_reason such as expired_or_canceled_card).
   */
  failRefund(id: string, failureReason: string): StripeObject;
  /** A stored object by id (a copy), or undefined. */
  get(id: string): StripeObject | undefined;
  /** A Stripe event envelope around an object, as a webhook would deliver it (unsigned JSON). */
  eventPayload(type: string, object: StripeObject): string;
  close(): Promise<void>;
};

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const memory = newMemory();
  const { objects, find } = memory;
  const replies = new Map<string, { bodyText: string; status: number; reply: unknown }>();
  const intents = intentsIn(memory);
  const { confirm } = intents;
  const connect = connectIn(memory);
  const { setAccount, hostedPage } = connect;
  const routes = [...paymentRoutes(memory, intents), ...membershipRoutes(memory, intents), ...connect.routes];

  const handle = (
    request: IncomingMessage,
    bodyText: string,
  ): { status: number; reply: unknown; replayed?: boolean } => {
    const method = request.method ?? 'GET';
    const [path, query = ''] = (request.url ?? '/').split('?');
    // A GET's parameters (expand…) come in its query.
    const body = parseStripeForm(method === 'GET' ? query : bodyText);
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    standIn.requests.push({ method, path, body, idempotencyKey });
    const replayKey = idempotencyKey && method === 'POST' ? `${path} ${idempotencyKey}` : null;
    const earlier = replayKey ? replies.get(replayKey) : undefined;
    if (earlier) {
      if (earlier.bodyText !== bodyText) {
        return {
          status: 400,
          reply: invalid(
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          ).body,
        };
      }
      return { status: earlier.status, reply: earlier.reply, replayed: true };
    }
    let result: { status: number; reply: unknown };
    try {
      const route = routes.find(([routeMethod, pattern]) => routeMethod === method && pattern.test(path));
      if (!route)
        throw new StripeApiError(404, 'invalid_request_error', null, `Unrecognized request URL (${method}: ${path}).`);
      const ids = route[1].exec(path)!.slice(1).map(decodeURIComponent);
      result = { status: 200, reply: structuredClone(route[2](body, ...ids)) };
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      result = { status: error.status, reply: structuredClone(error.body) };
    }
    if (replayKey) replies.set(replayKey, { bodyText, ...result });
    return result;
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (hostedPage(request, response)) return;
      let result: { status: number; reply: unknown; replayed?: boolean };
      try {
        result = handle(request, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        result = {
          status: 500,
          reply: { error: { type: 'api_error', message: `Stand-in failure: ${String(error)}` } },
        };
      }
      response.writeHead(result.status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        ...(result.replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      response.end(JSON.stringify(result.reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  memory.url = url;

  const standIn: StripeStandIn = {
    url,
    requests: [],
    confirmPaymentIntent: (id, paymentMethod) => {
      const intent = find('payment_intent', id);
      confirm(intent, paymentMethod);
      return structuredClone(intent);
    },
    confirmSetupIntent: (id, paymentMethod) => {
      const intent = find('setup_intent', id);
      confirm(intent, paymentMethod);
      return structuredClone(intent);
    },
    setAccount,
    failRefund: (id, failureReason) => {
      const refund = find('refund', id);
      Object.assign(refund, { status: 'failed', failure_reason: failureReason });
      return structuredClone(refund);
    },
    get: (id) => {
      const object = objects.get(id);
      return object && structuredClone(object);
    },
    eventPayload: (type, object) =>
      JSON.stringify({
        id: newId('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
