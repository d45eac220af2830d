import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/test.ts';
import type { Page } from '@playwright/test';
import type { Language } from '../src/shared/i18n/languages.ts';
import { languages } from '../src/shared/i18n/languages.ts';
import { adminContext } from './fixtures/admin-session.ts';
import { makePhoto } from './fixtures/create-media.ts';
import { overflowing, phoneWidths } from './fixtures/fit.ts';
import { words } from './fixtures/messages.ts';
import { approvedPoster } from './fixtures/shop.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';

/**
 * Addresses as each country writes them (docs/product/pay.md#shipping-form), the delivery estimate and the returns
 * page (docs/product/after-the-sale.md#delivery-estimate, #returns), as a shopper on a phone meets them.
 */
let posterId: number;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-delivery-')), 'lake.jpg'));
  const creator = await browser.newPage();
  await signUpThroughApi(creator.request, newAccount('delivery'));
  const admin = await adminContext(baseURL!);
  posterId = await approvedPoster(creator.request, admin, photo, { name: 'Jungfrau at noon', totalSupply: 200 });
  await admin.dispose();
  await creator.close();
});

test.afterAll(async ({ baseURL }) => {
  // Leave the shared server as the other journeys expect it: an empty public catalogue (catalogue.spec.ts shows its
  // empty state to a visitor).
  const admin = await adminContext(baseURL!);
  const hidden = await admin.patch(`/api/admin/images/${posterId}/visibility`, { data: { isPublic: false } });
  expect(hidden.ok(), await hidden.text()).toBe(true);
  await admin.dispose();
});

/** "Arrives between Tue 1 Dec and Thu 3 Dec" in `language`, any days. */
const arrivalPattern = (language: Language) => {
  const sample = words[language].shell.delivery.arrivesBetween({ from: '\u0000', to: '\u0001' });
  const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace('\u0000', '\\S+ \\d{1,2}\\.? \\S+').replace('\u0001', '\\S+ \\d{1,2}\\.? \\S+'));
};

async function openPoster(page: Page, language: Language) {
  await page.goto(`/posters/${posterId}?lang=${language}`);
  await expect(page.getByTestId('poster-page')).toBeVisible();
}

test.describe('on a phone', () => {
  for (const width of phoneWidths) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      for (const language of languages) {
        test(`a poster's page says when it arrives in each group and links the returns page, in ${language}`, async ({
          page,
        }) => {
          const m = words[language].shell.delivery;
          await openPoster(page, language);
          const estimate = page.getByTestId('poster-page').getByTestId('delivery-estimate');
          await expect(estimate).toBeVisible();
          for (const zone of ['ch', 'eu', 'uk'] as const) {
            const line = estimate.locator(`[data-zone="${zone}"]`);
            await expect(line).toContainText(m.zones[zone]);
            await expect(line).toHaveText(/\d/);
          }
          await expect(estimate.getByRole('link', { name: m.returnsLink })).toHaveAttribute('href', '/returns');
          expect(await overflowing(page.getByTestId('poster-page'))).toEqual([]);
        });

        test(`the returns page reads in ${language} and fits`, async ({ page }) => {
          const legal = words[language].legal.returns;
          await page.goto(`/returns?lang=${language}`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
          for (const section of legal.sections)
            await expect(page.getByRole('heading', { name: section.heading })).toBeVisible();
          await expect(
            page.getByRole('contentinfo').getByRole('link', { name: words[language].shell.footer.returns }),
          ).toHaveAttribute('href', '/returns');
          expect(await overflowing(page.locator('main'), { strips: true })).toEqual([]);
        });
      }
    });
  }
});

test.describe('checking out "Dorf 1, 3800 Interlaken" without a canton', () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test('a Swiss "123" is refused under the field; then the order goes through and its page shows no canton and when it arrives', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const language = 'de';
    const m = words[language].checkout;
    const c = words[language].cart;
    await openPoster(page, language);
    await page.getByTestId('poster-page').getByTestId('add-to-cart').click();
    await page.getByTestId('cart-button').first().click();
    const cart = page.getByTestId('cart-dialog');
    await expect(cart.getByTestId('delivery-estimate')).toContainText(words[language].shell.delivery.zones.ch);
    await cart.getByRole('button', { name: c.checkout }).click();

    await cart.getByLabel(m.firstName, { exact: true }).fill('Ueli');
    await cart.getByLabel(m.lastName, { exact: true }).fill('Aebischer');
    const email = `ueli-${Date.now()}@example.ch`;
    await cart.getByLabel(m.email, { exact: true }).fill(email);
    await cart.getByLabel(m.address, { exact: true }).fill('Dorf 1');
    await cart.getByLabel(m.zipCode, { exact: true }).fill('123');
    await cart.getByLabel(m.city, { exact: true }).fill('Interlaken');
    await expect(cart.getByLabel(m.state, { exact: true })).toHaveValue('');
    await expect(cart.getByRole('link', { name: words[language].shell.delivery.returnsLink })).toBeVisible();
    await cart.getByRole('button', { name: m.proceedToPayment }).click();
    const zip = cart.getByLabel(m.zipCode, { exact: true });
    await expect(cart.getByText(m.zipFourDigits, { exact: true })).toBeVisible();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(await overflowing(cart)).toEqual([]);

    await zip.fill('3800');
    await cart.getByRole('button', { name: m.proceedToPayment }).click();
    await expect(cart.getByRole('heading', { name: m.paymentTitle })).toBeVisible();
    await cart.getByLabel(m.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
    await cart.getByLabel(m.cardExpiry, { exact: true }).fill('12 / 34');
    await cart.getByLabel(m.cardCvc, { exact: true }).fill('123');
    await cart.getByRole('button', { name: m.payNow }).click();

    await expect(cart.getByRole('heading', { name: m.orderConfirmed })).toBeVisible({ timeout: 20_000 });
    await expect(cart.getByTestId('delivery-estimate')).toHaveText(arrivalPattern(language));
    const reference = (await cart.getByTestId('order-reference').textContent())!;
    expect(await overflowing(cart)).toEqual([]);
    // The guest opens the order from the confirmation itself: its way there carries the key the mail's link does.
    await expect(cart.getByTestId('view-order')).toHaveAttribute('href', new RegExp(`^/orders/${reference}\\?key=`));
    await cart.getByTestId('view-order').click();
    await expect(page.getByTestId('order-detail').getByRole('heading', { level: 1 })).toContainText(reference);
    await expect(page.getByTestId('order-delivery')).toHaveText(arrivalPattern(language));

    // A guest opens the order from the link in the confirmation mail, which says when it arrives too.
    let mail: { text: string } | undefined;
    await expect
      .poll(
        async () => {
          const { mails } = (await (await page.request.get('/api/dev/mailbox')).json()) as {
            mails: { to: string; text: string }[];
          };
          mail = mails.find((each) => each.to === email);
          return Boolean(mail);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(mail!.text).toMatch(arrivalPattern(language));
    expect(mail!.text).toContain('/returns?lang=de');
    const link = new RegExp(`https?://\\S+/orders/${reference}\\?key=\\S+`).exec(mail!.text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    const address = page.getByTestId('shipping-address');
    await expect(address).toHaveText(/Ueli Aebischer\s*Dorf 1\s*3800 Interlaken\s*Schweiz/);
    expect((await address.innerText()).split('\n').map((line) => line.trim())).toEqual([
      'Ueli Aebischer',
      'Dorf 1',
      '3800 Interlaken',
      'Schweiz',
    ]);
    await expect(page.getByTestId('order-delivery')).toHaveText(arrivalPattern(language));
    await expect(page.getByTestId('returns-link').first()).toHaveAttribute('href', '/returns');
  });
});
