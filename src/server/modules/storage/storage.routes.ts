import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { isOwnUpload, isPublishedPlayback, storageAccessOf } from './storage-access.ts';
import { STORAGE_URL_PREFIX as routePrefix } from './storage-url.ts';
import { sendError } from '../../http/error-handler.ts';
import { sendStoredFile, storageKeyOf } from './stored-file-reply.ts';
import type { StorageCaching } from './stored-file-reply.ts';

/**
 * GET and HEAD /api/storage-image/{path}: the public's images and video from storage, with ETag
 * revalidation, byte ranges for video seeking, and long caching for content-addressed files. Only plain
 * relative keys pass: '..', absolute paths, encoded slashes or backslashes and NUL bytes never reach the
 * store. Print masters answer 404 here as if they did not exist, and so does a user's upload to anyone but
 * that user (decision 023); the admin reads every file through /api/admin/storage-image/….
 */
export async function storageRoutes(app: FastifyInstance, options: { storage: Storage; db: Database }) {
  const { storage, db } = options;

  app.route({
    method: ['GET', 'HEAD'],
    url: `${routePrefix}*`,
    compress: false,
    handler: async (request, reply) => {
      const key = storageKeyOf(request, routePrefix);
      if (key === null) return sendError(request, reply, 'invalid_path');
      const notFound = () => sendError(request, reply, 'file_not_found');

      const access = storageAccessOf(key);
      if (access === 'admin') return notFound();
      const info = await storage.head(key);
      if (!info) return notFound();
      let caching: StorageCaching = 'public';
      if (access === 'owner') {
        if (request.user && (await isOwnUpload(db, request.user.id, key))) caching = 'private';
        else if (!(await isPublishedPlayback(db, key))) return notFound();
      }
      return sendStoredFile(request, reply, storage, info, caching);
    },
  });
}
