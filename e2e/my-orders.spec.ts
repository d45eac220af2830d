import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures/test.ts';
import type { Page } from '@playwright/test';
import { compileCatalogue } from '../src/shared/i18n/compile.ts';
import type { AreaTexts } from '../src/shared/i18n/catalogue.ts';
import { createI18n, textsOf } from '../src/shared/i18n/texts.ts';
import orders from '../src/shared/messages/en/orders.ts';
import { lineCount } from './fixtures/fit.ts';
import { en, words } from './fixtures/messages.ts';
import { makePhoto } from './fixtures/create-media.ts';
import {
  adminContext,
  approvedPoster,
  generatePoster,
  placeCatalogueOrder,
  placePosterOrder,
  testShipping,
} from './fixtures/shop.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';

/** The English words, as the pages show them (the journeys run in English). */
const m = textsOf(createI18n('en'), 'orders', compileCatalogue(orders)) as AreaTexts<'orders'>;

/**
 * After the sale, the customer's side (docs/product/after-the-sale.md#my-orders): a buyer finds their orders under My
 * orders with the status timeline;
 * a guest opens their order from the confirmation mail's link, and a link that was changed opens nothing.
 */

type Mail = { to: string; subject: string; text: string; sentAt: string };

async function expectNoSeriousViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

let photo: string;
test.beforeAll(async () => {
  photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-orders-')), 'lake.jpg'));
});

test('a signed-in buyer pays and finds the order under My orders with its timeline and detail', async ({ page }) => {
  test.setTimeout(180_000);
  const account = newAccount('buyer');
  await signUpThroughApi(page.request, account);

  await page.goto('/orders');
  await expect(page.getByTestId('orders-empty')).toContainText(m.empty);

  const imageId = await generatePoster(page.request, photo);
  const reference = await placePosterOrder(page.request, imageId, testShipping('Buyer', account.email), 2);

  // On a phone in French the link's words take three lines, and its icon keeps its size beside them
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dashboard?lang=fr');
  const link = page.getByTestId('dashboard-orders-link');
  await expect(link).toHaveText(words.fr.dashboard.myOrders);
  // polled: the page may still swap its content in as its parts load
  await expect.poll(() => lineCount(link), { message: 'the link’s words on more lines' }).toBeGreaterThan(1);
  await expect.poll(async () => (await link.locator('svg').boundingBox())?.width, { message: 'its icon' }).toBe(16);
  await page.setViewportSize({ width: 1280, height: 800 });
  // From the dashboard's link, as a customer would look for it
  await page.goto('/dashboard?lang=en');
  await page.getByTestId('dashboard-orders-link').click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(
    page.getByRole('navigation', { name: en.shell.primaryNavigation }).getByRole('link', { name: en.shell.nav.orders }),
  ).toBeVisible();
  const row = page.getByRole('link', { name: m.viewOrder({ reference }) });
  await expect(row).toContainText('59.90 CHF');
  await expect(row.locator('li[data-state="current"]')).toContainText(m.steps.paid);
  await expect(row.locator('li[data-state="upcoming"]')).toHaveCount(3);
  await expectNoSeriousViolations(page, 'My orders');

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${reference}$`));
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toContainText(reference);
  await expect(detail.getByText('Bahnhofstrasse 12')).toBeVisible();
  await expect(detail.getByTestId('payment-card')).toHaveText(m.card({ brand: 'Visa', last4: '4242' }));
  await expect(detail.getByText(m.quantity({ count: 2 }))).toBeVisible();
  await expectNoSeriousViolations(page, 'an order');

  // The address names the country in the page's language (stored as 'CH'), and the total's colon is the language's:
  // French sets a no-break space before it (decision 021).
  const inLanguages = [
    ['en', 'Switzerland', /^Total: 59\.90 CHF$/],
    ['de', 'Schweiz', /^Total: CHF\s59\.90$/],
    ['fr', 'Suisse', /^Total\u202f: 59\.90\sCHF$/],
    ['it', 'Svizzera', /^Totale: CHF\s59\.90$/],
  ] as const;
  for (const [language, country, total] of inLanguages) {
    await page.goto(`/orders/${reference}?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(detail.getByTestId('shipping-address')).toHaveText(
      new RegExp(`Bahnhofstrasse 12\\s*8001 Zürich\\s*Zürich\\s*${country}$`),
    );
    await expect(detail.getByTestId('order-total')).toHaveText(total);
  }
});

test('a guest buys from the catalogue and opens the order from the confirmation mail’s link', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const creator = await browser.newPage();
  await signUpThroughApi(creator.request, newAccount('maker'));
  const admin = await adminContext(baseURL!);
  const posterId = await approvedPoster(creator.request, admin, photo, {
    name: 'Guest lake',
    totalSupply: 20,
    pricePerUnit: 40,
  });
  await admin.dispose();
  await creator.close();

  // The guest: no account, no session
  const email = `guest-${Date.now().toString(36)}@example.ch`;
  const reference = await placeCatalogueOrder(
    page.request,
    [{ id: posterId, quantity: 1 }],
    testShipping('Guest', email),
  );
  let link = '';
  await expect
    .poll(async () => {
      const { mails } = (await (await page.request.get('/api/dev/mailbox')).json()) as { mails: Mail[] };
      const mail = mails.find((candidate) => candidate.to === email && candidate.subject === `Your order ${reference}`);
      link = /https?:\/\/\S+\/orders\/\S+\?key=[\w.-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .toContain(`/orders/${reference}?key=`);
  await page.context().clearCookies();

  await page.goto(link);
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toContainText(reference);
  await expect(detail.getByText('Guest lake')).toBeVisible();
  await expect(detail.getByText('#1/20')).toBeVisible();
  await expect(detail.getByRole('link', { name: m.backToOrders })).toHaveCount(0);

  // A changed link opens nothing, and offers a fresh one by e-mail
  const url = new URL(link);
  url.searchParams.set('key', `${url.searchParams.get('key')!.slice(0, -2)}xx`);
  await page.goto(url.toString());
  await expect(page.getByTestId('order-link-refused')).toHaveText(m.linkInvalid);
  await page.getByLabel(m.emailLabel).fill(email);
  await page.getByRole('button', { name: m.sendLinks }).click();
  await expect(page.getByTestId('order-links-sent')).toHaveText(m.linksRequested);
  await expect
    .poll(async () => {
      const { mails } = (await (await page.request.get('/api/dev/mailbox')).json()) as { mails: Mail[] };
      return mails.some(
        (mail) =>
          mail.to === email && mail.subject === m.linkMailSubject && mail.text.includes(`/orders/${reference}?key=`),
      );
    })
    .toBe(true);
});

test('the buyer cancels within the window and the order shows cancelled', async ({ page }) => {
  test.setTimeout(180_000);
  const account = newAccount('canceller');
  await signUpThroughApi(page.request, account);
  const imageId = await generatePoster(page.request, photo);
  const reference = await placePosterOrder(page.request, imageId, testShipping('Canceller', account.email));

  await page.goto(`/orders/${reference}`);
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('receipt-link')).toHaveAttribute('href', `/api/orders/${reference}/receipt`);
  const download = page.waitForEvent('download');
  await detail.getByTestId('receipt-link').click();
  expect((await download).suggestedFilename()).toBe(`receipt-${reference}.pdf`);

  await expect(detail.getByTestId('cancel-time-left')).toHaveText(/^(59|60) minutes left to cancel$/);
  // on a small phone, in German, the dialog's title breaks around the reference, never inside it (at its hyphen)
  const de = words.de.orders;
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto(`/orders/${reference}?lang=de`);
  await detail.getByRole('button', { name: de.cancelOrder }).click();
  const german = page.getByRole('alertdialog', { name: de.cancelTitle({ reference }) });
  const lines = await german.evaluate((element, text) => {
    const title = element.querySelector('h2')!;
    const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(text);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, reference);
  expect(lines, 'the reference on one line').toBe(1);
  await page.keyboard.press('Escape');
  await page.goto(`/orders/${reference}?lang=en`);

  await detail.getByRole('button', { name: m.cancelOrder }).click();
  const dialog = page.getByRole('alertdialog', { name: m.cancelTitle({ reference }) });
  await expectNoSeriousViolations(page, 'the cancel dialog');
  await dialog.getByRole('button', { name: m.confirmCancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(detail.locator('li[data-state="closed"]')).toContainText(m.closed.cancelled);
  await expect(detail.getByRole('button', { name: m.cancelOrder })).toHaveCount(0);

  await page.goto('/orders');
  await expect(
    page.getByRole('link', { name: m.viewOrder({ reference }) }).locator('li[data-state="closed"]'),
  ).toContainText(m.closed.cancelled);
});
