import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/test.ts';
import type { Page } from '@playwright/test';
import { makePhoto } from './fixtures/create-media.ts';
import {
  E2E_ADMIN,
  enrolled,
  nextAdminCode,
  openAdminPages,
  signInAdminThroughPage,
  takeRecoveryCode,
} from './fixtures/admin-session.ts';
import {
  adminContext,
  generatePoster,
  placeCatalogueOrder,
  placePosterOrder,
  publishAndApprove,
  testShipping,
} from './fixtures/shop.ts';
import { expectToastClear, expectToFit, lineCount } from './fixtures/fit.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';
import { de, en, fr } from './fixtures/messages.ts';

const ADMIN = E2E_ADMIN;

function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}

// Journeys after the sign-in open the admin's pages with the run's kept session (the sign-in is tested above).
const signIn = openAdminPages;

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
    // in French on a phone, where the form's button lies at the foot of the screen: the toast comes in at the top
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/admin/login?lang=fr');
    await page.getByLabel(fr.admin.usernameLabel).fill(ADMIN.username);
    await page.getByLabel(fr.admin.passwordLabel).fill('not the password');
    const signIn = page.getByRole('button', { name: fr.admin.signIn });
    await signIn.click();
    const failed = page.locator('.toast').filter({ hasText: fr.admin.loginFailed });
    await expectToastClear(page, failed, [signIn], 'the admin sign-in');
    await expect(toast(page, fr.admin.invalidCredentials)).toBeVisible();
    await page.goto('/admin/login?lang=en');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel(en.admin.usernameLabel).fill(ADMIN.username);
    await page.getByLabel(en.admin.passwordLabel).fill('not the password');
    await page.getByRole('button', { name: en.admin.signIn }).click();
    await expect(toast(page, en.admin.loginFailed)).toBeVisible();
    await expect(toast(page, en.admin.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login\?lang=en$/);
    // the right one next: the failure's toast leaves with the password step, not over the next one
    await page.getByLabel(en.admin.passwordLabel).fill(ADMIN.password);
    await page.getByRole('button', { name: en.admin.signIn }).click();
    const nextStep = page.getByRole('heading', { name: en.admin.codeTitle });
    await expect(nextStep.or(page.getByRole('heading', { name: en.admin.enrolTitle }))).toBeVisible();
    await expect(toast(page, en.admin.loginFailed)).toBeHidden({ timeout: 1500 });
  });

  test('asks for the code after the password: a wrong code toasts, a recovery code signs in once', async ({
    page,
    request,
    baseURL,
  }) => {
    // the e2e admin has its second factor (enrolled through the API by the first test that needs it)
    await enrolled(baseURL!);
    await page.goto('/admin/login');
    await page.getByLabel(en.admin.usernameLabel).fill(ADMIN.username);
    await page.getByLabel(en.admin.passwordLabel).fill(ADMIN.password);
    await page.getByRole('button', { name: en.admin.signIn }).click();
    await expect(page.getByRole('heading', { name: en.admin.codeTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: en.admin.verify })).toBeDisabled();
    // a code used already (the last one) is refused like a wrong one
    const used = await nextAdminCode(baseURL!);
    expect((await request.post('/api/admin/login', { data: { ...ADMIN, code: used } })).ok()).toBe(true);
    await page.getByLabel(en.admin.codeLabel).fill(used);
    await page.getByRole('button', { name: en.admin.verify }).click();
    await expect(toast(page, en.admin.loginFailed)).toBeVisible();
    await expect(toast(page, en.admin.invalidCode)).toBeVisible();
    await expect(page.getByLabel(en.admin.codeLabel)).toHaveValue('');
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.getByRole('button', { name: en.admin.useRecoveryCode }).click();
    const recoveryCode = await takeRecoveryCode(baseURL!);
    await page.getByLabel(en.admin.recoveryCodeLabel).fill(recoveryCode);
    await page.getByRole('button', { name: en.admin.verify }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    // the same recovery code does not work twice
    const again = await request.post('/api/admin/login', { data: { ...ADMIN, recoveryCode } });
    expect(again.status()).toBe(401);
  });

  test('signs in, shows the empty states, exports a CSV and logs out', async ({ page }) => {
    await signInAdminThroughPage(page);
    await page.getByPlaceholder(en.admin.searchPlaceholder).fill('no-such-order-anywhere');
    await expect(page.getByTestId('orders-empty')).toHaveText(en.admin.noOrders);
    await page.getByRole('button', { name: en.admin.catalogueOrders }).click();
    await page.getByPlaceholder(en.admin.searchPlaceholder).fill('no-such-order-anywhere');
    await expect(page.getByTestId('orders-empty')).toHaveText(en.admin.noCatalogueOrders);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: en.admin.exportCsv }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d\.csv$/);
    const bytes = readFileSync((await csv.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Confirmation ID');

    const archive = await page.request.get('/api/admin/storage/download');
    expect(archive.status()).toBe(200);
    expect(archive.headers()['content-type']).toBe('application/zip');

    await page.getByRole('button', { name: en.admin.logout }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.request.get('/api/admin/orders')).status()).toBe(401);
  });
});

test.describe('/admin/orders', () => {
  test.describe.configure({ mode: 'serial' });
  // Real orders, paid on the sandbox through the shop's own calls; names carry this run's tag so the
  // lists can be narrowed to them whatever else the shared server holds.
  const tag = `Run${Date.now().toString(36)}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  const names = [`Muster${tag}`, `Elan${tag}`, `Keller${tag}`];
  let orderIds: string[] = [];
  let catalogueId = '';
  let approved: number[] = [];

  test('orders paid in the shop appear: filter, search, inline status, both kinds of detail', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const buyer = await browser.newPage();
    await signUpThroughApi(buyer.request, newAccount('buyer'));
    const photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-admin-orders-')), 'photo.jpg'));
    // the two free credits make two posters: both ordered as prints, then both sold in the catalogue
    const own = await generatePoster(buyer.request, photo);
    const second = await generatePoster(buyer.request, photo);
    orderIds = [];
    for (const name of names) orderIds.push(await placePosterOrder(buyer.request, own, testShipping(name)));
    const admin = await adminContext(baseURL!);
    approved = [
      await publishAndApprove(buyer.request, admin, own, { name: `Lake ${tag}`, totalSupply: 200, pricePerUnit: 30 }),
      await publishAndApprove(buyer.request, admin, second, {
        name: `Harbour ${tag}`,
        totalSupply: 20,
        pricePerUnit: 45,
      }),
    ];
    catalogueId = await placeCatalogueOrder(
      buyer.request,
      [
        { id: approved[0]!, quantity: 2 },
        { id: approved[1]!, quantity: 1 },
      ],
      // an address as long as some are, which a phone's detail has to wrap
      testShipping(`Dupont${tag}`, `dupont-${tag}-bestellungen@example.ch`),
    );
    await buyer.close();

    await signIn(page);
    const rows = page.getByTestId('order-row');
    await page.getByPlaceholder(en.admin.searchPlaceholder).fill(tag);
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Confirmation ID',
      'Date',
      'Customer',
      'Email',
      en.admin.printFormat,
      'Amount',
      'Status',
      'Actions',
    ]);
    await expect(rows.first()).toContainText('29.95');

    // search by confirmation id, case-insensitively; by e-mail
    await page.getByPlaceholder(en.admin.searchPlaceholder).fill(orderIds[1]!.toLowerCase());
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Anna ${names[1]}`);
    await page.getByPlaceholder(en.admin.searchPlaceholder).fill(`${names[2]!.toLowerCase()}@example.ch`);
    await expect(rows).toHaveCount(1);

    // the inline status, then the status filter finds it
    await page.getByPlaceholder(en.admin.searchPlaceholder).fill(tag);
    await expect(rows).toHaveCount(3);
    await page.getByLabel(en.admin.statusOf({ confirmationId: orderIds[0]! })).selectOption('shipped');
    await expect(toast(page, en.admin.statusUpdated)).toBeVisible();
    await page.getByLabel(en.admin.statusFilterLabel).selectOption('shipped');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(orderIds[0]!);
    await page.getByLabel(en.admin.statusFilterLabel).selectOption('all');
    await expect(rows).toHaveCount(3);

    // the standard order's detail: the poster made absolute, the style, the address, the change history
    await page.getByRole('button', { name: `${en.admin.view} ${orderIds[0]}` }).click();
    const dialog = page.getByTestId('order-dialog');
    await expect(dialog.getByRole('heading', { name: en.admin.orderDetails })).toBeVisible();
    await expect(dialog.getByTestId('order-image')).toHaveAttribute(
      'src',
      /^http:\/\/127\.0\.0\.1:\d+\/api\/admin\/storage-image\/posters\//,
    );
    await expect(dialog.getByText('Pop Art').first()).toBeVisible();
    await expect(dialog).toContainText('Bahnhofstrasse 12');
    await expect(dialog).toContainText('8001');
    await expect(dialog.getByTestId('audit-log').getByRole('listitem')).toHaveCount(1);
    await page.keyboard.press('Escape');
    // on a phone the table scrolls and View lies off the screen: the reference opens the order
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: orderIds[0], exact: true }).click();
    await expect(dialog.getByRole('heading', { name: en.admin.orderDetails })).toBeInViewport();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });

    // the catalogue order: Items column, 'N items', its lines with their pictures, the total
    await page.getByRole('button', { name: en.admin.catalogueOrders }).click();
    await page.getByPlaceholder(en.admin.searchPlaceholder).fill(catalogueId);
    await expect(page.getByRole('columnheader', { name: en.admin.columns.items })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('2 items');
    await page.getByRole('button', { name: `${en.admin.view} ${catalogueId}` }).click();
    const catalogueDialog = page.getByTestId('order-dialog');
    await expect(catalogueDialog.getByRole('heading', { name: en.admin.catalogueOrderDetails })).toBeVisible();
    await expect(catalogueDialog.getByTestId('order-items').getByRole('listitem')).toHaveCount(2);
    await expect(catalogueDialog).toContainText('105.00 CHF');
    await page.keyboard.press('Escape');
    // on a 320 px phone in French: each label on one line beside the long address ("E-mail" broke at its hyphen)
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/admin/orders?lang=fr');
    await page.getByRole('button', { name: fr.admin.catalogueOrders }).click();
    await page.getByPlaceholder(fr.admin.searchPlaceholder).fill(catalogueId);
    await page.getByRole('button', { name: catalogueId, exact: true }).click();
    // loaded (the page was opened afresh): its lines and its labels
    await expect(catalogueDialog.getByText(`Lake ${tag}`, { exact: true })).toBeVisible();
    await expect(catalogueDialog.locator('dt')).not.toHaveCount(0);
    await expectToFit(page, catalogueDialog, 'the catalogue order on a phone');
    for (const label of await catalogueDialog.locator('dt').all())
      expect(await lineCount(label), `${await label.textContent()} on one line`).toBe(1);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });

    // leave the shared server's public catalogue as the other journeys expect it: without these posters
    for (const id of approved)
      expect((await admin.patch(`/api/admin/images/${id}/visibility`, { data: { isPublic: false } })).ok()).toBe(true);
    await admin.dispose();
  });

  test("a failing list shows 'Error Loading Orders' with Retry", async ({ page }) => {
    await signIn(page);
    let fail = true;
    await page.route('**/api/admin/orders?**', (route) =>
      fail
        ? route.fulfill({ status: 500, json: { message: 'Database asleep' } })
        : route.fulfill({ json: { orders: [], pagination: { total: 0, limit: 25, offset: 0, hasMore: false } } }),
    );
    await page.getByRole('button', { name: en.admin.refresh }).click();
    const card = page.getByTestId('orders-error');
    await expect(card).toContainText(en.admin.errorLoadingOrders);
    await expect(card).toContainText('Database asleep');
    fail = false;
    await card.getByRole('button', { name: en.admin.retry }).click();
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
    const generated = await creator.request.post('/api/generate-gpt-image', {
      data: { imageData, style: 'popart' },
      timeout: 120_000,
    });
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
    await page.getByRole('link', { name: en.admin.reviewQueue }).click();
    await expect(page).toHaveURL(/\/admin\/review$/);
    await expect(page.getByRole('heading', { name: en.admin.reviewTitle })).toBeVisible();
    await expect(page.getByTestId('pending-count')).toHaveText(en.admin.pendingCount({ count: 1 }));
    const tile = page.locator(`[data-testid="review-poster"][data-poster-id="${imageId}"]`);
    await expect(tile).toContainText(name);
    await expect(tile).toContainText(en.admin.byUsername({ username: account.username }));
    await expect(tile).toContainText('Neuchâtel');
    await expect(tile).toContainText('25 prints @ 40.00 CHF');
    // a photo 1,200 px wide gives under 150 DPI even at A4: the reviewer is told before approving
    await expect(tile.getByTestId('review-sharpness')).toHaveText(en.admin.softEverySize);
    await tile.hover();
    await tile.getByRole('button', { name: en.admin.approve }).click();
    await expect(toast(page, en.admin.approvedTitle)).toBeVisible();
    await expect(page.getByTestId('review-empty')).toContainText(en.admin.noPendingTitle);
    await expect(page.getByTestId('review-empty')).toContainText(en.admin.noPendingText);
    await expect(page.getByTestId('pending-count')).toHaveText(en.admin.pendingCount({ count: 0 }));

    await page.goto(`/catalogue?poster=${imageId}`);
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expect(page.getByRole('dialog', { name }).getByTestId('edition-counter')).toHaveText('#1/25');
  });

  test('the admin catalogue removes and restores it and moves its edition counter; the history shows each change', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('link', { name: en.admin.viewFullImages }).click();
    await expect(page.getByRole('heading', { name: en.admin.catalogueTitle })).toBeVisible();
    const tile = page.locator(`[data-testid="admin-poster"][data-poster-id="${imageId}"]`);
    await expect(tile.locator('a')).toHaveAttribute('href', /^\/api\/admin\/storage-image\/posters\//);
    // the link opens the print master for the signed-in admin; its public address answers nobody (decision 023)
    const masterUrl = (await tile.locator('a').getAttribute('href'))!;
    const master = await page.request.get(masterUrl);
    expect(master.status()).toBe(200);
    expect(master.headers()['content-type']).toBe('image/jpeg');
    expect(
      (await page.request.get(masterUrl.replace('/api/admin/storage-image/', '/api/storage-image/'))).status(),
    ).toBe(404);
    await expect(tile.locator('img')).toHaveAttribute('draggable', 'true');

    await tile.getByRole('button', { name: `${en.admin.increaseSold}: ${name}` }).click();
    await expect(tile.getByTestId('edition-counter')).toHaveText('#2/25');
    await tile.getByRole('button', { name: `${en.admin.decreaseSold}: ${name}` }).click();
    await expect(tile.getByTestId('edition-counter')).toHaveText('#1/25');
    await expect(tile.getByRole('button', { name: `${en.admin.decreaseSold}: ${name}` })).toBeDisabled();

    await tile.hover();
    await tile.getByRole('button', { name: en.admin.removeFromCatalogue }).click();
    await expect(toast(page, en.admin.removedFromCatalogue)).toBeVisible();
    await expect(tile.getByTestId('removed-badge')).toBeVisible();
    const publicList = async () =>
      (
        (await (await page.request.get(`/api/public-images?search=${encodeURIComponent(name)}`)).json()) as {
          images: unknown[];
        }
      ).images;
    expect(await publicList()).toHaveLength(0);
    await tile.hover();
    await tile.getByRole('button', { name: en.admin.restoreToCatalogue }).click();
    await expect(toast(page, en.admin.restoredToCatalogue)).toBeVisible();
    await expect(tile.getByTestId('removed-badge')).toHaveCount(0);
    expect(await publicList()).toHaveLength(1);

    await tile.hover();
    await tile.getByRole('button', { name: `${en.admin.history}: ${name}` }).click();
    const history = page.getByTestId('poster-history-dialog');
    await expect(history.getByTestId('audit-log').getByRole('listitem')).toHaveCount(5);
    await expect(history).toContainText('Approved');
    await expect(history).toContainText('Visibility');
    await expect(history).toContainText('Sold count');
    await page.keyboard.press('Escape');

    // Leave the shared server's public catalogue as the other journeys expect it: empty.
    expect(
      (await page.request.patch(`/api/admin/images/${imageId}/visibility`, { data: { isPublic: false } })).ok(),
    ).toBe(true);
    expect(await publicList()).toHaveLength(0);
  });

  test('the admin rejects a poster with a note; its creator reads it on the dashboard in German', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const creatorContext = await browser.newContext({ locale: 'de-CH' });
    const creator = await creatorContext.newPage();
    try {
      await creator.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
      const photo = await makePhoto(test.info().outputPath('photo.jpg'));
      const generated = await creator.request.post('/api/generate-gpt-image', {
        data: { imageData: `data:image/jpeg;base64,${readFileSync(photo).toString('base64')}`, style: 'popart' },
        timeout: 120_000,
      });
      const rejectedId = ((await generated.json()) as { imageId: number }).imageId;
      const rejectedName = `Fog ${Date.now().toString(36)}`;
      const sell = {
        isPublic: true,
        name: rejectedName,
        city: 'Biel',
        totalSupply: 20,
        pricePerUnit: 35,
        agreedToTerms: true,
      };
      expect((await creator.request.patch(`/api/images/${rejectedId}/public`, { data: sell })).ok()).toBe(true);

      await signIn(page);
      await page.goto('/admin/review');
      const tile = page.locator(`[data-testid="review-poster"][data-poster-id="${rejectedId}"]`);
      await tile.hover();
      await tile.getByRole('button', { name: en.admin.reject }).click();
      const dialog = page.getByTestId('reject-dialog');
      await expect(dialog.getByRole('heading', { name: en.admin.rejectTitle({ name: rejectedName }) })).toBeVisible();
      // 'Keep in queue' decides nothing
      await dialog.getByRole('button', { name: en.admin.keepInQueue }).click();
      await expect(dialog).toBeHidden();
      await expect(tile).toBeVisible();
      await tile.hover();
      await tile.getByRole('button', { name: en.admin.reject }).click();
      const note = 'Das Foto ist zu unscharf für den Druck.';
      await dialog.getByLabel(en.admin.rejectReasonLabel).fill(note);
      await dialog.getByRole('button', { name: en.admin.rejectConfirm }).click();
      await expect(toast(page, en.admin.rejectedTitle)).toBeVisible();
      await expect(tile).toHaveCount(0);
      await expect(page.getByTestId('pending-count')).toHaveText(en.admin.pendingCount({ count: 0 }));
      // its tile gone, focus lands on the queue's count, not lost on the page
      await expect(page.getByTestId('pending-count')).toBeFocused();

      await creator.goto('/dashboard');
      const rejectedTile = creator.locator(`[data-testid="dashboard-poster"][data-poster-id="${rejectedId}"]`);
      await expect(rejectedTile.getByTestId('status-badge')).toHaveText(de.sell.statusRejected);
      await rejectedTile.click();
      const detail = creator.getByTestId('own-poster-dialog');
      await expect(detail.getByTestId('rejection-note')).toContainText(
        de.sell.rejectedMail.reviewerNote({ reason: note }),
      );
      await expect(detail.getByTestId('rejection-note')).toContainText(de.sell.rejectedAgain);
    } finally {
      await creatorContext.close();
    }
  });
});
