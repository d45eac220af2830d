import type { FastifyInstance } from 'fastify';
import { sandboxConfirmSchema } from '../../../shared/checkout.ts';
import type { SandboxConfirmResponse } from '../../../shared/checkout.ts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import { WebhookSignatureError } from '../../adapters/payments/payment-provider.ts';
import { SandboxPaymentProvider } from '../../adapters/payments/sandbox-payment-provider.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { perVisitorLimit } from '../../http/rate-limits.ts';
import { parseInput } from '../../http/validation.ts';
import { errorBody } from '../../http/error-handler.ts';
import { statusOf } from '../../../shared/error-codes.ts';
import { cardRefusalCode } from '../../adapters/payments/card-refusals.ts';
import type { PaymentEventLog } from './payment-events.ts';

type Options = { provider: PaymentProvider; events: PaymentEventLog };

/**
 * The provider's side door: Stripe's webhooks (verified against the raw body, recorded by event id,
 * handled by a job) and, with the sandbox, the built-in card form's confirm call
 * (docs/product/pay.md#sandbox-payments).
 */
export async function paymentsRoutes(app: FastifyInstance, { provider, events }: Options) {
  await app.register(async (webhooks) => {
    // The signature covers the exact bytes Stripe sent: keep the body raw in this scope.
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.post('/api/webhooks/stripe', async (request) => {
      const signature = request.headers['stripe-signature'];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = provider.parseWebhook(rawBody, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'webhook refused');
          throw badRequest('bad_signature');
        }
        throw error;
      }
      if (!event) return { received: true, handled: false };
      const isNew = await events.record(event);
      return { received: true, handled: true, duplicate: !isNew };
    });
  });

  if (provider instanceof SandboxPaymentProvider) {
    const sandbox = provider;
    app.post('/api/payments/sandbox/confirm', perVisitorLimit(60), async (request, reply) => {
      const input = parseInput(sandboxConfirmSchema, request.body);
      const result: SandboxConfirmResponse | null = await sandbox.confirm(input);
      if (!result) throw notFound('intent_not_found');
      if (result.error) {
        // The card form shows this message: the customer's language, not the provider's English.
        const code = cardRefusalCode(result.error.code, 'payment_failed');
        if (statusOf(code) !== 402) throw new AppError(code);
        const body = errorBody(request, code);
        return reply.status(402).send({ ...body, ...result, error: { ...result.error, message: body.message } });
      }
      return result;
    });
  }
}
