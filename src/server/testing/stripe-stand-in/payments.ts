import { invalid, metadataOf, newId, now } from './memory.ts';
import type { Route, StandInMemory } from './memory.ts';
import type { intentsIn } from './intents.ts';

/** Payments: payment intents (create, read with their charge, confirm, cancel) and refunds. */
export function paymentRoutes(memory: StandInMemory, intents: ReturnType<typeof intentsIn>): Route[] {
  const { objects, store, find } = memory;
  const { confirmOrThrow, createIntent } = intents;
  return [
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
  ];
}
