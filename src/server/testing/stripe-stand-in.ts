import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A local stand-in for the part of Stripe's REST API the shop uses, reached through the real SDK
 * (`STRIPE_API_BASE`). Objects live in memory and follow Stripe's life cycles and shapes closely enough
 * for the SDK and our provider; Stripe's test payment methods decide outcomes:
 * `pm_card_visa` / `pm_card_mastercard` succeed, `pm_card_chargeDeclined` and
 * `pm_card_chargeDeclinedInsufficientFunds` are declined, `pm_card_chargeCustomerFail` can be saved but
 * every charge on it is declined. Not a fake of Stripe's rules beyond that.
 */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

export type StripeStandIn = {
  /** For STRIPE_API_BASE. */
  url: string;
  requests: { method: string; path: string; body: Record<string, unknown>; idempotencyKey: string | null }[];
  /** What Stripe.js does in the browser: confirms with a test payment method. A decline leaves the intent requires_payment_method. */
  confirmPaymentIntent(id: string, paymentMethod: string): StripeObject;
  confirmSetupIntent(id: string, paymentMethod: string): StripeObject;
  /** What the creator does on Stripe's onboarding pages. */
  setAccount(id: string, state: { details_submitted?: boolean; payouts_enabled?: boolean }): StripeObject;
  /** What Stripe does when a card refund fails later (status failed, a failure_reason such as expired_or_canceled_card). */
  failRefund(id: string, failureReason: string): StripeObject;
  /** A stored object by id (a copy), or undefined. */
  get(id: string): StripeObject | undefined;
  /** A Stripe event envelope around an object, as a webhook would deliver it (unsigned JSON). */
  eventPayload(type: string, object: StripeObject): string;
  close(): Promise<void>;
};

type Outcome = { ok: true } | { ok: false; code: string; decline_code: string; message: string };
const DECLINED: Outcome = {
  ok: false,
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};
/** The card behind each test payment method, as its charges describe it. */
const TEST_CARD_DETAILS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
};

const TEST_PAYMENT_METHODS: Record<string, { setup: Outcome; charge: Outcome }> = {
  pm_card_visa: { setup: { ok: true }, charge: { ok: true } },
  pm_card_mastercard: { setup: { ok: true }, charge: { ok: true } },
  pm_card_chargeDeclined: { setup: DECLINED, charge: DECLINED },
  pm_card_chargeDeclinedInsufficientFunds: {
    setup: DECLINED,
    charge: {
      ok: false,
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  pm_card_chargeCustomerFail: { setup: { ok: true }, charge: DECLINED },
};

class StripeApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, type: string, code: string | null, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.body = { error: { type, code, message, ...extra } };
  }
}

const missing = (kind: string, id: string, status = 404) =>
  new StripeApiError(status, 'invalid_request_error', 'resource_missing', `No such ${kind}: '${id}'`);
const invalid = (code: string | null, message: string) =>
  new StripeApiError(400, 'invalid_request_error', code, message);

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const metadataOf = (value: unknown) => ({ ...record(value) }) as Record<string, string>;

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const objects = new Map<string, StripeObject>();
  /** Saved payment methods (pm_…) to the test token they were confirmed with. */
  const savedCards = new Map<string, string>();
  const replies = new Map<string, { bodyText: string; status: number; reply: unknown }>();
  let url = '';

  const store = <T extends StripeObject>(object: T): T => (objects.set(object.id, object), object);
  const find = (object: string, id: string, status = 404): StripeObject => {
    const found = objects.get(id);
    if (!found || found.object !== object) throw missing(object, id, status);
    return found;
  };
  const outcomeOf = (paymentMethod: string): { setup: Outcome; charge: Outcome } => {
    const outcomes = TEST_PAYMENT_METHODS[savedCards.get(paymentMethod) ?? paymentMethod];
    if (!outcomes)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'resource_missing',
        `No such PaymentMethod: '${paymentMethod}'`,
        { param: 'payment_method' },
      );
    return outcomes;
  };

  /** Confirms a payment or setup intent; returns the card error when declined (the intent keeps it as its last error). */
  const confirm = (intent: StripeObject, paymentMethod: string): Record<string, unknown> | null => {
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status as string)) {
      throw invalid(
        `${intent.object}_unexpected_state`,
        `This ${intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'}'s status is ${String(intent.status)}.`,
      );
    }
    const isPayment = intent.object === 'payment_intent';
    const outcome = isPayment ? outcomeOf(paymentMethod).charge : outcomeOf(paymentMethod).setup;
    if (!outcome.ok) {
      const error = {
        type: 'card_error',
        code: outcome.code,
        decline_code: outcome.decline_code,
        message: outcome.message,
      };
      Object.assign(intent, {
        status: 'requires_payment_method',
        payment_method: null,
        [isPayment ? 'last_payment_error' : 'last_setup_error']: error,
      });
      return error;
    }
    let saved = paymentMethod;
    if (!savedCards.has(paymentMethod)) {
      saved = newId('pm');
      savedCards.set(saved, paymentMethod);
    }
    Object.assign(intent, {
      status: 'succeeded',
      payment_method: saved,
      [isPayment ? 'last_payment_error' : 'last_setup_error']: null,
    });
    if (isPayment) {
      // The charge that paid, with the card as Stripe describes it (its test cards' brands and last digits).
      const card = TEST_CARD_DETAILS[savedCards.get(saved) ?? saved] ?? { brand: 'visa', last4: '4242' };
      const charge = store({
        id: newId('ch'),
        object: 'charge',
        created: now(),
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        payment_method: saved,
        payment_method_details: { type: 'card', card: { ...card, exp_month: 12, exp_year: 2040, funding: 'credit' } },
      });
      intent.latest_charge = charge.id;
    }
    return null;
  };
  const confirmOrThrow = (intent: StripeObject, paymentMethod: unknown): StripeObject => {
    if (typeof paymentMethod !== 'string' || !paymentMethod)
      throw invalid('parameter_missing', 'Missing required param: payment_method.');
    const error = confirm(intent, paymentMethod);
    if (error)
      throw new StripeApiError(402, 'card_error', error.code as string, error.message as string, {
        ...error,
        [intent.object]: intent,
      });
    return intent;
  };

  const createIntent = (
    object: 'payment_intent' | 'setup_intent',
    body: Record<string, unknown>,
    fields: Record<string, unknown>,
  ) => {
    const id = newId(object === 'payment_intent' ? 'pi' : 'seti');
    return store({
      id,
      object,
      client_secret: `${id}_secret_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`,
      created: now(),
      livemode: false,
      status: 'requires_payment_method',
      payment_method: null,
      customer: body.customer ?? null,
      automatic_payment_methods: body.automatic_payment_methods ? { enabled: true, allow_redirects: 'always' } : null,
      metadata: metadataOf(body.metadata),
      ...fields,
    });
  };

  const createWithOwnId = (
    object: 'product' | 'coupon',
    body: Record<string, unknown>,
    fields: Record<string, unknown>,
  ) => {
    const id = typeof body.id === 'string' && body.id ? body.id : newId(object === 'product' ? 'prod' : 'coupon');
    if (objects.has(id))
      throw invalid('resource_already_exists', `${object === 'product' ? 'Product' : 'Coupon'} already exists.`);
    return store({ id, object, created: now(), livemode: false, metadata: metadataOf(body.metadata), ...fields });
  };

  const createSubscription = (body: Record<string, unknown>): StripeObject => {
    const customer = find('customer', String(body.customer), 400);
    const requestedItem = record(record(body.items)[0]);
    const priceData = record(requestedItem.price_data);
    find('product', String(priceData.product), 400);
    const coupons = Object.values(record(body.discounts)).map((discount) =>
      find('coupon', String(record(discount).coupon), 400),
    );
    const paymentMethod = body.default_payment_method ?? record(customer.invoice_settings).default_payment_method;
    if (typeof paymentMethod !== 'string')
      throw invalid('resource_missing', 'This customer has no attached payment source or default payment method.');
    const charge = outcomeOf(paymentMethod).charge;
    // payment_behavior=error_if_incomplete: a declined first invoice means no subscription at all.
    if (!charge.ok)
      throw new StripeApiError(402, 'card_error', charge.code, charge.message, { decline_code: charge.decline_code });
    const start = new Date();
    const periodEnd = new Date(start);
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
    const id = newId('sub');
    const price = {
      id: newId('price'),
      object: 'price',
      type: 'recurring',
      currency: priceData.currency,
      unit_amount: Number(priceData.unit_amount),
      product: priceData.product,
      recurring: { interval: record(priceData.recurring).interval ?? 'month', interval_count: 1 },
    };
    const periods = {
      current_period_start: Math.floor(start.getTime() / 1000),
      current_period_end: Math.floor(periodEnd.getTime() / 1000),
    };
    const item = { id: newId('si'), object: 'subscription_item', subscription: id, price, quantity: 1, ...periods };
    return store({
      id,
      object: 'subscription',
      created: now(),
      livemode: false,
      customer: customer.id,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      default_payment_method: paymentMethod,
      discounts: coupons.map(() => newId('di')),
      applied_coupons: coupons.map((coupon) => coupon.id),
      currency: priceData.currency,
      items: { object: 'list', data: [item], has_more: false, url: `/v1/subscription_items?subscription=${id}` },
      metadata: metadataOf(body.metadata),
    });
  };

  type Handler = (body: Record<string, unknown>, ...ids: string[]) => StripeObject;
  const routes: [string, RegExp, Handler][] = [
    [
      'POST',
      /^\/v1\/payment_intents$/,
      (body) =>
        createIntent('payment_intent', body, {
          amount: Number(body.amount),
          currency: body.currency,
          description: body.description ?? null,
          receipt_email: body.receipt_email ?? null,
          last_payment_error: null,
          canceled_at: null,
        }),
    ],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      (query, id) => {
        const intent = find('payment_intent', id);
        const expand = Array.isArray(query.expand) ? query.expand : [];
        return expand.includes('latest_charge') && typeof intent.latest_charge === 'string'
          ? { ...intent, latest_charge: find('charge', intent.latest_charge) }
          : intent;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      (body, id) => confirmOrThrow(find('payment_intent', id), body.payment_method),
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      (_body, id) => {
        const intent = find('payment_intent', id);
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          throw invalid(
            'payment_intent_unexpected_state',
            `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
          );
        return Object.assign(intent, {
          status: 'canceled',
          canceled_at: now(),
          cancellation_reason: 'requested_by_customer',
        });
      },
    ],
    [
      'POST',
      /^\/v1\/refunds$/,
      (body) => {
        const intent = find('payment_intent', String(body.payment_intent), 400);
        if (intent.status !== 'succeeded')
          throw invalid(
            'payment_intent_unexpected_state',
            'This PaymentIntent does not have a successful charge to refund.',
          );
        // Partial refunds add up to at most the charge; failed and cancelled refunds give their amount back.
        const refunded = [...objects.values()]
          .filter(
            (other) =>
              other.object === 'refund' &&
              other.payment_intent === intent.id &&
              other.status !== 'failed' &&
              other.status !== 'canceled',
          )
          .reduce((sum, other) => sum + Number(other.amount), 0);
        const remaining = Number(intent.amount) - refunded;
        if (remaining <= 0)
          throw invalid('charge_already_refunded', `Charge for ${intent.id} has already been refunded.`);
        const amount = body.amount === undefined ? remaining : Number(body.amount);
        if (!Number.isInteger(amount) || amount < 1)
          throw invalid('parameter_invalid_integer', 'Invalid integer: amount');
        if (amount > remaining)
          throw invalid(
            'amount_too_large',
            `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
          );
        return store({
          id: newId('re'),
          object: 'refund',
          created: now(),
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          reason: body.reason ?? null,
          status: 'succeeded',
          failure_reason: null,
          metadata: metadataOf(body.metadata),
        });
      },
    ],
    ['GET', /^\/v1\/refunds\/([^/]+)$/, (_body, id) => find('refund', id)],
    [
      'POST',
      /^\/v1\/customers$/,
      (body) =>
        store({
          id: newId('cus'),
          object: 'customer',
          created: now(),
          livemode: false,
          email: body.email ?? null,
          name: body.name ?? null,
          invoice_settings: { default_payment_method: null },
          metadata: metadataOf(body.metadata),
        }),
    ],
    [
      'POST',
      /^\/v1\/setup_intents$/,
      (body) => {
        if (typeof body.customer === 'string' && body.customer) find('customer', body.customer, 400);
        return createIntent('setup_intent', body, { usage: body.usage ?? 'off_session', last_setup_error: null });
      },
    ],
    ['GET', /^\/v1\/setup_intents\/([^/]+)$/, (_body, id) => find('setup_intent', id)],
    [
      'POST',
      /^\/v1\/setup_intents\/([^/]+)\/confirm$/,
      (body, id) => confirmOrThrow(find('setup_intent', id), body.payment_method),
    ],
    ['POST', /^\/v1\/products$/, (body) => createWithOwnId('product', body, { name: body.name, active: true })],
    ['GET', /^\/v1\/products\/([^/]+)$/, (_body, id) => find('product', id)],
    [
      'POST',
      /^\/v1\/coupons$/,
      (body) =>
        createWithOwnId('coupon', body, {
          name: body.name ?? null,
          percent_off: body.percent_off === undefined ? null : Number(body.percent_off),
          duration: body.duration,
          valid: true,
        }),
    ],
    ['GET', /^\/v1\/coupons\/([^/]+)$/, (_body, id) => find('coupon', id)],
    ['POST', /^\/v1\/subscriptions$/, createSubscription],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (_body, id) => find('subscription', id)],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (body, id) => {
        const subscription = find('subscription', id);
        if (subscription.status === 'canceled')
          throw invalid(null, 'A canceled subscription can only update its cancellation_details and metadata.');
        if (body.cancel_at_period_end !== undefined) {
          const atEnd = body.cancel_at_period_end === 'true';
          const [item] = (subscription.items as { data: { current_period_end: number }[] }).data;
          Object.assign(subscription, {
            cancel_at_period_end: atEnd,
            cancel_at: atEnd ? item.current_period_end : null,
          });
        }
        if (body.metadata)
          subscription.metadata = { ...metadataOf(subscription.metadata), ...metadataOf(body.metadata) };
        return subscription;
      },
    ],
    [
      'POST',
      /^\/v1\/accounts$/,
      (body) =>
        store({
          id: newId('acct'),
          object: 'account',
          created: now(),
          type: body.type ?? 'express',
          email: body.email ?? null,
          details_submitted: false,
          payouts_enabled: false,
          charges_enabled: false,
          capabilities: { transfers: 'inactive' },
          metadata: metadataOf(body.metadata),
        }),
    ],
    ['GET', /^\/v1\/accounts\/([^/]+)$/, (_body, id) => find('account', id)],
    [
      'POST',
      /^\/v1\/account_links$/,
      (body) => {
        const account = find('account', String(body.account), 400);
        const query = new URLSearchParams({
          return_url: String((body.return_url as string | undefined) ?? ''),
          refresh_url: String((body.refresh_url as string | undefined) ?? ''),
        });
        return {
          id: newId('acctlink'),
          object: 'account_link',
          created: now(),
          expires_at: now() + 300,
          url: `${url}/connect/onboarding/${account.id}?${query}`,
        };
      },
    ],
    [
      'POST',
      /^\/v1\/accounts\/([^/]+)\/login_links$/,
      (_body, id) => {
        const account = find('account', id);
        if (!account.details_submitted)
          throw invalid(null, 'Cannot create a login link for an account that has not completed onboarding.');
        return {
          id: newId('lael'),
          object: 'login_link',
          created: now(),
          url: `${url}/connect/dashboard/${account.id}`,
        };
      },
    ],
    [
      'POST',
      /^\/v1\/transfers$/,
      (body) => {
        const account = find('account', String(body.destination), 400);
        if (record(account.capabilities).transfers !== 'active')
          throw invalid(
            'insufficient_capabilities_for_transfer',
            'Your destination account needs to have the transfers capability enabled.',
          );
        return store({
          id: newId('tr'),
          object: 'transfer',
          created: now(),
          livemode: false,
          amount: Number(body.amount),
          currency: body.currency,
          destination: account.id,
          metadata: metadataOf(body.metadata),
        });
      },
    ],
  ];

  const setAccount: StripeStandIn['setAccount'] = (id, state) => {
    const account = find('account', id);
    Object.assign(account, state);
    account.capabilities = { transfers: account.payouts_enabled ? 'active' : 'inactive' };
    return structuredClone(account);
  };

  /** Stripe's hosted onboarding and dashboard, reduced to: onboarding completes at once and returns. */
  const hostedPage = (request: IncomingMessage, response: ServerResponse): boolean => {
    const page = new URL(request.url ?? '/', url);
    const onboarding = /^\/connect\/onboarding\/([^/]+)$/.exec(page.pathname);
    if (onboarding && objects.has(onboarding[1])) {
      setAccount(onboarding[1], { details_submitted: true, payouts_enabled: true });
      response.writeHead(302, { location: page.searchParams.get('return_url') || '/' }).end();
      return true;
    }
    if (page.pathname.startsWith('/connect/dashboard/')) {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Stripe Express dashboard</title><h1>Payouts</h1>');
      return true;
    }
    return false;
  };

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
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

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

/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracketed keys
 * (`metadata[orderId]=7`, `items[0][price_data][unit_amount]=999`). Objects whose keys are all
 * indexes become arrays; every leaf stays a string, as Stripe receives it.
 */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const separator = pair.indexOf('=');
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    const key = decode(separator < 0 ? pair : pair.slice(0, separator));
    const value = separator < 0 ? '' : decode(pair.slice(separator + 1));
    const [head, ...rest] = key.split('[');
    const path = [head, ...rest.map((segment) => segment.replace(/\]$/, ''))];
    if (path.includes('__proto__')) continue;
    let node = root;
    for (const segment of path.slice(0, -1)) node = (node[segment] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]] = value;
  }
  return withArrays(root) as Record<string, unknown>;
}

function withArrays(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, child]) => [key, withArrays(child)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  }
  return Object.fromEntries(entries);
}
