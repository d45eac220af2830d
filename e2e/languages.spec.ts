import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures/test.ts';
import type { Page } from '@playwright/test';
import { languages } from '../src/shared/i18n/languages.ts';
import { messagesFor } from '../src/server/i18n/messages.ts';
import { makePhoto } from './fixtures/create-media.ts';
import { de, en, fr, it } from './fixtures/messages.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';

/**
 * Decision 021: the shop in English, German, French and Italian; the first visit follows the browser, the choice is
 * kept.
 */

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${what}: ${violation.id} ${violation.help}`)).toEqual([]);
}

test.describe('first visit', () => {
  test.use({ locale: 'fr-CH' });

  test('follows Accept-Language: fr-CH gives the French shop, its title, description and other addresses', async ({
    page,
  }) => {
    await page.goto('/catalogue');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(`${fr.shell.pages.catalogue.title} · Affiche`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      fr.shell.pages.catalogue.description,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/catalogue\?lang=de$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/catalogue$/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: fr.shell.footer.terms })).toBeVisible();
  });
});

test.describe('choosing the language', () => {
  test('the switcher keeps the page, names the language in the address, and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.landing.taglines[0]);

    const footer = page.getByRole('contentinfo');
    await footer.getByLabel(en.shell.language.label).selectOption('de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.shell.landing.taglines[0]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveURL(/\/\?lang=de$/);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.shell.landing.taglines[0]);
    await page.reload();
    await expect(page.getByRole('link', { name: de.shell.landing.startCreating })).toBeVisible();

    // A shared address names its language, whatever the visitor chose before.
    await page.goto('/?lang=fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.shell.landing.taglines[0]);
  });
});

test('switching the language keeps the session and the upload in progress', async ({ page }) => {
  test.setTimeout(90_000);
  const photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-switch-')), 'lake.jpg'));
  await signUpThroughApi(page.request, newAccount('switch'));
  await page.goto('/create');
  await page.getByTestId('upload-input').setInputFiles(photo);
  const uploaded = page.getByTestId('uploaded-image');
  await expect(uploaded).toBeVisible();
  const source = await uploaded.getAttribute('src');

  await page.getByRole('contentinfo').getByLabel(en.shell.language.label).selectOption('it');
  await expect(page.getByRole('button', { name: it.create.createMyPrint })).toBeVisible();
  await expect(uploaded).toHaveAttribute('src', source!);
  await expect(page.getByRole('banner').getByRole('button', { name: it.shell.nav.logout })).toBeVisible();

  await page.getByRole('contentinfo').getByLabel(it.shell.language.label).selectOption('fr');
  await expect(page.getByRole('button', { name: fr.create.createMyPrint })).toBeVisible();
  await expect(uploaded).toHaveAttribute('src', source!);
});

for (const language of languages) {
  test(`the landing page in ${language} passes axe, and its lang attribute says ${language}`, async ({ page }) => {
    const m = messagesFor(language);
    await page.goto(`/?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.shell.landing.taglines[0]);
    await expectNoSeriousViolations(page, `/ in ${language}`);
  });
}
