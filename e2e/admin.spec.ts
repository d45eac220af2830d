import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import type { AdminCatalogueOrder, AdminOrder, AdminOrdersPage, OrderStatus } from '../src/shared/admin.ts';
import { adminMessages as m } from '../src/shared/messages/admin.ts';
import { makePhoto } from './fixtures/create-media.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';

const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel(m.usernameLabel).fill(ADMIN.username);
  await page.getByLabel(m.passwordLabel).fill(ADMIN.password);
  await page.getByRole('button', { name: m.signIn }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
}

const standardOrder = (id: number, fields: Partial<AdminOrder> = {}): AdminOrder => ({
  id,
  confirmationId: `ORD-${1000 + id}`,
  createdAt: '2026-10-01T10:00:00.000Z',
  firstName: 'Anna',
  lastName: `Muster${id}`,
  email: `anna${id}@example.ch`,
  address: 'Bahnhofstrasse 1',
  city: 'Zürich',
  zipCode: '8001',
  country: 'CH',
  amount: 29.95,
  status: 'pending',
  style: 'popart',
  quantity: 1,
  posterImageUrl: '/media/slides/slide-1.webp',
  originalImageUrl: null,
  ...fields,
});

/**
 * Orders come from the payment flow (another issue); here the admin order API is answered in the browser
 * from a small in-memory list, filtered like the server does. The server side is covered by admin.int.test.ts.
 */
async function mockOrders(page: Page) {
  const orders: AdminOrder[] = [
    standardOrder(1),
    standardOrder(2, { status: 'shipped', firstName: 'Zoë', lastName: 'Élan', posterImageUrl: null }),
    standardOrder(3, { address: '', city: '' }),
  ];
  const catalogue: AdminCatalogueOrder = {
    ...standardOrder(9, { confirmationId: 'CAT-123456', firstName: 'Jean', lastName: 'Dupont' }),
    quantity: 3,
    amount: 105,
    itemCount: 2,
  };
  const statusChanges: { id: number; status: OrderStatus }[] = [];
  await page.route('**/api/admin/orders?**', async (route: Route) => {
    const params = new URL(route.request().url()).searchParams;
    const status = params.get('status');
    const search = (params.get('search') ?? '').toLowerCase();
    const matching = orders.filter(
      (order) =>
        (!status || order.status === status) &&
        (!search || `${order.confirmationId} ${order.email} ${order.firstName} ${order.lastName}`.toLowerCase().includes(search)),
    );
    const body: AdminOrdersPage<AdminOrder> = { orders: matching, pagination: { total: matching.length, limit: 25, offset: 0, hasMore: false } };
    await route.fulfill({ json: body });
  });
  await page.route(/\/api\/admin\/orders\/\d+\/status$/, async (route) => {
    const id = Number(/orders\/(\d+)\//.exec(route.request().url())![1]);
    const { status } = route.request().postDataJSON() as { status: OrderStatus };
    statusChanges.push({ id, status });
    orders.find((order) => order.id === id)!.status = status;
    await route.fulfill({ json: { id, status } });
  });
  await page.route(/\/api\/admin\/orders\/\d+$/, async (route) => {
    const id = Number(/orders\/(\d+)$/.exec(route.request().url())![1]);
    await route.fulfill({ json: { order: orders.find((order) => order.id === id), audit: [] } });
  });
  await page.route('**/api/admin/catalogue-orders?**', (route) =>
    route.fulfill({ json: { orders: [catalogue], pagination: { total: 1, limit: 25, offset: 0, hasMore: false } } }),
  );
  await page.route('**/api/admin/catalogue-orders/9', (route) =>
    route.fulfill({
      json: {
        order: catalogue,
        items: [
          { id: 31, imageId: 5, name: 'Lake', style: 'riso', quantity: 2, price: 30, firstEdition: 1, lastEdition: 2, totalSupply: 50, posterImageUrl: '/media/slides/slide-2.webp' },
          { id: 32, imageId: null, name: null, style: null, quantity: 1, price: 45, firstEdition: 3, lastEdition: 3, totalSupply: 50, posterImageUrl: null },
        ],
        audit: [],
      },
    }),
  );
  return { statusChanges };
}

test.describe('admin sign-in', () => {
  test('/admin and the admin pages send a visitor to /admin/login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    for (const path of ['/admin/orders', '/admin/catalogue', '/admin/review']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
  });

  test("a wrong password toasts 'Login failed' / 'Invalid credentials'", async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel(m.usernameLabel).fill(ADMIN.username);
    await page.getByLabel(m.passwordLabel).fill('not the password');
    await page.getByRole('button', { name: m.signIn }).click();
    await expect(toast(page, m.loginFailed)).toBeVisible();
    await expect(toast(page, m.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('signs in, shows the empty real lists, exports a CSV and logs out', async ({ page }) => {
    await signIn(page);
    await expect(page.getByTestId('orders-empty')).toHaveText(m.noOrders);
    await page.getByRole('button', { name: m.catalogueOrders }).click();
    await expect(page.getByTestId('orders-empty')).toHaveText(m.noCatalogueOrders);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: m.exportCsv }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d\.csv$/);
    const bytes = readFileSync((await csv.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Confirmation ID');

    const archive = await page.request.get('/api/admin/storage/download');
    expect(archive.status()).toBe(200);
    expect(archive.headers()['content-type']).toBe('application/zip');

    await page.getByRole('button', { name: m.logout }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.request.get('/api/admin/orders')).status()).toBe(401);
  });
});

test.describe('/admin/orders', () => {
  test('filters by status, searches, changes a status inline, opens both kinds of order', async ({ page }) => {
    await signIn(page);
    const { statusChanges } = await mockOrders(page);
    await page.getByRole('button', { name: m.refresh }).click();
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('columnheader')).toHaveText(['Confirmation ID', 'Date', 'Customer', 'Email', 'Amount', 'Status', 'Actions']);

    await page.getByLabel(m.statusFilterLabel).selectOption('shipped');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Zoë Élan');
    await page.getByLabel(m.statusFilterLabel).selectOption('all');
    await page.getByPlaceholder(m.searchPlaceholder).fill('MUSTER3');
    await expect(rows).toHaveCount(1);
    await page.getByPlaceholder(m.searchPlaceholder).fill('');
    await expect(rows).toHaveCount(3);

    await page.getByLabel(m.statusOf('ORD-1001')).selectOption('delivered');
    await expect(toast(page, m.statusUpdated)).toBeVisible();
    expect(statusChanges).toEqual([{ id: 1, status: 'delivered' }]);
    await expect(page.getByLabel(m.statusOf('ORD-1001'))).toHaveValue('delivered');

    // Standard order detail: N/A for missing values, the poster image made absolute
    await page.getByRole('button', { name: `${m.view} ORD-1003` }).click();
    const dialog = page.getByTestId('order-dialog');
    await expect(dialog.getByRole('heading', { name: m.orderDetails })).toBeVisible();
    await expect(dialog.getByTestId('order-image')).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/media\/slides\/slide-1\.webp$/);
    await expect(dialog.getByText(m.notAvailable)).toHaveCount(2);
    await expect(dialog.getByText('Pop Art').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `${m.view} ORD-1002` }).click();
    await expect(page.getByTestId('order-dialog').getByText(m.noImageAvailable)).toBeVisible();
    await page.keyboard.press('Escape');

    // Catalogue orders: Items column, 'N items', the item list with 'Standard Style' and 'No image'
    await page.getByRole('button', { name: m.catalogueOrders }).click();
    await expect(page.getByRole('columnheader', { name: m.columns.items })).toBeVisible();
    await expect(rows.first()).toContainText('2 items');
    await page.getByRole('button', { name: `${m.view} CAT-123456` }).click();
    const catalogueDialog = page.getByTestId('order-dialog');
    await expect(catalogueDialog.getByRole('heading', { name: m.catalogueOrderDetails })).toBeVisible();
    await expect(catalogueDialog.getByTestId('order-items').getByRole('listitem')).toHaveCount(2);
    await expect(catalogueDialog.getByText(m.standardStyle).first()).toBeVisible();
    await expect(catalogueDialog.getByText(m.noImage, { exact: true })).toBeVisible();
    await expect(catalogueDialog).toContainText('105.00 CHF');
  });

  test("a failing list shows 'Error Loading Orders' with Retry", async ({ page }) => {
    await signIn(page);
    let fail = true;
    await page.route('**/api/admin/orders?**', (route) =>
      fail ? route.fulfill({ status: 500, json: { message: 'Database asleep' } }) : route.fulfill({ json: { orders: [], pagination: { total: 0, limit: 25, offset: 0, hasMore: false } } }),
    );
    await page.getByRole('button', { name: m.refresh }).click();
    const card = page.getByTestId('orders-error');
    await expect(card).toContainText(m.errorLoadingOrders);
    await expect(card).toContainText('Database asleep');
    fail = false;
    await card.getByRole('button', { name: m.retry }).click();
    await expect(page.getByTestId('orders-empty')).toBeVisible();
  });
});

test.describe('review and catalogue control', () => {
  test.describe.configure({ mode: 'serial' });
  const account = newAccount('review');
  let imageId = 0;
  const name = `Harbour ${Date.now().toString(36)}`;

  test('a creator publishes a poster: it waits in the review queue', async ({ browser }) => {
    test.setTimeout(180_000);
    const creator = await browser.newPage();
    await signUpThroughApi(creator.request, account);
    const photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-admin-')), 'photo.jpg'));
    const imageData = `data:image/jpeg;base64,${readFileSync(photo).toString('base64')}`;
    const generated = await creator.request.post('/api/generate-gpt-image', { data: { imageData, style: 'popart' }, timeout: 120_000 });
    expect(generated.ok(), await generated.text()).toBe(true);
    imageId = ((await generated.json()) as { imageId: number }).imageId;
    const published = await creator.request.patch(`/api/images/${imageId}/public`, {
      data: { isPublic: true, name, city: 'Neuchâtel', totalSupply: 25, pricePerUnit: 40, agreedToTerms: true },
    });
    expect(published.ok()).toBe(true);
    await creator.close();
  });

  test('the admin approves it from the queue and sees it in the public catalogue', async ({ page }) => {
    await signIn(page);
    await page.getByRole('link', { name: m.reviewQueue }).click();
    await expect(page).toHaveURL(/\/admin\/review$/);
    await expect(page.getByRole('heading', { name: m.reviewTitle })).toBeVisible();
    await expect(page.getByTestId('pending-count')).toHaveText(m.pendingCount(1));
    const tile = page.locator(`[data-testid="review-poster"][data-poster-id="${imageId}"]`);
    await expect(tile).toContainText(name);
    await expect(tile).toContainText(m.byUsername(account.username));
    await expect(tile).toContainText('Neuchâtel');
    await expect(tile).toContainText('25 prints @ 40.00 CHF');
    await tile.hover();
    await tile.getByRole('button', { name: m.approve }).click();
    await expect(toast(page, m.approvedTitle)).toBeVisible();
    await expect(page.getByTestId('review-empty')).toContainText(m.noPendingTitle);
    await expect(page.getByTestId('review-empty')).toContainText(m.noPendingText);
    await expect(page.getByTestId('pending-count')).toHaveText(m.pendingCount(0));

    await page.goto(`/catalogue?poster=${imageId}`);
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expect(page.getByRole('dialog', { name }).getByTestId('edition-counter')).toHaveText('#1/25');
  });

  test('the admin catalogue removes and restores it and moves its edition counter; the history shows each change', async ({ page }) => {
    await signIn(page);
    await page.getByRole('link', { name: m.viewFullImages }).click();
    await expect(page.getByRole('heading', { name: m.catalogueTitle })).toBeVisible();
    const tile = page.locator(`[data-testid="admin-poster"][data-poster-id="${imageId}"]`);
    await expect(tile.locator('a')).toHaveAttribute('href', /^\/api\/storage-image\/posters\//);
    await expect(tile.locator('img')).toHaveAttribute('draggable', 'true');

    await tile.getByRole('button', { name: `${m.increaseSold}: ${name}` }).click();
    await expect(tile.getByTestId('edition-counter')).toHaveText('#2/25');
    await tile.getByRole('button', { name: `${m.decreaseSold}: ${name}` }).click();
    await expect(tile.getByTestId('edition-counter')).toHaveText('#1/25');
    await expect(tile.getByRole('button', { name: `${m.decreaseSold}: ${name}` })).toBeDisabled();

    await tile.hover();
    await tile.getByRole('button', { name: m.removeFromCatalogue }).click();
    await expect(toast(page, m.removedFromCatalogue)).toBeVisible();
    await expect(tile.getByTestId('removed-badge')).toBeVisible();
    const publicList = async () => ((await (await page.request.get(`/api/public-images?search=${encodeURIComponent(name)}`)).json()) as { images: unknown[] }).images;
    expect(await publicList()).toHaveLength(0);
    await tile.hover();
    await tile.getByRole('button', { name: m.restoreToCatalogue }).click();
    await expect(toast(page, m.restoredToCatalogue)).toBeVisible();
    await expect(tile.getByTestId('removed-badge')).toHaveCount(0);
    expect(await publicList()).toHaveLength(1);

    await tile.hover();
    await tile.getByRole('button', { name: `${m.history}: ${name}` }).click();
    const history = page.getByTestId('poster-history-dialog');
    await expect(history.getByTestId('audit-log').getByRole('listitem')).toHaveCount(5);
    await expect(history).toContainText('Approved');
    await expect(history).toContainText('Visibility');
    await expect(history).toContainText('Sold count');
    await page.keyboard.press('Escape');

    // Leave the shared server's public catalogue as the other journeys expect it: empty.
    expect((await page.request.patch(`/api/admin/images/${imageId}/visibility`, { data: { isPublic: false } })).ok()).toBe(true);
    expect(await publicList()).toHaveLength(0);
  });
});
