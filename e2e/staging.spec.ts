import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { runServer, STAGING_STAND_INS } from '../src/server/testing/server-process.ts';
import { de, en } from './fixtures/messages.ts';
import { ownServer } from './fixtures/own-server.ts';

/**
 * Production refuses to pretend (decision 024): started without Stripe it does not start, and says why in one line;
 * a staging shop names its stand-ins (PAYMENTS=sandbox, MAIL=outbox, ALLOW_HTTP_PUBLIC_URL=true) and then says on
 * every page, at the top and in the visitor's language, that it is a test shop.
 */
test('a production start without Stripe, SMTP or a public address stops with one line each', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'affiche-refused-'));
  try {
    const run = runServer({ DATA_DIR: dataDir, NODE_ENV: 'production', PORT: '0' });
    expect(await run.exited).toBe(78);
    const lines = run.output().trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^Configuration error: STRIPE_SECRET_KEY: must be set in production: .*PAYMENTS=sandbox/),
      expect.stringMatching(/^Configuration error: SMTP_URL: must be set in production: .*MAIL=outbox/),
      expect.stringMatching(/^Configuration error: PUBLIC_URL: must be set in production: /),
    ]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.describe('a staging shop', () => {
  const server = ownServer('staging', { NODE_ENV: 'production', ...STAGING_STAND_INS });

  for (const size of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    test(`shows the test-shop ribbon at the top of every page (${size.name})`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const [url, words] of [
        ['/', en],
        ['/catalogue?lang=de', de],
        ['/feed', de],
        ['/admin/login?lang=en', en],
      ] as const) {
        await page.goto(`${server().url}${url}`);
        const ribbon = page.getByRole('note').filter({ hasText: words.operations.testMode.ribbon });
        await expect(ribbon, url).toBeVisible();
        const box = (await ribbon.boundingBox())!;
        expect(box.y).toBe(0);
        expect(box.width).toBe(size.width);
        // it sits above the page, not over it: the page's own header starts below it
        await expect(page.locator('header').first()).toBeVisible();
        expect((await page.locator('header').first().boundingBox())!.y).toBeGreaterThanOrEqual(box.height - 1);
      }
    });
  }
});
