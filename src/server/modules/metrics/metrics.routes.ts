import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { bearerTokenCheck } from '../../http/bearer-token.ts';
import { registerShopGauges } from './metrics.ts';
import type { Metrics } from './metrics.ts';
import { sendError } from '../../http/error-handler.ts';

/**
 * GET /metrics for Prometheus. Registered only when METRICS_TOKEN is set (a plain 404 otherwise), and answered
 * only to `Authorization: Bearer <METRICS_TOKEN>`: the figures (revenue, queue depth) are the shop's business.
 * The request hook is installed by buildApp at the root (installRequestMetrics).
 */
export async function metricsRoutes(
  app: FastifyInstance,
  options: { token: string; metrics: Metrics; database: DatabaseHandle; jobs: JobQueue },
) {
  const { metrics } = options;
  registerShopGauges(metrics, { database: options.database, jobs: options.jobs });
  const authorised = bearerTokenCheck(options.token);

  app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    if (!authorised(request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendError(request, reply, 'metrics_token_required');
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
