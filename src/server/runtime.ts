import path from 'node:path';
import type { Logger } from 'pino';
import type { Mailer } from './adapters/mail/mailer.ts';
import { testModeMailer } from './adapters/mail/test-mode-mailer.ts';
import { OutboxMailer } from './adapters/mail/outbox-mailer.ts';
import { createStorage } from './adapters/storage/create-storage.ts';
import type { Storage } from './adapters/storage/storage.ts';
import { deliveryRulesOf } from './config.ts';
import type { Config } from './config.ts';
import { keptSecret } from './data-dir.ts';
import { collectAllGarbage, type WorkTracker } from './idle-memory.ts';
import { openDatabase } from './db/client.ts';
import type { DatabaseHandle } from './db/client.ts';
import { startJobQueue } from './db/jobs.ts';
import type { JobQueue } from './db/jobs.ts';
import { ensureFirstAdmin } from './modules/admin/admin-accounts.ts';
import { registerAccountsJobs, registerPasswordResetMailJobs } from './modules/accounts/accounts.jobs.ts';
import { registerOrphanSweep } from './modules/storage/orphan-originals.ts';
import { createSessionStore } from './modules/accounts/sessions.ts';
import type { SessionStore } from './modules/accounts/sessions.ts';
import { registerMailJobs } from './modules/mail/mail.jobs.ts';
import { createPosterEngine } from './adapters/poster-engine/create-poster-engine.ts';
import { LocalPosterEngine } from './adapters/poster-engine/local-poster-engine.ts';
import { IMAGE_SLOTS, RenderSlots } from './adapters/poster-engine/local/render-slots.ts';
import { SubjectFinder } from './adapters/poster-engine/subject/subject-finder.ts';
import type { PosterEngine } from './adapters/poster-engine/poster-engine.ts';
import { findVideoTools } from './adapters/video/video-tools.ts';
import type { VideoTools } from './adapters/video/video-tools.ts';
import { registerGenerationJobs, registerStyleThumbnailJobs } from './modules/create/generation.jobs.ts';
import { createWindowSuggestions, registerWindowSuggestionJobs } from './modules/create/window-suggestion.ts';
import type { WindowSuggestions } from './modules/create/window-suggestion.ts';
import { createGenerationService } from './modules/create/generation.service.ts';
import { createPosterPicturesService, registerPictureJobs } from './modules/create/poster-pictures.service.ts';
import type { GenerationService } from './modules/create/generation.service.ts';
import { registerDemoSeedJobs } from './modules/demo/demo.jobs.ts';
import { createPostersService } from './modules/posters/posters.service.ts';
import { createPaymentProvider } from './adapters/payments/create-payment-provider.ts';
import type { PaymentProvider } from './adapters/payments/payment-provider.ts';
import { createMembershipService } from './modules/membership/membership.service.ts';
import type { MembershipService } from './modules/membership/membership.service.ts';
import { mailOutbox } from './modules/mail/mail.jobs.ts';
import { createMailPictures } from './modules/mail/mail-pictures.ts';
import { createCheckoutService } from './modules/orders/checkout.service.ts';
import { createOrderLinks } from './modules/orders/order-links.ts';
import type { OrderLinks } from './modules/orders/order-links.ts';
import type { CheckoutService } from './modules/orders/checkout.service.ts';
import { createOrderCancellationService } from './modules/orders/order-cancellation.service.ts';
import type { OrderCancellationService } from './modules/orders/order-cancellation.service.ts';
import { createOrderRefundsService } from './modules/orders/order-refunds.service.ts';
import type { OrderRefundsService } from './modules/orders/order-refunds.service.ts';
import { createReceiptRenderer, shopIdentityOf } from './modules/orders/receipt.ts';
import type { ReceiptRenderer } from './modules/orders/receipt.ts';
import { createPrintMasters } from './modules/orders/print-masters.ts';
import type { PrintMasters } from './modules/orders/print-masters.ts';
import { registerPrintMasterJobs } from './modules/orders/print-masters.jobs.ts';
import { registerShownPhotoWidthJobs } from './modules/create/shown-photo-width.ts';
import { createPaymentEventLog } from './modules/payments/payment-events.ts';
import type { PaymentEventLog } from './modules/payments/payment-events.ts';
import { registerPaymentJobs } from './modules/payments/payments.jobs.ts';
import { registerPayoutJobs } from './modules/payouts/payouts.jobs.ts';
import { createPayoutsService } from './modules/payouts/payouts.service.ts';
import type { PayoutsService } from './modules/payouts/payouts.service.ts';
import type { PostersService } from './modules/posters/posters.service.ts';
import { createMetrics } from './modules/metrics/metrics.ts';
import { registerBackupJobs } from './modules/backups/backup.jobs.ts';
import type { Metrics } from './modules/metrics/metrics.ts';
import { createPrintLab } from './adapters/fulfilment/create-print-lab.ts';
import { createFulfilmentService, createLabAssets } from './modules/fulfilment/index.ts';
import type { FulfilmentService, LabAssets } from './modules/fulfilment/index.ts';
import { labSendQueuer, labSyncQueuer, registerFulfilmentJobs } from './modules/fulfilment/fulfilment.jobs.ts';

/**
 * The long-lived parts every process needs: the database (migrated), the job queue with its
 * workers (when ROLE runs them), storage, mail and the secrets.
 */
export type Runtime = {
  database: DatabaseHandle;
  jobs: JobQueue;
  storage: Storage;
  mailer: Mailer;
  sessions: SessionStore;
  sessionSecret: string;
  engine: PosterEngine;
  /**
   * The process's one queue for image work (decision 020, decision 036): the local engines' renders, the decoding of
   * uploads, the posters' public pictures and the wall previews all take its slots. Made here, once per runtime.
   */
  imageSlots: RenderSlots;
  /** ffmpeg and ffprobe, or null when the machine has none (then only MP4/WebM uploads, stored as sent). */
  videoTools: VideoTools | null;
  generation: GenerationService;
  /** The window the subject finder would place before generating: a job on the worker queue (decision 041). */
  suggestions: WindowSuggestions;
  /** Publishing, review and the public catalogue; one per process (it keeps the catalogue's short-lived cache). */
  posters: PostersService;
  /** Stripe or the sandbox (docs/architecture.md#adapters), and the log its events go through. */
  payments: { provider: PaymentProvider; events: PaymentEventLog };
  checkout: CheckoutService;
  /** Signs and checks guests' links to one order (decision 014). */
  orderLinks: OrderLinks;
  /** The print masters of sizes other than A3, made by a job when an order is paid. */
  printMasters: PrintMasters;
  membership: MembershipService;
  payouts: PayoutsService;
  /**
   * An order's money after payment (docs/product/after-the-sale.md#refunds): refunds through the provider,
   * cancellations.
   */
  orderRefunds: OrderRefundsService;
  orderCancellation: OrderCancellationService;
  /** PDF receipts of paid orders. */
  receipts: ReceiptRenderer;
  /**
   * The print lab (FULFILMENT=prodigi, decision 038): its service, the masters' signed addresses and the jobs' queuers;
   * null for the manual way.
   */
  fulfilment: {
    service: FulfilmentService;
    assets: LabAssets;
    queueSend: (kind: 'order' | 'catalogue', orderId: number, options?: { now?: boolean }) => Promise<void>;
    queueSync: (labOrderRowId: number) => Promise<void>;
  } | null;
  /** prom-client's registry of this process (served at /metrics when METRICS_TOKEN is set). */
  metrics: Metrics;
  /** Lets running jobs finish their current step within `graceMs`, then closes the queue and the database. */
  close(graceMs?: number): Promise<void>;
};

/** How long the start-up renders leave an embedded database alone after it opened (decision 020). */
const PGLITE_SETTLING_MS = 3000;

/**
 * V8 optimises PGlite's hottest WASM functions during the first queries after the open, and what that leaves
 * behind is freed only at a full collection, which otherwise came in the middle of the first render. Wait for
 * that tier-up, then collect (when the process runs with --expose-gc, as `npm start` launches it).
 */
async function settleEmbeddedDatabase() {
  await new Promise((resolve) => setTimeout(resolve, PGLITE_SETTLING_MS).unref());
  collectAllGarbage();
}

/**
 * `work`: told when each job starts and ends (the idle-time collection of decision 020). `catalogueCacheTtlMs`: how
 * long the public catalogue's pages are reused (CATALOGUE_CACHE_TTL_MS); 0 for tests that write posters behind its
 * back.
 */
export async function openRuntime(
  config: Config,
  logger: Logger,
  options: { work?: WorkTracker; catalogueCacheTtlMs?: number } = {},
): Promise<Runtime> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // What loading the modules, connecting and migrating left behind goes back before any job runs: on PGlite,
  // creating a database runs initdb in a WASM instance of its own, 350 MB and more of garbage that the first
  // renders would otherwise stack on; elsewhere some tens of MB of heap (decision 020).
  collectAllGarbage();
  const metrics = createMetrics();
  const jobs = await startJobQueue(database, logger, {
    runWorkers: config.ROLE !== 'api',
    observeJob: metrics.observeJob,
    work: options.work,
  });
  const storage = await createStorage(config);
  const mailer = await createMailer(config);
  const sessionSecret = config.SESSION_SECRET ?? keptSecret(config.DATA_DIR, 'session-secret').value;
  const sessions = createSessionStore(database.db, sessionSecret);
  if (config.ROLE !== 'worker') await ensureFirstAdmin(database.db, config, logger);

  // One queue for image work and one subject detector, shared by every engine and image service of this runtime.
  const imageSlots = new RenderSlots(IMAGE_SLOTS);
  const subjectFinder = new SubjectFinder();
  const engine = await createPosterEngine(config, { logger, slots: imageSlots, finder: subjectFinder });
  const videoTools = await findVideoTools(config.FFMPEG_PATH);
  if (!videoTools) logger.warn('ffmpeg/ffprobe not found: video uploads are limited to MP4 and WebM, stored as sent.');
  const pictures = createPosterPicturesService({ db: database.db, storage, jobs, logger, slots: imageSlots });
  const generation = createGenerationService({
    db: database.db,
    storage,
    jobs,
    engine,
    logger,
    pictures,
    slots: imageSlots,
  });
  const posters = createPostersService({ db: database.db, cacheTtlMs: options.catalogueCacheTtlMs });

  const events = createPaymentEventLog(database.db, jobs);
  const provider = await createPaymentProvider(config, database.db, async (event) => {
    await events.record(event);
  });
  const brand = { brandName: config.BRAND_NAME, publicUrl: config.publicUrl };
  const fulfilment = await openFulfilment(config, logger, { database, jobs, sessionSecret, metrics });
  const orderLinks = createOrderLinks({ secret: sessionSecret, publicUrl: config.publicUrl });
  const printMasters = createPrintMasters({ db: database.db, storage, engine, jobs, logger });
  const checkout = createCheckoutService({
    db: database.db,
    provider,
    mail: mailOutbox(jobs),
    brand,
    orderLinks,
    deliveryRules: deliveryRulesOf(config),
    mailPictures: createMailPictures({ storage, logger }),
    logger,
    onOrderPaid: [
      (_kind, confirmationId) => printMasters.requestForOrder(confirmationId),
      ...(fulfilment ? [fulfilment.orderPaid] : []),
    ],
  });
  const membership = createMembershipService({ db: database.db, provider, promoCodes: config.PROMO_CODES, logger });

  const orderRefunds = createOrderRefundsService({ db: database.db, provider, mail: mailOutbox(jobs), brand, logger });
  const orderCancellation = createOrderCancellationService({
    db: database.db,
    refunds: orderRefunds,
    mail: mailOutbox(jobs),
    brand,
    customerWindowMinutes: config.ORDER_CANCEL_WINDOW_MINUTES,
    beforeCancel: fulfilment ? (order) => fulfilment.service.cancelAtLab(order) : undefined,
  });

  const receipts = createReceiptRenderer({ db: database.db, shop: shopIdentityOf(config) });
  await registerMailJobs(jobs, mailer, (ref) =>
    ref.type === 'receipt' ? receipts.attachmentFor(ref.confirmationId) : Promise.resolve(null),
  );
  const payouts = createPayoutsService({ db: database.db, provider, publicUrl: config.publicUrl, logger });
  await registerPaymentJobs(jobs, {
    db: database.db,
    provider,
    events,
    checkout,
    membership,
    onAccountUpdated: payouts.syncAccount,
    refunds: orderRefunds,
    logger,
  });
  await registerPayoutJobs(jobs, payouts, logger);
  await registerAccountsJobs(jobs, database.db, sessions);
  await registerPasswordResetMailJobs(jobs, database.db, mailOutbox(jobs), brand);
  await registerOrphanSweep(jobs, {
    db: database.db,
    storage,
    logger,
    onRemoved: metrics.countOrphansRemoved,
  });
  await registerGenerationJobs(jobs, generation);
  await registerPrintMasterJobs(jobs, printMasters, { sweepAtStart: config.NODE_ENV !== 'test' });
  // The style engine is the local one whatever POSTER_ENGINE says: thumbnails must not cost API calls.
  const localEngine =
    engine.kind === 'local' ? engine : new LocalPosterEngine({ logger, slots: imageSlots, finder: subjectFinder });
  // Suggested windows too: the subject finder is the local engine's (decision 041).
  await registerWindowSuggestionJobs(jobs, localEngine, logger);
  // On PGlite the start-up renders (style thumbnails, demo catalogue) wait for the database to settle: V8 optimises
  // PGlite's WASM while the fresh database answers its first queries, and opening it leaves 200 MB and more of
  // garbage; renders on top of that pushed the start-up peak past 600 MB (decision 020).
  const startUpRendersMayBegin = database.kind === 'pglite' ? settleEmbeddedDatabase() : Promise.resolve();
  await registerStyleThumbnailJobs(jobs, storage, localEngine, logger, {
    renderAtStart: config.NODE_ENV !== 'test',
    startUpRendersMayBegin,
  });
  // SEED_DEMO (on by default outside production): an empty shop gets a demo catalogue; in tests only when asked.
  const seedAtStart = config.seedDemo && (config.NODE_ENV !== 'test' || config.SEED_DEMO === 'true');
  await registerBackupJobs(
    jobs,
    { database, storage, dataDir: config.DATA_DIR },
    { cron: config.BACKUP_CRON, folder: config.backupDir, keep: config.BACKUP_KEEP },
    logger,
  );
  await registerShownPhotoWidthJobs(
    jobs,
    { db: database.db, storage, engine, logger },
    { fillAtStart: config.NODE_ENV !== 'test', startUpRendersMayBegin },
  );
  await registerDemoSeedJobs(
    jobs,
    { db: database.db, storage, logger, engine: localEngine },
    // Straight to the pictures' jobs of the seeded posters: a fill job queued within a minute of the one queued at
    // start would be dropped by its throttle, and a demo catalogue seeded that fast kept its heavy previews.
    { seedAtStart, startUpRendersMayBegin, onSeeded: () => pictures.fill() },
  );
  // The public pictures of posters made before decision 039 (and of a demo catalogue seeded before it) are made at
  // start.
  await registerPictureJobs(jobs, pictures, { fillAtStart: config.NODE_ENV !== 'test', startUpRendersMayBegin });

  return {
    database,
    jobs,
    storage,
    mailer,
    sessions,
    sessionSecret,
    engine,
    imageSlots,
    videoTools,
    generation,
    suggestions: createWindowSuggestions({ jobs, logger }),
    posters,
    payments: { provider, events },
    checkout,
    orderLinks,
    printMasters,
    membership,
    payouts,
    orderRefunds,
    orderCancellation,
    receipts,
    metrics,
    fulfilment,
    async close(graceMs) {
      await jobs.stop(graceMs);
      await database.close();
    },
  };
}

/** The print lab's service and jobs when FULFILMENT names a lab (decision 038). */
async function openFulfilment(
  config: Config,
  logger: Logger,
  deps: { database: DatabaseHandle; jobs: JobQueue; sessionSecret: string; metrics: Metrics },
) {
  const lab = createPrintLab(config);
  if (!lab) return null;
  const { database, jobs } = deps;
  const assets = createLabAssets({ secret: deps.sessionSecret, publicUrl: config.publicUrl });
  const service = createFulfilmentService({
    db: database.db,
    lab,
    assets,
    mail: mailOutbox(jobs),
    brand: { brandName: config.BRAND_NAME, publicUrl: config.publicUrl },
    retries: config.LAB_SEND_RETRIES,
    counters: deps.metrics.lab,
    logger,
  });
  await registerFulfilmentJobs(jobs, service, {
    retries: config.LAB_SEND_RETRIES,
    retrySeconds: config.LAB_SEND_RETRY_SECONDS,
    logger,
  });
  const queueSend = labSendQueuer(jobs, config.ORDER_CANCEL_WINDOW_MINUTES);
  return {
    service,
    assets,
    queueSend,
    queueSync: labSyncQueuer(jobs),
    /** A paid order's send, queued for when its cancellation window has passed. */
    orderPaid: async (kind: 'order' | 'catalogue', reference: string) => {
      const orderId = await service.orderIdOf(kind, reference);
      if (orderId !== null) await queueSend(kind, orderId);
    },
  };
}

export const outboxFolder = (config: Config) => path.join(config.DATA_DIR, 'outbox');

/**
 * SMTP when configured (nodemailer loaded only then), else the outbox folder; a staging shop marks every mail as a
 * test.
 */
async function createMailer(config: Config): Promise<Mailer> {
  const mailer =
    config.mail === 'smtp' ? await createSmtpMailer(config) : new OutboxMailer(outboxFolder(config), config.MAIL_FROM);
  return config.testMode ? testModeMailer(mailer) : mailer;
}

async function createSmtpMailer(config: Config): Promise<Mailer> {
  const { SmtpMailer } = await import('./adapters/mail/smtp-mailer.ts');
  return new SmtpMailer(config.SMTP_URL!, config.MAIL_FROM);
}
