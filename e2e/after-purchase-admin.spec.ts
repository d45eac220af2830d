import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/test.ts';
import type { Page } from '@playwright/test';
import { en } from './fixtures/messages.ts';
import { makePhoto } from './fixtures/create-media.ts';
import { openAdminPages } from './fixtures/admin-session.ts';
import { generatePoster, placePosterOrder, testShipping } from './fixtures/shop.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';

/** The admin's pages, signed in (the run's kept admin session; admin.spec.ts signs in through /admin/login). */
async function signInAsAdmin(page: Page) {
  await openAdminPages(page);
  await expect(page.getByPlaceholder(en.admin.searchPlaceholder)).toBeVisible();
}

async function openOrder(page: Page, confirmationId: string) {
  await page.getByPlaceholder(en.admin.searchPlaceholder).fill(confirmationId);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await page.getByRole('button', { name: `${en.admin.view} ${confirmationId}` }).click();
  return page.getByTestId('order-dialog');
}

test('the admin ships an order with a tracking number and refunds part of another', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = `Ship${Date.now().toString(36)}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  const buyer = await browser.newPage();
  await signUpThroughApi(buyer.request, newAccount('shipped'));
  const photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-after-purchase-')), 'photo.jpg'));
  const poster = await generatePoster(buyer.request, photo);
  const shippedId = await placePosterOrder(buyer.request, poster, testShipping(`Post${tag}`));
  const refundedId = await placePosterOrder(buyer.request, poster, testShipping(`Refund${tag}`), 2);
  const cancelledId = await placePosterOrder(buyer.request, poster, testShipping(`Cancel${tag}`));
  await buyer.close();

  await signInAsAdmin(page);

  // Shipping: a wrong number is refused in place; Swiss Post's number ships it and links to its tracking page
  let dialog = await openOrder(page, shippedId);
  await expect(dialog.getByLabel(en.afterSale.carrierLabel)).toHaveValue('swiss-post');
  await dialog.getByLabel(en.afterSale.trackingNumberLabel).fill('12345');
  await dialog.getByRole('button', { name: en.afterSale.markShipped }).click();
  await expect(dialog.getByText(en.afterSale.trackingNumberInvalid['swiss-post'])).toBeVisible();
  await dialog.getByLabel(en.afterSale.trackingNumberLabel).fill('99.00.123456.12345678');
  await dialog.getByRole('button', { name: en.afterSale.markShipped }).click();
  await expect(dialog.getByTestId('tracking-link')).toHaveAttribute(
    'href',
    'https://service.post.ch/ekp-web/ui/entry/search/990012345612345678',
  );
  await expect(dialog.getByLabel(en.admin.updateStatus)).toHaveValue('shipped');
  await expect(dialog.getByRole('button', { name: en.afterSale.cancelOrder })).toHaveCount(0);
  await expect(dialog.getByTestId('audit-log')).toContainText('990012345612345678');
  const receipt = await page.request.get(
    await dialog
      .getByTestId('receipt-download')
      .getAttribute('href')
      .then((href) => href!),
  );
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  // (Escape would first dismiss the status toast)
  await dialog.getByRole('button', { name: en.shell.dialogs.close }).click();
  await expect(dialog).toHaveCount(0);

  // A partial refund: pending, then refunded once the provider confirms; what remains is offered next
  dialog = await openOrder(page, refundedId);
  await dialog.getByLabel(en.afterSale.refundAmountLabel).fill('12.50');
  await dialog.getByLabel(en.afterSale.refundReasonLabel).fill('One print arrived creased');
  await dialog.getByRole('button', { name: en.afterSale.refund, exact: true }).click();
  const refundRow = dialog.getByTestId('refund');
  await expect(refundRow).toHaveCount(1);
  await expect(refundRow).toContainText('12.50 CHF');
  await expect(refundRow).toContainText(en.afterSale.refundStatus.succeeded!);
  await expect(dialog.getByLabel(en.afterSale.refundAmountLabel)).toHaveAttribute('placeholder', '47.40');
  await expect(dialog.getByTestId('audit-log')).toContainText('One print arrived creased');

  await dialog.getByRole('button', { name: en.shell.dialogs.close }).click();
  await expect(dialog).toHaveCount(0);

  // "Cancelled" chosen in the list runs the cancellation (decision 022): refunded in full, and the order is final,
  // so its selector offers nothing more and its view neither ships nor cancels it
  await page.getByPlaceholder(en.admin.searchPlaceholder).fill(cancelledId);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  const selector = page.getByLabel(en.admin.statusOf({ confirmationId: cancelledId }));
  await expect(selector.locator('option')).toHaveText([
    en.admin.statusLabels.pending,
    en.admin.statusLabels.processing,
    en.admin.statusLabels.shipped,
    en.admin.statusLabels.delivered,
    en.admin.statusLabels.cancelled,
  ]);
  await selector.selectOption('cancelled');
  await expect(selector).toHaveValue('cancelled');
  await expect(selector).toBeDisabled();
  await expect(selector.locator('option')).toHaveText([en.admin.statusLabels.cancelled]);
  dialog = await openOrder(page, cancelledId);
  await expect(dialog.getByTestId('refund')).toContainText('29.95 CHF');
  await expect(dialog.getByLabel(en.admin.updateStatus)).toBeDisabled();
  await expect(dialog.getByRole('button', { name: en.afterSale.markShipped })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: en.afterSale.cancelOrder })).toHaveCount(0);

  // The customer hears of the shipment (the mailbox of the shop's outbox)
  await expect
    .poll(async () => {
      const { mails } = (await (await page.request.get('/api/dev/mailbox')).json()) as {
        mails: { subject: string; text: string }[];
      };
      return mails.filter(
        (mail) =>
          mail.subject === `Your order ${shippedId} has shipped` ||
          mail.subject === `A refund for your order ${refundedId}`,
      ).length;
    })
    .toBe(2);
});
