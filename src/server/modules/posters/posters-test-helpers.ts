import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { english } from '../../i18n/messages.ts';
import { userImages } from '../../db/schema.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { makePoster as makePosterFor } from '../../testing/posters.ts';
import type { TestUser } from '../../testing/users.ts';
import type { PostersService } from './posters.service.ts';

/**
 * What the posters integration tests share: one app per test file (`usePostersApp()`), its posters service,
 * a poster made for a user, the publishing form, the public catalogue's answer and a poster's row.
 */

export const m = english.sell;

export let t: TestApp;
export let posters: PostersService;

/** Boots the app before the file's tests and closes it after them. */
export function usePostersApp() {
  beforeAll(async () => {
    t = await createTestApp();
    posters = t.runtime.posters;
  });
  afterAll(() => t.close());
}

export const makePoster = (owner: TestUser, values: Partial<typeof userImages.$inferInsert> = {}) =>
  makePosterFor(t, owner.id, values);

export const sell = (overrides: Record<string, unknown> = {}) => ({
  isPublic: true,
  name: 'Evening on Lake Geneva',
  city: 'Vevey',
  momentLink: 'https://example.ch/moments/42',
  totalSupply: 200,
  pricePerUnit: 30,
  agreedToTerms: true,
  ...overrides,
});

export const publicImages = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/public-images${query}` })).json();

export async function rowOf(id: number) {
  const [row] = await t.runtime.database.db.select().from(userImages).where(eq(userImages.id, id));
  return row!;
}
