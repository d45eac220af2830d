import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { sendStoredFile, storageKeyOf } from '../storage/index.ts';
import { findLabOrderByToken } from './fulfilment.repository.ts';
import type { FulfilmentCounters } from './fulfilment.service.ts';
import type { LabAssets } from './lab-assets.ts';
import { LAB_ASSET_PREFIX } from './lab-assets.ts';

/**
 * What a print lab calls (decision 038): its callbacks, answered at once and only taken as a reason to re-read the
 * order from the lab (a job), and the print masters, each behind its signed, expiring address.
 */
export const fulfilmentRoutes: FastifyPluginAsync<{
  db: Database;
  storage: Storage;
  assets: LabAssets;
  counters: FulfilmentCounters;
  queueSync: (labOrderRowId: number) => Promise<void>;
}> = async (app, { db, storage, assets, counters, queueSync }) => {
  const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });

  // Whatever the body says, nothing of it is trusted: the token names the order, the lab's API says what happened.
  app.post('/api/fulfilment/callbacks/:token', { bodyLimit: 256 * 1024 }, async (request, reply) => {
    const params = tokenParams.safeParse(request.params);
    const row = params.success ? await findLabOrderByToken(db, params.data.token) : null;
    if (!row) throw notFound();
    counters.callback();
    await queueSync(row.id);
    return reply.status(202).send({ received: true });
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: `${LAB_ASSET_PREFIX}:grant/*`,
    handler: async (request, reply) => {
      const { grant } = request.params as { grant: string };
      const key = storageKeyOf(request, `${LAB_ASSET_PREFIX}${encodeURIComponent(grant)}/`);
      if (!key || !assets.allows(grant, key)) throw notFound('file_not_found');
      const info = await storage.head(key);
      if (!info) throw notFound('file_not_found');
      return sendStoredFile(request, reply, storage, info, 'private');
    },
  });
};
