import type { FastifyInstance } from 'fastify';
import { completeCatalogueOrderSchema, completeOrderSchema, prepareCheckoutSchema } from '../../../shared/checkout.ts';
import type { CompleteOrderResponse, PrepareCheckoutResponse } from '../../../shared/checkout.ts';
import { requireUser } from '../../http/identity.ts';
import { perVisitorLimit } from '../../http/rate-limits.ts';
import { parseInput } from '../../http/validation.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { CheckoutProofs } from './checkout-proof.ts';

/**
 * Ordering (docs/product/pay.md#checkout): prepare a checkout priced by the server, then complete it with
 * the payment the provider confirmed. A custom poster needs its creator signed in; the catalogue is open
 * to everyone.
 */
export async function ordersRoutes(
  app: FastifyInstance,
  { checkout, proofs }: { checkout: CheckoutService; proofs: CheckoutProofs },
) {
  const limited = perVisitorLimit(60);

  app.post('/api/prepare-checkout', limited, async (request, reply): Promise<PrepareCheckoutResponse> => {
    const input = parseInput(prepareCheckoutSchema, request.body);
    const { quantity, imageId, cartItems, size, frame, passepartout, ...shipping } = input;
    reply.header('cache-control', 'no-store');
    if (cartItems) {
      const prepared = await checkout.prepareCatalogueOrder(
        request.user?.id ?? null,
        cartItems,
        shipping,
        request.language,
      );
      proofs.give(request, reply, prepared.confirmationId);
      return prepared;
    }
    const user = requireUser(request);
    const format = { size, frame, passepartout };
    return checkout.preparePosterOrder(user.id, imageId!, quantity ?? 1, format, shipping, request.language);
  });

  app.post('/api/complete-order', async (request): Promise<CompleteOrderResponse> => {
    const user = requireUser(request);
    const input = parseInput(completeOrderSchema, request.body);
    return checkout.complete('poster', input.paymentIntentId, input.confirmationId, user.id);
  });

  app.post('/api/complete-catalogue-order', async (request): Promise<CompleteOrderResponse> => {
    const input = parseInput(completeCatalogueOrderSchema, request.body);
    const confirmationId = (input.orderConfirmationId ?? input.confirmationId)!;
    // Answered only to the buyer: signed in as the checkout's user, or the browser that prepared it.
    return checkout.complete(
      'catalogue',
      input.paymentIntentId,
      confirmationId,
      request.user?.id ?? null,
      proofs.holds(request, confirmationId),
    );
  });
}
