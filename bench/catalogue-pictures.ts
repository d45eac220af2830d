import { waitFor } from '../src/server/testing/wait-for.ts';

/** A page of the public catalogue as the bench reads it. */
export type CataloguePage = {
  pagination: { total: number };
  images: { id: number; name: string; pictures: unknown }[];
};

/** The first 48 posters of the public catalogue of the shop at `url`. */
export const cataloguePage = async (url: string) =>
  (await (await fetch(`${url}/api/public-images?limit=48`)).json()) as CataloguePage;

/**
 * Waits until the shop at `url` shows at least `atLeast` posters and every one of the first page has its pictures: a
 * shop encodes them in jobs after start (decision 039), and the pages are measured as a visitor gets them afterwards.
 */
export async function waitForCataloguePictures(url: string, atLeast = 1): Promise<void> {
  await waitFor(
    `${atLeast} posters or more, each with its pictures`,
    async () => {
      const page = await cataloguePage(url);
      return page.pagination.total >= atLeast && page.images.every((poster) => poster.pictures !== null);
    },
    600_000,
    1000,
  );
}
