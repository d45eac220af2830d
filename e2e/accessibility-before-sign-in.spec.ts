import { test } from './fixtures/test.ts';
import m from '../src/shared/messages/en/create.ts';
import pp from '../src/shared/messages/en/partners.ts';
import { checkDialog, expectEveryFieldNamed, expectNoSeriousViolations, openPage } from './fixtures/accessibility.ts';
import { en } from './fixtures/messages.ts';

/**
 * Before signing in: every public page and every dialog a visitor can open pass axe, name their fields and keep
 * focus. This file runs first of the accessibility journeys (its name sorts first), as it did when they were one
 * file: /dev/mailbox is checked while it is still empty.
 */

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
