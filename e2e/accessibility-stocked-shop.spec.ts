import { expect, test } from './fixtures/test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import sm from '../src/shared/messages/en/settings.ts';
import {
  checkCheckoutSteps,
  checkDialog,
  expectEveryFieldNamed,
  expectNoSeriousViolations,
  newTestPhoto,
  openPage,
} from './fixtures/accessibility.ts';
import { openAdminPages } from './fixtures/admin-session.ts';
import { en } from './fixtures/messages.ts';
import {
  adminContext,
  generatePoster,
  joinMembership,
  placePosterOrder,
  publishAndApprove,
  testShipping,
} from './fixtures/shop.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';

/**
 * A shop with posters, orders and a member: the catalogue, the cart and its checkout, the feed, /earn, the dashboard,
 * the settings and the admin pages pass axe, name their fields and keep focus inside their dialogs.
 */

const signInAsAdmin = openAdminPages;

let photo: string;
test.beforeAll(async () => {
  photo = await newTestPhoto();
});

test.describe('a stocked shop', () => {
  test.describe.configure({ mode: 'serial' });
  let creator: Page;
  let admin: APIRequestContext;
  const approved: number[] = [];
  let pending = 0;
  let orderId = '';
  // Letters only: the tag goes into a customer's last name too.
  const tag = `Access${Date.now().toString(36)}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    creator = await (await browser.newContext()).newPage();
    await signUpThroughApi(creator.request, newAccount('a11y'));
    await joinMembership(creator.request);
    admin = await adminContext(baseURL!);
    for (const name of [`Lake ${tag}`, `Harbour ${tag}`]) {
      approved.push(
        await publishAndApprove(creator.request, admin, await generatePoster(creator.request, photo), {
          name,
          totalSupply: 20,
        }),
      );
    }
    pending = await generatePoster(creator.request, photo);
    const published = await creator.request.patch(`/api/images/${pending}/public`, {
      data: {
        isPublic: true,
        name: `Pending ${tag}`,
        city: 'Bern',
        totalSupply: 50,
        pricePerUnit: 30,
        agreedToTerms: true,
      },
    });
    expect(published.ok(), await published.text()).toBe(true);
    orderId = await placePosterOrder(creator.request, approved[0]!, testShipping(`Muster${tag}`));
  });

  test.afterAll(async () => {
    // Leave the shared server as the other journeys expect it: an empty public catalogue and review queue.
    for (const id of approved)
      expect((await admin.patch(`/api/admin/images/${id}/visibility`, { data: { isPublic: false } })).ok()).toBe(true);
    if (pending)
      expect((await admin.patch(`/api/admin/images/${pending}/reject`, { data: { reason: '' } })).ok()).toBe(true);
    await admin.dispose();
    await creator.context().close();
  });

  test('/catalogue with posters, the poster detail, the cart with items and its checkout steps', async ({ page }) => {
    await openPage(page, '/catalogue');
    await expect(page.getByTestId('catalogue-poster').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/catalogue with posters');

    const tile = page.locator(`[data-testid="catalogue-poster"][data-poster-id="${approved[0]}"]`);
    await tile.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: `Lake ${tag}` });
    await checkDialog(page, detail, tile, 'poster detail dialog');

    await page.keyboard.press('Enter');
    await detail.getByRole('button', { name: en.cart.addToCart }).click();
    // A toast is a dismissable layer of its own, above the dialog: while 'Added to cart' shows, Escape closes the
    // toast first. The toaster loads with the first toast, so whether the toast is up when Escape comes right after
    // the click depends on the network: the check waits for the toast to show and to go by itself (2 s) first.
    await expect(page.locator('.toast')).toContainText(en.cart.addedToCart);
    await expect(page.locator('.toast')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    const cartButton = page.getByTestId('cart-button');
    await cartButton.click();
    const cart = page.getByTestId('cart-dialog');
    await expect(cart.getByTestId('cart-item')).toHaveCount(1);
    // The 'Added to cart' toast can still be showing over the cart (its two seconds are not over on a slow run):
    // the topmost layer takes Escape, so a user's first Escape closes the toast. The check wants the cart's own.
    await expect(page.locator('.toast')).toHaveCount(0, { timeout: 5_000 });
    await checkDialog(page, cart, cartButton, 'cart dialog with items');

    await cartButton.click();
    await cart.getByRole('button', { name: en.cart.checkout }).click();
    await checkCheckoutSteps(page, cart, cartButton, 'cart checkout', {
      shipping: testShipping('Dupont'),
      withEmail: true,
      byKeyboard: false,
    });
  });

  test('/feed signed out and signed in', async ({ page }) => {
    await openPage(page, '/feed');
    await expect(page.getByTestId('feed-post').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/feed signed out');
    await openPage(creator, '/feed');
    await expect(creator.getByTestId('feed-post').first()).toBeVisible();
    await expectNoSeriousViolations(creator, '/feed signed in');
  });

  test('/earn with collected moments', async ({ page }) => {
    await openPage(page, '/earn');
    await expectNoSeriousViolations(page, '/earn');
  });

  test('/dashboard with posters and the poster dialog', async () => {
    await openPage(creator, '/dashboard');
    const first = creator.getByTestId('dashboard-poster').first();
    await expect(first).toBeVisible();
    await expectNoSeriousViolations(creator, '/dashboard with posters');
    await first.focus();
    await creator.keyboard.press('Enter');
    await checkDialog(creator, creator.getByTestId('own-poster-dialog'), first, 'own poster dialog');
  });

  test('/settings for a member, with the cancel confirmation, and for a standard user', async ({ page }) => {
    await openPage(creator, '/settings');
    await expect(creator.getByTestId('subscription-status')).toBeVisible();
    await expectNoSeriousViolations(creator, '/settings, member');
    await expectEveryFieldNamed(creator.locator('body'));
    const cancel = creator.getByRole('button', { name: sm.subscription.cancel });
    await cancel.click();
    await checkDialog(
      creator,
      creator
        .getByRole('alertdialog', { name: sm.subscription.confirmTitle })
        .or(creator.getByRole('dialog', { name: sm.subscription.confirmTitle })),
      cancel,
      'cancel membership dialog',
    );

    await signUpThroughApi(page.request, newAccount('plain'));
    await openPage(page, '/settings');
    await expect(page.getByTestId('account-type')).toBeVisible();
    await expectNoSeriousViolations(page, '/settings, standard user');
  });

  test('the admin pages and their dialogs', async ({ page }) => {
    await signInAsAdmin(page);
    // The search is sent after a pause in typing: until its answer is in, the list may still be the one before it and
    // be dimmed a moment later, while axe reads its colours.
    const searched = page.waitForResponse(
      (response) => response.url().includes('/api/admin/orders?') && response.url().includes(`search=${tag}`),
    );
    await page.getByPlaceholder(en.admin.searchPlaceholder).fill(tag);
    await searched;
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    // the list of the search, not the previous one dimmed while it loads
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousViolations(page, '/admin/orders');
    await expectEveryFieldNamed(page.locator('body'));
    const view = page.getByRole('button', { name: `${en.admin.view} ${orderId}` });
    await view.click();
    await checkDialog(page, page.getByTestId('order-dialog'), view, 'admin order dialog');

    await openPage(page, '/admin/catalogue');
    const tile = page.locator(`[data-testid="admin-poster"][data-poster-id="${approved[0]}"]`);
    await expect(tile).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/catalogue');
    const history = tile.getByRole('button', { name: `${en.admin.history}: Lake ${tag}` });
    await history.focus();
    await page.keyboard.press('Enter');
    await checkDialog(page, page.getByTestId('poster-history-dialog'), history, 'poster history dialog');

    await openPage(page, '/admin/review');
    await expect(page.locator(`[data-testid="review-poster"][data-poster-id="${pending}"]`)).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/review');
  });
});
