import { expect, test } from './fixtures/test.ts';
import type { Browser, Page } from '@playwright/test';
import type { Language } from '../src/shared/i18n/languages.ts';
import { localeOf } from '../src/shared/i18n/languages.ts';
import { words } from './fixtures/messages.ts';
import { newAccount, readCode, signUpThroughApi } from './fixtures/sign-up.ts';

/**
 * A forgotten password from the sign-in dialog alone (docs/product/accounts.md#a-forgotten-password): "Forgot your
 * password?", the code from the mail, a new password, signed in; the account's other sessions are signed out. On a
 * desktop in English, and on a 320 px phone in German, French and Italian, where nothing may run off the screen.
 */

const random255 = () => Math.floor(Math.random() * 256);
/** Each journey asks from an address of its own: codes are limited per client address. */
const ownAddress = () => ({ 'x-forwarded-for': `10.${random255()}.${random255()}.${random255()}` });

/** An account signed in elsewhere (another browser), to see it signed out by the reset. */
async function accountSignedInElsewhere(browser: Browser, prefix: string) {
  const elsewhere = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const account = newAccount(prefix);
  await signUpThroughApi(elsewhere.request, account);
  expect((await (await elsewhere.request.get('/api/auth/check')).json()).authenticated).toBe(true);
  return { account, elsewhere };
}

async function resetFromTheSignInDialog(
  page: Page,
  language: Language,
  email: string,
  newPassword: string,
  atCodeStep: () => Promise<void> = async () => {},
) {
  const m = words[language];
  await page.goto(`/?lang=${language}`);
  await page.getByRole('banner').getByRole('button', { name: m.shell.nav.signIn }).click();
  const login = page.getByRole('dialog', { name: m.shell.login.title });
  await login.getByLabel(m.accounts.emailLabel).fill(email);
  await login.getByRole('button', { name: m.accounts.forgotPassword }).click();

  const reset = page.getByRole('dialog', { name: m.accounts.resetTitle });
  await expect(reset).toBeVisible();
  await expect(login).toHaveCount(0);
  // the address typed into the sign-in dialog comes along
  await expect(reset.getByLabel(m.accounts.emailLabel)).toHaveValue(email);
  const askedAt = new Date(Date.now() - 1000).toISOString();
  await reset.getByRole('button', { name: m.accounts.sendResetCode }).click();
  await expect(reset).toHaveAttribute('data-step', 'code');
  await expect(reset).toContainText(email);
  await atCodeStep();

  const code = await readCode(page.request, email, askedAt);
  await reset.getByLabel(m.accounts.codeLabel).fill(code);
  await reset.getByLabel(m.accounts.newPasswordLabel, { exact: true }).fill(newPassword);
  await reset.getByLabel(m.accounts.confirmNewPasswordLabel).fill(`${newPassword}!`);
  await reset.getByRole('button', { name: m.accounts.setNewPassword }).click();
  await expect(page.getByText(m.accounts.passwordsDontMatch).first()).toBeVisible();
  await reset.getByLabel(m.accounts.confirmNewPasswordLabel).fill(newPassword);
  await reset.getByRole('button', { name: m.accounts.setNewPassword }).click();

  await expect(reset).toHaveCount(0);
  await expect(page.getByText(m.accounts.passwordResetDone).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: m.shell.nav.signIn })).toHaveCount(0);
  expect((await (await page.request.get('/api/auth/check')).json()).authenticated).toBe(true);
  return reset;
}

test.describe('a forgotten password', () => {
  test.use({ extraHTTPHeaders: ownAddress() });

  test('gets back in from the sign-in dialog alone; the other sessions are signed out', async ({ page, browser }) => {
    const { account, elsewhere } = await accountSignedInElsewhere(browser, 'reset');
    await resetFromTheSignInDialog(page, 'en', account.email, 'a new poster password');

    expect((await (await elsewhere.request.get('/api/auth/check')).json()).authenticated).toBe(false);
    const oldPassword = await elsewhere.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(oldPassword.status()).toBe(401);
    const newPassword = await elsewhere.request.post('/api/auth/login', {
      data: { email: account.email, password: 'a new poster password' },
    });
    expect(newPassword.status()).toBe(200);
    await elsewhere.close();
  });

  test('answers an address without an account as any other, and mails nothing to it', async ({ page }) => {
    const m = words.en;
    const nobody = newAccount('nobody').email;
    await page.goto('/?lang=en');
    await page.getByRole('banner').getByRole('button', { name: m.shell.nav.signIn }).click();
    await page.getByRole('button', { name: m.accounts.forgotPassword }).click();
    const reset = page.getByRole('dialog', { name: m.accounts.resetTitle });
    await reset.getByLabel(m.accounts.emailLabel).fill(nobody);
    await reset.getByRole('button', { name: m.accounts.sendResetCode }).click();
    await expect(reset).toHaveAttribute('data-step', 'code');
    await expect(reset).toContainText(m.accounts.resetCodeSent({ email: nobody }));
    // the job that would mail an account runs within about two seconds
    await page.waitForTimeout(3000);
    const { mails } = (await (await page.request.get('/api/dev/mailbox')).json()) as { mails: { to: string }[] };
    expect(mails.filter((mail) => mail.to === nobody)).toHaveLength(0);
    // back to the sign-in dialog
    await reset.getByRole('button', { name: m.accounts.back }).click();
    await reset.getByRole('button', { name: m.accounts.backToSignIn }).click();
    await expect(page.getByRole('dialog', { name: m.shell.login.title })).toBeVisible();
  });
});

for (const language of ['de', 'fr', 'it'] as const) {
  test.describe(`a forgotten password on a 320 px phone in ${language}`, () => {
    test.use({ viewport: { width: 320, height: 640 }, locale: localeOf[language], extraHTTPHeaders: ownAddress() });

    test('fits the screen at each step and signs in', async ({ page, browser }) => {
      const m = words[language];
      const { account, elsewhere } = await accountSignedInElsewhere(browser, `r${language}`);
      // The dialog fits: inside the screen, nothing in it wider than it (the page behind is the landing's affair).
      const measure = async () => {
        const dialog = page.getByRole('dialog').first();
        const box = (await dialog.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
        const { scrollWidth, clientWidth } = await dialog.evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      };
      await page.goto(`/?lang=${language}`);
      await page.getByRole('banner').getByRole('button', { name: m.shell.nav.signIn }).click();
      await expect(page.getByRole('button', { name: m.accounts.forgotPassword })).toBeVisible();
      await measure();
      await page.getByRole('button', { name: m.accounts.forgotPassword }).click();
      const reset = page.getByRole('dialog', { name: m.accounts.resetTitle });
      await expect(reset).toBeVisible();
      await measure();
      await reset.getByRole('button', { name: m.accounts.backToSignIn }).click();

      await resetFromTheSignInDialog(page, language, account.email, 'ein neues Passwort', measure);
      expect((await (await elsewhere.request.get('/api/auth/check')).json()).authenticated).toBe(false);
      await elsewhere.close();
    });
  });
}
