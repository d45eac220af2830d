import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { userImages } from '../../db/schema.ts';
import { inCatalogue } from '../posters/index.ts';

export type SitemapPosterRow = {
  id: number;
  name: string | null;
  approvedAt: Date | null;
  publishedAt: Date | null;
  createdAt: Date;
};

/**
 * One poster sitemap's posters: the catalogue's (`inCatalogue`, the same rule as the public catalogue), by id, so a
 * poster keeps its file while others come and go after it.
 */
export async function listSitemapPosters(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<SitemapPosterRow[]> {
  return db
    .select({
      id: userImages.id,
      name: userImages.name,
      approvedAt: userImages.approvedAt,
      publishedAt: userImages.publishedAt,
      createdAt: userImages.createdAt,
    })
    .from(userImages)
    .where(inCatalogue)
    .orderBy(asc(userImages.id))
    .limit(page.limit)
    .offset(page.offset);
}
