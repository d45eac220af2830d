import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import type { Cookie, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { languages } from '../src/shared/i18n/languages.ts';
import type { Language } from '../src/shared/i18n/languages.ts';
import { posterPath } from '../src/shared/poster-url.ts';
import type { StyleId } from '../src/shared/styles.ts';
import { makePhoto } from './fixtures/create-media.ts';
import { expectToFit } from './fixtures/fit.ts';
import { words } from './fixtures/messages.ts';
import { ownServer } from './fixtures/own-server.ts';
import { adminContext, approvedPoster, E2E_ADMIN, fillShipping } from './fixtures/shop.ts';
import { signUpThroughApi } from './fixtures/sign-up.ts';

/**
 * The shop as it looks: the public pages and the main dialogs (the cart, both checkouts, the membership, the sign-up)
 * in every language on a phone and a desktop screen, compared with the committed baselines in e2e/screens/
 * (tolerances in playwright.config.ts), and nothing running off the screen's sides. A label that outgrows its box
 * fails here. The shop is a server of this file's own, filled with the same posters, names and prices every run.
 * Update the baselines on purpose only: `npx playwright test e2e/screens.spec.ts --update-snapshots`.
 */
const screens = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
type Screen = keyof typeof screens;

const server = ownServer('screens', {
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  FREE_CREDITS: '3',
});
const at = (pathAndQuery: string) => `${server().url}${pathAndQuery}`;

/** The creator of the catalogue's posters, who also shops: her cart, her own poster's checkout, the membership. */
const lena = { email: 'lena@example.ch', username: 'lena_alpen', password: 'poster-lover-2025' };
const posters: { name: string; city: string; totalSupply: number; pricePerUnit: number; style: StyleId }[] = [
  { name: 'Morning on the lake', city: 'Lausanne', totalSupply: 200, pricePerUnit: 42, style: 'alpinecoastal' },
  { name: 'Red boat, blue water', city: 'Lugano', totalSupply: 50, pricePerUnit: 35, style: 'popart' },
  { name: 'Sunset over the peaks', city: 'Bern', totalSupply: 100, pricePerUnit: 29, style: 'impressionist' },
];

let posterPage = '';
let firstPoster = 0;
let lenaCookies: Cookie[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-screens-')), 'lake.jpg'));
  const admin = await adminContext(server().url);
  const api = await playwrightRequest.newContext({ baseURL: server().url });
  await signUpThroughApi(api, lena);
  const ids: number[] = [];
  for (const { style, ...fields } of posters) ids.push(await approvedPoster(api, admin, photo, fields, style));
  firstPoster = ids[0]!;
  posterPage = posterPath(firstPoster, posters[0]!.name);
  lenaCookies = (await api.storageState()).cookies;
  await Promise.all([admin.dispose(), api.dispose()]);
});

/** Every image in view has loaded (a screenshot would otherwise catch some still blank). */
async function imagesLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
          })
          .filter((image) => !image.complete)
          .map((image) => image.currentSrc || image.src),
      ),
    )
    .toEqual([]);
}

const deliveryDays = '[data-testid="delivery-estimate"] ul';

/**
 * Compares the screen with its baseline `<language>/<screen>/<name>.png` and checks that `scope` (a dialog, or a whole
 * page with its strips) fits across it.
 */
async function expectScreen(
  page: Page,
  scope: Locator,
  language: Language,
  screen: Screen,
  name: string,
  { mask = [] as Locator[], strips = false } = {},
) {
  await imagesLoaded(page);
  await expectToFit(page, scope, `${language} ${name}`, { strips });
  // The delivery estimate's days move on every day (docs/product/after-the-sale.md#delivery-estimate): its list of
  // days keeps one height and is masked, so the baseline holds its place and words, not the dates.
  await page.addStyleTag({ content: `${deliveryDays} { height: 7.5rem; overflow: hidden; }` });
  // Videos play at their own pace, and the posters' pictures are the poster engine's to change: both are masked, so a
  // baseline changes with the shop's layout and words only. Only what shows is masked: a dialog kept open but hidden
  // under another (the own poster's, under its checkout) would otherwise stamp its picture, at whatever size its
  // layout had reached, over the dialog in front.
  await expect(page).toHaveScreenshot([language, screen, `${name}.png`], {
    mask: [
      page.locator('video:visible'),
      page.locator('img[src^="/api/"]:visible'),
      page.locator(deliveryDays),
      ...mask,
    ],
  });
}

for (const language of languages) {
  const m = words[language];
  const lang = `lang=${language}`;

  test(`${language}: the public pages and the sign-up`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const screen of Object.keys(screens) as Screen[]) {
      await page.setViewportSize(screens[screen]);
      const body = page.locator('body');
      // The slideshow moves on from its video to a new poster every second: it is masked.
      await page.goto(at(`/?${lang}`));
      await expectScreen(page, body, language, screen, 'landing', {
        mask: [page.getByTestId('slideshow')],
        strips: true,
      });
      for (const [name, address] of [
        ['catalogue', `/catalogue?${lang}`],
        ['poster', `${posterPage}?${lang}`],
        ['feed', `/feed?${lang}`],
        ['earn', `/earn?${lang}`],
        ['partners', `/partners?${lang}`],
      ] as const) {
        await page.goto(at(address));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectScreen(page, body, language, screen, name, { strips: true });
      }
      await page.goto(at(`/create?${lang}`));
      await page.getByRole('button', { name: m.create.signUp }).click();
      const signUp = page.getByRole('dialog', { name: m.shell.signup.title });
      await expectScreen(page, signUp, language, screen, 'sign-up');
    }
  });

  test(`${language}: the cart, both checkouts and the membership`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.context().addCookies(lenaCookies);
    for (const screen of Object.keys(screens) as Screen[]) {
      await page.setViewportSize(screens[screen]);
      if (screen === 'phone') {
        await page.goto(at(`/catalogue?poster=${firstPoster}&${lang}`));
        await page.getByTestId('poster-detail').getByRole('button', { name: m.cart.addToCart }).click();
        await expect(page.getByTestId('cart-count')).toHaveText('1');
      }
      await page.goto(at(`/catalogue?${lang}`));
      await page.getByTestId('cart-button').click();
      const cart = page.getByTestId('cart-dialog');
      await expect(cart.getByTestId('cart-item')).toHaveCount(1);
      await expectScreen(page, cart, language, screen, 'cart');
      await cart.getByRole('button', { name: m.cart.checkout }).click();
      await expect(cart.getByRole('heading', { name: m.checkout.shippingTitle })).toBeVisible();
      await fillShipping(cart, language);
      await expectScreen(page, cart, language, screen, 'cart-checkout');

      await page.goto(at(`/dashboard?${lang}`));
      await page.getByTestId('dashboard-poster').first().click();
      await page.getByTestId('own-poster-dialog').getByRole('button', { name: m.create.orderPrint }).click();
      const order = page.getByTestId('poster-order-dialog');
      await fillShipping(order, language);
      await expectScreen(page, order, language, screen, 'poster-checkout');

      await page.goto(at(`/create?${lang}`));
      await page.evaluate(() => window.dispatchEvent(new Event('openSubscriptionModal')));
      const membership = page.getByTestId('subscription-dialog');
      await expect(membership.getByTestId('membership-first-month')).toBeVisible();
      await expectScreen(page, membership, language, screen, 'membership');
    }
  });
}
