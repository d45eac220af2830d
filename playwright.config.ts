import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './src/server/testing/chromium.ts';
import { freePort } from './src/server/testing/server-process.ts';

/**
 * End-to-end journeys in the system Chromium against the built app, started on a free port with a
 * temporary DATA_DIR. The port and folder are chosen once in the main process; workers inherit them.
 */
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'affiche-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // The screens' baselines (screens.spec.ts): a pixel counts as changed past a colour distance of 0.2 (anti-aliasing
    // and font hinting of a newer Chromium stay under it), and a screen fails once more than 1 % of its pixels changed
    // (a label that outgrows its box moves far more).
    toHaveScreenshot: { threshold: 0.2, maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Baselines by name (e2e/screens/de/phone/catalogue.png), committed, written only on purpose: with
  // --update-snapshots. On CI a missing one fails instead of being written.
  snapshotPathTemplate: '{testDir}/screens/{arg}{ext}',
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  webServer: {
    command: 'node src/server/main.ts',
    url: `${baseURL}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
      // One proxy hop is trusted, so the sign-up fixture can give each test account an address of its own.
      TRUST_PROXY: '1',
    },
  },
  use: {
    baseURL,
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
