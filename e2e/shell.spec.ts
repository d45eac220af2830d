import { expect, test } from './fixtures/test.ts';
import type { ConsoleMessage, Page } from '@playwright/test';
import { en } from './fixtures/messages.ts';
import { pagePaths } from '../src/shared/routes.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';

const signedInUser = { email: 'ada@example.ch', username: 'ada_lovelace', userType: 'standard' };

async function signIn(page: Page) {
  await page.route('**/api/auth/check', (route) =>
    route.fulfill({ json: { authenticated: true, user: signedInUser } }),
  );
}

test.describe('not-found page', () => {
  test('an unknown route shows Page Not Found and Return to Home leads to /', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('slideshow')).toBeVisible();
  });
});

test.describe('footer', () => {
  test('shows the contact mail link and the copyright line', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', 'mailto:hello@affiche.ch');
    await expect(footer.getByText('© 2025 Affiche')).toBeVisible();
  });

  test('opens the Privacy Policy in a dialog that Escape closes', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('link', { name: 'Privacy Policy' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('04 May 2025');
    await expect(dialog).toContainText('Lugano');
    await expect(dialog).toContainText('18');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('opens the Terms of Service with the legal terms in a dialog that Escape closes', async ({ page }) => {
    // Not the catalogue: scrolled to the footer, it loads more posters and the footer moves away under the pointer.
    await page.goto('/earn');
    await page.getByRole('link', { name: 'Terms of Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Effective date: 04 May 2025');
    await expect(dialog).toContainText('courts of Lugano');
    await expect(dialog).toContainText('at least 18 years old');
    await expect(dialog).toContainText('parent or legal guardian');
    await expect(dialog).toContainText('Orders cannot be cancelled once production has started.');
    await expect(dialog).toContainText('returns are accepted only for defective or damaged items');
    await expect(dialog).toContainText('Swiss Post or other carriers');
    await expect(dialog).toContainText('Swiss francs (CHF) and include applicable taxes');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('keeps keyboard focus inside an open dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Terms of Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
    await expect(dialog).toBeVisible();
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe('header', () => {
  test('shows the brand with the section of the page', async ({ page }) => {
    await page.goto('/catalogue');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Affiche' })).toHaveAttribute('href', '/');
    await expect(header).toContainText('Catalogue');
    await page.goto('/feed');
    await expect(page.getByRole('banner')).toContainText('Moments');
    await expect(page).toHaveTitle('Moments · Affiche');
  });

  test('offers create, catalogue and a login trigger on /feed when signed out', async ({ page }) => {
    await page.goto('/feed');
    const nav = page.getByRole('banner').getByRole('navigation');
    await expect(nav.getByRole('link', { name: en.shell.nav.create })).toHaveAttribute('href', '/create');
    await expect(nav.getByRole('link', { name: en.shell.nav.catalogue })).toHaveAttribute('href', '/catalogue');
    await expect(nav.getByRole('link')).toHaveCount(2);
    await nav.getByRole('button', { name: en.shell.nav.login }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  });

  test('shows no icon row on /create when signed out', async ({ page }) => {
    await page.goto('/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
  });

  test('shows the full icon row and logout when signed in on /create, /feed, /dashboard and /settings', async ({
    page,
  }) => {
    await signIn(page);
    for (const path of ['/create', '/feed', '/dashboard', '/settings']) {
      await page.goto(path);
      const nav = page.getByRole('banner').getByRole('navigation');
      for (const [label, href] of [
        [en.shell.nav.feed, '/feed'],
        [en.shell.nav.create, '/create'],
        [en.shell.nav.catalogue, '/catalogue'],
        [en.shell.nav.dashboard, '/dashboard'],
        [en.shell.nav.orders, '/orders'],
        [en.shell.nav.settings, '/settings'],
      ] as const) {
        await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
      }
      await expect(nav.locator(`a[href="${path}"]`)).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('button', { name: en.shell.nav.logout })).toBeVisible();
    }
  });

  test('shows Dashboard and Settings as large titles', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('logging out reloads the landing page with a timestamp and forgets the verified e-mail', async ({ page }) => {
    // a real account: /settings asks the server for the user's own figures, which a made-up session would lose
    await signUpThroughApi(page.request, newAccount('logout'));
    await page.goto('/settings');
    await page.evaluate(() => window.localStorage.setItem('verifiedEmail', 'ada@example.ch'));
    await page.getByRole('banner').getByRole('button', { name: en.shell.nav.logout }).click();
    await expect(page).toHaveURL(/\/\?t=\d+$/);
    expect(await page.evaluate(() => window.localStorage.getItem('verifiedEmail'))).toBeNull();
  });
});

test.describe('dialogs opened by window events', () => {
  test('openLoginModal opens Welcome Back, which switches to signup', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('slideshow')).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('openLoginModal')));
    const login = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog', { name: en.shell.signup.title })).toBeVisible();
    await expect(login).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const eventName of ['openSignupModal', 'openSignUpModal']) {
    test(`${eventName} opens the signup dialog`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('slideshow')).toBeVisible();
      await page.evaluate((name) => window.dispatchEvent(new Event(name)), eventName);
      await expect(page.getByRole('dialog', { name: en.shell.signup.title })).toBeVisible();
    });
  }
});

test.describe('scroll', () => {
  /**
   * The page's scroll once the app has restored it: the router says "manual" when it takes the scroll over, and puts a
   * kept place in a render of its own after that, once the page's code is in (the network falls idle).
   */
  async function scrollOnceRestored(page: Page) {
    await page.waitForFunction(() => history.scrollRestoration === 'manual');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
    return page.evaluate(() => Math.round(scrollY));
  }

  test('a page opened afresh starts at the top; a reload or a step back finds its own place', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(y);
    };
    await page.goto('/partners');
    await scrollOnceRestored(page);
    await scrollTo(900);
    // an address typed in the same tab: the page it opens is not scrolled to where the last one was left
    await page.goto('/earn');
    expect(await scrollOnceRestored(page)).toBe(0);
    await scrollTo(600);
    await page.reload();
    await scrollOnceRestored(page);
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(600);
    // a step back to the page before takes its own place, not the last page's
    await page.goBack();
    await expect(page).toHaveURL(/\/partners$/);
    await scrollOnceRestored(page);
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(900);
  });
});

test.describe('every page', () => {
  for (const path of pagePaths) {
    test(`${path} renders with one h1, the landmarks and no console error`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error') problems.push(`${message.text()} ${message.location().url}`);
      });
      page.on('pageerror', (error) => problems.push(error.message));

      await page.goto(path);
      if (path === '/admin') await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});
