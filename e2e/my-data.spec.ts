import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures/test.ts';
import { compileCatalogue } from '../src/shared/i18n/compile.ts';
import type { AreaTexts } from '../src/shared/i18n/catalogue.ts';
import { createI18n, textsOf } from '../src/shared/i18n/texts.ts';
import privacy from '../src/shared/messages/en/privacy.ts';
import { en } from './fixtures/messages.ts';
import { newAccount, readCode, signUpThroughApi } from './fixtures/sign-up.ts';

/** The English words, as the pages show them (the journeys run in English). */
const m = textsOf(createI18n('en'), 'privacy', compileCatalogue(privacy)) as AreaTexts<'privacy'>;

/**
 * Decision 019: in /settings a signed-in user downloads all their data as one JSON file, and deletes their
 * account with their password and the code mailed to them; afterwards they can no longer sign in.
 */
test('downloads my data from /settings, then deletes my account through the dialog, after which sign-in fails', async ({
  page,
}) => {
  const account = newAccount('mydata');
  await signUpThroughApi(page.request, account);
  await page.goto('/settings');
  const card = page.getByTestId('my-data-card');
  await expect(card.getByRole('heading', { name: m.title })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: m.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^affiche-data-${account.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ email: account.email, username: account.username });
  expect(data).toMatchObject({ posters: [], likes: [], orders: { posters: [], catalogue: [] }, royalties: [] });

  await card.getByRole('button', { name: m.deleteAccount }).click();
  const dialog = page.getByRole('dialog', { name: m.deleteTitle });
  await expect(dialog).toBeVisible();
  // a wrong password is refused where it was typed
  await dialog.getByLabel(m.passwordLabel).fill('not my password');
  await dialog.getByRole('button', { name: m.sendCode }).click();
  await expect(dialog.getByText(en.accounts.invalidCredentials)).toBeVisible();

  const askedAt = new Date(Date.now() - 1000).toISOString();
  await dialog.getByLabel(m.passwordLabel).fill(account.password);
  await dialog.getByRole('button', { name: m.sendCode }).click();
  await expect(dialog.getByText(m.codeSent({ email: account.email }))).toBeVisible();
  const code = await readCode(page.request, account.email, askedAt);
  await dialog.getByLabel(m.codeLabel).fill(code);
  await dialog.getByRole('button', { name: m.confirmDelete }).click();
  await page.waitForURL(/\/\?t=\d+$/);

  expect((await (await page.request.get('/api/auth/check')).json()).authenticated).toBe(false);
  const signIn = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.status()).toBe(401);
});
