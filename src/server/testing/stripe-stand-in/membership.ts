import { invalid, metadataOf, newId, now, record, StripeApiError } from './memory.ts';
import type { Route, StandInMemory, StripeObject } from './memory.ts';
import type { intentsIn } from './intents.ts';

/**
 * Membership: customers, setup intents that save a card, the product and first-month coupons, and monthly
 * subscriptions (payment_behavior=error_if_incomplete) that can be set to cancel at the period end.
 */
export function membershipRoutes(memory: StandInMemory, intents: ReturnType<typeof intentsIn>): Route[] {
  const { objects, store, find } = memory;
  const { outcomeOf, confirmOrThrow, createIntent } = intents;

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

  return [
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
  ];
}
