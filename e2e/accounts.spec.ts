import { expect, test } from './fixtures/test.ts';
import type { Page } from '@playwright/test';
import type { AreaTexts } from '../src/shared/i18n/catalogue.ts';
import { compileCatalogue } from '../src/shared/i18n/compile.ts';
import { createI18n, textsOf } from '../src/shared/i18n/texts.ts';
import accounts from '../src/shared/messages/en/accounts.ts';
import credits from '../src/shared/messages/en/credits.ts';
import { expectToastClear } from './fixtures/fit.ts';
import { en } from './fixtures/messages.ts';
import { readCode } from './fixtures/sign-up.ts';

/** The English words the journeys read. */
const m = accounts;
const words = textsOf(createI18n('en'), 'accounts', compileCatalogue(accounts)) as AreaTexts<'accounts'>;
const creditMessages = textsOf(createI18n('en'), 'credits', compileCatalogue(credits)) as AreaTexts<'credits'>;

/** A fresh account per run: the e2e server keeps its data folder for the whole run. */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const account = { email: `e2e-${run}@example.ch`, username: `e2e_${run}`, password: 'poster-lover-2025' };

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: en.shell.nav.signIn }).click();
  const dialog = page.getByRole('dialog', { name: en.shell.login.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openSignup(page: Page) {
  const login = await openLogin(page);
  await login.getByRole('button', { name: en.shell.login.signUp }).click();
  const dialog = page.getByRole('dialog', { name: en.shell.signup.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A toast's title or text, inside the notifications region (Radix also announces it elsewhere). */
function toast(page: Page, title: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });
}

test.describe.configure({ mode: 'serial' });

test.describe('an account from sign-up to sign-in', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('signs up with the code from the mail, welcomes the creator and shows the free credits', async () => {
    await page.goto('/');
    const dialog = await openSignup(page);
    await dialog.getByLabel(words.emailLabel).fill(account.email);
    await dialog.getByLabel(words.usernameLabel).fill(account.username);
    await expect(dialog.getByTestId('username-availability')).toHaveAttribute('data-state', 'available');
    await dialog.getByLabel(words.passwordLabel, { exact: true }).fill(account.password);
    await dialog.getByLabel(words.confirmPasswordLabel).fill(account.password);

    const askedAt = new Date(Date.now() - 1000).toISOString();
    await dialog.getByRole('button', { name: words.continueToCode }).click();
    await expect(toast(page, m.codeSentTitle)).toBeVisible();
    await expect(dialog).toHaveAttribute('data-step', 'code');
    await expect(dialog).toContainText(account.email);

    const codeField = dialog.getByLabel(words.codeLabel);
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    const code = await readCode(page.request, account.email, askedAt);
    // a mistyped code first: its toast, held by the pointer resting on it, goes with the sign-up, not over the welcome
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: words.createAccount }).click();
    const wrong = page.locator('.toast').filter({ hasText: m.invalidCodeTitle });
    await wrong.hover();
    // Pasted with a space, as some mail apps copy it: digits only are kept.
    await codeField.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expect(codeField).toHaveValue(code);
    await codeField.press('Enter');

    const welcome = page.getByRole('dialog', { name: words.welcomeTitle({ username: account.username }) });
    await expect(welcome).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(wrong).toBeHidden({ timeout: 2000 });
    await expect(welcome.getByTestId('welcome-credits')).toHaveText('2');
    await expect(welcome).toContainText('5.00 CHF');
    expect(await page.evaluate(() => window.localStorage.getItem('verifiedEmail'))).toBe(account.email);
    await welcome.getByRole('button', { name: en.shell.dialogs.close }).click();
    await expect(welcome).toHaveCount(0);
    // Signed in on the landing page: the icon row, without the badge (docs/decisions/006).
    await expect(page.getByRole('banner').getByRole('button', { name: en.shell.nav.logout })).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('credit-badge')).toHaveCount(0);

    await page.goto('/create');
    const badge = page.getByRole('banner').getByTestId('credit-badge');
    await expect(badge).toHaveText('2');
    await expect(badge).toHaveAccessibleName(creditMessages.creditsLabel({ count: 2 }));
  });

  test('signs up from /create: registering signs in, the dialog closes at once and the studio shows without a reload', async ({
    browser,
  }) => {
    const visitor = await browser.newPage();
    const newcomer = {
      email: `e2e-create-${run}@example.ch`,
      username: `e2e_c_${run}`.slice(0, 20),
      password: 'poster-lover-2025',
    };
    const signIns: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) signIns.push(request.url());
    });
    await visitor.goto('/create');
    await visitor.getByRole('button', { name: en.create.signUp }).click();
    const dialog = visitor.getByRole('dialog', { name: en.shell.signup.title });
    await dialog.getByLabel(words.emailLabel).fill(newcomer.email);
    await dialog.getByLabel(words.usernameLabel).fill(newcomer.username);
    await expect(dialog.getByTestId('username-availability')).toHaveAttribute('data-state', 'available');
    await dialog.getByLabel(words.passwordLabel, { exact: true }).fill(newcomer.password);
    await dialog.getByLabel(words.confirmPasswordLabel).fill(newcomer.password);
    const askedAt = new Date(Date.now() - 1000).toISOString();
    await dialog.getByRole('button', { name: words.continueToCode }).click();
    await dialog.getByLabel(words.codeLabel).fill(await readCode(visitor.request, newcomer.email, askedAt));
    const registered = visitor.waitForResponse((response) => response.url().endsWith('/api/auth/register'));
    await dialog.getByRole('button', { name: words.createAccount }).click();
    expect((await registered).status()).toBe(201);
    // Closed as soon as the account exists: one answer, no second sign-in after it.
    await expect(dialog).toHaveCount(0, { timeout: 2_000 });
    const welcome = visitor.getByRole('dialog', { name: words.welcomeTitle({ username: newcomer.username }) });
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: en.shell.dialogs.close }).click();
    // The page under the dialog is the studio now, signed in, without a reload or signing in by hand.
    await expect(visitor.getByRole('banner').getByTestId('credit-badge')).toHaveText('2');
    await expect(visitor.getByRole('button', { name: en.create.signUp })).toHaveCount(0);
    expect(signIns).toEqual([]);
    await visitor.close();
  });

  test('logging out returns to the landing page signed out', async () => {
    await page.getByRole('banner').getByRole('button', { name: en.shell.nav.logout }).click();
    await expect(page).toHaveURL(/\/\?t=\d+$/);
    await expect(page.getByRole('banner').getByRole('button', { name: en.shell.nav.signIn })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('verifiedEmail'))).toBeNull();
  });

  test('a wrong password shows Login failed', async () => {
    const dialog = await openLogin(page);
    await dialog.getByLabel(words.emailLabel).fill(account.email);
    await dialog.getByLabel(words.passwordLabel).fill('not-my-password');
    await dialog.getByRole('button', { name: words.signIn }).click();
    await expect(toast(page, m.loginFailedTitle)).toBeVisible();
    await expect(toast(page, m.loginFailed)).toBeVisible();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('logs in with the same credentials and sees the icon row and the credit badge on /create', async () => {
    await page.goto('/create');
    const dialog = await openLogin(page);
    await dialog.getByLabel(words.emailLabel).fill(account.email);
    await dialog.getByLabel(words.passwordLabel).fill(account.password);
    await dialog.getByRole('button', { name: words.signIn }).click();
    await expect(dialog).toHaveCount(0);

    const header = page.getByRole('banner');
    await expect(header.getByTestId('credit-badge')).toHaveText('2');
    await expect(header.getByRole('button', { name: en.shell.nav.logout })).toBeVisible();
    await expect(header.getByRole('link', { name: en.shell.nav.dashboard })).toBeVisible();

    // Another creditsUpdated event fetches the balance again.
    const refetch = page.waitForRequest((request) => request.url().includes('/api/generation-credits'));
    await page.evaluate(() => window.dispatchEvent(new Event('creditsUpdated')));
    await refetch;

    // A fresh visit keeps the session.
    await page.reload();
    await expect(page.getByRole('banner').getByTestId('credit-badge')).toHaveText('2');
  });

  test('the username field says a taken name is taken', async () => {
    await page.getByRole('banner').getByRole('button', { name: en.shell.nav.logout }).click();
    await expect(page).toHaveURL(/\/\?t=\d+$/);
    const dialog = await openSignup(page);
    await dialog.getByLabel(words.usernameLabel).fill(account.username);
    await expect(dialog.getByTestId('username-availability')).toHaveAttribute('data-state', 'taken');
    await expect(dialog.getByText(m.usernameTaken)).toBeVisible();
  });
});

test.describe('the signup form', () => {
  test('lower-cases and strips the username while typing and checks it after a pause', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSignup(page);
    const username = dialog.getByLabel(words.usernameLabel);
    const availability = dialog.getByTestId('username-availability');

    await username.pressSequentially('Hel');
    await expect(username).toHaveValue('hel');
    await expect(dialog.getByText(m.usernameTooShort)).toBeVisible();
    await expect(availability).toHaveAttribute('data-state', 'unknown');

    await username.pressSequentially('lo World!');
    await expect(username).toHaveValue('helloworld');
    await expect(dialog.getByText(m.usernameTooShort)).toHaveCount(0);
    await expect(availability).toHaveAttribute('data-state', 'available');
    await expect(availability).toContainText(words.usernameAvailable);

    await username.fill('');
    await username.pressSequentially('A_very_long_name_that_goes_on');
    await expect(username).toHaveValue('a_very_long_name_tha');
    // Pasted: stripped first, then cut at 20.
    await username.fill('A Very Long Name With Spaces');
    await expect(username).toHaveValue('averylongnamewithspa');
  });

  test('asks for every field, then a long enough password, then matching passwords', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSignup(page);
    const submit = dialog.getByRole('button', { name: words.continueToCode });

    await dialog.getByLabel(words.emailLabel).fill('someone@example.ch');
    await submit.click();
    await expect(toast(page, m.fillAllFields)).toBeVisible();

    await dialog.getByLabel(words.usernameLabel).fill('someone_new');
    await dialog.getByLabel(words.passwordLabel, { exact: true }).fill('short');
    await dialog.getByLabel(words.confirmPasswordLabel).fill('different');
    await submit.click();
    await expect(toast(page, m.passwordTooShortTitle)).toBeVisible();

    await dialog.getByLabel(words.passwordLabel, { exact: true }).fill('long-enough-1');
    await dialog.getByLabel(words.confirmPasswordLabel).fill('long-enough-2');
    await submit.click();
    await expect(toast(page, m.passwordsDontMatchTitle)).toBeVisible();
    await expect(toast(page, m.passwordsDontMatch)).toBeVisible();
    await expect(dialog).toHaveAttribute('data-step', 'form');
  });

  test('Back keeps the form, a short code is refused and a wrong code shows the server message', async ({ page }) => {
    const email = `e2e-back-${run}@example.ch`;
    await page.goto('/');
    const dialog = await openSignup(page);
    await dialog.getByLabel(words.emailLabel).fill(email);
    await dialog.getByLabel(words.usernameLabel).fill(`back_${run}`.slice(0, 20));
    await dialog.getByLabel(words.passwordLabel, { exact: true }).fill(account.password);
    await dialog.getByLabel(words.confirmPasswordLabel).fill(account.password);
    await dialog.getByRole('button', { name: words.continueToCode }).click();
    await expect(dialog).toHaveAttribute('data-step', 'code');

    await dialog.getByLabel(words.codeLabel).fill('123');
    await dialog.getByRole('button', { name: words.createAccount }).click();
    await expect(toast(page, m.invalidCodeFormat)).toBeVisible();

    const code = await readCode(page.request, email, '');
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.getByLabel(words.codeLabel).fill(wrong);
    await dialog.getByRole('button', { name: words.createAccount }).click();
    await expect(toast(page, m.invalidCodeTitle)).toBeVisible();
    await expect(toast(page, m.invalidCode)).toBeVisible();

    // Asking again within 30 seconds: the server's message under the toast's title.
    await dialog.getByRole('button', { name: words.resendCode }).click();
    await expect(toast(page, m.sendVerificationFailedTitle)).toBeVisible();

    await dialog.getByRole('button', { name: words.back }).click();
    await expect(dialog).toHaveAttribute('data-step', 'form');
    await expect(dialog.getByLabel(words.emailLabel)).toHaveValue(email);
    await expect(dialog.getByLabel(words.confirmPasswordLabel)).toHaveValue(account.password);
  });

  test('on a phone, its toasts keep clear of its buttons, and the welcome breaks a long name only at its parts', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = `e2e-phone-${run}@example.ch`;
    // wider than the welcome's title on a phone (wide letters), its parts joined by underscores
    const username = `mw_${run}_wmwmwmwmwm`.slice(0, 20);
    await page.goto('/');
    const dialog = await openSignup(page);
    await dialog.getByLabel(words.emailLabel).fill(email);
    await dialog.getByLabel(words.usernameLabel).fill(username);
    await dialog.getByLabel(words.passwordLabel, { exact: true }).fill(account.password);
    await dialog.getByLabel(words.confirmPasswordLabel).fill(account.password);
    const askedAt = new Date(Date.now() - 1000).toISOString();
    await dialog.getByRole('button', { name: words.continueToCode }).click();
    await expect(dialog).toHaveAttribute('data-step', 'code');
    const sent = page.locator('.toast').filter({ hasText: m.codeSentTitle });
    await expectToastClear(
      page,
      sent,
      [words.createAccount, words.back].map((name) => dialog.getByRole('button', { name })),
      'the sign-up',
    );

    // the pointer rests on the toast, which holds its 5 s, and the rest is typed: only the sign-up can close it
    await sent.hover();
    await dialog.getByLabel(words.codeLabel).fill(await readCode(page.request, email, askedAt));
    await dialog.getByRole('button', { name: words.createAccount }).focus();
    await page.keyboard.press('Enter');
    const title = page.getByRole('dialog', { name: words.welcomeTitle({ username }) }).getByRole('heading');
    await expect(title).toBeVisible();
    // the code is spent: its toast goes with the sign-up, not over the welcome (its own 5 s are seconds away still)
    await expect(sent).toBeHidden({ timeout: 2000 });
    const lines = await title.evaluate((element) => {
      const rows = new Map<number, string>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let at = 0; at < node.textContent!.length; at++) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          rows.set(top, (rows.get(top) ?? '') + node.textContent![at]);
        }
      }
      return [...rows.entries()].sort(([a], [b]) => a - b).map(([, text]) => text.trim());
    });
    expect(lines.length, lines.join(' / ')).toBeGreaterThan(1);
    expect(lines.join(' ').replace(/_ /g, '_')).toBe(words.welcomeTitle({ username }));
    // each line ends after the greeting's comma or one of the name's underscores; the "!" stays with the name
    for (const line of lines.slice(0, -1)) expect(line, lines.join(' / ')).toMatch(/[,_]$/);
    expect(lines.at(-1), lines.join(' / ')).not.toBe('!');
  });
});

test.describe('signed-out header', () => {
  for (const path of ['/', '/catalogue', '/create']) {
    test(`offers Sign in on ${path}, which opens Welcome Back`, async ({ page }) => {
      await page.goto(path);
      await openLogin(page);
    });
  }

  test('empty login fields ask for both email and password', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: words.signIn }).click();
    await expect(toast(page, m.missingLoginTitle)).toBeVisible();
    await expect(toast(page, m.missingLogin)).toBeVisible();
  });
});

test.describe('credit badge', () => {
  const member = { email: 'ada@example.ch', username: 'ada_lovelace', userType: 'standard' };

  async function signInWithCredits(page: Page, credits: { status?: number; json: unknown }) {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenEvents: string[] }).seenEvents = seen;
      for (const name of ['openCreditPurchaseModal', 'openSubscriptionModal'])
        window.addEventListener(name, () => seen.push(name));
    });
    await page.route('**/api/auth/check', (route) => route.fulfill({ json: { authenticated: true, user: member } }));
    await page.route('**/api/generation-credits*', (route) =>
      route.fulfill({ status: credits.status ?? 200, json: credits.json }),
    );
  }

  const seenEvents = (page: Page) => page.evaluate(() => (window as unknown as { seenEvents: string[] }).seenEvents);

  test('is gold with ∞ for artistic_collective and opens the subscription dialog', async ({ page }) => {
    await signInWithCredits(page, {
      json: { freeCreditsRemaining: 0, paidCredits: 0, userType: 'artistic_collective' },
    });
    await page.goto('/feed');
    const badge = page.getByRole('banner').getByTestId('credit-badge');
    await expect(badge).toHaveAttribute('data-unlimited', 'true');
    await expect(badge).toHaveAccessibleName(creditMessages.unlimitedCreditsLabel);
    await badge.click();
    expect(await seenEvents(page)).toEqual(['openSubscriptionModal']);
  });

  test('is red at 0 and opens the credit purchase dialog', async ({ page }) => {
    await signInWithCredits(page, { json: { freeCreditsRemaining: 0, paidCredits: 0, userType: 'standard' } });
    await page.goto('/create');
    const badge = page.getByRole('banner').getByTestId('credit-badge');
    await expect(badge).toHaveText('0');
    await expect(badge).toHaveAttribute('data-empty', 'true');
    await badge.click();
    expect(await seenEvents(page)).toEqual(['openCreditPurchaseModal']);
  });

  test('adds free and paid credits, and is not shown on /dashboard', async ({ page }) => {
    await signInWithCredits(page, { json: { freeCreditsRemaining: 1, paidCredits: 5, userType: 'standard' } });
    await page.goto('/create');
    await expect(page.getByRole('banner').getByTestId('credit-badge')).toHaveAccessibleName(
      creditMessages.creditsLabel({ count: 6 }),
    );
    await page.getByRole('banner').getByRole('link', { name: en.shell.nav.dashboard }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByTestId('credit-badge')).toHaveCount(0);
  });

  test('only logs a failed fetch and shows nothing', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInWithCredits(page, { status: 500, json: { message: 'Something went wrong. Please try again later.' } });
    await page.goto('/create');
    await expect(page.getByRole('banner').getByRole('button', { name: en.shell.nav.logout })).toBeVisible();
    await expect.poll(() => errors.some((text) => text.includes('generation credits'))).toBe(true);
    await expect(page.getByRole('banner').getByTestId('credit-badge')).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);
  });
});
