import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { userImages } from '../../db/schema.ts';
import { assertOwnEmail, requireUser } from '../../http/identity.ts';
import { parseInput } from '../../http/validation.ts';
import { storageUrl } from '../create/generation.service.ts';

const userImagesQuery = z.object({ email: z.string().max(254).optional(), t: z.string().max(40).optional() });

/** The signed-in user's own posters, newest first (spec 001 §7, spec 002 §3 "User image"). */
export async function postersRoutes(app: FastifyInstance, options: { db: Database }) {
  app.get('/api/user-images', async (request, reply) => {
    const user = requireUser(request);
    assertOwnEmail(user, parseInput(userImagesQuery, request.query).email);
    const rows = await options.db.select().from(userImages).where(eq(userImages.userId, user.id)).orderBy(desc(userImages.createdAt), desc(userImages.id)).limit(500);
    reply.header('cache-control', 'no-store');
    return {
      images: rows.map((image) => ({
        id: image.id,
        imageUrl: storageUrl(image.previewPath),
        thumbnailPath: storageUrl(image.thumbnailPath),
        previewPath: storageUrl(image.previewPath),
        generatedPath: storageUrl(image.generatedPath),
        originalPath: storageUrl(image.originalPath),
        style: image.style,
        caption: image.captionText,
        originalVideoPath: image.originalVideoPath ? storageUrl(image.originalVideoPath) : null,
        compressedVideoPath: image.compressedVideoPath ? storageUrl(image.compressedVideoPath) : null,
        videoFrameTimestamp: image.videoFrameTimestamp,
        isPublic: image.isPublic,
        isApproved: image.isApproved,
        name: image.name,
        createdAt: image.createdAt.toISOString(),
      })),
    };
  });
}
