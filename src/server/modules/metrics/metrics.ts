import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { generationCountsByStatus, paidOrderFigures, paymentEventCounts } from './metrics.repository.ts';

/**
 * What an operator watches (decision 015), in Prometheus' text format through prom-client, one registry per
 * process (tests build several apps in one process).
 *
 * Two kinds of figures (decision 015):
 * - timings counted in memory as they happen: HTTP requests per route pattern and status, job durations per queue;
 * - the shop's books read from the database when Prometheus scrapes: orders, revenue, generations by outcome,
 *   payment events, job queue depth. They are right across restarts and across several processes, where an
 *   in-memory counter would start again at 0 with each process and count only its own share.
 */
export type Metrics = {
  registry: Registry;
  /** Called by the job queue after each batch a worker handled. */
  observeJob: (queue: string, seconds: number, outcome: 'completed' | 'failed') => void;
  /** Called by the orphan sweep with the number of stored files it removed (decision 036). */
  countOrphansRemoved: (count: number) => void;
  /** The print lab's sends, failures and callbacks in this process (decision 038). */
  lab: {
    sent(): void;
    failed(reason: 'unavailable' | 'refused' | 'gave_up'): void;
    callback(): void;
  };
};

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Process memory, CPU, handles, GC and event-loop lag (nodejs_eventloop_lag_seconds and its percentiles).
  collectDefaultMetrics({ register: registry });
  const jobDuration = new Histogram({
    name: 'affiche_job_duration_seconds',
    help: 'Time a worker spent on one batch of a queue (usually one job), by queue and outcome.',
    labelNames: ['queue', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  const orphansRemoved = new Counter({
    name: 'affiche_orphan_files_removed_total',
    help: 'Stored uploads nothing referred to, removed by the hourly sweep of this process.',
    registers: [registry],
  });
  const labSent = new Counter({
    name: 'affiche_lab_orders_sent_total',
    help: 'Orders the print lab accepted (each order once), sent by this process.',
    registers: [registry],
  });
  const labFailed = new Counter({
    name: 'affiche_lab_orders_failed_total',
    help:
      'Sends to the print lab that failed: unavailable (retried), refused (flagged), gave_up (flagged after ' +
      'retries).',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const labCallbacks = new Counter({
    name: 'affiche_lab_callbacks_total',
    help: 'Callbacks from the print lab for a known order, received by this process.',
    registers: [registry],
  });
  return {
    registry,
    lab: {
      sent: () => labSent.inc(),
      failed: (reason) => labFailed.inc({ reason }),
      callback: () => labCallbacks.inc(),
    },
    observeJob: (queue, seconds, outcome) => jobDuration.observe({ queue, outcome }, seconds),
    countOrphansRemoved: (count) => orphansRemoved.inc(count),
  };
}

/**
 * Counts every answered request under its route pattern (`/api/images/:id/public`, never the raw URL, so ids in
 * paths cannot blow up the number of series). Requests no route matched (the web app's pages, unknown paths) share
 * one label. One histogram observation per request: its _count is the request count.
 */
export function installRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  const requests = new Histogram({
    name: 'affiche_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, and how long they took.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
}

/** The books and the queue, read at scrape time; one read per scrape shared by every gauge below. */
export function registerShopGauges(metrics: Metrics, sources: { database: DatabaseHandle; jobs: JobQueue }) {
  const { registry } = metrics;
  let pending: { at: number; read: Promise<ShopFigures> } | null = null;
  const figures = () => {
    // The gauges' collect callbacks run together for one scrape: they share one read of the database.
    if (!pending || Date.now() - pending.at > 1000) pending = { at: Date.now(), read: readShopFigures(sources) };
    return pending.read;
  };
  const gauge = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    fill: (gauge: Gauge<L>, data: ShopFigures) => void,
  ) =>
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        fill(this, await figures());
      },
    });

  gauge(
    'affiche_orders',
    'Orders made, by kind (poster, catalogue, credits); read from the database.',
    ['kind'],
    (g, data) => {
      for (const row of data.orders) g.set({ kind: row.kind }, row.count);
    },
  );
  gauge(
    'affiche_revenue_chf',
    'Money taken by paid checkouts (refunded ones excluded), in CHF, by kind; read from the database.',
    ['kind'],
    (g, data) => {
      for (const row of data.orders) g.set({ kind: row.kind }, row.revenue);
    },
  );
  gauge(
    'affiche_generations',
    'Poster generations by status (pending, done, failed); read from the database.',
    ['status'],
    (g, data) => {
      for (const row of data.generations) g.set({ status: row.status }, row.count);
    },
  );
  gauge(
    'affiche_payment_events',
    'Payment provider events by type and whether they are processed or still waiting.',
    ['type', 'state'],
    (g, data) => {
      for (const row of data.paymentEvents) g.set({ type: row.type, state: row.state }, row.count);
    },
  );
  gauge(
    'affiche_job_queue_jobs',
    'Jobs per queue and state (ready, deferred, active, failed): the queue depth.',
    ['queue', 'state'],
    (g, data) => {
      for (const queue of data.queues) {
        g.set({ queue: queue.name, state: 'ready' }, queue.readyCount);
        g.set({ queue: queue.name, state: 'deferred' }, queue.deferredCount);
        g.set({ queue: queue.name, state: 'active' }, queue.activeCount);
        g.set({ queue: queue.name, state: 'failed' }, queue.failedCount);
      }
    },
  );
  gauge(
    'affiche_database_connections',
    'The app’s database connections by state (total, idle, waiting clients); PGlite has one, always open.',
    ['kind', 'state'],
    (g, data) => {
      const kind = sources.database.kind;
      for (const [state, value] of Object.entries(data.pool)) g.set({ kind, state }, value);
    },
  );
}

type ShopFigures = {
  orders: { kind: string; count: number; revenue: number }[];
  generations: { status: string; count: number }[];
  paymentEvents: { type: string; state: string; count: number }[];
  queues: { name: string; readyCount: number; deferredCount: number; activeCount: number; failedCount: number }[];
  pool: Record<'total' | 'idle' | 'waiting', number>;
};

async function readShopFigures({ database, jobs }: { database: DatabaseHandle; jobs: JobQueue }): Promise<ShopFigures> {
  const { db } = database;
  // Amounts are Rappen in the database; the revenue comes out in francs.
  const orders = await paidOrderFigures(db);
  const generationRows = await generationCountsByStatus(db);
  const eventRows = await paymentEventCounts(db);
  // pg-boss keeps these counts in its queue table, refreshed by its monitor (every 15 s here): no job table scan.
  const queues = await jobs.boss.getQueues();
  return { orders, generations: generationRows, paymentEvents: eventRows, queues, pool: database.poolStats() };
}
