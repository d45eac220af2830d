import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { words as catalogues } from './fixtures/messages.ts';
import { makePhoto } from './fixtures/create-media.ts';
import { openAdminPages } from './fixtures/admin-session.ts';
import { generatePoster, payWithTestCard, testShipping } from './fixtures/shop.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';

/**
 * After the order, each poster names its size and frame (docs/product/after-the-sale.md#my-orders): the
 * buyer's My orders and order page, and the admin's table and order dialog, in English and German, on a phone and a
 * desktop. The screenshots are kept with the test's results.
 */

const WIDTHS = { phone: 390, desktop: 1280 } as const;

/** A cart of the buyer's own poster in two formats: A2 in natural oak with a passe-partout, and two A4 unframed. */
async function placeMixedOrder(request: APIRequestContext, imageId: number, shipping: ReturnType<typeof testShipping>) {
  const prepared = await request.post('/api/prepare-checkout', {
    data: {
      ...shipping,
      cartItems: [
        { id: imageId, own: true, quantity: 1, size: 'A2', frame: 'oak', passepartout: true },
        { id: imageId, own: true, quantity: 2, size: 'A4' },
      ],
    },
  });
  expect(prepared.ok(), await prepared.text()).toBe(true);
  const { clientSecret, confirmationId } = (await prepared.json()) as { clientSecret: string; confirmationId: string };
  const { paymentIntentId } = await payWithTestCard(request, clientSecret);
  const completed = await request.post('/api/complete-catalogue-order', {
    data: { paymentIntentId, orderConfirmationId: confirmationId },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  return confirmationId;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('My orders and the admin’s order name each poster’s size and frame, in English and German', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = `Fmt${Date.now().toString(36)}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  await signUpThroughApi(page.request, newAccount('formats'));
  const photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-formats-')), 'lake.jpg'));
  const imageId = await generatePoster(page.request, photo);
  const reference = await placeMixedOrder(page.request, imageId, testShipping(tag));

  const words = {
    en: { a2: 'A2, natural oak frame, white passe-partout', a4: 'A4, unframed' },
    de: { a2: 'A2, Rahmen Eiche natur, weisses Passepartout', a4: 'A4, ohne Rahmen' },
  } as const;
  for (const language of ['en', 'de'] as const) {
    const { a2, a4 } = words[language];
    for (const [device, width] of Object.entries(WIDTHS)) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/orders?lang=${language}`);
      await expect(page.getByTestId('order-formats').first()).toHaveText(`${a2} · ${a4}`);
      await shoot(page, `my-orders-${language}-${device}`);
      await page.goto(`/orders/${reference}?lang=${language}`);
      await expect(page.getByTestId('order-item-format')).toHaveText([a2, a4]);
      await shoot(page, `my-order-${language}-${device}`);
    }
  }
  const receipt = await page.request.get(`/api/orders/${reference}/receipt`);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  writeFileSync(test.info().outputPath('receipt.pdf'), await receipt.body());

  const admin = await browser.newPage();
  await openAdminPages(admin);
  for (const language of ['en', 'de'] as const) {
    const { a2, a4 } = words[language];
    for (const [device, width] of Object.entries(WIDTHS)) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.goto(`/admin/orders?lang=${language}`);
      const m = catalogues[language].admin;
      await admin.getByRole('button', { name: m.catalogueOrders }).click();
      await admin.getByPlaceholder(m.searchPlaceholder).fill(reference);
      await expect(admin.getByTestId('order-row')).toHaveCount(1);
      await expect(admin.getByTestId('order-formats')).toHaveText(`${a4} · ${a2}`);
      await admin.getByRole('button', { name: `${m.view} ${reference}` }).click();
      const dialog = admin.getByTestId('order-dialog');
      await expect(dialog.getByTestId('order-item-format')).toHaveText([a2, a4]);
      await expect(dialog.getByTestId('print-file')).toHaveCount(2);
      await shoot(admin, `admin-order-${language}-${device}`);
      await admin.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  }
  await admin.close();
});
