import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/test.ts';
import type { Locator, Page, Route } from '@playwright/test';
import type { CataloguePage, CataloguePoster } from '../src/shared/catalogue.ts';
import cm from '../src/shared/messages/en/catalogue.ts';
import dm from '../src/shared/messages/en/dashboard.ts';
import sm from '../src/shared/messages/en/sell.ts';
import { makePhoto } from './fixtures/create-media.ts';
import { drawnInBrowser } from './fixtures/drawn-in-browser.ts';
import { adminContext } from './fixtures/admin-session.ts';

/** The dashboard dialog's "1 of 2", from the English catalogue's ICU message. */
const positionText = (index: number, total: number) =>
  dm.position.replace('{index}', String(index)).replace('{total}', String(total));
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';

/** A catalogue poster whose pictures are the landing slides, for routes mocked with page.route. */
function mockPoster(id: number, fields: Partial<CataloguePoster> = {}): CataloguePoster {
  const slide = `/media/slides/slide-${((id - 1) % 9) + 1}.webp`;
  return {
    id,
    imageUrl: slide,
    fullImageUrl: slide,
    usingThumbnail: true,
    generatedPath: slide,
    previewUrl: slide,
    thumbnailUrl: slide,
    pictures: null,
    style: 'popart',
    createdAt: '2026-11-01T10:00:00.000Z',
    username: `creator_${id}`,
    name: `Poster ${id}`,
    city: 'Lausanne',
    totalSupply: 200,
    soldCount: 0,
    pricePerUnit: 30,
    remainingSupply: 200,
    isAvailable: true,
    momentLink: null,
    compressedVideoPath: null,
    videoFrameTimestamp: null,
    shownPhotoWidth: null,
    ...fields,
  };
}

/** Answers GET /api/public-images from `posters`, paging and searching like the server; records the queries. */
async function mockCatalogue(page: Page, posters: CataloguePoster[]) {
  await drawnInBrowser(page);
  const queries: URLSearchParams[] = [];
  await page.route('**/api/public-images?**', async (route: Route) => {
    const params = new URL(route.request().url()).searchParams;
    queries.push(params);
    const search = (params.get('search') ?? '').toLowerCase();
    const limit = Number(params.get('limit'));
    const offset = Number(params.get('offset'));
    const matching = posters.filter(
      (poster) => !search || poster.name.toLowerCase().includes(search) || (poster.username ?? '').includes(search),
    );
    const images = matching.slice(offset, offset + limit);
    const body: CataloguePage = {
      images,
      pagination: { total: matching.length, limit, offset, hasMore: offset + images.length < matching.length },
    };
    await route.fulfill({ json: body });
  });
  return queries;
}

function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}

test.describe('/catalogue', () => {
  test('shows the empty state and the create button to a visitor', async ({ page }) => {
    await page.goto('/catalogue');
    await expect(page.getByRole('link', { name: cm.createSignedOut })).toHaveAttribute('href', '/create');
    await expect(page.getByRole('link', { name: cm.feedLink })).toHaveAttribute('href', '/feed');
    await expect(page.getByRole('link', { name: cm.dashboardLink })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByTestId('catalogue-empty')).toContainText(cm.emptyTitle);
  });

  test('loads pages of 12 as the grid scrolls, with lazy WebP thumbnails in A3 boxes', async ({ page }) => {
    const queries = await mockCatalogue(
      page,
      Array.from({ length: 30 }, (_, index) => mockPoster(index + 1)),
    );
    await page.goto('/catalogue');
    const tiles = page.getByTestId('catalogue-poster');
    await expect(tiles).toHaveCount(12);
    expect(queries[0]!.get('limit')).toBe('12');
    expect(queries[0]!.get('offset')).toBe('0');
    const image = tiles.nth(8).locator('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('srcset', /340w, .* 849w/);
    const box = (await tiles.first().locator('span').first().boundingBox())!;
    expect(box.height / box.width).toBeCloseTo(1.414, 1);
    await page.getByTestId('catalogue-poster').last().scrollIntoViewIfNeeded();
    await expect(tiles).toHaveCount(24);
    await page.getByTestId('catalogue-poster').last().scrollIntoViewIfNeeded();
    await expect(tiles).toHaveCount(30);
    expect(queries.map((query) => query.get('offset'))).toEqual(['0', '12', '24']);
  });

  test('falls back to an empty page when the list fails', async ({ page }) => {
    await drawnInBrowser(page);
    await page.route('**/api/public-images?**', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await page.goto('/catalogue');
    await expect(page.getByTestId('catalogue-empty')).toBeVisible({ timeout: 15_000 });
  });

  test('search: the placeholder, a debounced query, Escape and a click outside close and clear it', async ({
    page,
  }) => {
    const queries = await mockCatalogue(page, [
      mockPoster(1, { name: 'Lake Geneva' }),
      mockPoster(2, { name: 'Matterhorn', username: 'anna_alps' }),
    ]);
    await page.goto('/catalogue');
    await expect(page.getByTestId('catalogue-poster')).toHaveCount(2);
    await page.getByRole('button', { name: cm.openSearch }).click();
    const box = page.getByPlaceholder('Search creators or poster names');
    await expect(box).toBeFocused();
    await box.pressSequentially('anna', { delay: 30 });
    await expect(page.getByTestId('catalogue-poster')).toHaveCount(1);
    // One request for the whole word, not one per key.
    expect(queries.filter((query) => query.get('search')).map((query) => query.get('search'))).toEqual(['anna']);
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(page.getByTestId('catalogue-poster')).toHaveCount(2);
    await page.getByRole('button', { name: cm.openSearch }).click();
    await page.getByPlaceholder('Search creators or poster names').fill('lake');
    await expect(page.getByTestId('catalogue-poster')).toHaveCount(1);
    await page.getByRole('heading', { name: cm.heading }).click();
    await expect(page.getByPlaceholder('Search creators or poster names')).toHaveCount(0);
    await expect(page.getByTestId('catalogue-poster')).toHaveCount(2);
  });

  test('a poster’s picture cannot be dragged out or saved from its context menu, in the grid and the detail', async ({
    page,
  }) => {
    await mockCatalogue(page, [mockPoster(1)]);
    await page.goto('/catalogue');
    /** Whether the page lets a right click open the browser's menu on the image (a cancelled event opens none). */
    const menuOpens = (image: Locator) =>
      image.evaluate((element) =>
        element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 })),
      );
    const tileImage = page.getByTestId('catalogue-poster').getByRole('img');
    await expect(tileImage).toHaveAttribute('draggable', 'false');
    expect(await menuOpens(tileImage)).toBe(false);
    await page.getByTestId('catalogue-poster').click();
    // the poster itself, not the wall preview beside it (whose description names the poster too)
    const detailImage = page
      .getByRole('dialog', { name: 'Poster 1' })
      .getByRole('img', { name: 'Poster 1 by @creator_1', exact: true });
    await expect(detailImage).toHaveAttribute('draggable', 'false');
    expect(await menuOpens(detailImage)).toBe(false);
  });

  test('opening a poster writes ?poster=<id>; closing removes it', async ({ page }) => {
    await mockCatalogue(page, [
      mockPoster(1),
      mockPoster(2, { soldCount: 41, momentLink: 'https://example.ch/moment' }),
    ]);
    await page.goto('/catalogue');
    await page.getByTestId('catalogue-poster').nth(1).click();
    await expect(page).toHaveURL(/\/catalogue\?poster=2$/);
    const detail = page.getByRole('dialog', { name: 'Poster 2' });
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId('edition-counter')).toHaveText('#42/200');
    await expect(detail.getByTestId('edition-counter')).toHaveAttribute('data-low', 'false');
    await expect(detail.getByTestId('poster-price')).toHaveText('30.00 CHF');
    await expect(detail.getByText('@creator_2')).toBeVisible();
    await expect(detail.getByRole('link', { name: cm.momentLink })).toHaveAttribute(
      'href',
      'https://example.ch/moment',
    );
    await expect(detail.getByRole('button', { name: cm.copyLink })).toBeVisible();
    await expect(detail.getByRole('button', { name: /add to cart/i })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);
    await expect(page).toHaveURL(/\/catalogue$/);
  });

  test('?poster= of a poster outside the loaded pages is fetched from availability; the counter is red near the end', async ({
    page,
  }) => {
    await mockCatalogue(page, [mockPoster(1)]);
    let asked = 0;
    await page.route('**/api/images/77/availability', (route) => {
      asked += 1;
      return route.fulfill({ json: mockPoster(77, { name: 'Last prints', soldCount: 196, remainingSupply: 4 }) });
    });
    await page.goto('/catalogue?poster=77');
    const detail = page.getByRole('dialog', { name: 'Last prints' });
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId('edition-counter')).toHaveText('#197/200');
    await expect(detail.getByTestId('edition-counter')).toHaveAttribute('data-low', 'true');
    expect(asked).toBe(1);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/catalogue$/);
  });

  test('?showPoster= from the feed opens the poster too; an unknown one is dropped from the address', async ({
    page,
  }) => {
    await mockCatalogue(page, [mockPoster(3)]);
    await page.goto('/catalogue?showPoster=3');
    await expect(page.getByRole('dialog', { name: 'Poster 3' })).toBeVisible();
    await page.goto('/catalogue?poster=999999');
    await expect(toast(page, cm.posterNotFoundTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/catalogue$/);
  });
});

test.describe('/dashboard signed out', () => {
  test('redirects to /create', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/create$/);
  });
});

test.describe('publishing a poster', () => {
  test.describe.configure({ mode: 'serial' });

  let page: Page;
  const account = newAccount('sell');

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await signUpThroughApi(page.request, account);
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('an empty dashboard invites to create a poster', async () => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-empty')).toContainText(dm.emptyTitle);
    await expect(page.getByTestId('dashboard-empty')).toContainText(dm.emptyText);
    await expect(page.getByRole('link', { name: dm.createPoster })).toHaveAttribute('href', '/create');
    await expect(page.getByTestId('poster-stats')).toContainText('0.00 CHF');
  });

  test('publishes a generated poster from the dashboard through the sell modal: In Review', async () => {
    test.setTimeout(180_000);
    const photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-sell-')), 'photo.jpg'));
    const imageData = `data:image/jpeg;base64,${readFileSync(photo).toString('base64')}`;
    const generated = await page.request.post('/api/generate-gpt-image', {
      data: { imageData, style: 'popart' },
      timeout: 120_000,
    });
    expect(generated.ok(), await generated.text()).toBe(true);
    const result = (await generated.json()) as { imageId?: number; status?: string };
    expect(result.imageId, 'the generation answered within its wait').toBeTruthy();

    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-poster')).toHaveCount(1);
    await expect(page.getByTestId('status-badge')).toHaveCount(0);
    await page.getByTestId('dashboard-poster').click();
    const detail = page.getByTestId('own-poster-dialog');
    await expect(detail.getByRole('button', { name: /Order print/ })).toBeEnabled();
    await detail.getByRole('button', { name: dm.publish }).click();

    const sell = page.getByRole('dialog', { name: sm.title });
    await expect(sell).toBeVisible();
    await expect(sell.getByTestId('sell-summary')).toHaveText('200 prints at 30.00 CHF each');
    await expect(sell).not.toContainText('EUR');

    // Every message of the sell form (docs/product/community.md#selling-a-poster), from one sending: the form moves
    // the focus to the first field in error, once more a moment later, and a field filled in that moment on a busy
    // machine had its text typed into the name instead
    await sell.getByLabel(sm.momentLinkLabel).fill('javascript:alert(1)');
    await sell.getByRole('button', { name: sm.submit }).click();
    await expect(sell.getByText(sm.nameRequired)).toBeVisible();
    await expect(sell.getByText(sm.cityRequired)).toBeVisible();
    await expect(sell.getByText(sm.termsRequired)).toBeVisible();
    await expect(sell.getByText(sm.momentLinkInvalid)).toBeVisible();
    await expect(sell.getByLabel(sm.nameLabel)).toBeFocused();

    await sell.getByLabel(sm.nameLabel).fill('Sunset over the lake');
    await sell.getByLabel(sm.cityLabel).fill('Lausanne');
    await sell.getByLabel(sm.momentLinkLabel).fill('https://example.ch/moment');
    await sell.getByLabel(sm.totalSupplyLabel).fill('50');
    await sell.getByLabel(sm.pricePerUnitLabel).fill('45');
    await expect(sell.getByTestId('sell-summary')).toHaveText('50 prints at 45.00 CHF each');

    await sell.getByRole('button', { name: sm.agreeLink }).click();
    const terms = page.getByRole('dialog', { name: 'Creator terms and conditions' });
    await expect(terms).toContainText('16%');
    await expect(terms).toContainText('70%');
    await expect(terms).toContainText('monthly');
    await terms.getByRole('button', { name: 'Close' }).first().click();
    await expect(terms).toHaveCount(0);
    await expect(sell.getByRole('checkbox')).not.toBeChecked();
    await sell.getByRole('checkbox').check();

    const patched = page.waitForResponse((response) => /\/api\/images\/\d+\/public$/.test(response.url()));
    await sell.getByRole('button', { name: sm.submit }).click();
    expect((await patched).status()).toBe(200);
    await expect(page.getByRole('dialog', { name: sm.submittedTitle })).toBeVisible();
    // The modal closes 4.5 s after success.
    await expect(page.getByRole('dialog', { name: sm.submittedTitle })).toHaveCount(0, { timeout: 8000 });

    await expect(detail.getByTestId('status-badge')).toHaveText('In Review');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('dashboard-poster').getByTestId('status-badge')).toHaveText('In Review');
    await expect(page.getByTestId('poster-stats').locator('[data-stat="inReview"] dd')).toHaveText('1');

    // Not approved yet: the public catalogue does not show it.
    const catalogue = (await (await page.request.get('/api/public-images?limit=12&offset=0')).json()) as CataloguePage;
    expect(catalogue.images.map((image) => image.id)).not.toContain(result.imageId);
  });

  test('after approval it appears in the catalogue, search finds it by creator and name, #1/50', async () => {
    // The admin approves it through the admin review API (the admin of playwright.config.ts, with its second factor).
    const admin = await adminContext(test.info().project.use.baseURL!);
    const [image] = ((await (await page.request.get('/api/user-images')).json()) as { images: { id: number }[] })
      .images;
    const approved = await admin.patch(`/api/admin/images/${image!.id}/approve`);
    expect(approved.ok(), await approved.text()).toBe(true);
    await admin.dispose();

    await page.goto('/catalogue');
    for (const search of [account.username, 'sunset over']) {
      await page.getByRole('button', { name: cm.openSearch }).click();
      await page.getByPlaceholder('Search creators or poster names').fill(search);
      await expect(page.getByTestId('catalogue-poster')).toHaveCount(1);
      await expect(page.getByTestId('catalogue-poster')).toHaveAttribute('data-poster-id', String(image!.id));
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('catalogue-poster').filter({ hasText: 'Sunset over the lake' }).click();
    const detail = page.getByRole('dialog', { name: 'Sunset over the lake' });
    await expect(detail.getByTestId('edition-counter')).toHaveText('#1/50');
    await page.keyboard.press('Escape');

    // Back into review with the same terms, as the next steps expect.
    const resubmitted = await page.request.patch(`/api/images/${image!.id}/public`, {
      data: {
        isPublic: true,
        name: 'Sunset over the lake',
        city: 'Lausanne',
        momentLink: 'https://example.ch/moment',
        totalSupply: 50,
        pricePerUnit: 45,
        agreedToTerms: true,
      },
    });
    expect(resubmitted.ok()).toBe(true);
  });

  test('unpublishing asks first, then the poster is private again', async () => {
    await page.goto('/dashboard');
    await page.getByTestId('dashboard-poster').click();
    const detail = page.getByTestId('own-poster-dialog');
    await detail.getByRole('button', { name: dm.unpublish }).click();
    const confirm = page.getByTestId('unpublish-dialog');
    await expect(confirm).toContainText(dm.unpublishQuestion);
    await confirm.getByRole('button', { name: dm.cancel }).click();
    await expect(confirm).toHaveCount(0);
    await expect(detail.getByTestId('status-badge')).toHaveText('In Review');

    await detail.getByRole('button', { name: dm.unpublish }).click();
    const stats = page.waitForRequest((request) => /\/api\/user-poster-stats\?t=\d+$/.test(request.url()));
    await page.getByTestId('unpublish-dialog').getByRole('button', { name: dm.unpublish }).click();
    await stats;
    await expect(detail.getByTestId('status-badge')).toHaveCount(0);
    await expect(detail.getByRole('button', { name: dm.publish })).toBeVisible();
    await expect(page.getByTestId('poster-stats').locator('[data-stat="inReview"] dd')).toHaveText('0');
  });

  test("a refused publish shows 'Unable to Sell' with the server's message", async () => {
    await page.goto('/dashboard');
    await page.getByTestId('dashboard-poster').click();
    await page.getByTestId('own-poster-dialog').getByRole('button', { name: dm.publish }).click();
    const sell = page.getByRole('dialog', { name: sm.title });
    await sell.getByLabel(sm.nameLabel).fill('Gone');
    await sell.getByLabel(sm.cityLabel).fill('Basel');
    await sell.getByRole('checkbox').check();
    await page.route('**/api/images/*/public', (route) =>
      route.fulfill({ status: 404, json: { message: sm.imageNotFound } }),
    );
    await sell.getByRole('button', { name: sm.submit }).click();
    // The sell modal is open, so the toast region outside it is aria-hidden: find the toast by its text.
    await expect(page.getByText(sm.unableToSellTitle, { exact: true })).toBeVisible();
    await expect(page.getByText(sm.imageNotFound, { exact: true })).toBeVisible();
    await expect(sell).toBeVisible();
    await page.unroute('**/api/images/*/public');
  });

  test('a failing unpublish says so', async () => {
    // Publish again through the API, then make the unpublish fail.
    const [image] = ((await (await page.request.get('/api/user-images')).json()) as { images: { id: number }[] })
      .images;
    const published = await page.request.patch(`/api/images/${image!.id}/public`, {
      data: { isPublic: true, name: 'Again', city: 'Bern', totalSupply: 200, pricePerUnit: 30, agreedToTerms: true },
    });
    expect(published.ok()).toBe(true);
    await page.goto('/dashboard');
    await page.route('**/api/images/*/public', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await page.getByTestId('dashboard-poster').click();
    await page.getByTestId('own-poster-dialog').getByRole('button', { name: dm.unpublish }).click();
    await page.getByTestId('unpublish-dialog').getByRole('button', { name: dm.unpublish }).click();
    // The poster dialog is still open, so the toast region sits outside the modal (aria-hidden): find it by text.
    await expect(page.getByText(dm.unpublishFailed, { exact: true })).toBeVisible();
    await page.unroute('**/api/images/*/public');
  });

  test('arrow keys move between posters and Escape closes', async () => {
    const photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-sell-')), 'photo.jpg'));
    const imageData = `data:image/jpeg;base64,${readFileSync(photo).toString('base64')}`;
    test.setTimeout(180_000);
    const generated = await page.request.post('/api/generate-gpt-image', {
      data: { imageData, style: 'alpinecoastal' },
      timeout: 120_000,
    });
    expect(generated.ok(), await generated.text()).toBe(true);
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-poster')).toHaveCount(2);
    await page.getByTestId('dashboard-poster').first().click();
    const detail = page.getByTestId('own-poster-dialog');
    await expect(detail).toContainText(positionText(1, 2));
    await page.keyboard.press('ArrowRight');
    await expect(detail).toContainText(positionText(2, 2));
    await page.keyboard.press('ArrowLeft');
    await expect(detail).toContainText(positionText(1, 2));
    await detail.getByRole('button', { name: dm.next }).click();
    await expect(detail).toContainText(positionText(2, 2));
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);
  });
});
