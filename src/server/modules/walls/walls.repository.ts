import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userImages } from '../../db/schema.ts';

/** What a wall preview needs of a poster: whose it is, whether the catalogue shows it, and its public preview. */
export async function findWallPoster(db: Database, id: number) {
  const [row] = await db
    .select({
      userId: userImages.userId,
      previewPath: userImages.previewPath,
      isPublic: userImages.isPublic,
      isApproved: userImages.isApproved,
    })
    .from(userImages)
    .where(eq(userImages.id, id))
    .limit(1);
  return row ?? null;
}
