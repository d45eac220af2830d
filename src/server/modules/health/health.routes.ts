import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../adapters/storage/storage.ts';

type Check = () => Promise<void>;

/** GET /api/health: whether the database and the storage answer; 503 when either does not. */
export async function healthRoutes(app: FastifyInstance, options: { pingDatabase: Check; storage: Storage; version: string }) {
  app.get('/api/health', { config: { rateLimit: false } }, async (request, reply) => {
    const [database, storage] = await Promise.all([probe(options.pingDatabase), probe(() => options.storage.check())]);
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
    await Promise.race([check(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000).unref())]);
    return 'ok';
  } catch {
    return 'unavailable';
  }
}
