import type { FastifyInstance } from 'fastify';
import { deliveryWindows } from '../../../shared/delivery.ts';
import type { DeliveryEstimateResponse, DeliveryRules } from '../../../shared/delivery.ts';

/**
 * GET /api/delivery-estimate (docs/product/after-the-sale.md#delivery-estimate): when an order paid now arrives, per
 * destination group, as calendar dates in Europe/Zurich. The same for every visitor; kept for a few minutes.
 */
export async function deliveryRoutes(
  app: FastifyInstance,
  { rules, now = () => new Date() }: { rules: DeliveryRules; now?: () => Date },
) {
  app.get('/api/delivery-estimate', async (_request, reply): Promise<DeliveryEstimateResponse> => {
    reply.header('cache-control', 'public, max-age=300');
    return { zones: deliveryWindows(now(), rules) };
  });
}
