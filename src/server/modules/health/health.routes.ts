import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../adapters/storage/storage.ts';

type Check = () => Promise<void>;

/** How long one probe of the database and storage answers every health call (load balancers ask often). */
export const HEALTH_PROBE_TTL_MS = 1000;

/**
 * GET /api/health: whether the database and the storage answer; 503 when either does not. The probes run
 * at most once a second per process, however many callers ask: a busy load balancer costs nothing.
 */
export async function healthRoutes(
  app: FastifyInstance,
  options: { pingDatabase: Check; storage: Storage; version: string },
) {
  let last: { at: number; result: Promise<['ok' | 'unavailable', 'ok' | 'unavailable']> } | null = null;
  const probeBoth = () => {
    const now = Date.now();
    if (!last || now - last.at >= HEALTH_PROBE_TTL_MS) {
      last = { at: now, result: Promise.all([probe(options.pingDatabase), probe(() => options.storage.check())]) };
    }
    return last.result;
  };
  app.get('/api/health', { config: { rateLimit: false } }, async (request, reply) => {
    const [database, storage] = await probeBoth();
    const healthy = database === 'ok' && storage === 'ok';
    if (!healthy) request.log.warn({ database, storage }, 'health check failed');
    reply.header('cache-control', 'no-store');
    return reply.status(healthy ? 200 : 503).send({
      status: healthy ? 'ok' : 'degraded',
      database,
      storage,
      storageKind: options.storage.kind,
      version: options.version,
    });
  });
}

async function probe(check: Check): Promise<'ok' | 'unavailable'> {
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000).unref()),
    ]);
    return 'ok';
  } catch {
    return 'unavailable';
  }
}
