import { expect, test } from './fixtures/test.ts';
import { en } from './fixtures/messages.ts';
import { newAccount, readCode, signUpThroughApi } from './fixtures/sign-up.ts';

/**
 * Settings → Sign-in and security (docs/product/accounts.md#changing-the-password-or-the-e-mail-address): a new
 * password signs the other browsers out and keeps this one; a new address is confirmed by the code mailed to it.
 */
const m = en.settings.security;
const random255 = () => Math.floor(Math.random() * 256);
const ownAddress = () => ({ 'x-forwarded-for': `10.${random255()}.${random255()}.${random255()}` });

test.use({ extraHTTPHeaders: ownAddress() });

test('changes the password, then the e-mail address, from settings', async ({ page, browser }) => {
  const account = newAccount('change');
  await signUpThroughApi(page.request, account);
  const elsewhere = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const signedInElsewhere = await elsewhere.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(signedInElsewhere.status()).toBe(200);

  await page.goto('/settings?lang=en');
  const card = page.getByTestId('security-card');
  await card.getByRole('button', { name: m.changePassword }).click();
  const passwordDialog = page.getByTestId('change-password-dialog');
  // before saving it says what a new password will do, not that it was done
  await expect(passwordDialog.getByText(m.passwordIntro)).toBeVisible();
  await expect(passwordDialog.getByText(m.passwordChangedText)).toHaveCount(0);
  await passwordDialog.getByLabel(m.currentPassword).fill('not my password');
  await passwordDialog.getByLabel(m.newPassword, { exact: true }).fill('a better password');
  await passwordDialog.getByLabel(m.confirmPassword).fill('a better password');
  await passwordDialog.getByRole('button', { name: m.savePassword }).click();
  await expect(passwordDialog.getByRole('alert')).toHaveText(en.accounts.currentPasswordWrong);
  await passwordDialog.getByLabel(m.currentPassword).fill(account.password);
  await passwordDialog.getByRole('button', { name: m.savePassword }).click();
  await expect(passwordDialog).toHaveCount(0);
  await expect(page.getByText(m.passwordChangedTitle, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(m.passwordChangedText).first()).toBeVisible();
  expect((await (await elsewhere.request.get('/api/auth/check')).json()).authenticated).toBe(false);
  expect((await (await page.request.get('/api/auth/check')).json()).authenticated).toBe(true);
  await elsewhere.close();

  const newEmail = `moved-${account.email}`;
  await card.getByRole('button', { name: m.changeEmail }).click();
  const emailDialog = page.getByTestId('change-email-dialog');
  await emailDialog.getByLabel(m.newEmail).fill(newEmail);
  await emailDialog.getByLabel(m.currentPassword).fill('a better password');
  const askedAt = new Date(Date.now() - 1000).toISOString();
  await emailDialog.getByRole('button', { name: m.sendCode }).click();
  await expect(emailDialog).toHaveAttribute('data-step', 'code');
  await emailDialog.getByLabel(m.codeLabel).fill(await readCode(page.request, newEmail, askedAt));
  await emailDialog.getByRole('button', { name: m.confirmEmail }).click();
  await expect(emailDialog).toHaveCount(0);
  await expect(page.getByTestId('account-email')).toHaveText(newEmail);

  const { mails } = (await (await page.request.get('/api/dev/mailbox')).json()) as {
    mails: { to: string; subject: string }[];
  };
  expect(mails.some((mail) => mail.to === account.email && mail.subject.includes('e-mail address was changed'))).toBe(
    true,
  );
});
