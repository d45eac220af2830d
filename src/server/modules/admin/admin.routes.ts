import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminOrdersQuerySchema,
  editionSchema,
  exportQuerySchema,
  loginSchema,
  orderStatusUpdateSchema,
  rejectSchema,
  reviewQuerySchema,
  visibilitySchema,
} from '../../../shared/admin.ts';
import { refundRequestSchema, shipmentSchema } from '../../../shared/after-sale.ts';
import { catalogueQuerySchema } from '../../../shared/catalogue.ts';
import { toMinorUnits } from '../../../shared/checkout.ts';
import { key } from '../../../shared/i18n/catalogue.ts';
import type { MessageKey } from '../../../shared/i18n/catalogue.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { unauthorized } from '../../errors.ts';
import { parseInput, parseNoInput } from '../../http/validation.ts';
import { ADMIN_COOKIE, ADMIN_COOKIE_PATH, ADMIN_SESSION_TTL_MS } from './admin-auth.ts';
import type { AdminAuth } from './admin-auth.ts';
import type { AdminCatalogueService } from './admin-catalogue.service.ts';
import { ordersCsv, storageZip } from './admin-export.ts';
import { printFilesZip } from './admin-print-files.ts';
import { ADMIN_STORAGE_URL_PREFIX } from '../storage/index.ts';
import { sendStoredFile, storageKeyOf } from '../storage/index.ts';
import type { AdminOrdersService } from './admin-orders.service.ts';
import type { OrderCancellationService } from '../orders/order-cancellation.service.ts';
import type { OrderRefundsService } from '../orders/order-refunds.service.ts';
import { receiptFilename } from '../orders/index.ts';
import type { ReceiptRenderer } from '../orders/index.ts';
import { sendError } from '../../http/error-handler.ts';
import { clientKeyOf } from '../../http/client-address.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin's username (admin routes only), from the admin cookie alone. */
    adminUsername: string | null;
  }
}

type Options = {
  db: Database;
  auth: AdminAuth;
  orders: AdminOrdersService;
  catalogue: AdminCatalogueService;
  refunds: OrderRefundsService;
  cancellation: OrderCancellationService;
  receipts: ReceiptRenderer;
  storage: Storage;
  publicUrl: string;
  secureCookies: boolean;
};

const idParams = (message: MessageKey) =>
  z.object({
    id: z
      .string()
      .regex(/^[1-9][0-9]{0,14}$/, message)
      .transform(Number),
  });
const orderId = idParams(key('admin.invalidOrderId'));
const posterId = idParams(key('admin.invalidPosterId'));
const refundParams = z.object({
  id: orderId.shape.id,
  refundId: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, key('afterSale.refundNotFound'))
    .transform(Number),
});

const today = () => new Date().toISOString().slice(0, 10);

/**
 * /api/admin/* (docs/product/admin.md#orders): sign-in and out, the order lists, details, status changes and exports,
 * the admin catalogue and the review queue. Every route but the sign-in needs the admin session (401).
 */
export async function adminRoutes(app: FastifyInstance, options: Options) {
  const { auth, orders, catalogue, refunds, cancellation, receipts, secureCookies } = options;

  app.decorateRequest('adminUsername', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.routeOptions.url === '/api/admin/login') return;
    const username = (await auth.adminFor(request.cookies[ADMIN_COOKIE]))?.username ?? null;
    request.adminUsername = username;
    // "Am I signed in?" is a question, not a failure: the pages ask it on load
    // (docs/product/admin.md#admin-accounts-and-sign-in)
    if (!username && request.routeOptions.url !== '/api/admin/session') throw unauthorized('admin_session_required');
  });
  const adminOf = (request: FastifyRequest) => request.adminUsername!;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.post('/api/admin/login', async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const { result, session } = await auth.signIn({ ...input, ip: clientKeyOf(request.ip) });
    // the enrolment's secret and the recovery codes must never sit in a cache
    noStore(reply);
    if (session) {
      reply.setCookie(ADMIN_COOKIE, session.token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookies,
        path: ADMIN_COOKIE_PATH,
        maxAge: ADMIN_SESSION_TTL_MS / 1000,
      });
    }
    return result;
  });

  app.post('/api/admin/logout', async (request, reply) => {
    await auth.signOut(request.cookies[ADMIN_COOKIE]!);
    reply.clearCookie(ADMIN_COOKIE, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
      path: ADMIN_COOKIE_PATH,
    });
    return { success: true };
  });

  app.get('/api/admin/session', async (request, reply) => {
    noStore(reply);
    const username = request.adminUsername;
    return username ? { authenticated: true, username } : { authenticated: false, username: null };
  });

  // Orders
  app.get('/api/admin/orders', async (request, reply) => {
    noStore(reply);
    return orders.listStandard(parseInput(adminOrdersQuerySchema, request.query));
  });

  app.get('/api/admin/catalogue-orders', async (request, reply) => {
    noStore(reply);
    return orders.listCatalogue(parseInput(adminOrdersQuerySchema, request.query));
  });

  app.get('/api/admin/orders/export/csv', { compress: false }, async (request, reply) => {
    const query = parseInput(exportQuerySchema, request.query);
    noStore(reply)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${today()}.csv"`);
    return reply.send(ordersCsv(options.db, { ...query, publicUrl: options.publicUrl }));
  });

  // The print file of each line of the matching orders, named by its size and frame, as one ZIP, streamed
  app.get('/api/admin/orders/export/print-files', { compress: false }, async (request, reply) => {
    const query = parseInput(exportQuerySchema, request.query);
    const zip = printFilesZip(options.db, options.storage, query, (error) =>
      request.log.error({ err: error }, 'print files export failed'),
    );
    noStore(reply)
      .type('application/zip')
      .header('content-disposition', `attachment; filename="print-files-${today()}.zip"`);
    return reply.send(zip);
  });

  app.get('/api/admin/orders/:id', async (request, reply) => {
    const { id } = parseInput(orderId, request.params);
    noStore(reply);
    return orders.standardDetail(id);
  });

  app.get('/api/admin/catalogue-orders/:id', async (request, reply) => {
    const { id } = parseInput(orderId, request.params);
    noStore(reply);
    return orders.catalogueDetail(id);
  });

  // Both kinds of order alike: /api/admin/orders/… (custom posters) and /api/admin/catalogue-orders/…
  for (const [prefix, kind] of [
    ['/api/admin/orders', 'order'],
    ['/api/admin/catalogue-orders', 'catalogue'],
  ] as const) {
    app.patch(`${prefix}/:id/status`, async (request) => {
      const { id } = parseInput(orderId, request.params);
      const { status } = parseInput(orderStatusUpdateSchema, request.body);
      const shipment = status === 'shipped' ? parseInput(shipmentSchema, request.body) : null;
      return orders.setStatus(adminOf(request), kind, id, status, shipment);
    });

    // Refunds through the payment provider, and retrying a failed one (docs/product/after-the-sale.md#refunds)
    app.post(`${prefix}/:id/refunds`, async (request) => {
      const { id } = parseInput(orderId, request.params);
      const input = parseInput(refundRequestSchema, request.body);
      const amount = input.amount === undefined ? null : toMinorUnits(input.amount);
      return {
        refund: await refunds.requestRefund({
          kind,
          orderId: id,
          amount,
          reason: input.reason,
          admin: adminOf(request),
          requestKey: input.requestKey,
        }),
      };
    });

    app.post(`${prefix}/:id/refunds/:refundId/retry`, async (request) => {
      const { id, refundId } = parseInput(refundParams, request.params);
      parseNoInput(request.body);
      return { refund: await refunds.retryRefund({ kind, orderId: id, refundId, admin: adminOf(request) }) };
    });

    // The print lab (decision 038): a flagged order, or one it never got, goes to the lab again
    app.post(`${prefix}/:id/send-again`, async (request) => {
      const { id } = parseInput(orderId, request.params);
      parseNoInput(request.body);
      return orders.sendAgain(adminOf(request), kind, id);
    });

    // Cancelling an order not yet in production: refunded in full, editions back in stock, royalties reversed
    app.post(`${prefix}/:id/cancel`, async (request) => {
      const { id } = parseInput(orderId, request.params);
      parseNoInput(request.body);
      return cancellation.cancelOrder({ kind, orderId: id, by: { adminUsername: adminOf(request) } });
    });

    app.get(`${prefix}/:id/receipt`, async (request, reply) => {
      const { id } = parseInput(orderId, request.params);
      const detail = await orders.afterSaleOf(kind, id);
      const pdf = await receipts.renderReceipt(kind, id);
      return noStore(reply)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receiptFilename(detail.confirmationId)}"`)
        .send(pdf);
    });
  }

  // The object storage as one ZIP, streamed
  app.get('/api/admin/storage/download', { compress: false }, async (request, reply) => {
    const zip = storageZip(options.storage, (error) => request.log.error({ err: error }, 'storage export failed'));
    noStore(reply)
      .type('application/zip')
      .header('content-disposition', `attachment; filename="storage-${today()}.zip"`);
    return reply.send(zip);
  });

  // Any one stored file, print masters and users' uploads included (decision 023): the full-resolution
  // catalogue view, the order view's poster and the print links of the CSV export open these.
  app.route({
    method: ['GET', 'HEAD'],
    url: `${ADMIN_STORAGE_URL_PREFIX}*`,
    compress: false,
    handler: async (request, reply) => {
      const key = storageKeyOf(request, ADMIN_STORAGE_URL_PREFIX);
      if (key === null) return sendError(request, reply, 'invalid_path');
      const info = await options.storage.head(key);
      if (!info) return sendError(request, reply, 'file_not_found');
      return sendStoredFile(request, reply, options.storage, info, 'private');
    },
  });

  // The catalogue and the review queue
  app.get('/api/admin/catalogue', async (request, reply) => {
    noStore(reply);
    return catalogue.catalogue(parseInput(catalogueQuerySchema, request.query));
  });

  app.patch('/api/admin/images/:id/visibility', async (request) => {
    const { id } = parseInput(posterId, request.params);
    const { isPublic } = parseInput(visibilitySchema, request.body);
    const result = await catalogue.setVisibility(adminOf(request), id, isPublic);
    const m = request.messages.admin;
    return { ...result, message: result.isPublic ? m.restoredToCatalogue : m.removedFromCatalogue };
  });

  app.patch('/api/admin/images/:id/edition', async (request) => {
    const { id } = parseInput(posterId, request.params);
    const { soldCount } = parseInput(editionSchema, request.body);
    return catalogue.setSoldCount(adminOf(request), id, soldCount);
  });

  app.get('/api/admin/images/:id/audit', async (request, reply) => {
    const { id } = parseInput(posterId, request.params);
    noStore(reply);
    return { entries: await catalogue.audit(id) };
  });

  app.get('/api/admin/pending-review', async (request, reply) => {
    noStore(reply);
    return catalogue.pendingReview(parseInput(reviewQuerySchema, request.query));
  });

  app.patch('/api/admin/images/:id/approve', async (request) => {
    const { id } = parseInput(posterId, request.params);
    return catalogue.approve(adminOf(request), id);
  });

  app.patch('/api/admin/images/:id/reject', async (request) => {
    const { id } = parseInput(posterId, request.params);
    const { reason } = parseInput(rejectSchema, request.body);
    return catalogue.reject(adminOf(request), id, reason || undefined);
  });
}
