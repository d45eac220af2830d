import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { posterPath } from '../src/shared/poster-url.ts';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { makePhoto } from './fixtures/create-media.ts';
import { expectToFit } from './fixtures/fit.ts';
import { words } from './fixtures/messages.ts';
import { adminContext, generatePoster, publishAndApprove } from './fixtures/shop.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * "On your wall" (docs/product/catalogue.md#on-your-wall): the owner sees their private poster on a wall on the create
 * result and in My posters, a visitor sees a catalogue poster on its page, on a 320 px phone, switching rooms by
 * their labels.
 */
test.describe.configure({ mode: 'serial' });

let owner: Page;
let posterId = 0;
const name = 'Wall at Dusk';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  owner = await browser.newPage({ viewport: { width: 320, height: 720 } });
  await signUpThroughApi(owner.request, newAccount('wall'));
  const photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-wall-')), 'lake.jpg'));
  posterId = await generatePoster(owner.request, photo);
});

test.afterAll(async ({ baseURL }) => {
  // The journeys share one server, and the catalogue's journey expects an empty catalogue.
  const admin = await adminContext(baseURL!);
  const hidden = await admin.patch(`/api/admin/images/${posterId}/visibility`, { data: { isPublic: false } });
  expect(hidden.ok(), await hidden.text()).toBe(true);
  await admin.dispose();
  await owner.close();
});

/** The preview's picture, once it has loaded: its address. */
async function loadedPicture(preview: Locator): Promise<string> {
  const picture = preview.getByTestId('wall-preview-image');
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(1200);
  return (await picture.getAttribute('src'))!;
}

test('the owner sees their private poster on a wall on the create result, and nobody else can', async ({ browser }) => {
  const m = words.en;
  await owner.goto(`/create?poster=${posterId}`);
  const preview = owner.getByTestId('wall-preview');
  await expect(preview.getByRole('heading', { name: m.walls.heading })).toBeVisible();
  const address = await loadedPicture(preview);
  expect(address).toBe(`/api/posters/${posterId}/wall?size=A3&frame=none&passepartout=false&room=living-room`);
  await expect(preview.getByTestId('wall-preview-image')).toHaveAttribute(
    'alt',
    m.walls.alts['living-room']({ poster: m.walls.yourPoster, format: m.prints.formatUnframed({ size: 'A3' }) }),
  );
  await expectToFit(owner, preview, 'the create result’s wall preview');

  // The same wall beside the poster in My posters, following the size and frame chosen there.
  await owner.goto('/dashboard');
  await owner.getByTestId('dashboard-poster').first().click();
  const dialog = owner.getByTestId('own-poster-dialog');
  await dialog.getByTestId('size-A2').click();
  await dialog.getByTestId('frame-oak').click();
  expect(await loadedPicture(dialog.getByTestId('wall-preview'))).toBe(
    `/api/posters/${posterId}/wall?size=A2&frame=oak&passepartout=false&room=living-room`,
  );
  await expectToFit(owner, dialog.getByTestId('wall-preview'), 'the own poster dialog’s wall preview');

  const visitor = await browser.newContext();
  expect((await visitor.request.get(address)).status()).toBe(404);
  await visitor.close();
});

test('a visitor sees a catalogue poster on a wall on its page and switches rooms, on a 320 px phone', async ({
  page,
  baseURL,
}) => {
  const admin = await adminContext(baseURL!);
  await publishAndApprove(owner.request, admin, posterId, { name });
  await admin.dispose();
  const m = words.de;
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(`${posterPath(posterId, name)}?lang=de`);
  const preview = page.getByTestId('wall-preview');
  await expect(preview.getByRole('heading', { name: m.walls.heading })).toBeVisible();
  const rooms = preview.getByRole('group', { name: m.walls.roomLabel });
  await expect(rooms.getByRole('radio', { name: m.walls.rooms['living-room'] })).toBeChecked();
  expect(await loadedPicture(preview)).toContain('room=living-room');
  await expect(preview).toContainText(m.walls.scales['living-room']);

  await rooms.getByText(m.walls.rooms.hallway).click();
  await expect(rooms.getByRole('radio', { name: m.walls.rooms.hallway })).toBeChecked();
  expect(await loadedPicture(preview)).toContain('room=hallway');
  // and by the keyboard: the arrow moves to the café
  await rooms.getByRole('radio', { name: m.walls.rooms.hallway }).press('ArrowRight');
  await expect(rooms.getByRole('radio', { name: m.walls.rooms.cafe })).toBeChecked();
  expect(await loadedPicture(preview)).toContain('room=cafe');
  await expect(preview.getByTestId('wall-preview-image')).toHaveAttribute(
    'alt',
    m.walls.alts.cafe({ poster: m.walls.namedPoster({ name }), format: m.prints.formatUnframed({ size: 'A3' }) }),
  );
  await expectToFit(page, preview, 'the poster page’s wall preview');
  // each room's name whole inside its button ("Wohnzimmer" ran past a third of the row)
  const spilling = await rooms
    .locator('label')
    .evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
    );
  expect(spilling).toEqual([]);
  await expectNoSeriousViolations(page, 'the poster page with its wall preview');
});
