import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { key } from '../../../shared/i18n/catalogue.ts';
import { myOrdersQuerySchema, orderLinksRequestSchema } from '../../../shared/orders.ts';
import type { CustomerOrderDetail, CustomerOrdersPage } from '../../../shared/orders.ts';
import { requireUser } from '../../http/identity.ts';
import { perVisitorLimit } from '../../http/rate-limits.ts';
import { parseInput, parseNoInput } from '../../http/validation.ts';
import type { CustomerOrdersService, OrderViewer } from './customer-orders.service.ts';
import { clientKeyOf } from '../../http/client-address.ts';

const keyQuerySchema = z.object({
  key: z
    .string({ error: key('orders.linkInvalid') })
    .max(200, key('orders.linkInvalid'))
    .optional(),
});

/** The viewer of an order: the session's user, and the key of a guest's link when the URL carries one. */
export function orderViewerOf(request: FastifyRequest): OrderViewer {
  const { key } = parseInput(keyQuerySchema, request.query);
  return { userId: request.user?.id ?? null, key };
}

/** My orders and guests' order links (docs/product/after-the-sale.md#my-orders). */
export async function customerOrdersRoutes(app: FastifyInstance, { orders }: { orders: CustomerOrdersService }) {
  const limited = perVisitorLimit(120);

  app.get('/api/orders', limited, async (request, reply): Promise<CustomerOrdersPage> => {
    const user = requireUser(request);
    const { limit, offset } = parseInput(myOrdersQuerySchema, request.query);
    reply.header('cache-control', 'private, no-store');
    return orders.list(user.id, limit, offset);
  });

  app.get<{ Params: { reference: string } }>(
    '/api/orders/:reference',
    limited,
    async (request, reply): Promise<CustomerOrderDetail> => {
      const viewer = orderViewerOf(request);
      reply.header('cache-control', 'private, no-store');
      return orders.detail(request.params.reference, viewer);
    },
  );

  app.post<{ Params: { reference: string } }>(
    '/api/orders/:reference/cancel',
    perVisitorLimit(20),
    async (request, reply): Promise<CustomerOrderDetail> => {
      const viewer = orderViewerOf(request);
      parseNoInput(request.body);
      reply.header('cache-control', 'no-store');
      return orders.cancel(request.params.reference, viewer);
    },
  );

  app.get<{ Params: { reference: string } }>('/api/orders/:reference/receipt', limited, async (request, reply) => {
    const viewer = orderViewerOf(request);
    const { filename, pdf } = await orders.receipt(request.params.reference, viewer);
    return reply
      .header('cache-control', 'private, no-store')
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(pdf);
  });

  // Always the same answer: whether the address has orders is told only to its mailbox.
  app.post('/api/orders/links', perVisitorLimit(20), async (request, reply) => {
    const { email } = parseInput(orderLinksRequestSchema, request.body);
    await orders.requestLinks(email, clientKeyOf(request.ip), request.language);
    return reply.status(202).send({ message: request.messages.orders.linksRequested });
  });
}
