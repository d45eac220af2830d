import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/test.ts';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { startProdigiStandIn } from '../src/server/testing/prodigi-stand-in.ts';
import type { ProdigiStandIn } from '../src/server/testing/prodigi-stand-in.ts';
import { openAdminPages, E2E_ADMIN } from './fixtures/admin-session.ts';
import { makePhoto } from './fixtures/create-media.ts';
import { de, en } from './fixtures/messages.ts';
import { ownServer } from './fixtures/own-server.ts';
import { generatePoster, placePosterOrder, testShipping } from './fixtures/shop.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';

/**
 * The print lab in the admin's pages (decision 038): a shop of its own on FULFILMENT=prodigi, pointed at the
 * stand-in lab, sends a paid order at once (no cancellation window); the lab refuses its postcode, so the order is
 * flagged. The admin filters "needs attention", opens it, reads the lab's reason and sends it again once the lab
 * takes the address: the lab has it. At 390 px and on a desktop. Screenshots (English and German) when LAB_SHOTS names
 * a folder.
 */
const REFUSED_POSTCODE = '9999';
const shotsDir = process.env.LAB_SHOTS;

let lab: ProdigiStandIn;
test.beforeAll(async () => {
  lab = await startProdigiStandIn();
  lab.refusePostcode(REFUSED_POSTCODE);
});
test.afterAll(async () => lab?.close());

const server = ownServer('print-lab', () => ({
  FULFILMENT: 'prodigi',
  PRODIGI_API_URL: lab.url,
  PRODIGI_API_KEY: lab.apiKey,
  ORDER_CANCEL_WINDOW_MINUTES: '0',
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  TRUST_PROXY: '1',
  LOG_LEVEL: 'warn',
}));

/** A paid order whose postcode the lab refuses: its reference, once the shop has flagged it. */
async function refusedOrder(context: BrowserContext): Promise<string> {
  lab.refusePostcode(REFUSED_POSTCODE);
  await signUpThroughApi(context.request, newAccount('labbuyer'));
  const photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-print-lab-')), 'photo.jpg'));
  const poster = await generatePoster(context.request, photo);
  const tag = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  const reference = await placePosterOrder(context.request, poster, {
    ...testShipping(`Lab${tag}`),
    zipCode: REFUSED_POSTCODE,
  });
  await expect
    .poll(() => lab.requests.some((r) => (r.body as { merchantReference?: string })?.merchantReference === reference))
    .toBe(true);
  return reference;
}

async function shot(page: Page, name: string, scrollTo?: Locator) {
  if (!shotsDir) return;
  await scrollTo?.scrollIntoViewIfNeeded();
  const file = path.join(shotsDir, `${name}-${page.viewportSize()?.width ?? 0}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
}

/** The flagged order in the list filtered on "needs attention", opened. */
async function openFlagged(page: Page, words: typeof en, reference: string) {
  await page.getByTestId('needs-attention-filter').click();
  await expect(page.getByTestId('needs-attention-filter')).toHaveAttribute('aria-pressed', 'true');
  const row = page.getByTestId('order-row').filter({ hasText: reference });
  await expect(row).toHaveAttribute('data-needs-attention', 'true');
  await expect(row.getByTestId('row-needs-attention')).toHaveText(words.admin.needsAttention);
  await shot(page, `list-${words === de ? 'de' : 'en'}`);
  await row.getByRole('button', { name: `${words.admin.view} ${reference}` }).click();
  const dialog = page.getByTestId('order-dialog');
  const panel = dialog.getByTestId('lab-panel');
  await expect(panel.getByTestId('lab-needs-attention')).toHaveText(words.afterSale.lab.needsAttention);
  await expect(panel.getByTestId('lab-stage')).toHaveText(words.afterSale.lab.stages.queued);
  await expect(panel.getByTestId('lab-last-error')).toContainText('InvalidPostcode');
  return { dialog, panel };
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`the admin finds an order the lab refused, reads why and sends it again (${size.name})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      baseURL: server().url,
      viewport: { width: size.width, height: size.height },
    });
    try {
      const reference = await refusedOrder(context);
      const page = await context.newPage();
      await openAdminPages(page);

      // The same dialog in German (the admin's language), for a look
      if (shotsDir) {
        await page.goto('/admin/orders?lang=de');
        const { dialog, panel } = await openFlagged(page, de, reference);
        await shot(page, 'dialog-de', panel);
        await dialog.getByRole('button', { name: de.shell.dialogs.close }).click();
        await page.goto('/admin/orders?lang=en');
      }

      const { dialog, panel } = await openFlagged(page, en, reference);
      // Its status cannot be moved by hand while the lab may still take it: nothing here says otherwise
      await expect(panel.getByTestId('lab-order-id')).toHaveText(en.admin.notAvailable);
      await shot(page, 'dialog-en', panel);

      // Send again: confirmed first; the lab takes the address now, and the dialog follows until it has the order
      lab.acceptPostcode(REFUSED_POSTCODE);
      await panel.getByRole('button', { name: en.afterSale.lab.sendAgain }).click();
      await panel
        .getByRole('group', { name: en.afterSale.lab.sendAgain })
        .getByRole('button', { name: en.afterSale.lab.sendAgain })
        .click();
      await expect(panel.getByTestId('lab-stage')).toHaveText(en.afterSale.lab.stages.sent);
      await expect(panel.getByTestId('lab-needs-attention')).toHaveCount(0);
      await expect(panel.getByTestId('lab-order-id')).toHaveText(/^ord_\d+$/);
      await expect(panel.getByRole('button', { name: en.afterSale.lab.sendAgain })).toHaveCount(0);
      await expect(dialog.getByTestId('audit-log')).toContainText(en.admin.auditActions['order.lab_send_again']);
      // The lab now owns production and shipping: the selector offers only what the admin may still do
      const offered = await dialog.getByLabel(en.admin.updateStatus).locator('option').allTextContents();
      expect(offered).not.toContain(en.admin.statusLabels.processing);
      expect(offered).not.toContain(en.admin.statusLabels.shipped);
      await shot(page, 'dialog-sent-en', panel);
      const labOrders = [...lab.orders.values()].filter((order) => order.merchantReference === reference);
      expect(labOrders).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
}
