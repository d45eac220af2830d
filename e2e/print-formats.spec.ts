import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/test.ts';
import type { Locator, Page } from '@playwright/test';
import { A3_POSTER_PRICE } from '../src/shared/checkout-limits.ts';
import { formatLabel, priceOf } from '../src/shared/print-formats.ts';
import type { PrintFormat } from '../src/shared/print-formats.ts';
import { makePhoto } from './fixtures/create-media.ts';
import { overflowing, waitForToast } from './fixtures/fit.ts';
import { en } from './fixtures/messages.ts';
import { adminContext, approvedPoster, fillShipping, generatePoster } from './fixtures/shop.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';

/**
 * Sizes and frames as a buyer on a 320 px phone meets them (docs/product/pay.md#sizes-and-frames): a size
 * and a frame for one's own poster and for a catalogue poster, paid with the sandbox's 4242 card, then both found in
 * My orders with their formats.
 */
test.use({ viewport: { width: 320, height: 740 } });
test.describe.configure({ mode: 'serial' });

/** Screenshots of the steps; off unless PRINT_FORMAT_SHOTS names a folder. */
const shotsDir = process.env.PRINT_FORMAT_SHOTS;
async function shot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

const CATALOGUE_PRICE = 40;
const own: PrintFormat = { size: 'A2', frame: 'oak', passepartout: false };
const mounted: PrintFormat = { size: 'A4', frame: 'black', passepartout: true };
const chf = (amount: number) => `${amount.toFixed(2)} CHF`;

let page: Page;
let ownPosterId: number;
let cataloguePosterId: number;
const references: string[] = [];

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-formats-')), 'lake.jpg'));
  const creator = await browser.newPage();
  await signUpThroughApi(creator.request, newAccount('framer'));
  const admin = await adminContext(baseURL!);
  cataloguePosterId = await approvedPoster(creator.request, admin, photo, {
    name: 'Lake in oak',
    totalSupply: 200,
    pricePerUnit: CATALOGUE_PRICE,
  });
  await admin.dispose();
  await creator.close();

  page = await browser.newPage({ viewport: { width: 320, height: 740 } });
  await signUpThroughApi(page.request, newAccount('sizes'));
  ownPosterId = await generatePoster(page.request, photo);
});

test.afterAll(async ({ baseURL }) => {
  // The journeys share one server: leave the public catalogue empty, as catalogue.spec.ts expects.
  const admin = await adminContext(baseURL!);
  const hidden = await admin.patch(`/api/admin/images/${cataloguePosterId}/visibility`, { data: { isPublic: false } });
  expect(hidden.ok(), await hidden.text()).toBe(true);
  await admin.dispose();
  await page.close();
});

/** Chooses a format in a picker, by clicking as a thumb would. */
async function choose(picker: Locator, format: PrintFormat) {
  await picker.getByTestId(`size-${format.size}`).click();
  await picker.getByTestId(`frame-${format.frame}`).click();
  if (format.passepartout) await picker.getByTestId('passepartout').click();
  await expect(picker.getByRole('radio', { checked: true })).toHaveCount(2);
}

async function payWithCard(dialog: Locator) {
  const m = en.checkout;
  await dialog.getByLabel(m.cardNumber).fill('4242 4242 4242 4242');
  await dialog.getByLabel(m.cardExpiry).fill('12 / 34');
  await dialog.getByLabel(m.cardCvc).fill('123');
  await dialog.getByRole('button', { name: m.payNow }).click();
}

test('orders one’s own poster in A2 with a natural oak frame from the create result', async () => {
  test.setTimeout(120_000);
  const m = en.checkout;
  await page.goto(`/create?poster=${ownPosterId}`);
  await expect(page.getByTestId('poster-result')).toBeVisible();
  const picker = page.getByTestId('print-format-picker');
  // A3 unframed until chosen, at today's price
  await expect(picker.getByRole('radio', { name: /^A3/ })).toBeChecked();
  await expect(picker.getByTestId('format-price')).toHaveText(en.prints.pricePerPrint({ price: chf(A3_POSTER_PRICE) }));
  // the passe-partout comes only with a frame
  await expect(picker.getByTestId('passepartout')).toHaveCount(0);
  await choose(picker, own);
  const price = priceOf(own, A3_POSTER_PRICE).unitPrice;
  await expect(picker.getByTestId('format-price')).toHaveText(en.prints.pricePerPrint({ price: chf(price) }));
  expect(await overflowing(page.locator('main'))).toEqual([]);
  await shot(page, 'create-picker');

  await page.getByRole('button', { name: en.create.orderPrint }).click();
  const dialog = page.getByTestId('poster-order-dialog');
  const label = formatLabel(en.prints, own);
  await expect(dialog.getByTestId('order-summary')).toContainText(m.summaryLine({ format: label }));
  await expect(dialog.getByTestId('order-total')).toHaveText(chf(price));
  await fillShipping(dialog, 'en');
  await dialog.getByRole('button', { name: m.proceedToPayment }).click();
  await expect(dialog.getByTestId('amount-due')).toHaveText(chf(price));
  // the payment step opens at its top, not at the shipping form's scroll (the summary was half hidden)
  const scrolled = await dialog.evaluate((sheet) =>
    Math.max(...[...sheet.querySelectorAll('*')].map((e) => e.scrollTop)),
  );
  expect(scrolled, 'the payment step’s scroll').toBe(0);
  await payWithCard(dialog);
  await expect(dialog.getByRole('heading', { name: m.thankYou })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByTestId('order-formats')).toContainText(label);
  await shot(page, 'create-thank-you');
  references.push((await dialog.getByTestId('order-reference').textContent())!);
});

test('puts a catalogue poster in the cart in two formats and pays the table’s prices', async () => {
  test.setTimeout(120_000);
  const c = en.cart;
  const m = en.checkout;
  await page.goto(`/posters/${cataloguePosterId}`);
  const picker = page.getByTestId('print-format-picker');
  await choose(picker, mounted);
  const mountedPrice = priceOf(mounted, CATALOGUE_PRICE).unitPrice;
  await expect(page.getByTestId('poster-price')).toHaveText(chf(mountedPrice));
  // the poster at the top shows the frame and the passe-partout chosen
  const framed = page.getByTestId('framed-print');
  await expect(framed).toHaveAttribute('data-frame', mounted.frame);
  await expect(framed).toHaveAttribute('data-passepartout', 'true');
  expect(await overflowing(page.locator('main'))).toEqual([]);
  await shot(page, 'poster-picker');
  await page.getByRole('button', { name: c.addToCart }).click();
  // On this phone the 'Added to cart' toast slides in over the frame choices: the next taps wait until it is still.
  await waitForToast(page, page.locator('.toast').filter({ hasText: c.addedToCart }));
  // the same poster again, A3 unframed: a line of its own; and once more: its quantity
  await picker.getByTestId('size-A3').click();
  await picker.getByTestId('frame-none').click();
  await expect(page.getByTestId('poster-price')).toHaveText(chf(CATALOGUE_PRICE));
  await page.getByRole('button', { name: c.addToCart }).click();
  await page.getByRole('button', { name: c.addToCart }).click();

  await page.getByTestId('cart-button').click();
  const cart = page.getByTestId('cart-dialog');
  const lines = cart.getByTestId('cart-item');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByTestId('cart-item-format')).toHaveText(formatLabel(en.prints, mounted));
  await expect(lines.nth(0).getByTestId('cart-item-price')).toHaveText(chf(mountedPrice));
  await expect(lines.nth(1).getByTestId('cart-item-format')).toHaveText(en.prints.formatUnframed({ size: 'A3' }));
  await expect(lines.nth(1).getByTestId('cart-quantity')).toContainText('2');
  // each line in its frame and passe-partout, as the poster's page showed it
  await expect(lines.nth(0).getByTestId('framed-print')).toHaveAttribute('data-frame', mounted.frame);
  await expect(lines.nth(0).getByTestId('framed-print')).toHaveAttribute('data-passepartout', 'true');
  await expect(lines.nth(1).getByTestId('framed-print')).toHaveAttribute('data-frame', 'none');
  const total = Math.round((mountedPrice + 2 * CATALOGUE_PRICE) * 100) / 100;
  await expect(cart.getByTestId('cart-total')).toHaveText(chf(total));
  await shot(page, 'cart');

  await cart.getByRole('button', { name: c.checkout }).click();
  await fillShipping(cart, 'en');
  await cart.getByLabel(m.email).fill('sizes-buyer@example.ch');
  await cart.getByRole('button', { name: m.proceedToPayment }).click();
  await expect(cart.getByTestId('amount-due')).toHaveText(chf(total));
  await payWithCard(cart);
  await expect(cart.getByRole('heading', { name: m.orderConfirmed })).toBeVisible({ timeout: 20_000 });
  await expect(cart.getByTestId('order-formats')).toContainText(formatLabel(en.prints, mounted));
  await expect(cart.getByTestId('order-formats')).toContainText(en.prints.formatUnframed({ size: 'A3' }));
  await shot(page, 'cart-confirmed');
  references.push((await cart.getByTestId('order-reference').textContent())!);
});

test('finds both orders in My orders with their sizes and frames', async () => {
  expect(references).toHaveLength(2);
  await page.goto('/orders');
  for (const reference of references) await expect(page.getByText(reference)).toBeVisible();
  // Each order's page names its format in My orders' words.
  await page.goto(`/orders/${references[0]}`);
  const ownOrder = page.getByTestId('order-detail');
  await expect(ownOrder).toContainText('A2');
  await expect(ownOrder).toContainText(en.prints.framePhrases.oak);
  await shot(page, 'my-order-own');
  await page.goto(`/orders/${references[1]}`);
  const catalogueOrder = page.getByTestId('order-detail');
  await expect(catalogueOrder).toContainText('A4');
  await expect(catalogueOrder).toContainText(en.prints.framePhrases.black);
  await shot(page, 'my-order-catalogue');
});

test('says before payment that a 1200 px photo is small for every size, and still lets the buyer choose one', async () => {
  // The shown part of the photo is at most 1200 px wide: under 150 DPI from A4 (21 cm) up (the poster's
  // `shownPhotoWidth`).
  await page.goto(`/create?poster=${ownPosterId}`);
  const picker = page.getByTestId('print-format-picker');
  // The test photo is small for every size: one note says so above the sizes.
  await expect(picker.getByTestId('low-dpi-warning')).toHaveCount(1);
  await expect(picker.getByTestId('low-dpi-warning')).toHaveText(en.prints.lowDpiEverySize);
  await picker.getByTestId('size-A1').click();
  await expect(picker.getByRole('radio', { name: /^A1/ })).toBeChecked();
  await expect(picker.getByRole('radio', { name: /^A1/ })).toHaveAccessibleDescription(en.prints.lowDpiEverySize);
});
