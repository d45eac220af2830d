import type { Storage } from '../../adapters/storage/storage.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { PostersService } from '../posters/posters.service.ts';
import type { OrderCancellationService } from '../orders/order-cancellation.service.ts';
import type { OrderRefundsService } from '../orders/order-refunds.service.ts';
import type { ReceiptRenderer } from '../orders/index.ts';
import { createAdminAuth } from './admin-auth.ts';
import { createAdminCatalogueService } from './admin-catalogue.service.ts';
import { createAdminOrdersService } from './admin-orders.service.ts';
import type { AdminOrdersServiceOptions } from './admin-orders.service.ts';

/** The admin area's services, wired from what the app already has (app.ts registers adminRoutes with these). */
export function adminModule(deps: {
  config: Config;
  db: Database;
  storage: Storage;
  posters: PostersService;
  outbox: MailOutbox;
  sessionSecret: string;
  orderRefunds: OrderRefundsService;
  orderCancellation: OrderCancellationService;
  receipts: ReceiptRenderer;
  /** The print lab (decision 038); null for the manual way. */
  fulfilment: AdminOrdersServiceOptions['fulfilment'];
}) {
  const { config, db } = deps;
  return {
    db,
    storage: deps.storage,
    publicUrl: config.publicUrl,
    secureCookies: config.isProduction,
    auth: createAdminAuth({ db, secret: deps.sessionSecret, issuer: config.BRAND_NAME }),
    orders: createAdminOrdersService({
      db,
      refunds: deps.orderRefunds,
      cancellation: deps.orderCancellation,
      outbox: deps.outbox,
      brand: { brandName: config.BRAND_NAME, publicUrl: config.publicUrl },
      fulfilment: deps.fulfilment,
    }),
    refunds: deps.orderRefunds,
    cancellation: deps.orderCancellation,
    receipts: deps.receipts,
    catalogue: createAdminCatalogueService({
      db,
      posters: deps.posters,
      outbox: deps.outbox,
      brand: { brandName: config.BRAND_NAME, publicUrl: config.publicUrl },
    }),
  };
}
