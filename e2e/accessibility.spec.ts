import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures/test.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import m from '../src/shared/messages/en/create.ts';
import pp from '../src/shared/messages/en/partners.ts';
import sm from '../src/shared/messages/en/settings.ts';
import sell from '../src/shared/messages/en/sell.ts';
import { en } from './fixtures/messages.ts';
import { makePhoto } from './fixtures/create-media.ts';
import { signInAdminThroughPage } from './fixtures/admin-session.ts';
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
 * Every page and dialog passes axe-core (WCAG 2.0/2.1 A and AA) with no serious or critical
 * violation; every dialog keeps Tab and Shift+Tab inside, closes with Escape and gives focus back to
 * what opened it; every form field has an accessible name; the create flow works with the keyboard alone.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits for the finite animations (a dialog sliding in, a toast) to end; endless ones (spinners, strips) are left running. */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/** Runs axe on the whole page as it is now and fails with every serious or critical violation spelled out. */
async function expectNoSeriousViolations(page: Page, what: string) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = blocking
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .map(
            (node) =>
              `    ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
          )
          .join('\n'),
    )
    .join('\n');
  expect(blocking.length, `${what}: axe found serious or critical violations\n${report}`).toBe(0);
}

/** Every visible input, select and textarea inside `scope` has an accessible name. */
async function expectEveryFieldNamed(scope: Locator) {
  const fields = scope.locator('input:not([type="hidden"]), select, textarea');
  for (const field of await fields.all()) {
    const described = await field.evaluate((element) => element.outerHTML.slice(0, 160));
    await expect(field, `this field has no accessible name: ${described}`).toHaveAccessibleName(/\S/);
  }
}

const focusIsInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

/** How many elements of `dialog` Tab can reach. */
const tabStops = (dialog: Locator) =>
  dialog.evaluate(
    (element) =>
      [...element.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
        (candidate) =>
          candidate.tabIndex >= 0 && !candidate.matches(':disabled') && candidate.getClientRects().length > 0,
      ).length,
  );

/**
 * Tab and Shift+Tab go round the dialog without leaving it; Escape closes it and focus goes back to
 * `opener` (when given).
 */
async function expectFocusTrappedAndEscapable(page: Page, dialog: Locator, opener: Locator | null) {
  await expect(dialog).toBeVisible();
  expect(await focusIsInside(dialog), 'focus moves into the dialog when it opens').toBe(true);
  const presses = Math.min((await tabStops(dialog)) + 2, 40);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      expect(await focusIsInside(dialog), `${key} #${press + 1} keeps focus inside the dialog`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  if (opener) await expect(opener, 'focus returns to what opened the dialog').toBeFocused();
}

/** The full check of one dialog: axe with it open, its fields named, focus trapped, Escape. */
async function checkDialog(page: Page, dialog: Locator, opener: Locator | null, what: string) {
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, what);
  await expectEveryFieldNamed(dialog);
  await expectFocusTrappedAndEscapable(page, dialog, opener);
}

/** Presses Tab (or Shift+Tab) until `target` has focus: the keyboard way to reach a control. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 40) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `${key} reaches the control within ${limit} presses`).toBeFocused();
}

/** Opens a page and waits until it has drawn its heading and stopped loading. */
async function openPage(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.waitForLoadState('networkidle');
}

const signInAsAdmin = signInAdminThroughPage;

let photo: string;
test.beforeAll(async () => {
  photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-a11y-')), 'lake.jpg'));
});

test.describe('pages signed out', () => {
  for (const url of [
    '/',
    '/create',
    '/catalogue',
    '/feed',
    '/earn',
    '/partners',
    '/admin/login',
    '/dev/mailbox',
    '/no-such-page',
  ]) {
    test(`${url} has no serious or critical axe violation`, async ({ page }) => {
      await openPage(page, url);
      await expectNoSeriousViolations(page, url);
      await expectEveryFieldNamed(page.locator('body'));
    });
  }
});

test.describe('dialogs signed out', () => {
  test('the login dialog', async ({ page }) => {
    await openPage(page, '/');
    const opener = page.getByRole('banner').getByRole('button', { name: en.shell.nav.signIn });
    await opener.click();
    await checkDialog(page, page.getByRole('dialog', { name: en.shell.login.title }), opener, 'login dialog');
  });

  test('the sign-up dialog', async ({ page }) => {
    await openPage(page, '/create');
    const opener = page.getByRole('main').getByRole('button', { name: m.signUp });
    await opener.click();
    await checkDialog(page, page.getByRole('dialog', { name: en.shell.signup.title }), opener, 'sign-up dialog');
  });

  for (const name of ['Privacy Policy', 'Terms of Service']) {
    test(`the ${name} dialog of the footer`, async ({ page }) => {
      await openPage(page, '/');
      const opener = page.getByRole('contentinfo').getByRole('link', { name });
      await opener.click();
      await checkDialog(page, page.getByRole('dialog', { name }), opener, `${name} dialog`);
    });
  }

  test('the partner inquiry dialog', async ({ page }) => {
    await openPage(page, '/partners');
    const opener = page.getByRole('button', { name: pp.brewWithUs }).first();
    await opener.click();
    await checkDialog(page, page.getByRole('dialog', { name: pp.form.title }), opener, 'partner inquiry dialog');
  });
});

test.describe('the create flow with the keyboard alone', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    // AxeBuilder needs a page of a context made with browser.newContext().
    page = await (await browser.newContext()).newPage();
    await signUpThroughApi(page.request, newAccount('keys'));
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('/create signed in, the credit and membership dialogs', async () => {
    await openPage(page, '/create');
    await expect(page.getByTestId('upload-dropzone')).toBeVisible();
    await expectNoSeriousViolations(page, '/create signed in');
    await expectEveryFieldNamed(page.locator('body'));

    const badge = page.getByRole('banner').getByTestId('credit-badge');
    await tabTo(page, badge);
    await page.keyboard.press('Enter');
    await checkDialog(page, page.getByTestId('credit-purchase-dialog'), badge, 'credit purchase dialog');
  });

  test('uploads, captions, chooses a style and creates the print without the mouse', async () => {
    test.setTimeout(180_000);
    const dropzone = page.getByTestId('upload-dropzone');
    // Listen first: the browser intercepts the file chooser only once the listener has reached it.
    const chooser = page.waitForEvent('filechooser', { timeout: 20_000 });
    await tabTo(page, dropzone);
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(photo);
    await expect(page.getByTestId('uploaded-image')).toBeVisible();

    const addText = page.getByRole('button', { name: m.addText });
    await tabTo(page, addText);
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog', { name: m.captionEditorTitle });
    await expect(editor).toBeVisible();
    await expectNoSeriousViolations(page, 'caption editor');
    await expectEveryFieldNamed(editor);
    await expectFocusTrappedAndEscapable(page, editor, addText);
    await page.keyboard.press('Enter');
    await expect(editor).toBeVisible();
    await expect(editor.getByPlaceholder(m.captionPlaceholder)).toBeFocused();
    await page.keyboard.type('Lake Geneva 1982');
    await page.keyboard.press('Enter');
    await expect(editor).toBeHidden();
    await expect(page.getByTestId('caption-overlay')).toHaveText('Lake Geneva 1982');

    // The styles are one radio group: Tab enters it, the arrows move, Enter chooses.
    const styles = page.getByRole('radiogroup', { name: m.stylesLabel });
    await tabTo(page, styles.getByRole('radio', { name: 'Alpine Coastal', exact: true }));
    await page.keyboard.press('ArrowDown');
    const impressionist = styles.getByRole('radio', { name: 'Impressionist', exact: true });
    await expect(impressionist).toBeFocused();
    await expect(impressionist).toHaveAttribute('aria-checked', 'true');

    // A members-only style opens the membership dialog; Escape comes back to it.
    await page.keyboard.press('ArrowDown');
    const locked = styles.getByRole('radio', { name: /^Minimal Modernist, members only/ });
    await expect(locked).toBeFocused();
    await page.keyboard.press('Enter');
    await checkDialog(page, page.getByTestId('subscription-dialog'), locked, 'membership dialog');

    await page.keyboard.press('ArrowUp');
    await expect(impressionist).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('selected-style')).toHaveText(m.selectedStyle.replace('{name}', 'Impressionist'));
    await expectNoSeriousViolations(page, '/create with a photo');

    const create = page.getByRole('button', { name: m.createMyPrint });
    await tabTo(page, create);
    await page.keyboard.press('Enter');
    const result = page.getByTestId('poster-result');
    await expect(result).toHaveAttribute('data-glow', 'on', { timeout: 120_000 });
    await expectNoSeriousViolations(page, '/create with the poster');

    // Ordering first (docs/product/create.md#after-generation), then the rest in reading order.
    for (const name of [m.orderA3, en.cart.addToCart, m.share, m.sell, m.newPoster]) {
      await tabTo(page, page.getByRole('button', { name, exact: true }));
    }
    await tabTo(page, page.getByRole('button', { name: m.share, exact: true }), 'Shift+Tab');
    await tabTo(page, page.getByRole('button', { name: m.sell, exact: true }));
  });

  test('the sell modal and its creator terms', async () => {
    const opener = page.getByRole('button', { name: m.sell, exact: true });
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: sell.title });
    await expect(modal).toBeVisible();
    await expectNoSeriousViolations(page, 'sell modal');
    await expectEveryFieldNamed(modal);

    const termsLink = modal.getByRole('button', { name: sell.agreeLink });
    await tabTo(page, termsLink);
    await page.keyboard.press('Enter');
    await checkDialog(
      page,
      page.getByRole('dialog', { name: 'Creator terms and conditions' }),
      termsLink,
      'creator terms dialog',
    );
    await expect(modal).toBeVisible();
    await expectFocusTrappedAndEscapable(page, modal, opener);
  });

  test('the order dialog: shipping, then payment', async () => {
    const opener = page.getByRole('button', { name: m.orderA3, exact: true });
    await tabTo(page, opener, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('poster-order-dialog');
    await expect(dialog.getByRole('heading', { name: en.checkout.shippingTitle })).toBeVisible();
    await expectNoSeriousViolations(page, 'order dialog, shipping step');
    await expectEveryFieldNamed(dialog);

    const shipping = testShipping('Keller');
    for (const [label, value] of [
      [en.checkout.firstName, shipping.firstName],
      [en.checkout.lastName, shipping.lastName],
      [en.checkout.address, shipping.address],
      [en.checkout.city, shipping.city],
      [en.checkout.state, shipping.state],
      [en.checkout.zipCode, shipping.zipCode],
    ] as const) {
      await tabTo(page, dialog.getByLabel(label, { exact: true }));
      await page.keyboard.type(value);
    }
    await tabTo(page, dialog.getByRole('button', { name: en.checkout.proceedToPayment }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: en.checkout.paymentTitle })).toBeVisible();
    await expect(dialog.getByTestId('amount-due')).toBeVisible();
    await expectNoSeriousViolations(page, 'order dialog, payment step');
    await expectEveryFieldNamed(dialog);
    await expectFocusTrappedAndEscapable(page, dialog, opener);
  });

  test('New Poster returns to the upload panel', async () => {
    await tabTo(page, page.getByRole('button', { name: m.newPoster, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('upload-dropzone')).toBeVisible();
  });
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
    await expect(cart.getByRole('heading', { name: en.checkout.shippingTitle })).toBeVisible();
    await expectNoSeriousViolations(page, 'cart checkout, shipping step');
    await expectEveryFieldNamed(cart);
    const shipping = testShipping('Dupont');
    for (const [label, value] of [
      [en.checkout.firstName, shipping.firstName],
      [en.checkout.lastName, shipping.lastName],
      [en.checkout.email, shipping.email],
      [en.checkout.address, shipping.address],
      [en.checkout.city, shipping.city],
      [en.checkout.state, shipping.state],
      [en.checkout.zipCode, shipping.zipCode],
    ] as const) {
      await cart.getByLabel(label, { exact: true }).fill(value);
    }
    await cart.getByRole('button', { name: en.checkout.proceedToPayment }).click();
    await expect(cart.getByRole('heading', { name: en.checkout.paymentTitle })).toBeVisible();
    await expectNoSeriousViolations(page, 'cart checkout, payment step');
    await expectEveryFieldNamed(cart);
    await expectFocusTrappedAndEscapable(page, cart, cartButton);
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
    await page.getByPlaceholder(en.admin.searchPlaceholder).fill(tag);
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
