import { expect, test } from './fixtures/test.ts';
import type { Page } from '@playwright/test';
import m from '../src/shared/messages/en/create.ts';
import sell from '../src/shared/messages/en/sell.ts';
import {
  checkCheckoutSteps,
  checkDialog,
  expectEveryFieldNamed,
  expectFocusTrappedAndEscapable,
  expectNoSeriousViolations,
  newTestPhoto,
  openPage,
  tabTo,
} from './fixtures/accessibility.ts';
import { en } from './fixtures/messages.ts';
import { testShipping } from './fixtures/shop.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';

/**
 * The create flow with the keyboard alone, signed in: upload, caption, style, create, then the sell, order and
 * membership dialogs; each step passes axe, names its fields and keeps focus inside its dialogs.
 */

let photo: string;
test.beforeAll(async () => {
  photo = await newTestPhoto();
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
    for (const name of [m.orderPrint, en.cart.addToCart, m.share, m.sell, m.newPoster]) {
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
    const opener = page.getByRole('button', { name: m.orderPrint, exact: true });
    await tabTo(page, opener, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('poster-order-dialog');
    await checkCheckoutSteps(page, dialog, opener, 'order dialog', {
      shipping: testShipping('Keller'),
      withEmail: false,
      byKeyboard: true,
    });
  });

  test('New Poster returns to the upload panel', async () => {
    await tabTo(page, page.getByRole('button', { name: m.newPoster, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('upload-dropzone')).toBeVisible();
  });
});
