import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { isPagePath } from '../shared/routes.ts';
import { OutboxMailer } from './adapters/mail/outbox-mailer.ts';
import type { Config } from './config.ts';
import { deliveryRulesOf, publicConfig } from './config.ts';
import { clientKeyOf } from './http/client-address.ts';
import { installControlCharacterGuard } from './http/control-characters.ts';
import { installErrorHandler, sendError } from './http/error-handler.ts';
import { installSessions } from './http/identity.ts';
import { logRequestsCutShort, OneLinePerRequest } from './http/request-log.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { adminModule } from './modules/admin/admin.module.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { passwordResetMailQueuer } from './modules/accounts/accounts.jobs.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createVerificationService } from './modules/accounts/verification.service.ts';
import { createRoutes } from './modules/create/create.routes.ts';
import { createPosterShareService } from './modules/create/share.service.ts';
import { createVideoService } from './modules/create/video.service.ts';
import { creditsRoutes } from './modules/credits/credits.routes.ts';
import { postersRoutes } from './modules/posters/posters.routes.ts';
import { createWallPreviewService } from './modules/walls/wall-previews.service.ts';
import { wallsRoutes } from './modules/walls/walls.routes.ts';
import { membershipRoutes } from './modules/membership/membership.routes.ts';
import { customerOrdersRoutes } from './modules/orders/customer-orders.routes.ts';
import { createCustomerOrdersService } from './modules/orders/customer-orders.service.ts';
import { claimGuestOrders } from './modules/orders/customer-orders.repository.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { checkoutProofs } from './modules/orders/checkout-proof.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createFeedService } from './modules/feed/feed.service.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { feedRoutes } from './modules/feed/feed.routes.ts';
import { partnersRoutes } from './modules/partners/partners.routes.ts';
import { payoutsRoutes } from './modules/payouts/payouts.routes.ts';
import { createShareCardService } from './modules/posters/share-card.ts';
import { createSharePage } from './modules/posters/share-page.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mailOutbox } from './modules/mail/mail.jobs.ts';
import { mailboxRoutes } from './modules/mail/mailbox.routes.ts';
import { installRequestMetrics } from './modules/metrics/metrics.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { storageRoutes } from './modules/storage/storage.routes.ts';
import { fulfilmentRoutes } from './modules/fulfilment/fulfilment.routes.ts';
import { createAccountDeletionService } from './modules/privacy/account-deletion.service.ts';
import { installNoindex } from './modules/seo/robots.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { createSitemaps } from './modules/seo/sitemap.service.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { registerWebApp } from './modules/web/web.routes.ts';
import type { PageRenderer } from './modules/web/web.routes.ts';
import { CATALOGUE_CACHE_TTL_MS } from './modules/posters/posters.service.ts';
import { languageRoutes } from './i18n/language.routes.ts';
import { installRequestLanguage, keepLanguage } from './i18n/request-language.ts';
import type { Runtime } from './runtime.ts';
import type { WorkTracker } from './idle-memory.ts';
import { appVersion } from './version.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route (path pattern and methods): the abuse and authorisation tests walk them all. */
    apiRoutes(): { url: string; methods: string[] }[];
  }
}

export type AppDependencies = Runtime & {
  config: Config;
  logger: Logger;
  /** Where the built web app lives; dist/web by default. */
  webDistFolder?: string;
  /** How long a generation request waits for its poster before answering 202 (about 20 s). */
  generationWaitMs?: number;
  /** How long a suggested window is waited for before answering none (a few seconds). */
  suggestionWaitMs?: number;
  /** Told when each request starts and ends (the idle-time collection of decision 020). */
  work?: WorkTracker;
  /**
   * How long the feed's pages are reused (2 s); 0 reads every page afresh (tests that write posters behind the app's
   * back).
   */
  catalogueCacheTtlMs?: number;
  /**
   * The server's render of the public pages (decision 026); by default the built one beside the web app
   * (dist/server), none when it is not built. Null: every page is drawn in the browser.
   */
  pageRenderer?: PageRenderer | null;
  /** Posters per sitemap file (SITEMAP_PAGE_SIZE); tests page with a few. */
  sitemapPageSize?: number;
};

export const defaultWebDistFolder = fileURLToPath(new URL('../../dist/web', import.meta.url));

/**
 * Builds the HTTP app. Plugins go in a fixed order: infrastructure (security headers, compression,
 * cookies, rate limits, errors), then the modules, then the web app and the not-found answer.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app: FastifyInstance = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 1024 },
    logController: new OneLinePerRequest(),
  });

  // Infrastructure
  logRequestsCutShort(app);
  installSecurityHeaders(app, config);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(fastifyCookie);
  // A route's own limit counts per client: an IPv4 address, or an IPv6 /64 (decision 036).
  await app.register(fastifyRateLimit, { global: false, keyGenerator: (request) => clientKeyOf(request.ip) });
  installRequestLanguage(app);
  installErrorHandler(app);
  installControlCharacterGuard(app);
  if (deps.work) trackRequests(app, deps.work);
  installSessions(app, deps.sessions);
  installNoindex(app);
  // Metrics only when an operator asked for them: no hook on the request path otherwise. Registered at the root so
  // the request hook sees every route and the not-found answer.
  if (config.METRICS_TOKEN) {
    installRequestMetrics(app, deps.metrics);
    await app.register(metricsRoutes, {
      token: config.METRICS_TOKEN,
      metrics: deps.metrics,
      database: deps.database,
      jobs: deps.jobs,
    });
  }
  const apiRoutes = trackApiRoutes(app);

  // Services
  const db = deps.database.db;
  const brand = { brandName: config.BRAND_NAME, publicUrl: config.publicUrl };
  const outbox = mailOutbox(deps.jobs);
  const verification = createVerificationService({
    db,
    outbox,
    secret: deps.sessionSecret,
    brand,
    queuePasswordResetMail: passwordResetMailQueuer(deps.jobs),
  });
  const accounts = createAccountsService({
    db,
    sessions: deps.sessions,
    verification,
    freeCredits: config.FREE_CREDITS,
    claimGuestOrders,
    outbox,
    brand,
  });
  const posters = deps.posters;
  const feed = createFeedService({ db, cacheTtlMs: deps.catalogueCacheTtlMs });
  const deliveryRules = deliveryRulesOf(config);
  const sharePage = createSharePage({
    posters,
    feed,
    publicUrl: config.publicUrl,
    brandName: config.BRAND_NAME,
    deliveryRules,
  });

  // Modules
  await app.register(healthRoutes, { pingDatabase: deps.database.ping, storage: deps.storage, version: appVersion });
  await app.register(storageRoutes, { storage: deps.storage, db });
  await app.register(accountsRoutes, {
    db,
    accounts,
    verification,
    sessions: deps.sessions,
    secureCookies: config.isProduction,
  });
  await app.register(creditsRoutes);
  await app.register(languageRoutes, { db, secureCookies: config.isProduction });
  await app.register(createRoutes, {
    generation: deps.generation,
    videos: createVideoService({ db, storage: deps.storage, tools: deps.videoTools }),
    share: createPosterShareService({ db, storage: deps.storage }),
    generationWaitMs: deps.generationWaitMs ?? 20_000,
    suggestions: deps.suggestions,
    suggestionWaitMs: deps.suggestionWaitMs ?? 6_000,
  });
  await app.register(postersRoutes, {
    posters,
    shareCards: createShareCardService({ db, storage: deps.storage, brandName: config.BRAND_NAME }),
  });
  await app.register(wallsRoutes, {
    walls: createWallPreviewService({ db, storage: deps.storage, slots: deps.imageSlots }),
  });
  await app.register(
    adminRoutes,
    adminModule({
      config,
      db,
      storage: deps.storage,
      posters,
      outbox,
      sessionSecret: deps.sessionSecret,
      orderRefunds: deps.orderRefunds,
      orderCancellation: deps.orderCancellation,
      receipts: deps.receipts,
      fulfilment: deps.fulfilment,
    }),
  );
  if (deps.fulfilment) {
    await app.register(fulfilmentRoutes, {
      db,
      storage: deps.storage,
      assets: deps.fulfilment.assets,
      counters: deps.metrics.lab,
      queueSync: deps.fulfilment.queueSync,
    });
  }
  await app.register(paymentsRoutes, { provider: deps.payments.provider, events: deps.payments.events });
  await app.register(ordersRoutes, {
    checkout: deps.checkout,
    proofs: checkoutProofs(deps.sessionSecret, config.isProduction),
  });
  await app.register(customerOrdersRoutes, {
    orders: createCustomerOrdersService({
      db,
      provider: deps.payments.provider,
      links: deps.orderLinks,
      outbox,
      brand,
      cancellation: deps.orderCancellation,
      receipts: deps.receipts,
      cancelWindowMinutes: config.ORDER_CANCEL_WINDOW_MINUTES,
      deliveryRules,
      logger: deps.logger,
    }),
  });
  await app.register(membershipRoutes, {
    membership: deps.membership,
    checkout: deps.checkout,
    creditPacks: config.CREDIT_PACKS,
  });
  await app.register(feedRoutes, { feed });
  await app.register(deliveryRoutes, { rules: deliveryRules });
  await app.register(partnersRoutes, { db, outbox, brand, inquiryTo: config.PARTNER_INQUIRY_TO ?? config.MAIL_FROM });
  await app.register(payoutsRoutes, {
    payouts: deps.payouts,
    provider: deps.payments.provider,
    db,
    publicUrl: config.publicUrl,
    brandName: config.BRAND_NAME,
  });
  await app.register(privacyRoutes, {
    db,
    deletion: createAccountDeletionService({
      db,
      storage: deps.storage,
      accounts,
      verification,
      membership: deps.membership,
      payouts: deps.payouts,
      logger: deps.logger,
    }),
    publicUrl: config.publicUrl,
    brandName: config.BRAND_NAME,
    secureCookies: config.isProduction,
  });
  await app.register(seoRoutes, {
    sitemaps: createSitemaps({ db, publicUrl: config.publicUrl, pageSize: deps.sitemapPageSize }),
    publicUrl: config.publicUrl,
  });
  if (!config.isProduction && deps.mailer instanceof OutboxMailer) {
    await app.register(mailboxRoutes, { outbox: deps.mailer });
  }

  // The web app, and the answer for everything else
  const settings = publicConfig(config);
  const spa = await registerWebApp(app, {
    distFolder: deps.webDistFolder ?? defaultWebDistFolder,
    settings,
    renderer: deps.pageRenderer,
    htmlCacheTtlMs: deps.catalogueCacheTtlMs ?? CATALOGUE_CACHE_TTL_MS,
    onCatalogueChange: (listener) => {
      posters.onCatalogueChange(listener);
      feed.onChange(listener);
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = (request.raw.url ?? '/').split('?')[0]!;
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const allowed = apiRoutes.methodsFor(pathname);
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '));
        return sendError(request, reply, 'method_not_allowed', { method: request.method });
      }
      return sendError(request, reply, 'not_found');
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(request, reply, 'not_found');
    const head = await sharePage.headFor(pathname, request.query, request.language);
    const known = isPagePath(pathname) || pathname.startsWith('/admin/');
    // The page's language stays the visitor's choice: their next pages and API calls speak it (decision 021).
    if (request.cookies.lang !== request.language) keepLanguage(reply, request.language, config.isProduction);
    return spa.sendPage(request, reply, known ? 200 : 404, {
      head,
      pathname: known ? pathname : undefined,
      language: request.language,
      publicUrl: config.publicUrl,
    });
  });

  return app;
}

/**
 * TRUST_PROXY for Fastify. A hop count becomes a function: Fastify 5 ignores a bare number (it cannot
 * tell a proxy from a client), while a shop whose balancer has no fixed address needs exactly that, and
 * the README says it is only for a server that clients cannot reach except through its proxies.
 */
export function trustProxyOption(
  setting: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** Remembers the API routes so a known path asked with the wrong method gets 405 rather than 404. */
function trackApiRoutes(app: FastifyInstance) {
  const routes: { url: string; pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const source = route.url
      .split('/')
      .map((part) =>
        part.startsWith(':')
          ? '[^/]+'
          : part === '*'
            ? '.*'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\*$/, '.*'),
      )
      .join('/');
    routes.push({ url: route.url, pattern: new RegExp(`^${source}$`), methods: [route.method].flat() });
  });
  app.decorate('apiRoutes', () => routes.map((route) => ({ url: route.url, methods: route.methods })));
  return {
    methodsFor(pathname: string): string[] {
      const methods = routes.filter((route) => route.pattern.test(pathname)).flatMap((route) => route.methods);
      return [...new Set(methods)];
    },
  };
}

/** A request runs from its arrival until its response closes (sent, or the connection dropped). */
function trackRequests(app: FastifyInstance, work: WorkTracker) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.once('close', work.begin());
    done();
  });
}
