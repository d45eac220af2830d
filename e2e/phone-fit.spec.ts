import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/test.ts';
import type { Locator, Page } from '@playwright/test';
import { languages } from '../src/shared/i18n/languages.ts';
import { makePhoto } from './fixtures/create-media.ts';
import { expectToastClear, expectToFit, lineCount, phoneWidths } from './fixtures/fit.ts';
import { en, words } from './fixtures/messages.ts';
import { adminContext, approvedPoster, fillShipping } from './fixtures/shop.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';

/**
 * Phones, in every language, at 320 and 390 px: nothing of the cart's shipping and payment steps, the credit
 * purchase's payment step or the membership's plan runs off the screen (docs/product/pay.md#checkout), and the
 * header, signed in or not, keeps the wordmark and the page's name whole and every place in its row or its menu
 * (docs/product/accounts.md#landing-header-footer, decision 029); the catalogue's toolbar keeps its icons in one row.
 */
/** Nothing cut or covered: the wordmark and the section's name end before the icon row begins (what does not). */
const cutHeaderTexts = (header: Locator) =>
  header.evaluate((banner) => {
    const start = banner.querySelector('nav')!.parentElement!.getBoundingClientRect().left;
    const wordmark = banner.querySelector('a[href="/"]')!;
    const texts = [wordmark, ...banner.querySelectorAll('a[href="/"] ~ p')];
    return texts
      .filter((text) => text.getBoundingClientRect().right > start || text.scrollWidth > text.clientWidth + 1)
      .map(
        (text) =>
          `"${text.textContent}" ends at ${Math.round(text.getBoundingClientRect().right)}, the row starts at ` +
          `${Math.round(start)}`,
      );
  });

test.describe('payment on a phone, in every language', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let posterId: number;
  let limitedId: number;

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-fit-')), 'lake.jpg'));
    const creator = await browser.newPage();
    await signUpThroughApi(creator.request, newAccount('fitcreator'));
    const admin = await adminContext(baseURL!);
    posterId = await approvedPoster(creator.request, admin, photo, {
      name: 'Morning on the lake',
      totalSupply: 200,
      pricePerUnit: 42,
    });
    limitedId = await approvedPoster(creator.request, admin, photo, {
      name: 'Numbered lake',
      totalSupply: 50,
      pricePerUnit: 30,
    });
    await admin.dispose();
    await creator.close();
    page = await browser.newPage();
    await signUpThroughApi(page.request, newAccount('fitbuyer'));
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('the cart’s shipping and payment steps fit', async () => {
    test.setTimeout(240_000);
    await page.goto(`/catalogue?poster=${posterId}`);
    const detail = page.getByTestId('poster-detail');
    await detail.getByRole('button', { name: en.cart.addToCart }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // a second line, a limited edition: the cart's carousel then holds more than the drawer shows
    await page.goto(`/catalogue?poster=${limitedId}`);
    await detail.getByRole('button', { name: en.cart.addToCart }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    for (const language of languages) {
      const m = words[language];
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`/catalogue?lang=${language}`);
        await page.getByTestId('cart-button').click();
        const cart = page.getByTestId('cart-dialog');
        await expectToFit(page, cart, `${language}: the cart`);
        // the limited edition's badge whole beside its remove button ("Limitierte Edition" ran under it)
        const limited = cart.getByTestId('cart-item').filter({ hasText: m.cart.limitedEdition });
        const badge = (await limited.getByText(m.cart.limitedEdition, { exact: true }).boundingBox())!;
        const remove = (await limited
          .getByRole('button', { name: m.cart.remove({ name: 'Numbered lake' }) })
          .boundingBox())!;
        expect(badge.x + badge.width, `${language}: the badge beside the remove button`).toBeLessThanOrEqual(remove.x);
        await cart.getByRole('button', { name: m.cart.checkout }).click();
        await expect(cart.getByRole('heading', { name: m.checkout.shippingTitle })).toBeVisible();
        await fillShipping(cart, language);
        await expectToFit(page, cart, `${language}: the shipping step`);
        await cart.getByRole('button', { name: m.checkout.proceedToPayment }).click();
        await expect(cart.getByTestId('payment-step')).toBeVisible();
        // the step opens at its top (it kept the shipping form's scroll, the summary half hidden)
        const scrolled = () =>
          cart.evaluate((sheet) => Math.max(...[...sheet.querySelectorAll('*')].map((e) => e.scrollTop)));
        expect(await scrolled(), `${language}: the payment step's scroll`).toBe(0);
        await expect(cart.getByTestId('amount-due')).toContainText('72.00');
        await expectToFit(page, cart, `${language}: the cart’s payment step`);
        // an incomplete CVC: its message, the CVC field outlined, not the card number
        const cvc = cart.getByLabel(m.checkout.cardCvc, { exact: true });
        await cart.getByLabel(m.checkout.cardNumber, { exact: true }).fill('4000 0000 0000 0002');
        await cart.getByLabel(m.checkout.cardExpiry, { exact: true }).fill('12 / 34');
        await cvc.fill('1');
        await cart.getByRole('button', { name: m.checkout.payNow }).click();
        await expect(cart.getByText(m.checkout.cardCvcInvalid)).toBeVisible();
        await expect(cvc).toHaveAttribute('aria-invalid', 'true');
        await expect(cart.getByLabel(m.checkout.cardNumber, { exact: true })).not.toHaveAttribute('aria-invalid');
        // a declined card: its toast comes in above the sheet, clear of 'Pay now' and 'Back'
        await cvc.fill('123');
        await cart.getByRole('button', { name: m.checkout.payNow }).click();
        await expectToastClear(
          page,
          page.locator('.toast').filter({ hasText: m.checkout.cardDeclined }),
          [m.checkout.payNow, m.checkout.back].map((name) => cart.getByRole('button', { name, exact: true })),
          `${language}: a declined card`,
        );
        // a refusal of the card itself outlines the card number
        await expect(cart.getByLabel(m.checkout.cardNumber, { exact: true })).toHaveAttribute('aria-invalid', 'true');
        await expect(cvc).not.toHaveAttribute('aria-invalid');
      }
    }
  });

  test('the credit purchase’s payment step and the membership’s plan fit', async () => {
    test.setTimeout(180_000);
    for (const language of languages) {
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`/create?lang=${language}`);
        await page.getByTestId('credit-badge').click();
        const credits = page.getByTestId('credit-purchase-dialog');
        await credits.getByTestId('credit-pack').first().click();
        await credits.getByTestId('buy-credits').click();
        await expect(credits.getByTestId('payment-step')).toBeVisible();
        await expectToFit(page, credits, `${language}: the credits’ payment step`);
        await page.keyboard.press('Escape');

        await page.evaluate(() => window.dispatchEvent(new Event('openSubscriptionModal')));
        const membership = page.getByTestId('subscription-dialog');
        await expect(membership.getByTestId('membership-first-month')).toBeVisible();
        await expectToFit(page, membership, `${language}: the membership’s plan`);
        await page.keyboard.press('Escape');
      }
    }
  });

  test('‘Add text’ and the zoom lie under the photo, and the caption editor’s hint stays whole', async () => {
    test.setTimeout(120_000);
    const photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-fit-')), 'lake.jpg'));
    await page.setViewportSize({ width: phoneWidths[0], height: 844 });
    for (const language of languages) {
      const m = words[language].create;
      await page.goto(`/create?lang=${language}`);
      await page.getByTestId('upload-input').setInputFiles(photo);
      const addText = page.getByRole('button', { name: m.addText });
      // over the photo it hid the corner the window may need, and a drag begun on it moved nothing
      const frame = (await page.getByTestId('image-frame').boundingBox())!;
      for (const control of [addText, page.getByRole('button', { name: m.resetWindowLabel })]) {
        const box = (await control.boundingBox())!;
        expect(box.y, `${language}: ${await control.innerText()} under the photo`).toBeGreaterThanOrEqual(
          frame.y + frame.height,
        );
      }
      await expectToFit(page, page.getByTestId('window-hint').locator('..'), `${language}: the window’s controls`);
      await addText.click();
      const editor = page.getByRole('dialog', { name: m.captionEditorTitle });
      // the hint drawn over the picture (the dialog's description says it again to screen readers)
      const hint = editor.getByTestId('caption-editor-frame').getByText(m.captionHint, { exact: true });
      await expect(hint).toBeVisible();
      const cut = await hint.evaluate((text) => {
        const frame = text.closest('p')!.parentElement!.getBoundingClientRect();
        const box = text.closest('p')!.getBoundingClientRect();
        return (
          box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || text.closest('p')!.scrollWidth > box.width + 1
        );
      });
      expect(cut, `${language}: "${m.captionHint}" at ${phoneWidths[0]} px`).toBe(false);
      await page.keyboard.press('Escape');
    }
  });
});

test.describe('the signed-in header on a phone', () => {
  test('shows the wordmark and the page’s name whole, and every action in its row or its menu', async ({ page }) => {
    test.setTimeout(180_000);
    await signUpThroughApi(page.request, newAccount('fitheader'));
    for (const language of languages) {
      const nav = words[language].shell.nav;
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 844 });
        for (const path of ['/create', '/settings']) {
          await page.goto(`${path}?lang=${language}`);
          const header = page.getByRole('banner');
          const row = header.getByRole('navigation');
          await expect(row.getByRole('link', { name: nav.create })).toBeVisible();
          if (path === '/create') await expect(header.getByTestId('credit-badge')).toBeVisible();
          await expectToFit(page, header, `${language} ${path}: the header`);
          expect(await cutHeaderTexts(header), `${language} ${path} at ${width} px`).toEqual([]);

          const menuButton = row.getByRole('button', { name: nav.menu });
          await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
          await menuButton.click();
          await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
          for (const name of [nav.catalogue, nav.dashboard, nav.orders, nav.settings])
            await expect(row.getByRole('link', { name, exact: true })).toBeVisible();
          await expect(row.getByRole('button', { name: nav.logout })).toBeVisible();
          await expectToFit(page, header, `${language} ${path}: the open menu`);
          await page.keyboard.press('Escape');
          await expect(row.getByRole('link', { name: nav.dashboard, exact: true })).toBeHidden();
          await expect(menuButton).toBeFocused();
        }
      }
    }
    // From the menu to a page, which closes it.
    await page.goto('/create?lang=en');
    await page.getByRole('banner').getByRole('button', { name: en.shell.nav.menu }).click();
    await page.getByRole('banner').getByRole('link', { name: en.shell.nav.orders, exact: true }).click();
    await expect(page).toHaveURL(/\/orders/);
    await expect(page.getByRole('banner').getByRole('link', { name: en.shell.nav.orders, exact: true })).toBeHidden();
  });
});

test.describe('a guest’s header on a phone', () => {
  test('has ‘Sign in’ and the menu of the catalogue, Moments and create, beside the whole wordmark and page name', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (const language of languages) {
      const nav = words[language].shell.nav;
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 844 });
        for (const path of ['/', '/catalogue', '/create', '/earn']) {
          await page.goto(`${path}?lang=${language}`);
          const header = page.getByRole('banner');
          await expect(header.getByRole('button', { name: nav.signIn })).toBeVisible();
          await expectToFit(page, header, `${language} ${path}: the guest's header`);
          expect(await cutHeaderTexts(header), `${language} ${path} at ${width} px`).toEqual([]);

          const menuButton = header.getByRole('button', { name: nav.menu });
          await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
          await menuButton.click();
          await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
          for (const [name, href] of [
            [nav.catalogue, '/catalogue'],
            [nav.feed, '/feed'],
            [nav.create, '/create'],
          ] as const)
            await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
          await expect(header.getByRole('button', { name: nav.logout })).toHaveCount(0);
          await expectToFit(page, header, `${language} ${path}: the guest's open menu`);
          await page.keyboard.press('Escape');
          await expect(header.getByRole('link', { name: nav.feed, exact: true })).toBeHidden();
          await expect(menuButton).toBeFocused();
        }
      }
    }
    // From the menu to Moments, which closes it; from 640 px a guest has only 'Sign in'.
    await page.setViewportSize({ width: 320, height: 844 });
    await page.goto('/?lang=de');
    await page.getByRole('banner').getByRole('button', { name: words.de.shell.nav.menu }).click();
    await page.getByRole('banner').getByRole('link', { name: words.de.shell.nav.feed, exact: true }).click();
    await expect(page).toHaveURL(/\/feed/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/catalogue?lang=en');
    await expect(page.getByRole('banner').getByRole('button', { name: en.shell.nav.signIn })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: en.shell.nav.menu })).toBeHidden();
  });
});

test.describe('the catalogue’s toolbar on a phone and a tablet', () => {
  test('keeps its four icons in one row and the create button’s label on one line, signed out and in', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const signedIn of [false, true]) {
      if (signedIn) await signUpThroughApi(page.request, newAccount('fittoolbar'));
      for (const language of languages) {
        const m = words[language].catalogue;
        // 768 px: the toolbar stands beside the heading, in a column narrower than a phone's
        for (const width of [...phoneWidths, 360, 768]) {
          await page.setViewportSize({ width, height: 844 });
          await page.goto(`/catalogue?lang=${language}`);
          const toolbar = page.getByTestId('catalogue-toolbar');
          const where = `${signedIn ? 'signed in' : 'a guest'}, ${language} at ${width} px`;
          await expectToFit(page, toolbar, `${where}: the toolbar`);
          // The cart alone, or the search alone, on a row of its own read as a slip (it did at 360 px).
          const icons = [
            toolbar.getByRole('button', { name: m.openSearch }),
            toolbar.getByRole('link', { name: m.feedLink }),
            toolbar.getByRole('link', { name: m.dashboardLink }),
            toolbar.getByTestId('cart-button'),
          ];
          const tops = await Promise.all(icons.map(async (icon) => Math.round((await icon.boundingBox())!.y)));
          expect(new Set(tops).size, `${where}: the icons' tops ${tops.join(', ')}`).toBe(1);
          const create = toolbar.getByRole('link', { name: signedIn ? m.createSignedIn : m.createSignedOut });
          expect(await lineCount(create), `${where}: the create button's label in one line`).toBe(1);
          expect(
            await create.evaluate((link) => link.scrollWidth <= link.clientWidth),
            `${where}: its label whole`,
          ).toBe(true);
        }
      }
    }
  });
});
